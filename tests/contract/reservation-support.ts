/**
 * Helpers for the reservation and payment contract tests: accounts, a valid booking payload,
 * and a browser-like walk through a sandbox gateway over HTTP (forms posted, redirects read
 * one at a time).
 */
import { createTestApp, type TestApp, type TestAppOptions } from '../support/contract-app';
import { post } from './http';

export interface Place {
  province: number;
  city: number;
  area: number;
  /** An area of another city. */
  otherArea: number;
  /** A city of another province. */
  otherProvince: number;
}

export async function somePlace(t: TestApp): Promise<Place> {
  const a = await t.db.query<{ area: number; city: number; province: number }>(
    `SELECT a.id AS area, a.city_id AS city, c.province_id AS province
       FROM areas a JOIN cities c ON c.id = a.city_id ORDER BY a.id LIMIT 1`,
  );
  const { area, city, province } = a.rows[0];
  const other = await t.db.query<{ id: number }>('SELECT id FROM areas WHERE city_id <> $1 ORDER BY id LIMIT 1', [city]);
  const prov = await t.db.query<{ id: number }>('SELECT id FROM provinces WHERE id <> $1 ORDER BY id LIMIT 1', [province]);
  return { province, city, area, otherArea: other.rows[0].id, otherProvince: prov.rows[0].id };
}

let counter = 0;
/** A fresh account (its own empty booking list); answers its token. */
export async function newCustomer(api: string, name = 'Asha Gurung'): Promise<string> {
  counter += 1;
  const email = `buyer${Date.now()}${counter}@example.com`;
  const r = await post<{ data: { token: string } }>(api, '/register', {
    fullName: name,
    emailAddress: email,
    mobileNumber: '9801234567',
    password: 'secret12',
    source: 'ola',
    product: 'ola-s1-pro',
    platform: 'ola',
  });
  if (r.status !== 200) throw new Error(`register failed: ${JSON.stringify(r.body)}`);
  return r.body.data.token;
}

export interface ReservationApp {
  t: TestApp;
  /** The API base, without a trailing slash. */
  api: string;
  place: Place;
  /** The token of a fresh account the suite books with. */
  buyer: string;
}

/** A test app for a reservation or payment suite (close `t` after the suite). */
export async function reservationApp(options: TestAppOptions = { seedProducts: 40, env: { AUTH_RATE_LIMIT: '1000' } }): Promise<ReservationApp> {
  const t = await createTestApp(options);
  const api = `${t.baseUrl}/api`;
  const place = await somePlace(t);
  return { t, api, place, buyer: await newCustomer(api) };
}

export async function login(api: string, email: string, password: string): Promise<string> {
  const r = await post<{ data: { token: string } }>(api, '/login', { email, password });
  if (r.status !== 200) throw new Error(`login failed: ${JSON.stringify(r.body)}`);
  return r.body.data.token;
}

export function bookingPayload(place: Place, method: 'Nabil Card' | 'eSewa' | 'Connect IPS', extra: Record<string, unknown> = {}) {
  return {
    shipping_data: { name: 'Asha K. Gurung', email: 'asha@example.com', address: 'Ward 3, Jhamsikhel', mobile: '9801234567' },
    payment_method: method,
    source: 'ola',
    area: place.area,
    city: place.city,
    customer_note: 'Please call before delivery.',
    ...extra,
  };
}

export interface Hop {
  status: number;
  location: string | null;
  text: string;
  headers: Headers;
}

/** One browser request without following redirects; Location made absolute. */
export async function hop(url: string, init: { method?: string; form?: Record<string, string | number> } = {}): Promise<Hop> {
  const body = init.form ? new URLSearchParams(Object.entries(init.form).map(([k, v]) => [k, String(v)])).toString() : undefined;
  const res = await fetch(url, {
    method: init.method ?? (body ? 'POST' : 'GET'),
    redirect: 'manual',
    headers: body ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {},
    body,
  });
  const loc = res.headers.get('location');
  return { status: res.status, location: loc ? new URL(loc, url).toString() : null, text: await res.text(), headers: res.headers };
}

export interface ReservationAnswer {
  statusCode: number;
  message?: string;
  booking_id: number;
  payment_gateway_url?: string;
  payment_data?: {
    url?: string;
    method?: string;
    URL?: string;
    METHOD?: string;
    data: Record<string, string | number>;
  };
}

/** The sandbox checkout page the hand-off leads to (form posted or redirect followed). */
export async function openGateway(answer: ReservationAnswer, tamper: Record<string, string | number> = {}): Promise<Hop> {
  if (answer.payment_gateway_url) return hop(answer.payment_gateway_url);
  const pd = answer.payment_data;
  if (!pd) throw new Error(`no hand-off in ${JSON.stringify(answer)}`);
  const url = (pd.url ?? pd.URL) as string;
  const first = await hop(url, { method: pd.method ?? pd.METHOD, form: { ...pd.data, ...tamper } });
  if (first.status !== 303 || !first.location) return first;
  return hop(first.location);
}

/** The checkout page's id, from its Pay form. */
export function checkoutId(page: Hop): string {
  const m = /action="\/sandbox\/checkout\/([^/"]+)\/pay"/.exec(page.text);
  if (!m) throw new Error(`not a sandbox checkout page (${page.status}): ${page.text.slice(0, 300)}`);
  return m[1];
}

/**
 * Pays or cancels at the sandbox and follows the gateway's redirect back to our return URL.
 * Answers the return URL the gateway used and where our server then sent the browser.
 */
export async function settleAtGateway(
  baseUrl: string,
  answer: ReservationAnswer,
  action: 'pay' | 'cancel',
): Promise<{ gatewayReturn: string; final: string }> {
  const page = await openGateway(answer);
  const id = checkoutId(page);
  const back = await hop(`${baseUrl}/sandbox/checkout/${id}/${action}`, { method: 'POST', form: {} });
  if (back.status !== 303 || !back.location) throw new Error(`sandbox answered ${back.status}`);
  const ours = await hop(back.location);
  if (ours.status !== 302 || !ours.location) throw new Error(`return answered ${ours.status}: ${ours.text}`);
  return { gatewayReturn: back.location, final: ours.location };
}

export interface BookingState {
  status: string;
  payment_status: string;
  failure_reason: string | null;
}
export interface PaymentState {
  status: string;
  gateway_reference: string | null;
  failure_reason: string | null;
  verified_at: Date | null;
  transaction_id: string;
  updated_at: Date;
}

export async function bookingState(t: TestApp, id: number): Promise<BookingState> {
  const r = await t.db.query<BookingState>('SELECT status, payment_status, failure_reason FROM bookings WHERE id = $1', [id]);
  return r.rows[0];
}

export async function paymentState(t: TestApp, bookingId: number): Promise<PaymentState> {
  const r = await t.db.query<PaymentState>(
    'SELECT status, gateway_reference, failure_reason, verified_at, transaction_id, updated_at FROM payments WHERE booking_id = $1',
    [bookingId],
  );
  if (r.rows.length !== 1) throw new Error(`booking ${bookingId} has ${r.rows.length} payments`);
  return r.rows[0];
}
