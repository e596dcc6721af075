/**
 * Stock held by unpaid online payments (docs/adr/0006-checkout-money-and-stock.md, "Holds"):
 * a shopper who backs out of the Khalti widget can try again at once (their own unpaid order is
 * available to them and replaced by the new checkout), one account cannot hold more than
 * PAYMENT_HOLD_MAX_UNITS units, holds expire after PAYMENT_HOLD_MINUTES (15), and a repeated or
 * concurrent booking call leaves ONE pending booking per shopper and product (pre-booking and the
 * scooter reservation).
 */
import { EXPIRE_HOLDS } from '../../server/jobs';
import { createSiblingApp, type TestApp } from '../support/contract-app';
import { waitFor } from '../support/wait-for';
import { CART_MESSAGES as C, CHECKOUT_MESSAGES as M, PREBOOKING_MESSAGES as P } from '../../server/orders/checkout-messages';
import { get, post } from './http';
import {
  addLine, api, cartOf, checkout, checkoutApp, orderPayload, orderState, paymentsOf, product, runHoldJob, shopper, stockOf, type CheckoutAnswer, type Place,
  type Shopper,
} from './checkout-support';
import { bookingPayload, somePlace, type Place as ReservationPlace } from './reservation-support';

let t: TestApp;
let valley: Place;
let scooterPlace: ReservationPlace;
beforeAll(async () => {
  ({ t, valley } = await checkoutApp());
  scooterPlace = await somePlace(t);
});
afterAll(() => t.close());

const pendingBookings = async (userId: number, kind: string) =>
  (
    await t.db.query<{ id: number; status: string; payment_status: string; failure_reason: string | null }>(
      'SELECT id, status, payment_status, failure_reason FROM bookings WHERE user_id = $1 AND kind = $2 ORDER BY id',
      [userId, kind],
    )
  ).rows;

describe('a shopper who backs out of the Khalti widget', () => {
  it('sees the items available with the reason, gets to checkout, and the new order replaces the unpaid one', async () => {
    const p = await product(t, { pricePaisa: 4_000_00, stock: 2 });
    const s = await shopper(t);
    await addLine(t, s.token, p.id, 2);
    const first = await checkout(t, s.token, orderPayload(valley, 'Khalti'));
    expect(first.status).toBe(200);
    expect(await stockOf(t, p.id)).toBe(0);
    // The widget is closed: no callback ever comes.

    const cart = await cartOf(t, s.token);
    expect(cart.status).toBe(200);
    expect(cart.body).toMatchObject({ statusCode: 200, message: C.ownHold([p.name]) });
    expect(cart.body.data.cart_items).toEqual([expect.objectContaining({ product_id: p.id, qty: 2, available_quantity: 2 })]);
    // Anyone else still sees it out of stock, and no notice.
    const other = await shopper(t);
    const c = await t.db.query<{ id: number }>('INSERT INTO carts (user_id) VALUES ($1) RETURNING id', [other.id]);
    await t.db.query('INSERT INTO cart_items (cart_id, product_id, qty) VALUES ($1, $2, 1)', [c.rows[0].id, p.id]);
    const theirs = await cartOf(t, other.token);
    expect(theirs.body.data.cart_items).toEqual([expect.objectContaining({ available_quantity: 0 })]);
    expect(theirs.body).not.toHaveProperty('message');
    expect((await get(api(t), '/get-checkout?platform=W', other.token)).body.message).toBe(C.outOfStock(p.name));

    // Taking the line out and putting it back works too (add-to-cart counts their own held units).
    expect((await post(api(t), '/delete-cart', { product_id: p.id }, s.token)).status).toBe(200);
    expect((await post(api(t), '/add-to-cart', { product_id: p.id, qty: 2 }, s.token)).status).toBe(200);
    expect((await post(api(t), '/update-cart', { product_id: p.id, qty: 1 }, s.token)).body.message).toBe(C.onlyLeft(p.name, 2));

    const review = await get(api(t), '/get-checkout?platform=W', s.token);
    expect(review.status).toBe(200);

    const again = await checkout(t, s.token, orderPayload(valley, 'Khalti'));
    expect(again.status).toBe(200);
    expect(again.body.order_id).not.toBe(first.body.order_id);
    expect(await orderState(t, first.body.order_id)).toMatchObject({ order_status: 'Cancelled', failure_reason: 'replaced by a newer checkout' });
    expect((await paymentsOf(t, { orderId: first.body.order_id }))[0].status).toBe('cancelled');
    expect(await orderState(t, again.body.order_id)).toMatchObject({ order_status: 'Pending', payment_status: 'Pending' });
    expect(await stockOf(t, p.id)).toBe(0);
  });

  it('can switch to Flexi Pay: get-checkout-flexipay counts their own held units too', async () => {
    const p = await product(t, { pricePaisa: 90_000_00, stock: 1 });
    await t.db.query('UPDATE products SET emi_months = 12 WHERE id = $1', [p.id]);
    const s = await shopper(t);
    await addLine(t, s.token, p.id, 1);
    expect((await checkout(t, s.token, orderPayload(valley, 'Khalti'))).status).toBe(200);
    const r = await get<{ data: { cart_items: unknown[] } }>(api(t), '/get-checkout-flexipay?platform=W', s.token);
    expect(r.status).toBe(200);
    expect(r.body.data.cart_items).toHaveLength(1);
  });
});

