// Stylesheets are bundled in import order: the flow's own come after its screens' (the host
// imports its table of screens first) and the not-found page's, and before the loading overlay's.
import { ReservationNotFound } from './NotFound';
import './reservation.css';
import { Alert } from '../ui/Alert';
import { LoadingOverlay } from '../ui/LoadingOverlay';
import { HostContext, type ReservationHost } from './host';
import { Redirect, useProductLookup } from './hooks';
import { RESERVATION_TEXT as T } from './messages';
import { NoScooterScreen } from './NoScooterScreen';
import { LOGIN_REQUIRED, PRODUCT_REQUIRED, RESERVATION_PATHS } from './paths';
import { normalisePath, screenEntry, useScreen, type ScreenTable } from './screen-table';

/**
 * The reservation flow for one host: looks up the selected scooter (ola/product), sends a
 * visitor who is not logged in from the pages that need it to login, offers to choose a scooter
 * on the pages that reserve one when none is selected, and shows the screen of
 * the navigator's path from the host's table of screens (screens.ts, or the widget's with lazy
 * ones) — or 'This page could not be found.' for any other path.
 */
export function ReservationApp({ host, screens }: { host: ReservationHost; screens: ScreenTable }) {
  return (
    <HostContext.Provider value={host}>
      <Flow host={host} screens={screens} />
    </HostContext.Provider>
  );
}

function Flow({ host, screens }: { host: ReservationHost; screens: ScreenTable }) {
  useProductLookup();
  const path = normalisePath(host.navigator.path);
  const entry = screenEntry(screens, path);
  const { Screen, failed, retry } = useScreen(entry);
  if (!entry) return <ReservationNotFound />;
  if (LOGIN_REQUIRED.includes(path) && !host.session.user) return <Redirect to={RESERVATION_PATHS.login} />;
  if (PRODUCT_REQUIRED.includes(path) && !host.product) return <NoScooterScreen />;
  if (Screen) return <Screen key={path} />;
  // A lazy screen opened directly (the widget's first screen after a payment return, say).
  return failed ? (
    <div className="cg-res__main">
      <Alert tone="danger" className="cg-res__alert">
        {T.fallbackError}
      </Alert>
      <button type="button" className="cg-button cg-button--primary" onClick={retry}>
        {T.tryAgain}
      </button>
    </div>
  ) : (
    <LoadingOverlay active />
  );
}
