/**
 * A booking-only (prepayment) product is bought through its pre-booking, never the regular cart
 * (issue 16): add-to-cart refuses it with a message a shopper can act on, one already in a cart
 * (put there before add-to-cart refused them) stops the checkout with the same message, and the
 * compare table says which products are booking-only so the compare page offers Book Now for them.
 */
import type { TestApp } from '../support/contract-app';
import { CART_MESSAGES as M } from '../../server/orders/checkout-messages';
import { get, post } from './http';
import { addLine, api, cartOf, checkout, checkoutApp, orderPayload, product, shopper, stockOf, type Place } from './checkout-support';

let t: TestApp;
let valley: Place;
beforeAll(async () => ({ t, valley } = await checkoutApp()));
afterAll(() => t.close());

describe('a booking-only product', () => {
  it('add-to-cart refuses it (422, the message names Book Now) and the cart stays without it', async () => {
    const booking = await product(t, { pricePaisa: 2_50_000_00, prepaymentPaisa: 25_000_00, stock: 5 });
    const regular = await product(t, { pricePaisa: 3_000_00, stock: 5 });
    const s = await shopper(t);
    const refused = await post(api(t), '/add-to-cart', { product_id: booking.id }, s.token);
    expect([refused.status, refused.body.message]).toEqual([422, M.prebookOnly(booking.name)]);
    expect(refused.body.message).toContain('Book Now');
    const ok = await post(api(t), '/add-to-cart', { product_id: regular.id, qty: 1 }, s.token);
    expect(ok.status).toBe(200);
    const cart = await cartOf(t, s.token);
    expect(cart.body.data.cart_items.map((l) => l.product_id)).toEqual([regular.id]);
  });

  it('one already in a cart stops get-checkout and the checkout with the same message; nothing is ordered', async () => {
    const booking = await product(t, { pricePaisa: 2_50_000_00, prepaymentPaisa: 25_000_00, stock: 5 });
    const regular = await product(t, { pricePaisa: 3_000_00, stock: 5 });
    const s = await shopper(t);
    expect((await addLine(t, s.token, regular.id)).status).toBe(200);
    // As a cart kept from before add-to-cart refused booking-only products.
    await t.db.query(
      `INSERT INTO cart_items (cart_id, product_id, qty) SELECT id, $2, 1 FROM carts WHERE user_id = $1`,
      [s.id, booking.id],
    );
    const quoted = await get<{ message: string }>(api(t), '/get-checkout', s.token);
    expect([quoted.status, quoted.body.message]).toEqual([422, M.prebookOnly(booking.name)]);
    const placed = await checkout(t, s.token, orderPayload(valley, 'Cash On Delivery'));
    expect([placed.status, placed.body.message]).toEqual([422, M.prebookOnly(booking.name)]);
    const { rows } = await t.db.query('SELECT id FROM orders WHERE user_id = $1', [s.id]);
    expect(rows).toHaveLength(0);
    expect([await stockOf(t, booking.id), await stockOf(t, regular.id)]).toEqual([5, 5]);
  });

  it('compare-products marks it (prepayment 1) beside a regular product (0)', async () => {
    const booking = await product(t, { pricePaisa: 2_50_000_00, prepaymentPaisa: 25_000_00 });
    const regular = await product(t, { pricePaisa: 3_000_00 });
    const r = await get<{ data: { products: { product_id: number[]; prepayment: number[] } } }>(
      api(t), `/compare-products?product_id=${booking.id},${regular.id}`,
    );
    expect(r.status).toBe(200);
    expect(r.body.data.products).toMatchObject({ product_id: [booking.id, regular.id], prepayment: [1, 0] });
  });
});
