/**
 * The staff API under /api/admin/ (issue 32): staff login with a TOTP second factor, the role ×
 * area permission matrix, order transitions and the ones refused, cancellation decisions, Buy Now
 * opened on a paid pre-booking, product edits, 409 on a stale version, the append-only audit log,
 * no CORS for partner origins — and the shopper seeing each result at once.
 */
import { discountPercent } from '../../shared/domain/money';
import type { TestApp } from '../support/contract-app';
import { STAFF_MESSAGES as M } from '../../server/accounts/staff-messages';
import { totpAt } from '../../server/accounts/totp';
import { holdUnknown } from '../../server/orders/order-settlement';
import { COUNT_CAP, NEWEST_PROBE, NEWEST_WALK } from '../../server/http/staff-lists';
import type { StaffRole } from '../../shared/domain/staff-roles';
import { call, get, post } from './http';
import {
  addLine, api, balanceOf, checkout, checkoutApp, type CheckoutAnswer, orderPayload, product, settle, shopper, stockOf, type Place,
} from './checkout-support';
import { signedInStaff } from './staff-support';

let t: TestApp;
let valley: Place;
beforeAll(async () => ({ t, valley } = await checkoutApp()));
afterAll(() => t.close());

const admin = () => `${api(t)}/admin`;

const staffToken = (role: StaffRole) => signedInStaff(t, role);

const patch = (path: string, body: unknown, token?: string) => call(admin(), 'PATCH', path, body, { token });

async function codOrder(pricePaisa = 20_000_00) {
  const p = await product(t, { pricePaisa, stock: 5 });
  const s = await shopper(t);
  await addLine(t, s.token, p.id, 1);
  const r = await checkout(t, s.token, orderPayload(valley, 'Cash On Delivery'));
  expect(r.status).toBe(200);
  return { s, p, orderId: r.body.order_id as number };
}

interface AdminOrder {
  order: { id: number; order_status: string; delivery_status: string; payment_status: string; version: number };
  timeline: { action: string; staff: string; before: unknown; after: unknown; note: string | null }[];
}
const orderOf = async (token: string, id: number) => (await get<AdminOrder>(admin(), `/orders/${id}`, token)).body;
const shopperOrder = async (token: string, id: number) =>
  (await get<{ data: { id: number; order_status: string; payment_status: string; delivery_status: string; cancelled_order: string | null }[] }>(api(t), '/get-orders', token)).body.data.find((o) => o.id === id);

describe('staff login', () => {
  it('refuses a wrong password with one message, and shopper accounts are not staff', async () => {
    const { email } = await staffToken('support');
    const wrong = await post(admin(), '/login', { email, password: 'not-the-password' });
    expect([wrong.status, wrong.body.message]).toEqual([401, M.loginFailed]);
    const shopperLogin = await post(admin(), '/login', { email: 'sita@example.com', password: 'sita1234' });
    expect([shopperLogin.status, shopperLogin.body.message]).toEqual([401, M.loginFailed]);
    const empty = await post(admin(), '/login', {});
    expect(empty.status).toBe(422);
  });

  it('sets up a TOTP second factor, then asks for the code at login; other sessions end', async () => {
    const { token, email } = await staffToken('operations');
    const other = (await post<{ token: string }>(admin(), '/login', { email, password: 'staff-password-1' })).body.token;
    const setup = await post<{ secret: string; otpauth_uri: string }>(admin(), '/totp/setup', {}, token);
    expect(setup.body.otpauth_uri).toContain(`secret=${setup.body.secret}`);
    expect((await post(admin(), '/totp/confirm', { code: '000000' === totpAt(setup.body.secret, Date.now()) ? '111111' : '000000' }, token)).status).toBe(422);
    expect((await post(admin(), '/totp/confirm', { code: totpAt(setup.body.secret, Date.now()) }, token)).status).toBe(200);
    expect((await get(admin(), '/me', other)).status).toBe(401);
    expect((await get(admin(), '/me', token)).body).toMatchObject({ staff: { email, totp: true } });
    const noCode = await post(admin(), '/login', { email, password: 'staff-password-1' });
    expect([noCode.status, noCode.body.message, noCode.body.code_required]).toEqual([401, M.codeRequired, true]);
    const badCode = await post(admin(), '/login', { email, password: 'staff-password-1', code: '12345x' });
    expect([badCode.status, badCode.body.message]).toEqual([401, M.codeWrong]);
    const ok = await post(admin(), '/login', { email, password: 'staff-password-1', code: totpAt(setup.body.secret, Date.now()) });
    expect(ok.status).toBe(200);
  });

  it('an owner can require a second factor of everyone: until then a member reaches only its own account', async () => {
    const owner = await staffToken('owner');
    const member = await staffToken('catalogue');
    const first = await post(admin(), '/settings', { require_totp: true }, owner.token);
    expect([first.status, first.body.message]).toEqual([422, M.ownTotpFirst]);
    const setup = await post<{ secret: string }>(admin(), '/totp/setup', {}, owner.token);
    expect((await post(admin(), '/totp/confirm', { code: totpAt(setup.body.secret, Date.now()) }, owner.token)).status).toBe(200);
    expect((await post(admin(), '/settings', { require_totp: true }, owner.token)).status).toBe(200);
    try {
      const refused = await get(admin(), '/products/3', member.token);
      expect([refused.status, refused.body.message]).toEqual([403, M.totpRequiredSetUp]);
      expect((await get(admin(), '/me', member.token)).body).toMatchObject({ require_totp: true, staff: { totp: false } });
    } finally {
      expect((await post(admin(), '/settings', { require_totp: false }, owner.token)).status).toBe(200);
    }
    expect((await get(admin(), '/products/3', member.token)).status).toBe(200);
  });
});

