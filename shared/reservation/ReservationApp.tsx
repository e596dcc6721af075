import type { ComponentType } from 'react';
import { HostContext, type ReservationHost } from './host';
import { Redirect, useProductLookup } from './hooks';
import { LoginScreen } from './LoginScreen';
import { MyReservationsScreen } from './MyReservationsScreen';
import { ReservationNotFound } from './NotFound';
import { LOGIN_REQUIRED, RESERVATION_PATHS } from './paths';
import { PaymentScreen } from './PaymentScreen';
import { PriceSummaryScreen } from './PriceSummaryScreen';
import { RegisterScreen } from './RegisterScreen';
import { ShippingAddressScreen } from './ShippingAddressScreen';
import { TestScreen } from './TestScreen';
import './reservation.css';

export const RESERVATION_SCREENS: Readonly<Record<string, ComponentType>> = {
  [RESERVATION_PATHS.login]: LoginScreen,
  [RESERVATION_PATHS.register]: RegisterScreen,
  [RESERVATION_PATHS.shippingAddress]: ShippingAddressScreen,
  [RESERVATION_PATHS.payment]: PaymentScreen,
  [RESERVATION_PATHS.priceSummary]: PriceSummaryScreen,
  [RESERVATION_PATHS.myReservations]: MyReservationsScreen,
  [RESERVATION_PATHS.test]: TestScreen,
};

/** '/payment/' → '/payment' */
const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * The reservation flow for one host: looks up the selected scooter (ola/product), sends a
 * visitor who is not logged in from the pages that need it to login, and shows the screen of
 * the navigator's path — or 'This page could not be found.' for any other path.
 */
export function ReservationApp({ host }: { host: ReservationHost }) {
  return (
    <HostContext.Provider value={host}>
      <Flow host={host} />
    </HostContext.Provider>
  );
}

function Flow({ host }: { host: ReservationHost }) {
  useProductLookup();
  const path = normalise(host.navigator.path);
  const Current = RESERVATION_SCREENS[path] ?? null;
  if (!Current) return <ReservationNotFound />;
  if (LOGIN_REQUIRED.includes(path) && !host.session.user) return <Redirect to={RESERVATION_PATHS.login} />;
  return <Current key={path} />;
}
