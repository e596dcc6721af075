/**
 * Coupons and flash sales on the staff side (issue 32): who may use them (catalogue and owner;
 * operations and support 403; no token or a shopper's 401), a coupon created and edited with its
 * audit rows, a stale edit (409 with what changed), the rules the shopper side applies refused
 * with their messages, and the shopper seeing each change at once: the coupon applies (and stops
 * applying when switched off) in the cart; a product added to a flash sale has its flash price on
 * its product page and in the cart, and loses it when removed.
 */
import type { TestApp } from '../support/contract-app';
import { COUPON_MESSAGES as K } from '../../server/orders/checkout-messages';
import { formatMoney } from '../../shared/domain/money';
import type { StaffRole } from '../../shared/domain/staff-roles';
import { PROMOTION_MESSAGES as M } from '../../shared/validation/promotions';
import { call, get } from './http';
import { addLine, api, cartOf, checkoutApp, product, shopper } from './checkout-support';
import { signedInStaff } from './staff-support';

let t: TestApp;
beforeAll(async () => ({ t } = await checkoutApp()));
afterAll(() => t.close());

const admin = () => `${api(t)}/admin`;
let n = 0;

const staffToken = async (role: StaffRole) => (await signedInStaff(t, role)).token;

const send = <T = Record<string, unknown>>(method: string, path: string, body: unknown, token?: string) => call<T>(admin(), method, path, body, { token });
const hour = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
const uniqueCode = () => {
  n += 1;
  return `STAFF${Date.now().toString(36).toUpperCase()}${n}`;
};

interface Coupon {
  id: number;
  code: string;
  option: string;
  percent: number | null;
  amount: number | null;
  scope: string;
  product_ids: number[];
  min_cart: number;
  status: number;
  state: string;
  version: number;
  used_count: number;
}
interface FlashSale {
  id: number;
  title: string;
  status: number;
  state: string;
  version: number;
  start_time: string;
  end_time: string;
}
interface SaleProduct {
  product_id: number;
  flash_price: number;
  quantity: number | null;
}

const newCoupon = (extra: Record<string, unknown> = {}) => ({
  code: uniqueCode(),
  coupon_desc: 'Staff-made coupon',
  option: 'F',
  amount: 500,
  scope: 'cart',
  min_cart: 1000,
  valid_from: at(-hour),
  valid_until: at(48 * hour),
  ...extra,
});

const auditRows = async (entity: string, id: number) =>
  (await t.db.query<{ action: string; staff_id: number; before: Record<string, unknown> | null; after: Record<string, unknown> }>(
    'SELECT action, staff_id, before, after FROM staff_audit WHERE entity = $1 AND entity_id = $2 ORDER BY id',
    [entity, String(id)],
  )).rows;

const catalogueVersion = async () => Number((await t.db.query<{ v: string }>('SELECT version::text AS v FROM catalogue_version')).rows[0].v);

describe('who may use coupons and flash sales', () => {
  const ROUTES: [string, string, unknown?][] = [
    ['GET', '/coupons'],
    ['GET', '/coupons/1'],
    ['POST', '/coupons', {}],
    ['PATCH', '/coupons/1', { status: 0, version: 1 }],
    ['GET', '/flash-sales'],
    ['GET', '/flash-sales/1'],
    ['POST', '/flash-sales', {}],
    ['PATCH', '/flash-sales/1', { status: 1, version: 1 }],
    ['POST', '/flash-sales/1/products', { product_id: 3, flash_price: 1, version: 1 }],
    ['DELETE', '/flash-sales/1/products/3?version=1'],
  ];

  it('answers 401 without a staff token, a shopper token included', async () => {
    const s = await shopper(t);
    for (const [method, path, body] of ROUTES) {
      expect([method, path, (await send(method, path, body)).status]).toEqual([method, path, 401]);
      expect([method, path, (await send(method, path, body, s.token)).status]).toEqual([method, path, 401]);
    }
  });

  it.each([
    ['owner', true],
    ['catalogue', true],
    ['operations', false],
    ['support', false],
  ] as [StaffRole, boolean][])('role %s: allowed %s', async (role, allowed) => {
    const token = await staffToken(role);
    for (const [method, path, body] of ROUTES) {
      const r = await send(method, path, body, token);
      if (allowed) expect([method, path, r.status]).not.toEqual([method, path, 403]);
      else expect([method, path, r.status, r.body.message]).toEqual([method, path, 403, expect.stringContaining('Your role may not use')]);
    }
  });
});

