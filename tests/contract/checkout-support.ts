/**
 * Helpers for the cart, checkout and gateway contract tests: shoppers made straight in the
 * database (no password hashing, so 50 of them are quick), products and coupons with known
 * numbers, places inside and outside the Kathmandu Valley, and a browser-like walk through every
 * sandbox gateway for an order or booking answer.
 */
import { randomBytes } from 'node:crypto';
import { createTestApp, type TestApp, type TestAppOptions } from '../support/contract-app';
import { EXPIRE_HOLDS } from '../../server/jobs';
import { createSession } from '../../server/accounts/sessions';
import { call, get, post, type Answer } from './http';
import { checkoutId, hop } from './reservation-support';

/** What the helpers need of a server: a test app, or a real server process beside a connection to its database. */
export type Store = Pick<TestApp, 'baseUrl' | 'apiUrl' | 'db'>;

export interface Shopper {
  id: number;
  token: string;
  email: string;
}

let n = 0;
export async function shopper(t: Store, name = 'Asha Gurung'): Promise<Shopper> {
  n += 1;
  const email = `shopper-${Date.now()}-${n}-${randomBytes(3).toString('hex')}@example.com`;
  const r = await t.db.query<{ id: number }>(
    `INSERT INTO users (name, email, mobile, password_hash, platform) VALUES ($1, $2, '9801234567', 'not-a-login', 'W') RETURNING id`,
    [name, email],
  );
  const id = Number(r.rows[0].id);
  return { id, token: await createSession(t.db, id), email };
}

export interface ProductSpec {
  pricePaisa: number;
  discountPaisa?: number | null;
  stock?: number;
  prepaymentPaisa?: number | null;
  name?: string;
}

/** A new product with exactly these numbers (brand, category … borrowed from product 3). */
export async function product(t: Store, spec: ProductSpec): Promise<{ id: number; name: string }> {
  n += 1;
  const tag = `${Date.now().toString(36)}${n}${randomBytes(2).toString('hex')}`;
  const name = spec.name ?? `Test Product ${tag}`;
  const r = await t.db.query<{ id: number }>(
    `INSERT INTO products (name, slug, model_number, code, product_code, brand_id, supplier_id, category_id, sub_category_id,
       price_paisa, discount_price_paisa, discount_percent, stock_quantity, prepayment, prepayment_value_paisa, featured_image)
     SELECT $1, $2, $3, $4, $5, brand_id, supplier_id, category_id, sub_category_id, $6, $7, 0, $8, $9, $10, featured_image
       FROM products WHERE id = 3 RETURNING id`,
    [
      name, `test-product-${tag}`, `TP-${tag}`, `C${tag}`, `PC${tag}`, spec.pricePaisa, spec.discountPaisa ?? null, spec.stock ?? 10,
      spec.prepaymentPaisa != null, spec.prepaymentPaisa ?? null,
    ],
  );
  return { id: Number(r.rows[0].id), name };
}

export const stockOf = async (t: Store, id: number) =>
  Number((await t.db.query<{ s: number }>('SELECT stock_quantity AS s FROM products WHERE id = $1', [id])).rows[0].s);

export interface CouponSpec {
  option: 'P' | 'F';
  value: number;
  basis?: 'MRP' | 'MOP';
  scope?: 'product' | 'cart';
  products?: number[];
  minRupees?: number;
  maxRupees?: number;
  usageLimit?: number | null;
  perUser?: number;
  validFrom?: string;
  validUntil?: string;
}

/** A new coupon; answers its code. */
export async function coupon(t: Store, c: CouponSpec): Promise<string> {
  n += 1;
  const code = `T${Date.now().toString(36).toUpperCase()}${n}`;
  const r = await t.db.query<{ id: number }>(
    `INSERT INTO coupons (code, coupon_desc, option, percent, amount_paisa, mrp_or_mop, scope, min_cart_paisa, max_discount_paisa,
       valid_from, valid_until, usage_limit, usage_limit_per_user)
     VALUES ($1, 'test coupon', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING id`,
    [
      code, c.option, c.option === 'P' ? c.value : null, c.option === 'F' ? Math.round(c.value * 100) : null, c.basis ?? 'MOP', c.scope ?? 'cart',
      (c.minRupees ?? 0) * 100, c.maxRupees ? c.maxRupees * 100 : null,
      c.validFrom ?? new Date(Date.now() - 86_400_000).toISOString(), c.validUntil ?? new Date(Date.now() + 86_400_000).toISOString(),
      c.usageLimit ?? null, c.perUser ?? 1,
    ],
  );
  for (const p of c.products ?? []) await t.db.query('INSERT INTO coupon_products (coupon_id, product_id) VALUES ($1, $2)', [r.rows[0].id, p]);
  return code;
}

