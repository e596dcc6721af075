/**
 * Test helpers for the reservation screens (unit tests only): a host over a fake API, in-memory
 * storage and the in-memory navigator, and canned API answers.
 */
import { useState, type MutableRefObject } from 'react';
import type { SessionUser } from '../api/account';
import { joinUrl, withQuery, type ApiClient, type ApiEnvelope, type Query, type RequestOptions } from '../api/client';
import type { OlaProductResponse } from '../api/reservation';
import { createAppStore, storeLogin, storeLogout, type AppStore } from '../storage/keys';
import { MemoryStorage } from '../storage/store';
import type { ReservationEvents, ReservationHost } from './host';
import { useMemoryNavigator, type MemoryNavigator } from './memory-navigator';
import { ReservationApp } from './ReservationApp';
import type { ScreenTable } from './screen-table';
import { RESERVATION_SCREENS } from './screens';

export const testStorage = (): AppStore => createAppStore({ backend: new MemoryStorage(), events: null, storageEvents: null });

export const testUser = (over: Partial<SessionUser> = {}): SessionUser => ({
  name: 'Asha Sharma',
  avatar: null,
  token: 'token-1',
  loyality: 0,
  mobile: '9800000000',
  email: 'asha@example.com',
  address: '',
  product: 'ola-s1-pro',
  source: 'ola',
  ...over,
});

export const olaProductAnswer: OlaProductResponse = {
  statusCode: 200,
  status: 'success',
  selectedModalData: {
    logo: '/media/brand/ola-electric.svg',
    catalog_pricing_details: [
      {
        product_overview: [
          { title: 'Top Speed', desc: '120 [km/h]' },
          { title: 'Acceleration', desc: '0-40 km/h in 2.6 [seconds]' },
          { title: 'Certified Range', desc: '195 [km*]' },
        ],
        araiData: [{ title: 'ARAI certified range', description: '195 km on a full charge.' }],
        price_breakup_response: { currency: 'NPR', reserve_amount: 9999, product_name: 'OLA S1 Pro' },
      },
    ],
  },
  currentColor: { option_value: 'Jet Black', metadata: { image_carousal_list: ['/media/scooter/jet-black/1.svg', '/media/scooter/jet-black/2.svg'] } },
  prepaymentValue: 9999,
};

export const locations = {
  provinces: [
    { id: 3, name: 'Bagmati' },
    { id: 4, name: 'Gandaki' },
  ],
  cities: { 3: [{ id: 30, name: 'Kathmandu' }, { id: 31, name: 'Lalitpur' }], 4: [{ id: 40, name: 'Pokhara' }] } as Record<number, { id: number; name: string }[]>,
  areas: { 30: [{ id: 300, name: 'Baneshwor' }], 31: [{ id: 310, name: 'Jawalakhel' }], 40: [{ id: 400, name: 'Lakeside' }] } as Record<number, { id: number; name: string }[]>,
};

/** One call the screens made through the fake client. */
export interface FakeRequest {
  method: 'GET' | 'POST';
  /** Path without query ('post-prebooking/ola-s1-pro'). */
  path: string;
  /** The query the call passed, as text. */
  query: Record<string, string>;
  /** authorization: 'Bearer …' when the call is authenticated and there is a token. */
  headers: Record<string, string>;
  body: unknown;
}
export type Responder = (request: FakeRequest) => unknown;

/**
 * An ApiClient that answers from a responder without fetch (jsdom has none): a responder's
 * value (or promise) is the answer; null is a network failure.
 */
export function createFakeClient(responder: Responder, token: () => string | null, base = 'http://api.test/api/') {
  const requests: FakeRequest[] = [];
  const send = async (method: 'GET' | 'POST', path: string, body: unknown, options: RequestOptions = {}) => {
    const query: Record<string, string> = {};
    for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined && v !== null && v !== '') query[k] = String(v);
    const headers: Record<string, string> = {};
    const t = options.auth ? token() : null;
    if (t) headers.authorization = `Bearer ${t}`;
    const request: FakeRequest = { method, path, query, headers, body: body === undefined ? undefined : JSON.parse(JSON.stringify(body)) };
    requests.push(request);
    return (await responder(request)) as ApiEnvelope | null;
  };
  const api: ApiClient = {
    base,
    get: <T extends ApiEnvelope>(path: string, options?: RequestOptions) => send('GET', path, undefined, options) as Promise<T | null>,
    post: <T extends ApiEnvelope>(path: string, body?: unknown, options?: RequestOptions) => send('POST', path, body ?? {}, options) as Promise<T | null>,
    url: (path: string, query?: Query) => withQuery(joinUrl(base, path), query),
    token,
  };
  return { api, requests };
}

/** Answers for the flow's calls; `over` replaces some by path. */
export function reservationResponder(over: Record<string, Responder> = {}): Responder {
  return (req: FakeRequest) => {
    const custom = over[req.path];
    if (custom) return custom(req);
    if (req.path.startsWith('ola/product/')) return olaProductAnswer;
    if (req.path === 'get-provinces') return { statusCode: 200, data: locations.provinces };
    const city = /^get-cities-via-province\/(\d+)$/.exec(req.path);
    if (city) return { statusCode: 200, data: locations.cities[Number(city[1])] ?? [] };
    const area = /^get-areas-via-city\/(\d+)$/.exec(req.path);
    if (area) return { statusCode: 200, data: locations.areas[Number(area[1])] ?? [] };
    return { statusCode: 404, message: `No fake for ${req.path}` };
  };
}

export interface TestHostOptions {
  path: string;
  state?: unknown;
  user?: SessionUser | null;
  product?: string | null;
  over?: Record<string, Responder>;
  events?: ReservationEvents;
  variant?: 'page' | 'widget';
  returnedBooking?: string | null;
  storage?: AppStore;
  redirect?: (url: string) => void;
  /** The table of screens (default: the storefront's, every screen at once). */
  screens?: ScreenTable;
}

export function setUpHost(options: TestHostOptions) {
  const storage = options.storage ?? testStorage();
  if (options.user) storage.set('user', options.user);
  const { api, requests } = createFakeClient(reservationResponder(options.over), () => storage.get('user')?.token ?? null);
  const probe: MutableRefObject<MemoryNavigator | null> = { current: null };
  const hostRef: MutableRefObject<ReservationHost | null> = { current: null };

  function Harness() {
    const navigator = useMemoryNavigator(options.path, options.state, '/user/login');
    const [user, setUser] = useState(storage.get('user'));
    probe.current = navigator;
    const host: ReservationHost = {
      navigator,
      session: {
        user,
        login: (u) => {
          storeLogin(storage, u);
          setUser(u);
        },
        logout: () => {
          storeLogout(storage);
          setUser(null);
        },
      },
      storage,
      api,
      source: 'ola',
      product: options.product === undefined ? 'ola-s1-pro' : options.product,
      homeUrl: 'https://scooter.example/',
      returnUrl: null,
      variant: options.variant ?? 'page',
      returnedBooking: options.returnedBooking ?? null,
      events: options.events,
      redirect: options.redirect,
    };
    hostRef.current = host;
    return <ReservationApp host={host} screens={options.screens ?? RESERVATION_SCREENS} />;
  }

  return { Harness, storage, api, requests, probe, hostRef, calls: (path: string) => requests.filter((r) => r.path === path) };
}
