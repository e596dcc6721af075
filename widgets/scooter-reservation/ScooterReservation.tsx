import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { logout as logoutCall, type SessionUser } from '../../shared/api/account';
import { createApiClient } from '../../shared/api/client';
import type { ReservationHost, ReservationSession } from '../../shared/reservation/host';
import { useMemoryNavigator } from '../../shared/reservation/memory-navigator';
import { RESERVATION_PATHS, RETURN_PARAMS, returnedBookingOf } from '../../shared/reservation/paths';
// Before ReservationApp: the screens' stylesheets come first (see ReservationApp).
import { WIDGET_SCREENS } from './screens';
import { ReservationApp } from '../../shared/reservation/ReservationApp';
import { preloadScreens, useNavigatorAfterLoad } from '../../shared/reservation/screen-table';
import { storeLogin, storeLogout } from '../../shared/storage/keys';
import { LoadingOverlay } from '../../shared/ui/LoadingOverlay';
import type { WidgetContext } from '../runtime/define';
import { session, useSessionUser, widgetStorage } from '../runtime/session';
import type {
  AuthChangeDetail,
  PaymentRedirectDetail,
  ReadyDetail,
  ReservationCreatedDetail,
  ReservationErrorDetail,
} from './types';
import './widget.css';

export const SCOOTER_RESERVATION_TAG = 'scooter-reservation';
export const SCOOTER_RESERVATION_ATTRIBUTES = ['product', 'api-base', 'return-url', 'source', 'home-url'] as const;

/** The events, as the element dispatches them (bubbles, composed). */
export const SCOOTER_RESERVATION_EVENTS = {
  ready: 'ready',
  authChange: 'auth-change',
  reservationCreated: 'reservation-created',
  paymentRedirect: 'payment-redirect',
  error: 'error',
} as const;

export interface ScooterReservationProps {
  product: string | null;
  source: string;
  returnUrl: string | null;
  homeUrl: string | null;
}

/** A payment return meant for this page: ?cg_reservation={id}&cg_status={completed|cancelled|failure}. */
export function readReturn(search: string): ReadyDetail['returned'] {
  const bookingId = returnedBookingOf(search);
  if (!bookingId) return null;
  const status = new URLSearchParams(search).get(RETURN_PARAMS.status);
  return { bookingId, status: status === 'completed' || status === 'cancelled' ? status : 'failure' };
}

/** The page itself, without the return marks (the default return-url). */
function thisPage(): string {
  const url = new URL(window.location.href);
  url.searchParams.delete(RETURN_PARAMS.booking);
  url.searchParams.delete(RETURN_PARAMS.status);
  return url.href;
}

const absolute = (value: string | null, fallback: string): string => {
  if (!value || !value.trim()) return fallback;
  try {
    return new URL(value.trim(), window.location.href).href;
  } catch {
    return fallback;
  }
};

/** Runs a task when the browser is next idle (soon after, where there is no requestIdleCallback); returns a cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 200);
  return () => window.clearTimeout(id);
}

/** What auth-change tells the page about the user (never the token). */
const publicUser = (user: SessionUser | null): AuthChangeDetail['user'] => (user ? { name: user.name, email: user.email } : null);

/**
 * <scooter-reservation>: the reservation flow of spec part 1 on a partner page. The shared
 * screens get an in-memory navigator (the partner page's URL is not ours), the widgets' shared
 * session and namespaced storage, an API client for the api-base, and hooks that become the
 * element's events.
 */
export function ScooterReservation({ props, ctx }: { props: ScooterReservationProps; ctx: WidgetContext }) {
  const user = useSessionUser();
  const [pending, setPending] = useState(0);
  const progress = useCallback((delta: number) => setPending((n) => Math.max(0, n + delta)), []);
  const returned = useMemo(() => readReturn(window.location.search), []);
  const navigator = useNavigatorAfterLoad(
    useMemoryNavigator(returned ? RESERVATION_PATHS.myReservations : RESERVATION_PATHS.login, undefined, RESERVATION_PATHS.login),
    WIDGET_SCREENS,
    progress,
  );
  const storage = widgetStorage();
  const apiBase = ctx.apiBase;
  const emit = ctx.emit;

  const api = useMemo(
    () =>
      createApiClient({
        base: apiBase,
        getToken: session.token,
        onProgress: progress,
      }),
    [apiBase, progress],
  );

  const sessionApi = useMemo<ReservationSession>(
    () => ({
      user,
      login: (u) => {
        storeLogin(storage, u);
        emit<AuthChangeDetail>(SCOOTER_RESERVATION_EVENTS.authChange, { loggedIn: true, user: publicUser(u) });
      },
      logout: () => {
        if (session.token()) void logoutCall(api);
        storeLogout(storage);
        emit<AuthChangeDetail>(SCOOTER_RESERVATION_EVENTS.authChange, { loggedIn: false, user: null });
      },
    }),
    [user, storage, emit, api],
  );

  const host = useMemo<ReservationHost>(
    () => ({
      navigator,
      session: sessionApi,
      storage,
      api,
      source: props.source,
      product: props.product,
      // The partner page itself (its path and query name the scooter), not its site's root.
      homeUrl: absolute(props.homeUrl, thisPage()),
      returnUrl: absolute(props.returnUrl, thisPage()),
      variant: 'widget',
      returnedBooking: returned?.bookingId ?? null,
      events: {
        reservationCreated: (d) => emit<ReservationCreatedDetail>(SCOOTER_RESERVATION_EVENTS.reservationCreated, d),
        paymentRedirect: (d) => emit<PaymentRedirectDetail>(SCOOTER_RESERVATION_EVENTS.paymentRedirect, d),
        error: (d) => emit<ReservationErrorDetail>(SCOOTER_RESERVATION_EVENTS.error, d),
      },
    }),
    [navigator, sessionApi, storage, api, props.source, props.product, props.homeUrl, props.returnUrl, returned, emit],
  );

  useEffect(() => {
    emit<ReadyDetail>(SCOOTER_RESERVATION_EVENTS.ready, { product: props.product, source: props.source, returned });
    // Once, when the element first renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The later screens' code, once the first screen is up: the next step then shows at once.
  useEffect(() => whenIdle(() => preloadScreens(WIDGET_SCREENS)), []);

  // A new screen: move focus to its heading (the page does not reload, so say where we are).
  const firstScreen = useRef(true);
  useEffect(() => {
    if (firstScreen.current) {
      firstScreen.current = false;
      return;
    }
    ctx.root.querySelector<HTMLElement>('h1')?.focus();
  }, [navigator.key, ctx.root]);

  return (
    <div className="cg-res-widget" part="root">
      <ReservationApp host={host} screens={WIDGET_SCREENS} />
      <LoadingOverlay active={pending > 0} />
    </div>
  );
}
