/**
 * The reservation route group, loaded lazily as its own chunk: /user/login and /user/register
 * in reservation mode (?source=ola), /shippingAddress, /payment, /priceSummary,
 * /myReservations and /test. The screens are shared/reservation's; this is their host.
 */
import { HostContext } from '../../../shared/reservation/host';
import { ReservationNotFound } from '../../../shared/reservation/NotFound';
// Before ReservationApp: the screens' stylesheets come first (see ReservationApp).
import { RESERVATION_SCREENS } from '../../../shared/reservation/screens';
import { ReservationApp } from '../../../shared/reservation/ReservationApp';
import { RESERVATION_TEXT as T } from '../../../shared/reservation/messages';
import { RESERVATION_PATHS as P } from '../../../shared/reservation/paths';
import { titleHead } from '../../app/head/heads';
import { PageHead } from '../../app/head/PageHead';
import { useStorefrontHost } from './useStorefrontHost';

const TITLES: Record<string, string> = {
  [P.login]: T.loginTitle,
  [P.register]: T.registerTitle,
  [P.shippingAddress]: T.shippingTitle,
  [P.payment]: T.paymentTitle,
  [P.priceSummary]: T.summaryTitle,
  [P.myReservations]: T.reservationsTitle,
  [P.test]: T.testTitle,
};

export function ReservationPage() {
  const host = useStorefrontHost();
  return (
    <>
      <PageHead head={titleHead(TITLES[host.navigator.path.replace(/\/+$/, '')] ?? null)} />
      <ReservationApp host={host} screens={RESERVATION_SCREENS} />
    </>
  );
}

/** The store's not-found page in reservation mode: the flow's own, with its way back into the flow. */
export function ReservationNotFoundPage() {
  const host = useStorefrontHost();
  return (
    <HostContext.Provider value={host}>
      <ReservationNotFound />
    </HostContext.Provider>
  );
}
