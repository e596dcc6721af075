import { Link, Navigate } from 'react-router-dom';
import { Alert } from '../../../shared/ui/Alert';
import { AuthShell } from './AuthShell';
import { AUTH_TEXT as T } from './messages';
import { afterLoginPath, loginIntent } from './redirects';
import type { AfterLogin } from './slice';

interface Props {
  state: AfterLogin & { pending: boolean };
  loggedIn: boolean;
  search: string;
}

/**
 * What the login and registration pages show once the shopper is logged in: the follow-up's
 * page (replacing the location), the failure of the query's add-to-cart or add-to-wishlist (no
 * navigation), or — for a shopper who was already logged in — the query's page. Null while the
 * form is still the thing to show.
 */
export function FollowUp({ state, loggedIn, search }: Props) {
  if (state.next) return <Navigate to={state.next} replace state={state.notice ? { notice: state.notice } : undefined} />;
  if (!loggedIn || state.pending) return null;
  if (state.failure) return <FollowUpFailure message={state.failure} search={search} />;
  return <Navigate to={afterLoginPath(search)} replace />;
}

function FollowUpFailure({ message, search }: { message: string; search: string }) {
  const intent = loginIntent(search);
  const product = intent.kind === 'cart' || intent.kind === 'wishlist' ? `/product-${encodeURIComponent(intent.value)}` : null;
  return (
    <AuthShell
      title={T.followUpTitle}
      intro={T.followUpIntro}
      footer={
        <div className="cg-auth__follow-up">
          {product ? (
            <Link className="cg-button cg-button--primary cg-button--block" to={product} replace>
              {T.backToProduct}
            </Link>
          ) : null}
          <Link className="cg-button cg-button--secondary cg-button--block" to="/" replace>
            {T.continueShopping}
          </Link>
        </div>
      }
    >
      <Alert tone="danger" className="cg-auth__alert">
        {message}
      </Alert>
    </AuthShell>
  );
}
