import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectUser } from '../session/selectors';
import { AuthShell } from './AuthShell';
import { FollowUp } from './FollowUp';
import { AUTH_TEXT as T } from './messages';
import { RegisterForm } from './RegisterForm';
import { accountContext } from './redirects';
import { selectRegisterState } from './selectors';
import { authFormsReset, registerSubmitted } from './slice';

/** /user/register: on success with a session the shopper is logged in; otherwise on to login. */
export function RegisterPage() {
  const user = useAppSelector(selectUser);
  const register = useAppSelector(selectRegisterState);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const context = accountContext(location.search);

  useEffect(() => {
    dispatch(authFormsReset());
    return () => {
      dispatch(authFormsReset());
    };
  }, [dispatch]);

  // Registered without a session: show the server's message on the login page.
  useEffect(() => {
    if (!register.completed) return;
    navigate(`/user/login${location.search}`, { state: { notice: register.completed.message } });
  }, [register.completed, navigate, location.search]);

  // Registered with a session: the query (cart, wishlist, prebook or none) is followed as after a login.
  if (register.next || (user && !register.pending)) {
    return <FollowUp state={register} loggedIn={!!user} search={location.search} />;
  }

  return (
    <AuthShell
      title={T.registerTitle}
      intro={T.registerIntro}
      footer={
        <p className="cg-auth__switch-text">
          {T.haveAccount}{' '}
          <Link to={`/user/login${location.search}`} className="cg-auth__inline-link">
            {T.loginLink}
          </Link>
        </p>
      }
    >
      <RegisterForm
        pending={register.pending}
        serverError={register.error}
        onSubmit={(values) =>
          dispatch(
            registerSubmitted({
              fullName: values.fullName.trim(),
              emailAddress: values.emailAddress.trim(),
              mobileNumber: values.mobileNumber.trim(),
              password: values.password,
              source: context.source,
              product: context.product,
              platform: context.platform,
              query: location.search,
            }),
          )
        }
      />
    </AuthShell>
  );
}