describe('coupons', () => {
  it('creates a coupon the shopper can apply at once; an edit and switching it off follow at once too, each with its audit row', async () => {
    const token = await staffToken('catalogue');
    const s = await shopper(t);
    const p = await product(t, { pricePaisa: 3_000_00, stock: 10 });
    await addLine(t, s.token, p.id, 1);
    const body = newCoupon();
    // Asked before it exists: the cart says so (and keeps that answer nowhere).
    expect((await cartOf(t, s.token, `&coupon=${body.code}`)).body.data).toMatchObject({ coupon: { status: 'danger', message: K.unknown } });

    const created = await send<{ coupon: Coupon }>('POST', '/coupons', body, token);
    expect(created.status).toBe(201);
    const c = created.body.coupon;
    expect(c).toMatchObject({ code: body.code, option: 'F', amount: 500, percent: null, scope: 'cart', min_cart: 1000, status: 1, state: 'running', version: 1, used_count: 0, product_ids: [] });
    expect(await cartOf(t, s.token, `&coupon=${body.code}`)).toMatchObject({ body: { data: { coupon_discount: 500, coupon: { status: 'success', message: K.applied(body.code, 500) } } } });

    // A percent coupon now, with a minimum cart the shopper's cart does not reach.
    const before = await catalogueVersion();
    const edited = await send<{ coupon: Coupon }>('PATCH', `/coupons/${c.id}`, { option: 'P', percent: 10, amount: null, min_cart: 5000, version: 1 }, token);
    expect(edited.status).toBe(200);
    expect(edited.body.coupon).toMatchObject({ option: 'P', percent: 10, amount: null, min_cart: 5000, version: 2 });
    expect(await catalogueVersion()).toBeGreaterThan(before);
    expect((await cartOf(t, s.token, `&coupon=${body.code}`)).body.data).toMatchObject({ coupon: { status: 'danger', message: K.minimum(5000) } });
    expect((await send('PATCH', `/coupons/${c.id}`, { min_cart: 0, version: 2 }, token)).status).toBe(200);
    expect((await cartOf(t, s.token, `&coupon=${body.code}`)).body.data).toMatchObject({ coupon_discount: 300, coupon: { status: 'success' } });

    // Switched off: the cart refuses it on the next call.
    const off = await send<{ coupon: Coupon }>('PATCH', `/coupons/${c.id}`, { status: 0, version: 3 }, token);
    expect(off.body.coupon).toMatchObject({ status: 0, state: 'off', version: 4 });
    expect((await cartOf(t, s.token, `&coupon=${body.code}`)).body.data).toMatchObject({ coupon: { status: 'danger', message: K.unknown } });

    const rows = await auditRows('coupon', c.id);
    expect(rows.map((r) => r.action)).toEqual(['coupon.created', 'coupon.changed', 'coupon.changed', 'coupon.switched_off']);
    expect(rows[0].before).toBeNull();
    expect(rows[1]).toMatchObject({ before: { option: 'F', amount: 500, version: 1 }, after: { option: 'P', percent: 10, version: 2 } });
    expect(rows.every((r) => r.staff_id != null)).toBe(true);

    // The detail carries the timeline; the list finds it by code and by whether it runs now.
    const one = await get<{ coupon: Coupon; timeline: { action: string }[] }>(admin(), `/coupons/${c.id}`, token);
    expect(one.body.timeline.map((e) => e.action)).toEqual(rows.map((r) => r.action));
    const found = await get<{ data: Coupon[]; total: number }>(admin(), `/coupons?q=${body.code.toLowerCase()}`, token);
    expect(found.body).toMatchObject({ total: 1, data: [{ id: c.id }] });
    expect((await get<{ total: number }>(admin(), `/coupons?q=${body.code}&active=1`, token)).body.total).toBe(0);
    expect((await get<{ total: number }>(admin(), `/coupons?q=${body.code}&active=0`, token)).body.total).toBe(1);
  });

  it('a stale edit answers 409 with the coupon as it is and what changed since', async () => {
    const token = await staffToken('catalogue');
    const other = await staffToken('owner');
    const c = (await send<{ coupon: Coupon }>('POST', '/coupons', newCoupon(), token)).body.coupon;
    expect((await send('PATCH', `/coupons/${c.id}`, { coupon_desc: 'Changed by the owner', version: 1 }, other)).status).toBe(200);
    const stale = await send<{ version: number; current: Coupon; changes: { action: string }[] }>('PATCH', `/coupons/${c.id}`, { amount: 700, version: 1 }, token);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ version: 2, current: { amount: 500, version: 2 }, changes: [{ action: 'coupon.changed' }] });
    expect(stale.body.message).toContain('was changed by someone else');
    expect((await get<{ coupon: Coupon }>(admin(), `/coupons/${c.id}`, token)).body.coupon.amount).toBe(500);
  });

  it('refuses what the cart could not honour, each with its message, and stores nothing', async () => {
    const token = await staffToken('catalogue');
    const taken = newCoupon();
    expect((await send('POST', '/coupons', taken, token)).status).toBe(201);
    const refused = async (body: Record<string, unknown>, message: string, method = 'POST', path = '/coupons') => {
      const r = await send(method, path, body, token);
      expect([r.status, r.body.message]).toEqual([422, message]);
    };
    await refused(newCoupon({ code: taken.code.toLowerCase() }), M.codeTaken(taken.code));
    await refused(newCoupon({ code: 'TWO WORDS' }), M.code);
    await refused(newCoupon({ option: 'P', amount: null, percent: 120 }), M.percent);
    await refused(newCoupon({ option: 'P', amount: null, percent: 0 }), M.percent);
    await refused(newCoupon({ option: 'P', amount: null }), M.percentNeeded);
    await refused(newCoupon({ option: 'F', amount: 10.005 }), M.positiveMoney('amount'));
    await refused(newCoupon({ valid_until: at(-2 * hour) }), M.untilAfterFrom);
    await refused(newCoupon({ valid_from: at(-3 * hour), valid_until: at(-2 * hour) }), M.untilPassed);
    await refused(newCoupon({ valid_until: 'tomorrow' }), M.instant('valid_until'));
    await refused(newCoupon({ scope: 'product' }), M.productsNeeded);
    await refused(newCoupon({ scope: 'product', product_ids: [2_000_000_000] }), M.unknownProduct(2_000_000_000));
    await refused(newCoupon({ product_ids: [3] }), M.productsNotForCart);
    await refused(newCoupon({ usage_limit: 0 }), M.usageLimit);
    const count = await t.db.query('SELECT 1 FROM coupons WHERE upper(code) = upper($1)', [taken.code]);
    expect(count.rows).toHaveLength(1);

    // An edit is checked as the coupon will be: a limit below the uses already made is refused.
    const c = (await send<{ coupon: Coupon }>('POST', '/coupons', newCoupon({ usage_limit: 10 }), token)).body.coupon;
    await t.db.query('UPDATE coupons SET used_count = 4 WHERE id = $1', [c.id]);
    // A checkout counting a use moves no version: the member's edit still applies.
    expect((await get<{ coupon: Coupon }>(admin(), `/coupons/${c.id}`, token)).body.coupon).toMatchObject({ used_count: 4, version: 1 });
    await refused({ usage_limit: 3, version: 1 }, M.usageLimitBelowUses(4), 'PATCH', `/coupons/${c.id}`);
    await refused({ option: 'P', version: 1 }, M.percentNeeded, 'PATCH', `/coupons/${c.id}`);
    await refused({ version: 1 }, M.couponNothingToChange, 'PATCH', `/coupons/${c.id}`);
    await refused({ status: 0 }, M.version, 'PATCH', `/coupons/${c.id}`);
  });

  it('a product coupon names its products: it applies to them in the cart and to no other', async () => {
    const token = await staffToken('catalogue');
    const s = await shopper(t);
    const [a, b] = [await product(t, { pricePaisa: 2_000_00 }), await product(t, { pricePaisa: 1_000_00 })];
    await addLine(t, s.token, b.id, 1);
    const body = newCoupon({ option: 'P', amount: null, percent: 10, scope: 'product', product_ids: [a.id], min_cart: 0 });
    const c = (await send<{ coupon: Coupon }>('POST', '/coupons', body, token)).body.coupon;
    expect(c.product_ids).toEqual([a.id]);
    expect((await cartOf(t, s.token, `&coupon=${body.code}`)).body.data).toMatchObject({ coupon: { status: 'danger', message: K.notForCart } });
    await addLine(t, s.token, a.id, 1);
    expect((await cartOf(t, s.token, `&coupon=${body.code}`)).body.data).toMatchObject({ coupon_discount: 200, coupon: { status: 'success' } });
    // Made a cart coupon: it covers the whole cart at once.
    const cart = await send<{ coupon: Coupon }>('PATCH', `/coupons/${c.id}`, { scope: 'cart', product_ids: [], version: 1 }, token);
    expect(cart.body.coupon).toMatchObject({ scope: 'cart', product_ids: [] });
    expect((await cartOf(t, s.token, `&coupon=${body.code}`)).body.data).toMatchObject({ coupon_discount: 300 });
  });
});

