// Set-up through the API of the one e2e server every suite shares (tests/e2e/global-setup.ts):
// calls, fresh users of a suite's own (so suites don't interfere), a login, the cart, and
// products that can be bought now. Page helpers (the stored session in a page, fields by label)
// are in ./page-helpers.
import type { SessionUser } from '../../shared/api/account';
import { e2eUrls } from '../support/e2e-env';

/** A short unique suffix for emails and names. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** The API's answer; `data` is typed as the caller expects it (absent when the call failed). */
export interface Envelope<T = unknown> {
  statusCode: number;
  statusMessage?: string;
  message?: string;
  data: T;
}

export interface ApiOptions {
  /** GET without a body, POST with one, unless named. */
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** The session's token, sent as Bearer. */
  token?: string | null;
}

/** One call of the e2e server's API (`path` below /api/, query included); answers the JSON body. */
export async function api<T = unknown>(path: string, { method, body, token }: ApiOptions = {}): Promise<Envelope<T>> {
  const r = await fetch(`${e2eUrls().apiUrl}${path}`, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await r.json()) as Envelope<T>;
}

/** A logged-in shopper: the session (`user`, stored as a login leaves it) and the credentials. */
export interface Shopper {
  name: string;
  email: string;
  password: string;
  token: string;
  user: SessionUser;
}

export interface NewUser {
  /** Full name (default 'E2E Tester'). */
  name?: string;
  /** The email's first part: `${emailPrefix}.${unique()}@example.com`. */
  emailPrefix?: string;
  password?: string;
}

function shopperOf(r: Envelope<SessionUser | null>, email: string, password: string, what: string): Shopper {
  if (r.statusCode !== 200 || !r.data?.token) throw new Error(`${what} failed: ${JSON.stringify(r)}`);
  return { name: r.data.name, email, password, token: r.data.token, user: r.data };
}

/** A fresh user of our own (POST register answers with the session). */
export async function registerUser({ name = 'E2E Tester', emailPrefix = 'e2e', password = 'secret12' }: NewUser = {}): Promise<Shopper> {
  const email = `${emailPrefix}.${unique()}@example.com`;
  const r = await api<SessionUser | null>('register', {
    body: { fullName: name, emailAddress: email, mobileNumber: '9812345678', password, platform: 'W' },
  });
  return shopperOf(r, email, password, 'register');
}

/** The demo shopper with orders, bookings, loyalty, cart and wishlist (read it, don't change it). */
export const DEMO_SHOPPER = { email: 'sita@example.com', password: 'sita1234' } as const;

/** Logs in through the API; throws when the server refuses. */
export async function login(email: string, password: string): Promise<Shopper> {
  return shopperOf(await api<SessionUser | null>('login', { body: { email, password } }), email, password, 'login');
}

/** Adds a product to the session's cart; answers whether the server took it. */
export async function tryAddToCart(token: string, productId: number, qty = 1): Promise<boolean> {
  return (await api('add-to-cart', { token, body: { product_id: productId, qty } })).statusCode === 200;
}

/** Adds a product to the session's cart; throws when the server refuses. */
export async function addToCart(token: string, productId: number, qty = 1): Promise<void> {
  const r = await api('add-to-cart', { token, body: { product_id: productId, qty } });
  if (r.statusCode !== 200) throw new Error(`add-to-cart failed: ${JSON.stringify(r)}`);
}

/** What a product page (view-product) or a card says about buying it. */
export interface Purchasable {
  availability: number;
  is_service?: number | boolean | null;
  prepayment?: number | boolean | null;
}

/** A product as view-product answers it, in the part the suites read. */
export interface ProductInfo extends Purchasable {
  id: number;
  name: string;
}

/** In stock, not a pre-booking, not a service: it can go into the cart and be bought now. */
export const isBuyable = (p: Purchasable) => Number(p.availability) === 1 && !Number(p.is_service) && !Number(p.prepayment);

/** Reads the product pages with ids from `from` below `to` in turn and keeps those `keep` accepts, at most `max`. */
export async function findProducts<P extends { id: number }>(keep: (p: P) => boolean, { from = 3, to = 120, max = 12 } = {}): Promise<P[]> {
  const found: P[] = [];
  for (let id = from; id < to && found.length < max; id++) {
    const p = (await api<{ product: P } | undefined>(`view-product?product=${id}`)).data?.product;
    if (p && keep(p)) found.push(p);
  }
  return found;
}
