/**
 * /user/login and /user/register: the storefront's own pages, or — with ?source=ola — the
 * reservation flow's (its chunk loads only then).
 */
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { isReservationQuery } from '../../../shared/reservation/paths';
import { ClientOnly } from '../../app/ClientOnly';
import { PageFallback } from '../../app/Layout';
import { LoginPage } from '../auth/LoginPage';
import { RegisterPage } from '../auth/RegisterPage';

const ReservationPage = lazy(() => import('./routes').then((m) => ({ default: m.ReservationPage })));

/** The reservation screens keep their state in this browser: the server sends the placeholder. */
function Reservation() {
  return (
    <ClientOnly
      page={
        <Suspense fallback={<PageFallback />}>
          <ReservationPage />
        </Suspense>
      }
    />
  );
}

export function LoginRoute() {
  const { search } = useLocation();
  return isReservationQuery(search) ? <Reservation /> : <LoginPage />;
}

export function RegisterRoute() {
  const { search } = useLocation();
  return isReservationQuery(search) ? <Reservation /> : <RegisterPage />;
}
