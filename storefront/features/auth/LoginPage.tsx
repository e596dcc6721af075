import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Alert } from '../../../shared/ui/Alert';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ForgotPasswordDialog } from '../password-reset/ForgotPasswordDialog';
import { resetClosed, resetOpened } from '../password-reset/slice';
import { selectUser } from '../session/selectors';
import { AuthShell } from './AuthShell';
import { FollowUp } from './FollowUp';
import { LoginForm } from './LoginForm';
import { AUTH_TEXT as T } from './messages';
import { accountContext } from './redirects';
import { selectLoginState } from './selectors';
import { authFormsReset, loginSubmitted } from './slice';

/**
 * /user/login: after logging in, the query decides (cart, wishlist, prebook or none — see
 * redirects.ts and saga.ts); a user who is already logged in is sent on to the query's page.
 * /user/forget-password/ (spec part 1 §2) is the same page with the 'Forgot password?' popup open.
 */
export function LoginPage({ forgotPassword = false }: { forgotPassword?: boolean }) {
  const user = useAppSelector(selectUser);
  const login = useAppSelector(selectLoginState);
  const dispatch = useAppDispatch();
  const location = useLocation();
  const notice = (location.state as { notice?: unknown } | null)?.notice;
  const context = accountContext(location.search);

  useEffect(() => {
    dispatch(authFormsReset());
    if (forgotPassword) dispatch(resetOpened());
    return () => {
      dispatch(authFormsReset());
      dispatch(resetClosed());
    };
  }, [dispatch, forgotPassword]);

  if (login.next || (user && !login.pending)) {
    return <FollowUp state={login} loggedIn={!!user} search={location.search} />;
  }

  return (
    <AuthShell
      title={T.loginTitle}
      intro={T.loginIntro}
      footer={
        <>
          <p className="cg-auth__switch-text">{T.newToStore}</p>
          <Link className="cg-button cg-button--secondary cg-button--block" to={`/user/register${location.search}`}>
            {T.createAccount}
          </Link>
        </>
      }
    >
      {typeof notice === 'string' && notice ? (
        <Alert tone="success" className="cg-auth__alert">
          {notice}
        </Alert>
      ) : null}
      <LoginForm
        pending={login.pending}
        serverError={login.error}
        onSubmit={(values) =>
          dispatch(loginSubmitted({ ...values, source: context.source, product: context.product, query: location.search }))
        }
        onForgotPassword={() => dispatch(resetOpened())}
      />
      <ForgotPasswordDialog source={context.source} />
    </AuthShell>
  );
}
