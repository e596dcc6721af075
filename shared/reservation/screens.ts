/** Every screen of the flow by path, all in the bundle: the storefront's table (ReservationApp). */
import { LoginScreen } from './LoginScreen';
import { MyReservationsScreen } from './MyReservationsScreen';
import { RESERVATION_PATHS } from './paths';
import { PaymentScreen } from './PaymentScreen';
import { PriceSummaryScreen } from './PriceSummaryScreen';
import { RegisterScreen } from './RegisterScreen';
import type { ScreenTable } from './screen-table';
import { ShippingAddressScreen } from './ShippingAddressScreen';
import { TestScreen } from './TestScreen';

export const RESERVATION_SCREENS: ScreenTable = {
  [RESERVATION_PATHS.login]: LoginScreen,
  [RESERVATION_PATHS.register]: RegisterScreen,
  [RESERVATION_PATHS.shippingAddress]: ShippingAddressScreen,
  [RESERVATION_PATHS.payment]: PaymentScreen,
  [RESERVATION_PATHS.priceSummary]: PriceSummaryScreen,
  [RESERVATION_PATHS.myReservations]: MyReservationsScreen,
  [RESERVATION_PATHS.test]: TestScreen,
};
