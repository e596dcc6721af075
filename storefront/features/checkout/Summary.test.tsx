/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import type { CheckoutData } from '../../../shared/api/checkout';
import { CART_TEXT } from '../cart/messages';
import { CHECKOUT_TEXT as T } from './messages';
import { CartSummary } from './Summary';

const data = (over: Partial<CheckoutData> = {}): CheckoutData => ({
  cart_items: [],
  payment_options: ['Cash On Delivery'],
  cart_total: 4894,
  grand_total: 4894,
  ...over,
});

const row = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the checkout summary', () => {
  it('shows the coupon saving as the cart does: included in the cart total, not taken off again', () => {
    render(<CartSummary data={data({ coupon_discount: 500 })} />);
    expect(row(T.cartTotal)).toBe('NPR 4,894');
    expect(row(CART_TEXT.couponDiscount)).toBe('−NPR 500');
    expect(screen.queryByText(T.couponDiscount)).toBeNull();
    expect(row(T.grandTotal)).toBe('NPR 4,894');
  });

  it('always lists the TDS row, also when it is 0 (spec part 3 §2)', () => {
    render(<CartSummary data={data({ tds: 0 })} />);
    expect(row(T.tds)).toBe('NPR 0');
  });

  it('with Loyalty Full Redeem chosen: the coins the order takes, their TDS and nothing left to pay', () => {
    const full = data({
      cart_total: 849, delivery_charge: 150, grand_total: 999, tds: 0,
      redeem: { available_points: 2278, points: 0, amount: 0, full_redeem_points: 1176, full_redeem_tds: 177 },
    });
    const { rerender } = render(<CartSummary data={full} paymentMethod="Cash On Delivery" />);
    expect(screen.queryByText(T.redeemed(1176))).toBeNull();
    expect(row(T.grandTotal)).toBe('NPR 999');
    rerender(<CartSummary data={full} paymentMethod="Loyalty Full Redeem" />);
    // One presentation of an amount taken off and of a count, beside the coupon's row.
    expect(row(T.redeemed(1176))).toBe('−NPR 1,176');
    expect(T.redeemed(1176)).toBe('CG|Coins Redeemed (1,176)');
    expect(row(T.tds)).toBe('NPR 177');
    expect(row(T.grandTotal)).toBe('NPR 0');
  });
});
