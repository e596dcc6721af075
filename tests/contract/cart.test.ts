/**
 * The cart over HTTP: get-cart, add-to-cart, update-cart, delete-cart and
 * get-coupons-via-cart-products — every line field of part 3 §3, bad input, and the totals the
 * server computes (delivery, every coupon kind, CG|Coins with TDS).
 */
import { createTestApp, type TestApp } from '../support/contract-app';
import { CART_MESSAGES as C, COUPON_MESSAGES as K } from '../../server/orders/checkout-messages';
import { get, post } from './http';
import { addLine, api, cartOf, checkout, coupon, giveCoins, orderPayload, place, product, shopper, type Shopper } from './checkout-support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedProducts: 40, env: { AUTH_RATE_LIMIT: '100000' } });
});
afterAll(() => t.close());

type Item = Record<string, unknown>;
interface CartBody {
  cart_items: Item[];
  cart_total: number;
  delivery_charge?: number;
  loyalty_point_total: number;
  grand_total: number;
  tds: number;
  coupon_discount: number;
  coupons: { code: string }[];
  coupon?: { status: string; message: string; coupon: string; redeem?: number | null };
  redeem: { available_points: number; max_redeem: number; points: number; amount: number; full_redeem_points: number };
}
const cart = async (s: Shopper, query = '') => {
  const r = await cartOf(t, s.token, query);
  expect(r.status).toBe(200);
  return r.body.data as unknown as CartBody;
};

describe('authentication and bad input', () => {
  it.each([
    ['GET', '/get-cart?platform=W'],
    ['POST', '/add-to-cart'],
    ['POST', '/update-cart'],
    ['POST', '/delete-cart'],
    ['GET', '/get-coupons-via-cart-products?platform=W'],
  ])('%s %s needs a session', async (method, path) => {
    const r = method === 'GET' ? await get(api(t), path) : await post(api(t), path, { product_id: 3, qty: 1 });
    expect(r.status).toBe(401);
    expect(r.body.statusCode).toBe(401);
  });

  it('update-cart refuses an unknown or revoked session even for a line that exists', async () => {
    const s = await shopper(t);
    const p = await product(t, { pricePaisa: 1000_00 });
    await addLine(t, s.token, p.id);
    expect((await post(api(t), '/update-cart', { product_id: p.id, qty: 1 }, 'not-a-session')).status).toBe(401);
    expect((await post(api(t), '/update-cart', { product_id: p.id, qty: 7 }, 'not-a-session')).status).toBe(401);
    await t.db.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1', [s.id]);
    expect((await post(api(t), '/update-cart', { product_id: p.id, qty: 1 }, s.token)).status).toBe(401);
    const line = await t.db.query<{ qty: number }>('SELECT ci.qty FROM cart_items ci JOIN carts c ON c.id = ci.cart_id WHERE c.user_id = $1', [s.id]);
    expect(line.rows[0].qty).toBe(1);
  });

  it('refuses bad quantities, ids and queries with a message', async () => {
    const s = await shopper(t);
    const p = await product(t, { pricePaisa: 1000_00 });
    const cases: [string, unknown, number, string][] = [
      ['/add-to-cart', { product_id: 'abc' }, 422, C.productId],
      ['/add-to-cart', { product_id: p.id, qty: 0 }, 422, C.qtyAdd],
      ['/add-to-cart', { product_id: p.id, qty: 101 }, 422, C.qtyAdd],
      ['/add-to-cart', { product_id: p.id, qty: 'many' }, 422, C.qtyAdd],
      ['/add-to-cart', { product_id: 99999999 }, 404, C.noProduct],
      ['/update-cart', { product_id: p.id, qty: 2 }, 422, C.qtyChange],
      ['/update-cart', { product_id: p.id, qty: 1 }, 404, C.notInCart(p.name)],
      ['/delete-cart', { product_id: p.id }, 404, C.notInCart(p.name)],
      ['/delete-cart', {}, 422, C.productId],
    ];
    for (const [path, body, status, message] of cases) {
      const r = await post(api(t), path, body, s.token);
      expect({ path, status: r.status, message: r.body.message }).toEqual({ path, status, message });
    }
    expect((await get(api(t), '/get-cart?platform=Q', s.token)).status).toBe(422);
    expect((await get(api(t), '/get-cart?platform=W&redeem=lots', s.token)).body.message).toBe(C.redeemShape);
  });
});