describe('holds are bounded', () => {
  it('one account cannot hold more than PAYMENT_HOLD_MAX_UNITS (10) units with unpaid online payments', async () => {
    const p = await product(t, { pricePaisa: 1_000_00, stock: 50 });
    const s = await shopper(t);
    await addLine(t, s.token, p.id, 11);
    const r = await checkout(t, s.token, orderPayload(valley, 'eSewa'));
    expect(r.status).toBe(422);
    expect(r.body).toEqual({ statusCode: 422, message: M.holdLimit(10) });
    expect(await stockOf(t, p.id)).toBe(50);
    expect((await t.db.query('SELECT 1 FROM orders WHERE user_id = $1', [s.id])).rowCount).toBe(0);

    // Ten units may wait at the gateway; Cash On Delivery is not a hold at a gateway.
    await post(api(t), '/update-cart', { product_id: p.id, qty: -1 }, s.token);
    expect((await checkout(t, s.token, orderPayload(valley, 'eSewa'))).status).toBe(200);
    expect(await stockOf(t, p.id)).toBe(40);
    const cod = await shopper(t);
    await addLine(t, cod.token, p.id, 11);
    expect((await checkout(t, cod.token, orderPayload(valley, 'Cash On Delivery'))).status).toBe(200);
  });

  /** A unit held by a card payment left unpaid for 16 minutes (past PAYMENT_HOLD_MINUTES). */
  const expiredHold = async () => {
    const p = await product(t, { pricePaisa: 2_000_00, stock: 1 });
    const s = await shopper(t);
    await addLine(t, s.token, p.id, 1);
    const held = await checkout(t, s.token, orderPayload(valley, 'Nabil Card'));
    expect(held.status).toBe(200);
    await t.db.query("UPDATE orders SET created_at = now() - interval '16 minutes' WHERE id = $1", [held.body.order_id]);
    return { productId: p.id, orderId: held.body.order_id };
  };

  it('a checkout no longer sweeps other shoppers\' expired holds', async () => {
    // The job is not due (it runs every PAYMENT_HOLD_SWEEP_MS): a checkout must not do its work.
    await t.db.query("UPDATE jobs SET run_at = now() + interval '1 hour' WHERE key = $1", [EXPIRE_HOLDS]);
    const held = await expiredHold();
    const next = await shopper(t);
    await addLine(t, next.token, (await product(t, { pricePaisa: 1_000_00 })).id, 1);
    expect((await checkout(t, next.token, orderPayload(valley, 'Cash On Delivery'))).status).toBe(200);
    expect(await orderState(t, held.orderId)).toMatchObject({ order_status: 'Pending' });
    await runHoldJob(t);
    expect(await orderState(t, held.orderId)).toMatchObject({ order_status: 'Cancelled', failure_reason: 'expired unpaid' });
  });

  it('a hold older than PAYMENT_HOLD_MINUTES (15) is released by the job, with no request arriving', async () => {
    const held = await expiredHold();
    // Another process on the database, polling often, that nobody sends a request to.
    const worker = await createSiblingApp(t, { env: { JOB_POLL_MS: '50', PAYMENT_HOLD_SWEEP_MS: '100' } });
    try {
      await waitFor(async () => (await orderState(t, held.orderId)).order_status === 'Cancelled', 'the expired hold to be released');
    } finally {
      await worker.close();
    }
    expect(await orderState(t, held.orderId)).toMatchObject({ order_status: 'Cancelled', failure_reason: 'expired unpaid' });
    expect(await stockOf(t, held.productId)).toBe(1);
  });
});