export async function giveCoins(t: Store, userId: number, points: number): Promise<void> {
  await t.db.query(`INSERT INTO loyalty_ledger (user_id, points, remarks, status) VALUES ($1, $2, 'test coins', 'Approved')`, [userId, points]);
}

export const balanceOf = async (t: Store, userId: number) =>
  Number((await t.db.query<{ b: number }>(`SELECT COALESCE(SUM(points), 0)::int AS b FROM loyalty_ledger WHERE user_id = $1 AND status = 'Approved'`, [userId])).rows[0].b);

export interface Place {
  province_id: number;
  city_id: number;
  area_id: number;
}

/** An area in Kathmandu (the valley) or in Kaski (outside it). */
export async function place(t: Store, where: 'valley' | 'outside'): Promise<Place> {
  const r = await t.db.query<Place>(
    `SELECT a.id AS area_id, c.id AS city_id, c.province_id FROM areas a JOIN cities c ON c.id = a.city_id
      WHERE c.name = $1 ORDER BY a.id LIMIT 1`,
    [where === 'valley' ? 'Kathmandu' : 'Kaski'],
  );
  return r.rows[0];
}

/** The checkout suites' app: 30 products, logins not rate-limited. */
export const CHECKOUT_APP: TestAppOptions = { seedProducts: 30, env: { AUTH_RATE_LIMIT: '100000' } };

/** The job that releases expired holds comes due and runs now, in `t`'s process (server/jobs). */
export async function runHoldJob(t: TestApp): Promise<void> {
  await t.db.query('UPDATE jobs SET run_at = now() WHERE key = $1', [EXPIRE_HOLDS]);
  await t.app.jobs!.runDue();
}

/** A test app for a checkout suite with an area in the Kathmandu Valley and one outside it (close `t` after the suite). */
export async function checkoutApp(options: TestAppOptions = CHECKOUT_APP): Promise<{ t: TestApp; valley: Place; outside: Place }> {
  const t = await createTestApp(options);
  return { t, valley: await place(t, 'valley'), outside: await place(t, 'outside') };
}

export function orderPayload(p: Place, method: string, extra: Record<string, unknown> = {}) {
  return {
    shipping_data: { name: 'Asha Gurung', email: 'asha@example.com', address: 'Ward 3, Jhamsikhel', mobile: '9801234567' },
    payment_method: method,
    ...p,
    customer_note: 'Please call before delivery.',
    ...extra,
  };
}

export async function addLine(t: Store, token: string, productId: number, qty = 1): Promise<Answer> {
  const r = await post(t.apiUrl.replace(/\/$/, ''), '/add-to-cart', { product_id: productId, qty }, token);
  if (r.status !== 200) throw new Error(`add-to-cart failed: ${JSON.stringify(r.body)}`);
  return r;
}

export const api = (t: Store) => t.apiUrl.replace(/\/$/, '');

export interface CheckoutAnswer {
  statusCode: number;
  message: string;
  order_id: number;
  booking_id?: number;
  total_amount: number;
  payment_gateway_url?: string;
  payment_data?: { url: string; method?: string; data: Record<string, string | number> };
  khalti?: { public_key: string; product_identity: string; amount: number; api_base: string; product_name: string; product_url: string };
}

export async function checkout(t: Store, token: string, payload: unknown, query = ''): Promise<Answer<CheckoutAnswer>> {
  return post<CheckoutAnswer>(api(t), `/post-checkout?platform=W${query}`, payload, token);
}

export async function orderState(t: Store, id: number) {
  const r = await t.db.query<{ order_status: string; payment_status: string; failure_reason: string | null; total_amount_paisa: number }>(
    'SELECT order_status, payment_status, failure_reason, total_amount_paisa FROM orders WHERE id = $1',
    [id],
  );
  return r.rows[0];
}