describe('lines', () => {
  it('an empty cart is the empty list, not null', async () => {
    const c = await cart(await shopper(t));
    expect(c).toMatchObject({ cart_items: [], cart_total: 0, grand_total: 0, tds: 0, loyalty_point_total: 0, coupons: [] });
    expect(c.delivery_charge).toBeUndefined();
  });

  it('adds (qty 1 by default), shows every line field, and grows a line', async () => {
    const s = await shopper(t);
    const p = await product(t, { pricePaisa: 4000_00, discountPaisa: 3500_00, stock: 5 });
    const added = await post(api(t), '/add-to-cart', { product_id: p.id }, s.token);
    expect(added.body).toMatchObject({ statusCode: 200, message: C.added(p.name), data: { product_id: p.id, qty: 1 } });
    const [line] = (await cart(s)).cart_items;
    for (const key of ['product_id', 'product_name', 'product_img', 'brand', 'model_number', 'supplier_name', 'supplier_logo', 'loyalty_point', 'qty',
      'product_price', 'product_discount_price', 'total', 'delivery_charge', 'free', 'coupon_discount', 'mrp', 'mop']) {
      expect(line).toHaveProperty(key);
    }
    expect(line).toMatchObject({
      product_id: p.id, product_name: p.name, qty: 1, product_price: 4000, product_discount_price: 3500, product_discount: 500,
      total: 3500, mrp: 4000, mop: 3500, loyalty_point: 17, coupon_discount: null, available_quantity: 5,
    });
    expect(typeof line.brand).toBe('string');
    const again = await post(api(t), '/add-to-cart', { product_id: p.id, qty: '2' }, s.token);
    expect(again.body.data).toEqual({ product_id: p.id, qty: 3 });
  });

  it('never holds more than the stock, and refuses a product out of stock', async () => {
    const s = await shopper(t);
    const few = await product(t, { pricePaisa: 1000_00, stock: 2 });
    const none = await product(t, { pricePaisa: 1000_00, stock: 0 });
    expect((await post(api(t), '/add-to-cart', { product_id: few.id, qty: 3 }, s.token)).body.message).toBe(C.onlyLeft(few.name, 2));
    await addLine(t, s.token, few.id, 2);
    const up = await post(api(t), '/update-cart', { product_id: few.id, qty: 1 }, s.token);
    expect(up.status).toBe(422);
    expect(up.body.message).toBe(C.onlyLeft(few.name, 2));
    const out = await post(api(t), '/add-to-cart', { product_id: none.id }, s.token);
    expect(out.status).toBe(422);
    expect(out.body.message).toBe(`${none.name} is out of Stock.`);
  });

  it('changes one unit up or down, never below 1, and deletes', async () => {
    const s = await shopper(t);
    const p = await product(t, { pricePaisa: 1000_00, stock: 10 });
    await addLine(t, s.token, p.id);
    expect((await post(api(t), '/update-cart', { product_id: p.id, qty: 1 }, s.token)).body).toMatchObject({ statusCode: 200, data: { qty: 2 } });
    expect((await post(api(t), '/update-cart', { product_id: p.id, qty: -1 }, s.token)).body.data).toEqual({ product_id: p.id, qty: 1 });
    const below = await post(api(t), '/update-cart', { product_id: p.id, qty: -1 }, s.token);
    expect(below.status).toBe(422);
    expect(below.body.message).toBe(C.qtyAtLeastOne);
    const del = await post(api(t), '/delete-cart', { product_id: p.id }, s.token);
    expect(del.body).toMatchObject({ statusCode: 200, message: C.removed(p.name) });
    expect((await cart(s)).cart_items).toEqual([]);
  });
});

