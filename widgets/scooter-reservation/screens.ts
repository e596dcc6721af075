/**
 * The widget's table of screens: login, the usual first screen, in the element's module; every
 * later screen in a chunk of its own, fetched when the flow moves on or, earlier, once the first
 * screen has rendered and the browser is idle (ScooterReservation). The storefront renders the
 * same screens from shared/reservation/screens.ts, all at once.
 */
import { LoginScreen } from '../../shared/reservation/LoginScreen';
import { RESERVATION_PATHS as P } from '../../shared/reservation/paths';
import { lazyScreen, type ScreenTable } from '../../shared/reservation/screen-table';

export const WIDGET_SCREENS: ScreenTable = {
  [P.login]: LoginScreen,
  [P.register]: lazyScreen(() => import('../../shared/reservation/RegisterScreen').then((m) => m.RegisterScreen)),
  [P.shippingAddress]: lazyScreen(() => import('../../shared/reservation/ShippingAddressScreen').then((m) => m.ShippingAddressScreen)),
  [P.payment]: lazyScreen(() => import('../../shared/reservation/PaymentScreen').then((m) => m.PaymentScreen)),
  [P.priceSummary]: lazyScreen(() => import('../../shared/reservation/PriceSummaryScreen').then((m) => m.PriceSummaryScreen)),
  [P.myReservations]: lazyScreen(() => import('../../shared/reservation/MyReservationsScreen').then((m) => m.MyReservationsScreen)),
  [P.test]: lazyScreen(() => import('../../shared/reservation/TestScreen').then((m) => m.TestScreen)),
};
