import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ReservationHost, ReservationNavigator, ReservationSession } from '../../../shared/reservation/host';
import { RESERVATION_PATHS, RESERVATION_SOURCE, reservationQuery, returnedBookingOf } from '../../../shared/reservation/paths';
import { useAppDeps } from '../../app/deps';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectUser } from '../session/selectors';
import { logoutRequested, sessionStarted } from '../session/slice';

/** The storefront's own page: the Home link's target when the scooter data names no site. */
const STORE_HOME = '/';

/** '/payment' → '/payment?source=ola&product=…': the flow's query follows every navigation. */
export function withFlowQuery(path: string, search: string): string {
  const { source, product } = reservationQuery(search);
  const query = new URLSearchParams();
  query.set('source', source || RESERVATION_SOURCE);
  if (product) query.set('product', product);
  return `${path}?${query.toString()}`;
}

/**
 * The reservation screens' host on the storefront: react-router is the navigator (keeping
 * source and product in the query), the redux session is the session (login refreshes the
 * header and the points), and the API client and storage are the store's.
 */
export function useStorefrontHost(): ReservationHost {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const { api, storage } = useAppDeps();
  const { source, product } = reservationQuery(location.search);

  const navigator = useMemo<ReservationNavigator>(
    () => ({
      path: location.pathname,
      state: location.state ?? undefined,
      atStart: location.key === 'default',
      go: (path, state) => navigate(withFlowQuery(path, location.search), { state }),
      replace: (path, state) => navigate(withFlowQuery(path, location.search), { replace: true, state }),
      // The first page of this visit has nothing to go back to inside the store: start the flow.
      back: () =>
        location.key === 'default'
          ? navigate(withFlowQuery(RESERVATION_PATHS.login, location.search), { replace: true })
          : navigate(-1),
      href: (path) => withFlowQuery(path, location.search),
    }),
    [location, navigate],
  );

  const session = useMemo<ReservationSession>(
    () => ({
      user,
      login: (u) => dispatch(sessionStarted(u)),
      logout: () => dispatch(logoutRequested()),
    }),
    [user, dispatch],
  );

  return useMemo<ReservationHost>(
    () => ({
      navigator,
      session,
      storage,
      api,
      source: source || RESERVATION_SOURCE,
      product,
      homeUrl: STORE_HOME,
      returnUrl: null,
      variant: 'page',
      returnedBooking: returnedBookingOf(location.search),
    }),
    [navigator, session, storage, api, source, product, location.search],
  );
}