describe('one pending booking per shopper and product', () => {
  // A gateway with a status call: it says nothing was paid, so the older bookings are replaced (an
  // eSewa one would be kept with its payment unknown: payment-truth-unknown.test.ts).
  const prebook = (s: Shopper, id: number) => post<CheckoutAnswer>(api(t), `/post-prebooking/${id}?platform=W`, orderPayload(valley, 'Connect IPS'), s.token);
  const reserve = (s: Shopper) => post<{ booking_id: number; message: string }>(api(t), '/post-prebooking/ola-s1-pro?platform=W', bookingPayload(scooterPlace, 'Connect IPS'), s.token);

  it('pre-booking: three calls leave one pending booking; the older ones and their payments are abandoned', async () => {
    const p = await product(t, { pricePaisa: 50_000_00, prepaymentPaisa: 5_000_00 });
    const s = await shopper(t);
    const answers = [await prebook(s, p.id), await prebook(s, p.id), await prebook(s, p.id)];
    for (const a of answers) expect(a.status).toBe(200);
    const rows = await pendingBookings(s.id, 'prebooking');
    expect(rows.filter((b) => b.status === 'Pending')).toEqual([expect.objectContaining({ id: answers[2].body.booking_id, payment_status: 'Pending' })]);
    expect(rows.filter((b) => b.status !== 'Pending')).toEqual([
      expect.objectContaining({ status: 'Failed', payment_status: 'Cancelled', failure_reason: 'replaced by a newer checkout' }),
      expect.objectContaining({ status: 'Failed', payment_status: 'Cancelled', failure_reason: 'replaced by a newer checkout' }),
    ]);
    expect((await paymentsOf(t, { bookingId: answers[0].body.booking_id! }))[0].status).toBe('cancelled');
  });

  it('scooter reservation: three loads of the price summary leave one pending booking', async () => {
    const s = await shopper(t);
    const answers = [await reserve(s), await reserve(s), await reserve(s)];
    for (const a of answers) expect(a.status).toBe(200);
    const rows = await pendingBookings(s.id, 'reservation');
    expect(rows).toHaveLength(3);
    expect(rows.filter((b) => b.status === 'Pending').map((b) => b.id)).toEqual([answers[2].body.booking_id]);
    expect((await paymentsOf(t, { bookingId: answers[0].body.booking_id }))[0].status).toBe('cancelled');
  });

  it('concurrent calls cannot make two (pre-booking and reservation)', async () => {
    const p = await product(t, { pricePaisa: 50_000_00, prepaymentPaisa: 5_000_00 });
    const s = await shopper(t);
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => prebook(s, p.id)),
      ...Array.from({ length: 4 }, () => reserve(s)),
    ]);
    for (const a of answers) {
      if (a.status !== 200) expect(a.body).toEqual({ statusCode: 409, message: P.bookingInProgress });
    }
    expect((await pendingBookings(s.id, 'prebooking')).filter((b) => b.status === 'Pending')).toHaveLength(1);
    expect((await pendingBookings(s.id, 'reservation')).filter((b) => b.status === 'Pending')).toHaveLength(1);
  });

  it('the database refuses a second pending online booking of the same shopper and product', async () => {
    const p = await product(t, { pricePaisa: 50_000_00, prepaymentPaisa: 5_000_00 });
    const s = await shopper(t);
    const insert = () =>
      t.db.query(
        `INSERT INTO bookings (user_id, product_id, kind, product_name, product_price_paisa, total_amount_paisa, payment_method,
           shipping_name, shipping_email, shipping_mobile, shipping_address)
         VALUES ($1, $2, 'prebooking', 'x', 100, 10, 'Khalti', 'A', 'a@example.com', '9801234567', 'Ward 3')`,
        [s.id, p.id],
      );
    await insert();
    await expect(insert()).rejects.toMatchObject({ code: '23505' });
  });
});