describe('totals', () => {
  it('delivery: NPR 150 in the valley below NPR 5,000, Free from 5,000, NPR 250 outside the valley', async () => {
    const s = await shopper(t);
    const p = await product(t, { pricePaisa: 3000_00, stock: 10 });
    await addLine(t, s.token, p.id);
    expect(await cart(s)).toMatchObject({ cart_total: 3000, delivery_charge: 150, grand_total: 3150 });
    const kaski = await t.db.query<{ id: number }>(`SELECT a.id FROM areas a JOIN cities c ON c.id = a.city_id WHERE c.name = 'Kaski' LIMIT 1`);
    expect(await cart(s, `&area_id=${kaski.rows[0].id}`)).toMatchObject({ delivery_charge: 250, grand_total: 3250 });
    await post(api(t), '/update-cart', { product_id: p.id, qty: 1 }, s.token);
    const free = await cart(s);
    expect(free).toMatchObject({ cart_total: 6000, grand_total: 6000 });
    expect(free.delivery_charge).toBeUndefined();
  });

  async function twoLines() {
    const s = await shopper(t);
    const a = await product(t, { pricePaisa: 10_000_00, discountPaisa: 8_000_00, stock: 10 });
    const b = await product(t, { pricePaisa: 2_000_00, stock: 10 });
    await addLine(t, s.token, a.id, 2);
    await addLine(t, s.token, b.id, 1);
    return { s, a, b };
  }

  it('a percent cart coupon on the MOP takes its share of every line', async () => {
    const { s, a, b } = await twoLines();
    const code = await coupon(t, { option: 'P', value: 10, basis: 'MOP' });
    const c = await cart(s, `&coupon=${code}`);
    // 2 × 8,000 + 2,000 = 18,000; 10% = 1,800.
    expect(c).toMatchObject({ cart_total: 16_200, coupon_discount: 1800, grand_total: 16_200 });
    expect(c.coupon).toEqual({ status: 'success', message: K.applied(code, 1800), coupon: code, redeem: null });
    const byId = Object.fromEntries(c.cart_items.map((i) => [i.product_id, i]));
    expect(byId[a.id]).toMatchObject({ total: 14_400, coupon_discount: { option: 'P', coupon: code, value: 10, mrp_or_mop: 'MOP', discount: 1600 } });
    expect(byId[b.id]).toMatchObject({ total: 1800, coupon_discount: { discount: 200 } });
  });

  it('a percent product coupon on the MRP applies to its products only', async () => {
    const { s, a, b } = await twoLines();
    const code = await coupon(t, { option: 'P', value: 5, basis: 'MRP', scope: 'product', products: [a.id] });
    const c = await cart(s, `&coupon=${code}`);
    // 5% of the MRP 10,000 × 2 = 1,000 off the MOP 16,000.
    const byId = Object.fromEntries(c.cart_items.map((i) => [i.product_id, i]));
    expect(byId[a.id]).toMatchObject({ total: 15_000, coupon_discount: { mrp_or_mop: 'MRP', discount: 1000 } });
    expect(byId[b.id]).toMatchObject({ total: 2000, coupon_discount: null });
    expect(c.cart_total).toBe(17_000);
  });

  it('a fixed product coupon takes its amount off every eligible unit; a fixed cart coupon once, shared', async () => {
    const { s, a, b } = await twoLines();
    const perUnit = await coupon(t, { option: 'F', value: 750, scope: 'product', products: [a.id] });
    expect(await cart(s, `&coupon=${perUnit}`)).toMatchObject({ coupon_discount: 1500, cart_total: 16_500 });
    const once = await coupon(t, { option: 'F', value: 900 });
    const c = await cart(s, `&coupon=${once}`);
    const byId = Object.fromEntries(c.cart_items.map((i) => [i.product_id, i]));
    expect(c).toMatchObject({ coupon_discount: 900, cart_total: 17_100 });
    expect((byId[a.id].coupon_discount as Item).discount).toBe(800);
    expect((byId[b.id].coupon_discount as Item).discount).toBe(100);
  });

  it('max_discount caps a coupon, min_cart refuses a small cart', async () => {
    const { s } = await twoLines();
    const capped = await coupon(t, { option: 'P', value: 50, maxRupees: 1000 });
    expect(await cart(s, `&coupon=${capped}`)).toMatchObject({ coupon_discount: 1000, cart_total: 17_000 });
    const big = await coupon(t, { option: 'F', value: 500, minRupees: 20_000 });
    const c = await cart(s, `&coupon=${big}`);
    expect(c.coupon).toEqual({ status: 'danger', message: K.minimum(20_000), coupon: big });
    expect(c).toMatchObject({ coupon_discount: 0, cart_total: 18_000 });
  });

  it('an unknown, expired, future, used-up or foreign coupon is a danger result and changes nothing', async () => {
    const { s } = await twoLines();
    const other = await product(t, { pricePaisa: 1000_00 });
    const cases: [string, string][] = [
      ['NOSUCHCODE', K.unknown],
      ['bad code!', K.unknown],
      [await coupon(t, { option: 'P', value: 5, validFrom: '2020-01-01T00:00:00Z', validUntil: '2020-02-01T00:00:00Z' }), K.expired],
      [await coupon(t, { option: 'P', value: 5, validFrom: '2099-01-01T00:00:00Z', validUntil: '2099-02-01T00:00:00Z' }), K.notStarted],
      [await coupon(t, { option: 'P', value: 5, scope: 'product', products: [other.id] }), K.notForCart],
      ['FIRST100', K.usedUp],
      ['NEWYEAR20', K.expired],
    ];
    for (const [code, message] of cases) {
      const c = await cart(s, `&coupon=${encodeURIComponent(code)}`);
      expect({ code, coupon: c.coupon }).toEqual({ code, coupon: { status: 'danger', message, coupon: code } });
      expect(c.cart_total).toBe(18_000);
    }
  });

  it('coins: 1 coin = NPR 1 off, 15% TDS added back, clamped to what the cart and the balance allow', async () => {
    const s = await shopper(t);
    const p = await product(t, { pricePaisa: 3500_00, stock: 5 });
    await addLine(t, s.token, p.id);
    await giveCoins(t, s.id, 1000);
    const c = await cart(s, '&redeem=100');
    expect(c).toMatchObject({ cart_total: 3500, delivery_charge: 150, tds: 15, grand_total: 3565, loyalty_point_total: 17 });
    // 3,650 due: ceil(3650 / 0.85) = 4295 coins would pay it all, TDS 645 of them (4295 − 645 = 3650);
    // the balance allows 1,000.
    expect(c.redeem).toEqual({ available_points: 1000, max_redeem: 1000, points: 100, amount: 100, full_redeem_points: 4295, full_redeem_tds: 645 });
    expect((await cart(s, '&redeem=5000')).redeem.points).toBe(1000);
    const coupled = await coupon(t, { option: 'F', value: 100 });
    expect((await cart(s, `&coupon=${coupled}&redeem=100`)).coupon).toMatchObject({ status: 'success', redeem: 100 });
  });

  it('lists the coupons of the cart: cart coupons and the product coupons of its products', async () => {
    const { s, a } = await twoLines();
    const mine = await coupon(t, { option: 'F', value: 10, scope: 'product', products: [a.id] });
    const other = await product(t, { pricePaisa: 1000_00 });
    const theirs = await coupon(t, { option: 'F', value: 10, scope: 'product', products: [other.id] });
    const r = await get<{ data: { code: string; coupon_desc: string }[] }>(api(t), '/get-coupons-via-cart-products?platform=W', s.token);
    const codes = r.body.data.map((c) => c.code);
    expect(codes).toContain(mine);
    expect(codes).toContain('WELCOME500');
    expect(codes).not.toContain(theirs);
    expect(codes).not.toContain('NEWYEAR20');
    expect((await cart(s)).coupons.map((c) => c.code)).toEqual(codes);
  });

  it('offers only the coupons this shopper can use on this cart: not a first-order coupon once they have a paid order, not one they used up, not one whose minimum the cart misses', async () => {
    const s = await shopper(t);
    const p = await product(t, { pricePaisa: 6_000_00, stock: 5 });
    await addLine(t, s.token, p.id);
    const usedUp = await coupon(t, { option: 'F', value: 10, perUser: 1 });
    const big = await coupon(t, { option: 'F', value: 10, minRupees: 10_000 });
    const offered = async () => {
      const listed = (await get<{ data: { code: string }[] }>(api(t), '/get-coupons-via-cart-products?platform=W', s.token)).body.data.map((c) => c.code);
      // get-cart offers the same list.
      expect((await cart(s)).coupons.map((c) => c.code)).toEqual(listed);
      return listed;
    };
    // A first order: WELCOME500 (NPR 5,000 minimum) and the unused coupon are offered; the NPR 10,000 one is not yet.
    expect(await offered()).toEqual(expect.arrayContaining(['WELCOME500', usedUp]));
    expect(await offered()).not.toContain(big);
    await post(api(t), '/update-cart', { product_id: p.id, qty: 1 }, s.token);
    expect(await offered()).toContain(big);
    // Every listed coupon is one the cart takes.
    for (const code of await offered()) expect((await cart(s, `&coupon=${code}`)).coupon?.status).toBe('success');

    // An order with `usedUp`, paid: WELCOME500 and the used coupon would only be refused now.
    const order = await checkout(t, s.token, orderPayload(await place(t, 'valley'), 'Cash On Delivery'), `&coupon=${usedUp}`);
    expect(order.status).toBe(200);
    await t.db.query("UPDATE orders SET payment_status = 'Paid' WHERE id = $1", [order.body.order_id]);
    await addLine(t, s.token, p.id, 2);
    expect((await cart(s, '&coupon=WELCOME500')).coupon).toMatchObject({ status: 'danger', message: K.firstOrderOnly });
    expect((await cart(s, `&coupon=${usedUp}`)).coupon).toMatchObject({ status: 'danger', message: K.usedByYou });
    const now = await offered();
    expect(now).not.toContain('WELCOME500');
    expect(now).not.toContain(usedUp);
    expect(now).toContain(big);
  });
});
