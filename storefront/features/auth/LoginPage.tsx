import { useEffect } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { Alert } from '../../../shared/ui/Alert';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { ForgotPasswordDialog } from '../password-reset/ForgotPasswordDialog';
import { resetClosed, resetOpened } from '../password-reset/slice';
import { selectUser } from '../session/selectors';
import { AuthShell } from './AuthShell';
import { LoginForm } from './LoginForm';
import { AUTH_TEXT as T } from './messages';
import { accountContext, afterLoginPath } from './redirects';
import { selectLoginState } from './selectors';
import { authFormsReset, loginSubmitted } from './slice';

/** /user/login: a logged-in user is sent on (home, or the reservation flow's next page). */
export function LoginPage() {
  const user = useAppSelector(selectUser);
  const login = useAppSelector(selectLoginState);
  const dispatch = useAppDispatch();
  const location = useLocation();
  const notice = (location.state as { notice?: unknown } | null)?.notice;
  const context = accountContext(location.search);

  useEffect(() => {
    dispatch(authFormsReset());
    return () => {
      dispatch(authFormsReset());
      dispatch(resetClosed());
    };
  }, [dispatch]);

  if (user) return <Navigate to={afterLoginPath(location.search)} replace />;

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
          dispatch(loginSubmitted({ ...values, source: context.source, product: context.product }))
        }
        onForgotPassword={() => dispatch(resetOpened())}
      />
      <ForgotPasswordDialog source={context.source} />
    </AuthShell>
  );
}