describe('who may do what', () => {
  const AREAS: [string, string, string, unknown?][] = [
    ['operations', 'GET', '/orders'],
    ['operations', 'GET', '/bookings'],
    ['operations', 'POST', '/orders/1/status', { order_status: 'Accepted', version: 1 }],
    ['operations', 'POST', '/bookings/1/buy-now', { open: true }],
    ['operations', 'POST', '/bookings/1/status', { payment_status: 'Paid', version: 1 }],
    ['catalogue', 'GET', '/products/3'],
    ['catalogue', 'PATCH', '/products/3', { stock: 3, version: 1 }],
    ['support', 'GET', '/reviews'],
    ['support', 'POST', '/warranty/1', { decision: 'approve' }],
    ['staff', 'GET', '/staff'],
    ['staff', 'POST', '/settings', { require_totp: false }],
  ];
  const MAY: Record<StaffRole, string[]> = { owner: ['operations', 'catalogue', 'support', 'staff'], operations: ['operations'], catalogue: ['catalogue'], support: ['support'] };

  it('without a staff token every route answers 401, a shopper token included', async () => {
    const s = await shopper(t);
    for (const [, method, path, body] of AREAS) {
      expect([path, (await call(admin(), method, path, body)).status]).toEqual([path, 401]);
      expect([path, (await call(admin(), method, path, body, { token: s.token })).status]).toEqual([path, 401]);
    }
    expect((await get(admin(), '/me')).status).toBe(401);
  });

  it.each(['owner', 'operations', 'catalogue', 'support'] as StaffRole[])('role %s: 403 outside its areas', async (role) => {
    const { token } = await staffToken(role);
    for (const [area, method, path, body] of AREAS) {
      const r = await call(admin(), method, path, body, { token });
      if (MAY[role].includes(area)) expect([path, r.status]).not.toEqual([path, 403]);
      else expect([path, r.status, r.body.message]).toEqual([path, 403, expect.stringContaining('Your role may not use')]);
    }
  });

  it('is never open to partner origins (no CORS on /api/admin/), unlike the shopper API', async () => {
    const origin = `http://localhost:${t.config.demoPort}`;
    const preflight = (path: string) =>
      fetch(`${api(t)}${path}`, { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' } });
    expect((await preflight('/get-cart')).headers.get('access-control-allow-origin')).toBe(origin);
    expect((await preflight('/admin/login')).headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('orders', () => {
  it('confirms, ships and delivers a Cash On Delivery order; the shopper sees each status; money received credits coins once', async () => {
    const ops = await staffToken('operations');
    const { s, orderId } = await codOrder(20_000_00);
    const steps: [Record<string, string>, { order_status: string; delivery_status: string }][] = [
      [{ order_status: 'Accepted' }, { order_status: 'Accepted', delivery_status: 'Pending' }],
      [{ order_status: 'Processing' }, { order_status: 'Processing', delivery_status: 'Processing' }],
      [{ delivery_status: 'Shipped' }, { order_status: 'Shipped', delivery_status: 'Shipped' }],
      [{ order_status: 'Delivered' }, { order_status: 'Delivered', delivery_status: 'Delivered' }],
    ];
    for (const [change, seen] of steps) {
      const { version } = (await orderOf(ops.token, orderId)).order;
      const r = await post(admin(), `/orders/${orderId}/status`, { ...change, version }, ops.token);
      expect([r.status, r.body.message]).toEqual([200, undefined]);
      expect(await shopperOrder(s.token, orderId)).toMatchObject({ ...seen, payment_status: 'Pending' });
    }
    const before = await balanceOf(t, s.id);
    const { version } = (await orderOf(ops.token, orderId)).order;
    expect((await post(admin(), `/orders/${orderId}/status`, { payment_status: 'Paid', note: 'cash collected', version }, ops.token)).status).toBe(200);
    expect(await balanceOf(t, s.id)).toBe(before + 100); // NPR 20,000 / 200
    expect(await shopperOrder(s.token, orderId)).toMatchObject({ payment_status: 'Paid' });
    const done = await orderOf(ops.token, orderId);
    expect((await post(admin(), `/orders/${orderId}/status`, { order_status: 'Completed', version: done.order.version }, ops.token)).status).toBe(200);
    expect(await balanceOf(t, s.id)).toBe(before + 100);

    const timeline = (await orderOf(ops.token, orderId)).timeline;
    expect(timeline.map((e) => e.action)).toEqual(Array(6).fill('order.status'));
    expect(timeline[0]).toMatchObject({ staff: ops.email, before: { order_status: 'Pending' }, after: { order_status: 'Accepted' } });
    expect(timeline[4]).toMatchObject({ note: 'cash collected', after: { payment_status: 'Paid' } });
  });

  it('refuses what the order’s state does not allow (422) and a stale version (409 with what changed)', async () => {
    const ops = await staffToken('operations');
    const { orderId } = await codOrder();
    const v1 = (await orderOf(ops.token, orderId)).order.version;
    expect((await post(admin(), `/orders/${orderId}/status`, { order_status: 'Delivered', version: v1 }, ops.token)).status).toBe(200);
    const v2 = (await orderOf(ops.token, orderId)).order.version;
    const back = await post(admin(), `/orders/${orderId}/status`, { order_status: 'Pending', version: v2 }, ops.token);
    expect([back.status, back.body.message]).toEqual([422, 'An order that is Delivered cannot go back to Pending.']);
    const online = await post(admin(), `/orders/${orderId}/status`, { order_status: 'Completed', version: v2 }, ops.token);
    expect([online.status, online.body.message]).toEqual([422, 'An order is Completed once it is paid: mark the money received first.']);
    const refund = await post(admin(), `/orders/${orderId}/status`, { payment_status: 'Refunded', version: v2 }, ops.token);
    expect(refund.status).toBe(422);

    const stale = await post<{ version: number; current: { order_status: string }; changes: { after: { order_status: string } }[] }>(
      admin(), `/orders/${orderId}/status`, { order_status: 'Completed', version: v1 }, ops.token,
    );
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(M.staleVersion(`Order ${orderId}`));
    expect(stale.body).toMatchObject({ version: v2, current: { order_status: 'Delivered' } });
    expect(stale.body.changes.map((c) => c.after.order_status)).toEqual(['Delivered']);
    expect((await post(admin(), `/orders/${orderId}/status`, { order_status: 'Shipped' }, ops.token)).status).toBe(422);
    expect((await post(admin(), `/orders/${orderId}/status`, { version: v2 }, ops.token)).status).toBe(422);
    expect((await post(admin(), '/orders/99999999/status', { order_status: 'Shipped', version: 1 }, ops.token)).status).toBe(404);
  });

  it('an online order waits for its gateway: the shop cannot mark it Paid or move it on', async () => {
    const ops = await staffToken('operations');
    const p = await product(t, { pricePaisa: 5_000_00, stock: 5 });
    const s = await shopper(t);
    await addLine(t, s.token, p.id, 1);
    const r = await checkout(t, s.token, orderPayload(valley, 'eSewa'));
    const id = r.body.order_id as number;
    const { version } = (await orderOf(ops.token, id)).order;
    const paid = await post(admin(), `/orders/${id}/status`, { payment_status: 'Paid', version }, ops.token);
    expect([paid.status, paid.body.message]).toEqual([422, expect.stringContaining('Only eSewa can mark its payment Paid')]);
    const ship = await post(admin(), `/orders/${id}/status`, { order_status: 'Shipped', version }, ops.token);
    expect([ship.status, ship.body.message]).toEqual([422, expect.stringContaining('payment is not confirmed yet')]);
  });

  it('settles an Unknown payment the gateway never confirmed: the order ends Cancelled, not back to Pending', async () => {
    const ops = await staffToken('operations');
    const p = await product(t, { pricePaisa: 5_000_00, stock: 5 });
    const s = await shopper(t);
    await addLine(t, s.token, p.id, 1);
    const id = (await checkout(t, s.token, orderPayload(valley, 'eSewa'))).body.order_id as number;
    expect(await t.db.transaction((tx) => holdUnknown(tx, { orderId: id }, 'gateway silent'))).toBe(true);
    const { version } = (await orderOf(ops.token, id)).order;
    const bare = await post(admin(), `/orders/${id}/status`, { payment_status: 'Cancelled', version }, ops.token);
    expect(bare.status).toBe(422);
    const r = await post(admin(), `/orders/${id}/status`, { payment_status: 'Cancelled', note: 'eSewa: no such transaction', version }, ops.token);
    expect(r.status).toBe(200);
    expect(await shopperOrder(s.token, id)).toMatchObject({ order_status: 'Cancelled', payment_status: 'Cancelled', delivery_status: 'Cancelled' });
  });

  it('settles an Unknown payment the shop confirmed: the order is restored as paid, its stock taken again', async () => {
    const ops = await staffToken('operations');
    const p = await product(t, { pricePaisa: 5_000_00, stock: 5 });
    const s = await shopper(t);
    await addLine(t, s.token, p.id, 1);
    const id = (await checkout(t, s.token, orderPayload(valley, 'eSewa'))).body.order_id as number;
    await t.db.transaction((tx) => holdUnknown(tx, { orderId: id }, 'gateway silent'));
    expect(await stockOf(t, p.id)).toBe(5);
    const { version } = (await orderOf(ops.token, id)).order;
    const r = await post(admin(), `/orders/${id}/status`, { payment_status: 'Paid', note: 'eSewa statement ref 0042', version }, ops.token);
    expect(r.status).toBe(200);
    expect(await shopperOrder(s.token, id)).toMatchObject({ payment_status: 'Paid' });
    expect(await stockOf(t, p.id)).toBe(4);
  });

  it('accepts a cancellation request: Cancelled, stock back; rejects another: the shopper sees Rejected', async () => {
    const ops = await staffToken('operations');
    const a = await codOrder();
    expect((await post(api(t), `/cancel-order/${a.orderId}`, { cancelled_reason: 'Ordered twice' }, a.s.token)).status).toBe(200);
    const stock = await stockOf(t, a.p.id);
    const requested = await get<{ data: { id: number }[] }>(admin(), '/orders?cancellation=requested', ops.token);
    expect(requested.body.data.map((o) => o.id)).toContain(a.orderId);
    const accept = await post(admin(), `/orders/${a.orderId}/cancellation`, { decision: 'accept' }, ops.token);
    expect([accept.status, (accept.body as unknown as AdminOrder).order.order_status]).toEqual([200, 'Cancelled']);
    expect(await stockOf(t, a.p.id)).toBe(stock + 1);
    expect(await shopperOrder(a.s.token, a.orderId)).toMatchObject({ order_status: 'Cancelled', cancelled_order: 'C' });
    const again = await post(admin(), `/orders/${a.orderId}/cancellation`, { decision: 'reject' }, ops.token);
    expect([again.status, again.body.message]).toEqual([422, `The cancellation request of order ${a.orderId} was decided already (Cancelled).`]);

    const b = await codOrder();
    expect((await post(admin(), `/orders/${b.orderId}/cancellation`, { decision: 'reject' }, ops.token)).body.message).toBe(`Order ${b.orderId} has no cancellation request.`);
    await post(api(t), `/cancel-order/${b.orderId}`, { cancelled_reason: 'Too late' }, b.s.token);
    expect((await post(admin(), `/orders/${b.orderId}/cancellation`, { decision: 'reject' }, ops.token)).status).toBe(200);
    expect(await shopperOrder(b.s.token, b.orderId)).toMatchObject({ order_status: 'Rejected', cancelled_order: 'C' });
    expect((await post(admin(), `/orders/${b.orderId}/cancellation`, { decision: 'maybe' }, ops.token)).status).toBe(422);
  });

  it('lists with filters and a search by id, name, phone or email', async () => {
    const ops = await staffToken('operations');
    const { orderId } = await codOrder();
    const find = async (query: string) =>
      (await get<{ data: { id: number; order_status: string; payment_status: string }[]; total: number }>(admin(), `/orders?${query}`, ops.token)).body;
    const { order } = (await get<{ order: { shipping_email: string; shipping_name: string; shipping_mobile: string } }>(admin(), `/orders/${orderId}`, ops.token)).body;
    expect((await find(`q=${orderId}`)).data.map((o) => o.id)).toContain(orderId);
    for (const q of [order.shipping_email.toUpperCase(), order.shipping_name.slice(1, 6), order.shipping_mobile.slice(0, 6)]) {
      expect([q, (await find(`q=${encodeURIComponent(q)}`)).data.map((o) => o.id)]).toEqual([q, expect.arrayContaining([orderId])]);
    }
    const pending = await find('status=Pending&payment_status=Pending');
    expect(pending.total).toBeGreaterThan(0);
    for (const o of pending.data) expect(o).toMatchObject({ order_status: 'Pending', payment_status: 'Pending' });
    expect((await find('q=%25')).data.map((o) => o.id)).not.toContain(orderId);
    // A search is part of the name or of the email, never the end of one and the start of the other.
    const across = `${order.shipping_name.slice(-3)}${order.shipping_email.slice(0, 3)}`;
    expect((await find(`q=${encodeURIComponent(across)}`)).data.map((o) => o.id)).not.toContain(orderId);
    const joined = await get<{ message: string }>(admin(), `/orders?q=${encodeURIComponent(`${order.shipping_name}\n${order.shipping_email}`)}`, ops.token);
    expect([joined.status, joined.body.message]).toEqual([400, expect.any(String)]);
    expect((await get(admin(), '/orders?status=Lost', ops.token)).status).toBe(422);
    expect((await get(admin(), '/orders?page=0', ops.token)).status).toBe(422);
  });

  it('counts up to 1,000 and then says there are more (total_capped), still paging', async () => {
    const ops = await staffToken('operations');
    const s = await shopper(t);
    const name = `Capcount ${Date.now()}`;
    await t.db.query(
      `INSERT INTO orders (user_id, payment_method, cart_total_paisa, total_amount_paisa, shipping_name, shipping_email, shipping_mobile, shipping_address, created_at)
       SELECT $1, 'Cash On Delivery', 100000, 100000, $2, 'cap@example.com', '9800000000', 'Kathmandu', now() - make_interval(secs => g)
         FROM generate_series(1, 1050) g`,
      [s.id, name],
    );
    const first = await get<{ data: unknown[]; total: number; total_capped: boolean; per_page: number }>(admin(), `/orders?q=${encodeURIComponent(name)}`, ops.token);
    expect(first.body).toMatchObject({ total: 1_000, total_capped: true, per_page: 20 });
    expect(first.body.data).toHaveLength(20);
    const last = await get<{ data: unknown[] }>(admin(), `/orders?q=${encodeURIComponent(name)}&page=53`, ops.token);
    expect(last.body.data).toHaveLength(10);
    const few = await get<{ total: number; total_capped: boolean }>(admin(), `/orders?q=${s.email}`, ops.token);
    expect(few.body).toMatchObject({ total: 0, total_capped: false });
  });

  it('finds a searched name newest first whether its orders are among the newest rows or far older', async () => {
    const ops = await staffToken('operations');
    const s = await shopper(t);
    const stamp = Date.now();
    const [old, mixed, other] = [`Oldname ${stamp}`, `Mixedname ${stamp}`, `Filler ${stamp}`];
    // Three old orders of one name under NEWEST_PROBE newer ones; a second name every 100th order,
    // 50 among the newest NEWEST_PROBE and 9 older: its third page reaches past them.
    await t.db.query(
      `INSERT INTO orders (user_id, payment_method, cart_total_paisa, total_amount_paisa, shipping_name, shipping_email, shipping_mobile, shipping_address, created_at)
       SELECT $1, 'Cash On Delivery', 100000, 100000,
              CASE WHEN g > $5 - 3 THEN $2 WHEN g % 100 = 0 THEN $3 ELSE $4 END,
              'probe@example.com', '9800000000', 'Kathmandu', now() + interval '1 day' - make_interval(secs => g)
         FROM generate_series(1, $5::int) g`,
      [s.id, old, mixed, other, NEWEST_PROBE + 1_000],
    );
    const names = async (q: string, page = 1) =>
      (await get<{ data: { id: number; shipping_name: string; created_at: string }[] }>(admin(), `/orders?q=${encodeURIComponent(q)}&page=${page}`, ops.token)).body.data;
    const oldest = await names(old);
    expect(oldest.map((o) => o.shipping_name)).toEqual([old, old, old]);
    expect(oldest.map((o) => Date.parse(o.created_at))).toEqual(oldest.map((o) => Date.parse(o.created_at)).sort((a, b) => b - a));
    const { rows } = await t.db.query<{ id: number }>(
      `SELECT id::int AS id FROM orders WHERE shipping_name = $1 ORDER BY created_at DESC, id DESC`,
      [mixed],
    );
    expect(rows).toHaveLength(59);
    const pages = [...(await names(mixed)), ...(await names(mixed, 2)), ...(await names(mixed, 3))];
    expect(pages.map((o) => o.id)).toEqual(rows.map((r) => r.id));
    // The newest rows hold a whole page but not every match: the count still reaches past them.
    const counted = await get<{ total: number; total_capped: boolean }>(admin(), `/orders?q=${encodeURIComponent(mixed)}`, ops.token);
    expect(counted.body).toMatchObject({ total: 59, total_capped: false });
  });

  it('counts a name common among the newest orders by walking them, and exactly when the walk does not reach the cap', async () => {
    const ops = await staffToken('operations');
    const s = await shopper(t);
    const stamp = Date.now();
    const [common, recent, other] = [`Commonname ${stamp}`, `Recentname ${stamp}`, `Filler ${stamp}`];
    // Every 10th of the newest 12,000 orders is `common` (1,200: past the cap); every 10th of the
    // newest 5,000 and of the oldest 1,000 beyond NEWEST_WALK is `recent` (600: dense among the
    // newest, yet under the cap, so its walk falls short and the count is read from the index).
    const rows = NEWEST_WALK + 6_000;
    await t.db.query(
      `INSERT INTO orders (user_id, payment_method, cart_total_paisa, total_amount_paisa, shipping_name, shipping_email, shipping_mobile, shipping_address, created_at)
       SELECT $1, 'Cash On Delivery', 100000, 100000,
              CASE WHEN g <= 12000 AND g % 10 = 0 THEN $2 WHEN (g <= 5000 OR g > $5 - 1000) AND g % 10 = 5 THEN $3 ELSE $4 END,
              'walk@example.com', '9800000000', 'Kathmandu', now() + interval '2 days' - make_interval(secs => g)
         FROM generate_series(1, $5::int) g`,
      [s.id, common, recent, other, rows],
    );
    const count = async (q: string) =>
      (await get<{ total: number; total_capped: boolean }>(admin(), `/orders?q=${encodeURIComponent(q)}`, ops.token)).body;
    expect(await count(common)).toMatchObject({ total: COUNT_CAP, total_capped: true });
    expect(await count(recent)).toMatchObject({ total: 600, total_capped: false });
  });
});

describe('bookings', () => {
  it('opens Buy Now on a paid pre-booking only; the shopper’s Booking History shows it', async () => {
    const ops = await staffToken('operations');
    const p = await product(t, { pricePaisa: 50_000_00, prepaymentPaisa: 5_000_00 });
    const s = await shopper(t);
    const r = await post<CheckoutAnswer & { booking_id: number }>(api(t), `/post-prebooking/${p.id}?platform=W`, orderPayload(valley, 'eSewa'), s.token);
    const id = r.body.booking_id;
    const early = await post(admin(), `/bookings/${id}/buy-now`, { open: true }, ops.token);
    expect([early.status, early.body.message]).toEqual([422, `Buy Now opens on a paid pre-booking; booking ${id} is Pending / Pending.`]);
    await settle(t, r.body, 'pay');
    expect((await post(admin(), `/bookings/${id}/buy-now`, { open: true, note: 'stock arrived' }, ops.token)).status).toBe(200);
    const mine = await get<{ data: { id: number; buy_now_open_status: number }[] }>(api(t), '/get-bookings', s.token);
    expect(mine.body.data.find((b) => b.id === id)?.buy_now_open_status).toBe(1);
    const detail = await get<{ timeline: { action: string; note: string }[] }>(admin(), `/bookings/${id}`, ops.token);
    expect(detail.body.timeline).toEqual([expect.objectContaining({ action: 'booking.buy_now.open', note: 'stock arrived' })]);
    expect((await post(admin(), `/bookings/${id}/buy-now`, { open: 'yes' }, ops.token)).status).toBe(422);
  });

  it('Bank Transfer money received: the pre-booking is Accepted / Paid, confirmed by mail, and can open for Buy Now', async () => {
    const ops = await staffToken('operations');
    const p = await product(t, { pricePaisa: 50_000_00, prepaymentPaisa: 5_000_00 });
    const s = await shopper(t);
    const r = await post<{ order_id: number }>(api(t), `/post-prebooking/${p.id}?platform=W`, orderPayload(valley, 'Bank Transfer', { bank_id: 1 }), s.token);
    const id = r.body.order_id;
    const read = async () => (await get<{ booking: { version: number; status: string; payment_status: string } }>(admin(), `/bookings/${id}`, ops.token)).body.booking;
    const v = (await read()).version;
    const deliver = await post(admin(), `/bookings/${id}/status`, { delivery_status: 'Shipped', version: v }, ops.token);
    expect([deliver.status, deliver.body.message]).toEqual([422, 'A pre-booking is not delivered: its buy-now is.']);
    expect((await post(admin(), `/bookings/${id}/status`, { payment_status: 'Paid', note: 'transfer seen in the bank statement', version: v }, ops.token)).status).toBe(200);
    expect(await read()).toMatchObject({ status: 'Accepted', payment_status: 'Paid' });
    const mine = await get<{ data: { id: number; status: string; payment_status: string }[] }>(api(t), '/get-bookings', s.token);
    expect(mine.body.data.find((b) => b.id === id)).toMatchObject({ status: 'Accepted', payment_status: 'Paid' });
    const mails = await t.db.query<{ subject: string }>('SELECT subject FROM mail_outbox WHERE to_email = $1', [s.email]);
    expect(mails.rows.map((m) => m.subject)).toContain(`Your pre-booking #${id} is confirmed`);
    expect((await post(admin(), `/bookings/${id}/status`, { payment_status: 'Paid', version: v }, ops.token)).status).toBe(409);
    expect((await post(admin(), `/bookings/${id}/buy-now`, { open: true }, ops.token)).status).toBe(200);
  });

  it('a booking whose payment failed reads delivery Cancelled in the list and the detail, as the shopper’s Booking History says', async () => {
    const ops = await staffToken('operations');
    const p = await product(t, { pricePaisa: 50_000_00, prepaymentPaisa: 5_000_00 });
    const s = await shopper(t);
    const r = await post<CheckoutAnswer & { booking_id: number }>(api(t), `/post-prebooking/${p.id}?platform=W`, orderPayload(valley, 'Nabil Card'), s.token);
    const id = r.body.booking_id;
    await settle(t, r.body, 'cancel');
    const stored = await t.db.query<{ status: string; delivery_status: string }>('SELECT status, delivery_status FROM bookings WHERE id = $1', [id]);
    expect(['Failed', 'Cancelled']).toContain(stored.rows[0].status);
    expect(stored.rows[0].delivery_status).toBe('Pending');
    const mine = (await get<{ data: { id: number; delivery_status: string }[] }>(api(t), '/get-bookings', s.token)).body.data.find((b) => b.id === id);
    expect(mine?.delivery_status).toBe('Cancelled');
    const detail = await get<{ booking: { delivery_status: string } }>(admin(), `/bookings/${id}`, ops.token);
    const list = await get<{ data: { id: number; delivery_status: string }[] }>(admin(), `/bookings?q=${id}`, ops.token);
    expect([detail.body.booking.delivery_status, list.body.data.find((b) => b.id === id)?.delivery_status]).toEqual([mine?.delivery_status, mine?.delivery_status]);
  });

  it('decides a booking cancellation request', async () => {
    const ops = await staffToken('operations');
    const p = await product(t, { pricePaisa: 50_000_00, prepaymentPaisa: 5_000_00 });
    const s = await shopper(t);
    const r = await post<{ order_id: number }>(api(t), `/post-prebooking/${p.id}?platform=W`, orderPayload(valley, 'Bank Transfer', { bank_id: 1 }), s.token);
    const id = r.body.order_id;
    await post(api(t), `/cancel-booking/${id}`, { cancelled_reason: 'Changed my mind' }, s.token);
    expect((await post(admin(), `/bookings/${id}/cancellation`, { decision: 'reject' }, ops.token)).status).toBe(200);
    const mine = await get<{ data: { id: number; status: string; cancelled_booking: string }[] }>(api(t), '/get-bookings', s.token);
    expect(mine.body.data.find((b) => b.id === id)).toMatchObject({ status: 'Rejected', cancelled_booking: 'C' });
  });
});

describe('products', () => {
  it('changes a price and stock: the product page and search show it on the next load; a stale edit is 409', async () => {
    const cat = await staffToken('catalogue');
    const p = await product(t, { pricePaisa: 30_000_00, stock: 4, name: `Staffedit Kettle ${Date.now()}` });
    const read = await get<{ product: { price: number; stock: number; version: number } }>(admin(), `/products/${p.id}`, cat.token);
    expect(read.body.product).toMatchObject({ price: 30000, stock: 4 });
    const v = read.body.product.version;
    const r = await patch(`/products/${p.id}`, { price: 28000, discount_price: 25999.5, stock: 9, version: v }, cat.token);
    expect(r.status).toBe(200);
    const page = await get<{ data: { product: { price: number; discount_price: number; discount_percent: number } } }>(api(t), `/view-product?product=${p.id}`);
    // 'SAVE x%' follows the new prices: 25,999.50 of 28,000 saves 7 %.
    expect(page.body.data.product).toMatchObject({ price: 28000, discount_price: 25999.5, discount_percent: discountPercent(28000, 25999.5) });
    expect(discountPercent(28000, 25999.5)).toBeGreaterThan(0);
    expect(await stockOf(t, p.id)).toBe(9);
    const search = await get<{ data: { products: { data: { id: number; discount_price: number }[] } } }>(api(t), `/web-search?keywords=${encodeURIComponent(p.name)}`);
    expect(JSON.stringify(search.body)).toContain('25999.5');

    const stale = await patch(`/products/${p.id}`, { stock: 1, version: v }, cat.token);
    expect([stale.status, stale.body.message]).toEqual([409, M.staleVersion(`Product ${p.id}`)]);
    expect(stale.body).toMatchObject({ current: { stock: 9, price: 28000 } });
    expect((await patch(`/products/${p.id}`, { discount_price: 30000, version: v + 1 }, cat.token)).status).toBe(422);
    expect((await patch(`/products/${p.id}`, { stock: -1, version: v + 1 }, cat.token)).status).toBe(422);
    expect((await patch(`/products/${p.id}`, { price: 10.001, version: v + 1 }, cat.token)).status).toBe(422);
    expect((await patch(`/products/${p.id}`, { version: v + 1 }, cat.token)).status).toBe(422);
    expect((await patch(`/products/${p.id}`, { stock: 2 }, cat.token)).status).toBe(422);
  });

  it('a sale moves the version on too: an edit made before it is refused', async () => {
    const cat = await staffToken('catalogue');
    const p = await product(t, { pricePaisa: 10_000_00, stock: 5 });
    const v = (await get<{ product: { version: number } }>(admin(), `/products/${p.id}`, cat.token)).body.product.version;
    const s = await shopper(t);
    await addLine(t, s.token, p.id, 1);
    expect((await checkout(t, s.token, orderPayload(valley, 'Cash On Delivery'))).status).toBe(200);
    const r = await patch(`/products/${p.id}`, { stock: 5, version: v }, cat.token);
    expect([r.status, r.body.current]).toEqual([409, expect.objectContaining({ stock: 4 })]);
  });
});

describe('the inbox and the dashboard', () => {
  it('approves a held review, which then shows on its product page; a second decision is refused', async () => {
    const support = await staffToken('support');
    const p = await product(t, { pricePaisa: 9_000_00 });
    const summary = `Held review ${Date.now()}`;
    const id = Number((await t.db.query<{ id: number }>(
      `INSERT INTO reviews (product_id, name, quality, price, value, summary, review, status) VALUES ($1, 'Bina', 5, 4, 4, $2, 'Quiet and quick.', 'pending') RETURNING id`,
      [p.id, summary],
    )).rows[0].id);
    const page = async () => JSON.stringify((await get(api(t), `/view-product?product=${p.id}`)).body);
    expect(await page()).not.toContain(summary);
    const held = await get<{ data: { id: number }[] }>(admin(), '/reviews', support.token);
    expect(held.body.data.map((r) => r.id)).toContain(id);
    expect((await post(admin(), `/reviews/${id}`, { decision: 'approve' }, support.token)).status).toBe(200);
    expect(await page()).toContain(summary);
    const again = await post(admin(), `/reviews/${id}`, { decision: 'reject' }, support.token);
    expect([again.status, again.body.message]).toEqual([422, 'This review was decided already (approved).']);
    expect((await post(admin(), `/reviews/${id}`, { decision: 'maybe' }, support.token)).status).toBe(422);
  });

  it('rejects a warranty registration', async () => {
    const support = await staffToken('support');
    const s = await shopper(t);
    const id = Number((await t.db.query<{ id: number }>(
      `INSERT INTO warranty_registrations (user_id, model_no, serial_number, place_of_purchase, purchase_date, proof_file_name, proof_mime)
       VALUES ($1, 'GD10', 'SN-1', 'Kathmandu', '2026-10-01', 'proof.png', 'image/png') RETURNING id`,
      [s.id],
    )).rows[0].id);
    expect((await post(admin(), `/warranty/${id}`, { decision: 'reject', note: 'serial number unreadable' }, support.token)).status).toBe(200);
    expect((await t.db.query<{ status: string }>('SELECT status FROM warranty_registrations WHERE id = $1', [id])).rows[0].status).toBe('Rejected');
    const listed = await get<{ data: { id: number }[] }>(admin(), '/warranty?status=Rejected', support.token);
    expect(listed.body.data.map((w) => w.id)).toContain(id);
  });

  it("shows a registration's proof image to support staff only, as an image that can never run", async () => {
    const support = await staffToken('support');
    const s = await shopper(t);
    // A 1×1 PNG, stored as the shopper's upload would be.
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4c70000000049454e44ae426082', 'hex');
    const file = `${'a1'.repeat(16)}.png`;
    await t.db.query('INSERT INTO warranty_proofs (file_name, user_id, mime, size, bytes) VALUES ($1, $2, $3, $4, $5)', [file, s.id, 'image/png', png.length, png]);
    const id = Number((await t.db.query<{ id: number }>(
      `INSERT INTO warranty_registrations (user_id, model_no, serial_number, place_of_purchase, purchase_date, proof_file_name, proof_mime)
       VALUES ($1, 'GD10', 'SN-PROOF', 'Kathmandu', '2026-10-01', $2, 'image/png') RETURNING id`,
      [s.id, file],
    )).rows[0].id);
    const res = await fetch(`${admin()}/warranty/${id}/proof`, { headers: { Authorization: `Bearer ${support.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
    const ops = await staffToken('operations');
    expect((await fetch(`${admin()}/warranty/${id}/proof`, { headers: { Authorization: `Bearer ${ops.token}` } })).status).toBe(403);
    expect((await fetch(`${admin()}/warranty/${id}/proof`, { headers: { Authorization: `Bearer ${s.token}` } })).status).toBe(401);
    const missing = await get(admin(), `/warranty/${id + 1000}/proof`, support.token);
    expect([missing.status, missing.body.message]).toEqual([404, `There is no proof for warranty registration ${id + 1000}.`]);
  });

  it('counts what needs a person now, for every role', async () => {
    const support = await staffToken('support');
    const before = (await get<Record<string, number>>(admin(), '/dashboard', support.token)).body;
    expect(before).toMatchObject({ statusCode: 200, orders_to_confirm: expect.any(Number), low_stock_at_most: 3, revenue_today: expect.any(Number) });
    await codOrder(12_345_00);
    const after = (await get<Record<string, number>>(admin(), '/dashboard', support.token)).body;
    expect(after.orders_to_confirm).toBe(before.orders_to_confirm + 1);
    expect(after.orders_today).toBe(before.orders_today + 1);
    expect(after.revenue_today).toBeCloseTo(before.revenue_today + 12345, 2);
    expect((await get(admin(), '/dashboard')).status).toBe(401);
    expect((await get(admin(), '/dashboard', support.token)).headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('the audit log', () => {
  it('is append-only', async () => {
    const owner = await staffToken('owner');
    await post(admin(), '/settings', { require_totp: false }, owner.token);
    const count = Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM staff_audit')).rows[0].n);
    expect(count).toBeGreaterThan(0);
    await expect(t.db.query('UPDATE staff_audit SET note = $1', ['changed'])).rejects.toThrow(/append-only/);
    await expect(t.db.query('DELETE FROM staff_audit')).rejects.toThrow(/append-only/);
    expect(Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM staff_audit')).rows[0].n)).toBe(count);
  });
});
