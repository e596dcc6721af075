import { buyNowHref } from './BookingHistory';
import { booking, order } from './fixtures';
import { ACCOUNT_TEXT as T } from './messages';
import { bookingCancelState, formatDate, orderCancelState, orderLines, orderSummary } from './order-view';
import { formatMoney } from '../../../shared/domain/money';

describe('orderLines', () => {
  it('reads order_products with their gift, coupon basis and per-item statuses', () => {
    const [tv, buds] = orderLines(order());
    expect(tv).toMatchObject({
      productId: 12,
      name: 'LG 55 inch UHD TV',
      modelNumber: '55UQ7500',
      qty: 2,
      price: 60000,
      subtotal: 120000,
      freeGift: { name: 'Wall Mount', price: 1500 },
      coupon: { code: 'DASHAIN10', basis: 'MRP', basisPrice: 65000 },
      status: 'Pending',
      payment: 'Unpaid',
      delivery: 'Processing',
    });
    expect(buds.freeGift).toBeNull();
    expect(buds.coupon).toBeNull();
  });

  it('takes the MOP value as the basis price for an MOP coupon', () => {
    const o = order();
    o.order_products[0].coupon_discount = { coupon: 'X', mrp_or_mop: 'MOP' };
    expect(orderLines(o)[0].coupon).toEqual({ code: 'X', basis: 'MOP', basisPrice: 62000, discount: null });
  });

  it('falls back to cart_data when order_products is empty, with the order statuses', () => {
    const o = order({
      order_products: [],
      order_status: 'Accepted',
      payment_status: 'Paid',
      delivery_status: 'Shipped',
      cart_data: [
        {
          id: 44,
          name: 'Fridge 250L',
          model_number: 'RT28',
          qty: 1,
          subtotal: 45000,
          price: 45000,
          mrp: 50000,
          mop: 47000,
          options: { count: 1, free_product: { name: 'Stabilizer' } },
          coupon_discount: { coupon: 'COOL', mrp_or_mop: 'MOP' },
        },
      ],
    });
    expect(orderLines(o)).toEqual([
      expect.objectContaining({
        productId: 44,
        name: 'Fridge 250L',
        modelNumber: 'RT28',
        freeGift: { name: 'Stabilizer', price: null },
        coupon: { code: 'COOL', basis: 'MOP', basisPrice: 47000, discount: null },
        status: 'Accepted',
        payment: 'Paid',
        delivery: 'Shipped',
      }),
    ]);
  });

  it('is empty when neither list has items', () => {
    expect(orderLines(order({ order_products: [], cart_data: null }))).toEqual([]);
  });
});

describe('orderSummary', () => {
  const keys = (rows: { key: string }[]) => rows.map((r) => r.key);

  it('shows Free shipping without a delivery charge, and no redeem or cash back rows when absent', () => {
    const rows = orderSummary(order());
    expect(keys(rows)).toEqual(['products', 'shipping', 'total']);
    expect(rows[0]).toEqual({ key: 'products', label: T.totalProducts, value: 'NPR 1,29,999.50' });
    expect(rows[1].value).toBe(T.free);
    expect(rows[2].value).toBe('NPR 1,29,999.50');
  });

  it('shows the delivery charge, redeem and TDS (redeem Yes with tds) and cash back', () => {
    const rows = orderSummary(order({ delivery_charge: 150, redeem: 'Yes', redeem_point: 200, tds: 30, cash_back: 500 }));
    expect(keys(rows)).toEqual(['products', 'shipping', 'redeem', 'tds', 'cashBack', 'total']);
    expect(rows.find((r) => r.key === 'shipping')?.value).toBe('NPR 150');
    expect(rows.find((r) => r.key === 'redeem')).toEqual({ key: 'redeem', label: 'Redeem', value: '\u2212NPR 200' });
    expect(rows.find((r) => r.key === 'tds')).toEqual({ key: 'tds', label: 'TDS on Redeem Point', value: 'NPR 30' });
    expect(rows.find((r) => r.key === 'cashBack')?.value).toBe('NPR 500');
  });

  it('shows the coupon discount between the products and the total, so the rows add up', () => {
    // WELCOME500 on 6 × 899: the lines say 5,394, the coupon takes 500, the order costs 4,894.
    const line = { ...order().order_products[0], qty: 6, price: 899, subtotal: 5394 };
    line.coupon_discount = { coupon: 'WELCOME500', mrp_or_mop: 'MOP', discount: 500 };
    const rows = orderSummary(order({ order_products: [line], coupon_code: 'WELCOME500', coupon_discount: 500, total_amount: 4894 }));
    expect(rows.map((r) => [r.key, r.value])).toEqual([
      ['products', 'NPR 5,394'],
      ['coupon', '\u2212NPR 500'],
      ['shipping', T.free],
      ['total', 'NPR 4,894'],
    ]);
    expect(rows[1].label).toBe('Coupon Discount (WELCOME500)');
  });

  it('falls back to the lines’ coupon shares when the order carries no coupon_discount', () => {
    const line = { ...order().order_products[0], coupon_discount: { coupon: 'DASHAIN10', mrp_or_mop: 'MRP', discount: 13000 } };
    const rows = orderSummary(order({ order_products: [line] }));
    expect(rows.find((r) => r.key === 'coupon')).toEqual({ key: 'coupon', label: 'Coupon Discount (DASHAIN10)', value: '\u2212NPR 13,000' });
  });

  it('leaves redeem out when redeem is not Yes or tds is missing', () => {
    expect(keys(orderSummary(order({ redeem: 'No', tds: 30 })))).not.toContain('redeem');
    expect(keys(orderSummary(order({ redeem: 'Yes', tds: null })))).not.toContain('tds');
  });
});