describe('flash sales', () => {
  const viewProduct = async (id: number) =>
    (await get<{ data: { product: { price: number; discount_price: number; flash_sales: unknown } } }>(api(t), `/view-product?product=${id}`)).body.data.product;

  it('creates a sale, adds a product (its flash price on the product page and in the cart at once), reprices and removes it, with audit rows', async () => {
    const token = await staffToken('catalogue');
    const s = await shopper(t);
    const p = await product(t, { pricePaisa: 10_000_00, discountPaisa: 9_000_00, stock: 8 });
    await addLine(t, s.token, p.id, 1);
    expect(await viewProduct(p.id)).toMatchObject({ price: 10_000, discount_price: 9_000 });

    const created = await send<{ flash_sale: FlashSale; products: SaleProduct[] }>('POST', '/flash-sales', { title: 'Staff Weekend Sale', start_time: at(-hour), end_time: at(24 * hour) }, token);
    expect(created.status).toBe(201);
    const sale = created.body.flash_sale;
    expect(sale).toMatchObject({ title: 'Staff Weekend Sale', status: 1, state: 'running', version: 1 });
    expect(created.body.products).toEqual([]);

    const added = await send<{ flash_sale: FlashSale; products: SaleProduct[] }>('POST', `/flash-sales/${sale.id}/products`, { product_id: p.id, flash_price: 7_499, quantity: 5, version: 1 }, token);
    expect(added.status).toBe(200);
    expect(added.body.flash_sale.version).toBe(2);
    expect(added.body.products).toMatchObject([{ product_id: p.id, flash_price: 7_499, quantity: 5, sold: 0 }]);
    expect(await viewProduct(p.id)).toMatchObject({ price: 10_000, discount_price: 7_499 });
    const cart = await cartOf(t, s.token);
    expect(cart.body.data.cart_items.find((i) => i.product_id === p.id)).toMatchObject({ product_discount_price: 7_499, total: 7_499 });

    // Repriced, then ended early by switching it off: the product page follows each time.
    expect((await send('POST', `/flash-sales/${sale.id}/products`, { product_id: p.id, flash_price: 7_999, quantity: null, version: 2 }, token)).status).toBe(200);
    expect(await viewProduct(p.id)).toMatchObject({ discount_price: 7_999 });
    const off = await send<{ flash_sale: FlashSale }>('PATCH', `/flash-sales/${sale.id}`, { status: 0, version: 3 }, token);
    expect(off.body.flash_sale).toMatchObject({ status: 0, state: 'off', version: 4 });
    expect(await viewProduct(p.id)).toMatchObject({ discount_price: 9_000 });
    expect((await send('PATCH', `/flash-sales/${sale.id}`, { status: 1, version: 4 }, token)).status).toBe(200);
    expect(await viewProduct(p.id)).toMatchObject({ discount_price: 7_999 });

    const removed = await send<{ products: SaleProduct[] }>('DELETE', `/flash-sales/${sale.id}/products/${p.id}?version=5`, undefined, token);
    expect([removed.status, removed.body.products]).toEqual([200, []]);
    expect(await viewProduct(p.id)).toMatchObject({ discount_price: 9_000 });

    const rows = await auditRows('flash_sale', sale.id);
    expect(rows.map((r) => r.action)).toEqual([
      'flash_sale.created', 'flash_sale.product_added', 'flash_sale.product_changed', 'flash_sale.switched_off', 'flash_sale.switched_on', 'flash_sale.product_removed',
    ]);
    expect(rows[2]).toMatchObject({ before: { products: [{ product_id: p.id, flash_price: 7_499, quantity: 5 }] }, after: { products: [{ flash_price: 7_999, quantity: null }] } });
    const one = await get<{ flash_sale: FlashSale; timeline: unknown[] }>(admin(), `/flash-sales/${sale.id}`, token);
    expect(one.body.timeline).toHaveLength(rows.length);
    expect((await get<{ data: FlashSale[] }>(admin(), `/flash-sales?q=${sale.id}`, token)).body.data.map((x) => x.id)).toContain(sale.id);
  });

  it('a sale made with its products and starting later shows no flash price until it starts; a stale edit is 409', async () => {
    const token = await staffToken('owner');
    const p = await product(t, { pricePaisa: 5_000_00, stock: 3 });
    const r = await send<{ flash_sale: FlashSale; products: SaleProduct[] }>(
      'POST', '/flash-sales', { title: 'Later Sale', start_time: at(2 * hour), end_time: at(5 * hour), products: [{ product_id: p.id, flash_price: 3_999.5 }] }, token,
    );
    expect(r.status).toBe(201);
    expect(r.body.flash_sale.state).toBe('scheduled');
    expect(await viewProduct(p.id)).toMatchObject({ price: 5_000, discount_price: null });
    const started = await send<{ flash_sale: FlashSale }>('PATCH', `/flash-sales/${r.body.flash_sale.id}`, { start_time: at(-hour), version: 1 }, token);
    expect(started.body.flash_sale.state).toBe('running');
    expect(await viewProduct(p.id)).toMatchObject({ discount_price: 3_999.5 });

    const stale = await send<{ version: number; changes: { action: string }[] }>('PATCH', `/flash-sales/${r.body.flash_sale.id}`, { title: 'Old view', version: 1 }, token);
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ version: 2, changes: [{ action: 'flash_sale.changed' }] });
  });

  it('refuses a flash price not below the product’s price, a quantity above its stock, and times out of order', async () => {
    const token = await staffToken('catalogue');
    const p = await product(t, { pricePaisa: 2_000_00, discountPaisa: 1_800_00, stock: 4 });
    const sale = (await send<{ flash_sale: FlashSale }>('POST', '/flash-sales', { title: 'Rules Sale', start_time: at(-hour), end_time: at(hour) }, token)).body.flash_sale;
    const refused = async (method: string, path: string, body: unknown, status: number, message: string) => {
      const r = await send(method, path, body, token);
      expect([r.status, r.body.message]).toEqual([status, message]);
    };
    const add = `/flash-sales/${sale.id}/products`;
    await refused('POST', add, { product_id: p.id, flash_price: 1_800, version: 1 }, 422, M.flashPriceNotBelow(p.id, formatMoney(1_800)));
    await refused('POST', add, { product_id: p.id, flash_price: 1_500, quantity: 5, version: 1 }, 422, M.quantityAboveStock(p.id, 4));
    await refused('POST', add, { product_id: p.id, flash_price: 0, version: 1 }, 422, M.positiveMoney('flash_price'));
    await refused('POST', add, { product_id: 2_000_000_000, flash_price: 10, version: 1 }, 422, M.unknownProduct(2_000_000_000));
    await refused('PATCH', `/flash-sales/${sale.id}`, { end_time: at(-2 * hour), version: 1 }, 422, M.endAfterStart);
    await refused('PATCH', `/flash-sales/${sale.id}`, { title: '  ', version: 1 }, 422, M.title);
    await refused('POST', '/flash-sales', { title: 'Backwards', start_time: at(2 * hour), end_time: at(hour) }, 422, M.endAfterStart);
    await refused('POST', '/flash-sales', { title: 'Over', start_time: at(-3 * hour), end_time: at(-hour) }, 422, M.endPassed);
    await refused(
      'POST', '/flash-sales', { title: 'Twice', start_time: at(-hour), end_time: at(hour), products: [{ product_id: p.id, flash_price: 1 }, { product_id: p.id, flash_price: 2 }] }, 422, M.repeatedProduct(p.id),
    );
    await refused('DELETE', `/flash-sales/${sale.id}/products/${p.id}?version=1`, undefined, 404, M.notInSale(p.id));
    // Nothing of the refused writes was stored.
    expect((await get<{ flash_sale: FlashSale; products: SaleProduct[] }>(admin(), `/flash-sales/${sale.id}`, token)).body).toMatchObject({ flash_sale: { version: 1 }, products: [] });
    expect(await viewProduct(p.id)).toMatchObject({ discount_price: 1_800 });
  });
});
