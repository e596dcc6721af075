/**
 * /user/login and /user/register: the storefront's own pages, or — with ?source=ola — the
 * reservation flow's (its chunk loads only then).
 */
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { isReservationQuery } from '../../../shared/reservation/paths';
import { PageFallback } from '../../app/Layout';
import { LoginPage } from '../auth/LoginPage';
import { RegisterPage } from '../auth/RegisterPage';

const ReservationPage = lazy(() => import('./routes').then((m) => ({ default: m.ReservationPage })));

/**
 * The reservation flow's login and register screens, rendered on the server too: what they show
 * from this browser's storage (the selected scooter) fills in once the page is hydrated.
 */
function Reservation() {
  return (
    <Suspense fallback={<PageFallback />}>
      <ReservationPage />
    </Suspense>
  );
}

export function LoginRoute() {
  const { search } = useLocation();
  return isReservationQuery(search) ? <Reservation /> : <LoginPage />;
}

/** /user/forget-password/: the login page with the 'Forgot password?' popup open. */
export function ForgetPasswordRoute() {
  return <LoginPage forgotPassword />;
}

export function RegisterRoute() {
  const { search } = useLocation();
  return isReservationQuery(search) ? <Reservation /> : <RegisterPage />;
}
