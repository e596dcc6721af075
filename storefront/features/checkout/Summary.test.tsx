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
    expect(row(CART_TEXT.couponDiscount)).toBe(CART_TEXT.couponSaves('NPR 500'));
    expect(screen.queryByText(T.couponDiscount)).toBeNull();
    expect(row(T.grandTotal)).toBe('NPR 4,894');
  });

  it('always lists the TDS row, also when it is 0 (spec part 3 §2)', () => {
    render(<CartSummary data={data({ tds: 0 })} />);
    expect(row(T.tds)).toBe('NPR 0');
  });
});