describe('cancellation states', () => {
  it('orders: Pending offers the link; the C mark shows the request; Rejected with C the rejection', () => {
    expect(orderCancelState({ order_status: 'Pending', cancelled_order: null })).toEqual({ kind: 'can-cancel' });
    expect(orderCancelState({ order_status: 'Pending', cancelled_order: 'C' })).toEqual({
      kind: 'message',
      text: 'You have made order cancellation request for this order.',
    });
    expect(orderCancelState({ order_status: 'Rejected', cancelled_order: 'C' })).toEqual({
      kind: 'message',
      text: 'Order rejected on your order cancellation request.',
    });
    expect(orderCancelState({ order_status: 'Rejected', cancelled_order: null })).toEqual({ kind: 'none' });
    expect(orderCancelState({ order_status: 'Delivered', cancelled_order: 'C' })).toEqual({ kind: 'none' });
  });

  it('bookings: Pending offers the link; Cancelled with C shows the booking rejection', () => {
    expect(bookingCancelState({ status: 'Pending', cancelled_booking: null })).toEqual({ kind: 'can-cancel' });
    expect(bookingCancelState({ status: 'Pending', cancelled_booking: 'C' })).toEqual({ kind: 'message', text: T.bookingCancelRequested });
    expect(bookingCancelState({ status: 'Cancelled', cancelled_booking: 'C' })).toEqual({
      kind: 'message',
      text: 'Booking rejected on your booking cancellation request.',
    });
    expect(bookingCancelState({ status: 'Accepted', cancelled_booking: null })).toEqual({ kind: 'none' });
  });

  it('has the spec messages for a sent request', () => {
    expect(T.orderCancelSent(101)).toBe('Your order with Order ID 101 request for cancellation is forward to us.');
    expect(T.bookingCancelSent(7)).toBe('Your Booking with Booking ID 7 request for cancellation is forward to us.');
  });
});

describe('buyNowHref', () => {
  it('links /buynow-{slug}-{product_id} only when buy_now_open_status is 1', () => {
    expect(buyNowHref(booking({ buy_now_open_status: 1 }))).toBe('/buynow-galaxy-s25-ultra-33');
    expect(buyNowHref(booking({ buy_now_open_status: 0 }))).toBeNull();
    expect(buyNowHref(booking({ buy_now_open_status: 1, product_id: null }))).toBeNull();
  });
});

describe('formatting', () => {
  it('formats dates in Nepal time and money with lakh grouping', () => {
    expect(formatDate('2026-11-20T20:00:00.000Z')).toBe('21 Nov 2026');
    expect(formatDate('not a date')).toBe('not a date');
    expect(formatMoney(123456)).toBe('NPR 1,23,456');
    expect(formatMoney(99.5)).toBe('NPR 99.50');
  });
});
