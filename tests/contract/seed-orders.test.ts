/**
 * The demo's orders follow the live money rules of docs/adr/0006 (issue 16: the seed had its own
 * rules — a Loyalty Full Redeem order with a total of 15 % of the amount due that also earned coins,
 * cash back at > instead of >=, coins "on delivery (Pending)" where live orders credit at payment).
 * The seed now places them through the checkout's own code; these checks use the live rules.
 */
import { afterRedemption, cashBackFor, fullRedemption, redeemLimits, redemption } from '../../server/cart/cart-totals';
import { createTestApp, type TestApp } from '../support/contract-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 300 });
});
afterAll(() => t.close());

interface OrderRow {
  id: number;
  payment_method: string;
  order_status: string;
  payment_status: string;
  is_emi: boolean;
  goods: number;
  coupon: number;
  delivery: number;
  redeem_point: number;
  redeem_amount: number;
  tds: number;
  cash_back: number;
  total: number;
  loyalty_points: number;
}

const demoOrders = async () =>
  (
    await t.db.query<OrderRow>(
      `SELECT o.id::int, o.payment_method, o.order_status, o.payment_status, o.is_emi, o.cart_total_paisa::int AS goods,
              o.coupon_discount_paisa::int AS coupon, coalesce(o.delivery_charge_paisa, 0)::int AS delivery, o.redeem_point,
              o.redeem_amount_paisa::int AS redeem_amount, o.tds_paisa::int AS tds, o.cash_back_paisa::int AS cash_back,
              o.total_amount_paisa::int AS total, o.loyalty_points
         FROM orders o JOIN users u ON u.id = o.user_id WHERE u.email IN ('sita@example.com', 'ram@example.com') ORDER BY o.id`,
    )
  ).rows;

const ledger = async (orderId: number) =>
  (await t.db.query<{ kind: string | null; points: number; status: string }>('SELECT kind, points, status FROM loyalty_ledger WHERE order_id = $1', [orderId])).rows;

describe('seeded demo orders', () => {
  it('add up by the live rules: coupon, coins and their TDS, delivery, cash back at the threshold', async () => {
    const orders = await demoOrders();
    expect(orders.length).toBeGreaterThanOrEqual(8);
    for (const o of orders) {
      const due = o.goods - o.coupon + o.delivery;
      const full = o.payment_method === 'Loyalty Full Redeem';
      const r = full ? fullRedemption(due) : redemption(o.redeem_point);
      expect({ id: o.id, redeem: o.redeem_amount, tds: o.tds }).toEqual({ id: o.id, redeem: r.valuePaisa, tds: r.tdsPaisa });
      expect({ id: o.id, total: o.total }).toEqual({ id: o.id, total: afterRedemption(due, r) });
      // Every row of the order adds up to its Total, to the paisa.
      expect({ id: o.id, rows: due - o.redeem_amount + o.tds }).toEqual({ id: o.id, rows: o.total });
      expect({ id: o.id, cashBack: o.cash_back }).toEqual({ id: o.id, cashBack: full ? 0 : cashBackFor(o.goods - o.coupon) });
      if (full) {
        expect({ id: o.id, total: o.total, points: o.loyalty_points, coins: o.redeem_point }).toEqual({
          id: o.id, total: 0, points: 0, coins: redeemLimits(due, Number.MAX_SAFE_INTEGER).full,
        });
      }
    }
    expect(orders.some((o) => o.payment_method === 'Loyalty Full Redeem')).toBe(true);
    expect(orders.some((o) => o.coupon > 0 && o.redeem_point > 0)).toBe(true);
    expect(orders.some((o) => o.is_emi)).toBe(true);
  });

  it('credit coins and cash back when paid, never on delivery, and none for a full redeem or an unpaid order', async () => {
    for (const o of await demoOrders()) {
      const rows = await ledger(o.id);
      expect(rows.filter((x) => x.status !== 'Approved')).toEqual([]);
      const sum = (kind: string) => rows.filter((x) => x.kind === kind).reduce((s, x) => s + x.points, 0);
      const paid = o.payment_status === 'Paid' || o.payment_status === 'Refunded';
      const full = o.payment_method === 'Loyalty Full Redeem';
      expect({ id: o.id, earned: sum('earn') }).toEqual({ id: o.id, earned: paid && !full ? o.loyalty_points : 0 });
      expect({ id: o.id, cashBack: sum('cash_back') }).toEqual({ id: o.id, cashBack: paid ? o.cash_back / 100 : 0 });
      expect({ id: o.id, spent: sum('redeem') }).toEqual({ id: o.id, spent: o.redeem_point === 0 ? 0 : -o.redeem_point });
      expect(rows.every((x) => x.kind !== null)).toBe(true);
    }
  });

  it('record paid online payments for the total, and give back what a failed or cancelled order took', async () => {
    const orders = await demoOrders();
    for (const o of orders.filter((x) => x.payment_status === 'Paid' && !['Loyalty Full Redeem', 'Cash On Delivery', 'Bank Transfer'].includes(x.payment_method))) {
      const p = await t.db.query<{ amount: number; status: string }>('SELECT amount_paisa::int AS amount, status FROM payments WHERE order_id = $1', [o.id]);
      expect(p.rows).toEqual([{ amount: o.total, status: 'paid' }]);
    }
    const released = orders.filter((o) => ['Failed', 'Cancelled'].includes(o.order_status));
    expect(released.length).toBeGreaterThanOrEqual(2);
    for (const o of released) {
      const rows = await ledger(o.id);
      expect(rows.reduce((s, x) => s + x.points, 0)).toBe(0);
    }
    const balances = await t.db.query<{ n: number }>(
      "SELECT sum(points)::int AS n FROM loyalty_ledger l JOIN users u ON u.id = l.user_id WHERE u.email IN ('sita@example.com', 'ram@example.com') GROUP BY u.id",
    );
    for (const b of balances.rows) expect(b.n).toBeGreaterThanOrEqual(0);
  });
});