export async function paymentsOf(t: Store, owner: { orderId: number } | { bookingId: number }) {
  const r = await t.db.query<{ status: string; gateway_reference: string | null; failure_reason: string | null; amount_paisa: number; transaction_id: string }>(
    `SELECT status, gateway_reference, failure_reason, amount_paisa, transaction_id FROM payments WHERE ${'orderId' in owner ? 'order_id' : 'booking_id'} = $1 ORDER BY id`,
    ['orderId' in owner ? owner.orderId : owner.bookingId],
  );
  return r.rows;
}

export async function cartOf(t: Store, token: string, query = '') {
  return get<{ data: Record<string, unknown> & { cart_items: Record<string, unknown>[] } }>(api(t), `/get-cart?platform=W${query}`, token);
}

/** The sandbox page a redirect or form hand-off leads to. */
export async function gatewayPage(a: CheckoutAnswer) {
  if (a.payment_gateway_url) {
    let h = await hop(a.payment_gateway_url);
    // Our own hand-off page (Connect IPS) posts the form it holds.
    if (h.status === 200 && h.text.includes('id="handoff"')) {
      const action = /action="([^"]+)"/.exec(h.text)![1].replace(/&amp;/g, '&');
      const fields = Object.fromEntries([...h.text.matchAll(/name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1], m[2].replace(/&amp;/g, '&').replace(/&#39;/g, "'").replace(/&quot;/g, '"')]));
      h = await hop(action, { method: 'POST', form: fields });
    }
    while (h.status === 303 && h.location) h = await hop(h.location);
    return h;
  }
  const pd = a.payment_data!;
  let h = await hop(pd.url, { method: pd.method ?? 'POST', form: pd.data });
  while (h.status === 303 && h.location) h = await hop(h.location);
  return h;
}

/** Pays or cancels at a redirect/form sandbox; answers the gateway's return URL and where we sent the browser. */
export async function settle(t: Store, a: CheckoutAnswer, action: 'pay' | 'cancel') {
  const page = await gatewayPage(a);
  const id = checkoutId(page);
  const back = await hop(`${t.baseUrl}/sandbox/checkout/${id}/${action}`, { method: 'POST', form: {} });
  if (back.status !== 303 || !back.location) throw new Error(`sandbox answered ${back.status}`);
  const ours = await hop(back.location);
  if (ours.status !== 302 || !ours.location) throw new Error(`return answered ${ours.status}: ${ours.text}`);
  return { gatewayReturn: back.location, final: ours.location };
}

/** Pays through the Khalti sandbox wallet as our widget does; answers the success payload. */
export async function payWithKhalti(a: CheckoutAnswer, opts: { amount?: number } = {}) {
  const k = a.khalti!;
  const init = await call<{ token: string }>(k.api_base, 'POST', '/payment/initiate/', {
    public_key: k.public_key,
    mobile: '9800000001',
    transaction_pin: '1111',
    amount: opts.amount ?? k.amount,
    product_identity: k.product_identity,
    product_name: k.product_name,
    product_url: k.product_url,
  });
  if (init.status !== 200) throw new Error(`initiate: ${JSON.stringify(init.body)}`);
  const conf = await call<Record<string, unknown>>(k.api_base, 'POST', '/payment/confirm/', {
    public_key: k.public_key,
    token: init.body.token,
    confirmation_code: '987654',
    transaction_pin: '1111',
  });
  if (conf.status !== 200) throw new Error(`confirm: ${JSON.stringify(conf.body)}`);
  return conf.body;
}

/** A post-checkout-flexipay body (spec part 3 §4) that the server accepts, for `productId` at `where`. */
export function flexiPayPayload(where: Place, bankId: number, period: { id: number; months: number }, productId: number | number[], extra: Record<string, unknown> = {}) {
  return {
    shipping_data: { name: 'Asha Gurung', email: 'asha@example.com', address: 'Ward 3, Jhamsikhel', mobile: '9801234567' },
    account_holder_detail: {
      bank_id: bankId,
      account_holder: 'Asha Gurung',
      account_holder_address: 'Ward 3, Jhamsikhel',
      account_holder_email: 'asha@example.com',
      account_holder_mobile: '9801234567',
      first_six_card_number: '455701',
      expiry_date: '08/39',
    },
    product_id: productId,
    emi_duration_id: period.id,
    duration: period.months,
    ...where,
    customer_note: 'Call first.',
    ...extra,
  };
}
