/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import type { CartData } from '../../../shared/api/cart';
import { createFakeApi, press, renderApp, testUser, typeInto, type FakeCall, type FakeHandler } from '../../app/test-utils';
import { cartData, cartLine } from './fixtures';
import { CART_TEXT as T } from './messages';

const queryOf = (call: FakeCall) => call.options?.query ?? {};

function fakeApi(getCart: FakeHandler, more: Record<string, FakeHandler> = {}) {
  return createFakeApi({
    'get-loyalty-point': () => ({ statusCode: 200, data: { loyality: 500 } }),
    'get/categories': () => ({ statusCode: 200, data: { category: [], brands: [] } }),
    'get-cart': getCart,
    'get-coupons-via-cart-products': () => ({ statusCode: 200, data: [{ code: 'TIHAR5', coupon_desc: '5% off the whole cart, up to NPR 2,500' }] }),
    ...more,
  });
}

const openCart = (getCart: FakeHandler, more?: Record<string, FakeHandler>) =>
  renderApp({ path: '/user/cart', user: testUser(), api: fakeApi(getCart, more) });

const main = () => within(screen.getByRole('main'));
const line = (name: string) => within(main().getByRole('heading', { name }).closest('li') as HTMLElement);

describe('/user/cart', () => {
  it('sends a guest to /', async () => {
    const { router } = await renderApp({ path: '/user/cart' });
    expect(router.state.location.pathname).toBe('/');
  });

  it("shows 'Your Cart is empty' with Shop Now", async () => {
    await openCart(() => ({ statusCode: 200, data: cartData({ cart_items: [] }) }));
    expect(main().getByText(T.empty)).toBeInTheDocument();
    expect(main().getByRole('link', { name: T.shopNow })).toHaveAttribute('href', '/');
  });

  it('lists each line: product and supplier links, price, free gift, coupon line, quantity and total', async () => {
    const data = cartData({
      cart_items: [
        cartLine({ coupon_discount: { option: 'P', coupon: 'TV5OFF', value: 5, mrp_or_mop: 'MRP', discount: 5500 }, total: 94500 }),
        cartData().cart_items[1],
      ],
    });
    await openCart(() => ({ statusCode: 200, data }));
    const tv = line('LG 43 inch Smart TV');
    expect(tv.getByRole('link', { name: 'LG 43 inch Smart TV' })).toHaveAttribute('href', '/product-lg-43-inch-smart-tv-11');
    expect(tv.getByRole('link', { name: 'CG Electronics' })).toHaveAttribute('href', '/supplier/CG%20Electronics');
    expect(tv.getByText('NPR 55,000')).toBeInTheDocument();
    expect(tv.getByText('NPR 50,000')).toBeInTheDocument();
    // The gift says "Free" once: the tag, then the gift's name.
    expect(tv.getByText('Wall Mount').closest('p')?.textContent).toBe('Free Wall Mount (worth NPR 1,500)');
    expect(tv.getByText('Coupon TV5OFF')).toBeInTheDocument();
    expect(tv.getByText(/5% off MRP/)).toBeInTheDocument();
    expect(tv.getByText('NPR 94,500')).toBeInTheDocument();
    expect(tv.getByRole('group', { name: 'Quantity of LG 43 inch Smart TV' })).toHaveTextContent('2');
    // The phone has 1 in stock and quantity 1: neither down nor up.
    const phone = line('Samsung Galaxy A15');
    expect(phone.getByRole('button', { name: 'Decrease quantity of Samsung Galaxy A15' })).toBeDisabled();
    expect(phone.getByRole('button', { name: 'Increase quantity of Samsung Galaxy A15' })).toBeDisabled();
    expect(phone.queryByText('Free')).toBeNull();
  });

  it('shows the totals from the server: cart total, Free delivery, loyalty points, TDS, grand total', async () => {
    await openCart(() => ({ statusCode: 200, data: cartData({ cart_total: 122000, grand_total: 122150.5, delivery_charge: 150, tds: 0.5 }) }));
    const totals = within(screen.getByRole('region', { name: T.summary }));
    const row = (label: string) => totals.getByText(label).closest('div') as HTMLElement;
    expect(row(T.cartTotal)).toHaveTextContent('NPR 1,22,000');
    expect(row(T.deliveryCharge)).toHaveTextContent('NPR 150');
    expect(row(T.loyaltyTotal)).toHaveTextContent('350 CG|Coins');
    expect(row(T.tds)).toHaveTextContent('NPR 0.50');
    expect(row(T.grandTotal)).toHaveTextContent('NPR 1,22,150.50');
  });

  it("shows get-cart's message (an unpaid online payment of the shopper's holding the items) above the lines", async () => {
    const notice = 'An online payment you started but did not finish is holding LG 43 inch Smart TV for you. When you check out again, that unpaid order is replaced by the new one, so you can simply proceed to checkout.';
    await openCart(() => ({ statusCode: 200, message: notice, data: cartData() }));
    expect(main().getByText(notice)).toHaveAttribute('role', 'status');
    expect(line('LG 43 inch Smart TV').queryByText(T.outOfStock)).toBeNull();
  });

  it("says 'Free' when the delivery charge is absent, and links to checkout, Flexi Pay and the shop", async () => {
    await openCart(() => ({ statusCode: 200, data: cartData() }));
    const totals = within(screen.getByRole('region', { name: T.summary }));
    expect(totals.getByText(T.deliveryCharge).closest('div')).toHaveTextContent('Free');
    expect(totals.getByRole('link', { name: T.checkout })).toHaveAttribute('href', '/user/checkout');
    expect(totals.getByRole('link', { name: new RegExp(T.flexiPay) })).toHaveAttribute('href', '/checkout-flexi-pay/');
    expect(main().getByRole('link', { name: T.continueShopping })).toHaveAttribute('href', '/');
  });

  it('offers Flexi Pay only for a cart the server says Flexi Pay takes; otherwise its reason, no link', async () => {
    const reason = 'Samsung Galaxy A15 cannot be bought with Flexi Pay. Remove it from your cart to pay in instalments.';
    await openCart(() => ({ statusCode: 200, data: cartData({ flexi_pay: { available: false, message: reason } }) }));
    const totals = within(screen.getByRole('region', { name: T.summary }));
    expect(totals.queryByRole('link', { name: new RegExp(T.flexiPay) })).toBeNull();
    expect(totals.getByText(reason)).toBeInTheDocument();
    expect(totals.getByRole('link', { name: T.checkout })).toBeInTheDocument();
  });

  it('offers Flexi Pay when the server says it takes the cart', async () => {
    await openCart(() => ({ statusCode: 200, data: cartData({ flexi_pay: { available: true } }) }));
    const totals = within(screen.getByRole('region', { name: T.summary }));
    expect(totals.getByRole('link', { name: new RegExp(T.flexiPay) })).toHaveAttribute('href', '/checkout-flexi-pay/');
  });

  it('changes quantities one unit at a time and deletes a line', async () => {
    let items = cartData().cart_items;
    const { api } = await openCart(() => ({ statusCode: 200, data: cartData({ cart_items: items }) }), {
      'update-cart': (call) => {
        const { product_id, qty } = call.body as { product_id: number; qty: number };
        items = items.map((i) => (i.product_id === product_id ? { ...i, qty: i.qty + qty } : i));
        return { statusCode: 200, data: { product_id, qty: 0 } };
      },
      'delete-cart': (call) => {
        items = items.filter((i) => i.product_id !== (call.body as { product_id: number }).product_id);
        return { statusCode: 200 };
      },
    });
    await press(line('LG 43 inch Smart TV').getByRole('button', { name: 'Increase quantity of LG 43 inch Smart TV' }));
    expect(api.callsTo('update-cart')[0].body).toEqual({ product_id: 11, qty: 1 });
    expect(line('LG 43 inch Smart TV').getByRole('group', { name: /Quantity of/ })).toHaveTextContent('3');
    await press(line('LG 43 inch Smart TV').getByRole('button', { name: 'Decrease quantity of LG 43 inch Smart TV' }));
    expect(api.callsTo('update-cart')[1].body).toEqual({ product_id: 11, qty: -1 });
    await press(line('Samsung Galaxy A15').getByRole('button', { name: 'Remove Samsung Galaxy A15 from cart' }));
    expect(api.callsTo('delete-cart')[0].body).toEqual({ product_id: 22 });
    expect(main().queryByRole('heading', { name: 'Samsung Galaxy A15' })).toBeNull();
  });

  it('requires a coupon code before Apply, then shows the server message; success goes to checkout, Remove clears it', async () => {
    const answer = (call: FakeCall): { statusCode: number; data: CartData } => {
      const q = queryOf(call);
      if (q.coupon === 'TIHAR5')
        return { statusCode: 200, data: cartData({ cart_total: 119500, grand_total: 119500, coupon_discount: 2500, coupon: { status: 'success', message: 'Coupon TIHAR5 applied. You save NPR 2,500.', coupon: 'TIHAR5' } }) };
      if (q.coupon) return { statusCode: 200, data: cartData({ coupon: { status: 'danger', message: 'Invalid coupon code.', coupon: String(q.coupon) } }) };
      return { statusCode: 200, data: cartData() };
    };
    const { api } = await openCart(answer);
    const apply = main().getByRole('button', { name: T.apply });
    await press(apply);
    expect(main().getByRole('alert')).toHaveTextContent(T.couponRequired);
    expect(api.callsTo('get-cart').some((c) => queryOf(c).coupon)).toBe(false);

    await typeInto(main().getByLabelText(T.couponLabel), 'NOPE');
    await press(main().getByRole('button', { name: T.apply }));
    const danger = main().getByRole('alert');
    expect(danger).toHaveTextContent('Invalid coupon code.');
    expect(danger).toHaveClass('cg-alert--danger');

    await typeInto(main().getByLabelText(T.couponLabel), 'TIHAR5');
    await press(main().getByRole('button', { name: T.apply }));
    const success = main().getByText('Coupon TIHAR5 applied. You save NPR 2,500.').closest('.cg-alert');
    expect(success).toHaveClass('cg-alert--success');
    expect(main().getByText(T.appliedCoupon('TIHAR5'))).toBeInTheDocument();
    expect(main().getByRole('link', { name: T.checkout })).toHaveAttribute('href', '/user/checkout?coupon=TIHAR5');

    await press(main().getByRole('button', { name: T.removeCoupon }));
    expect(main().getByRole('link', { name: T.checkout })).toHaveAttribute('href', '/user/checkout');
    expect(main().queryByText('Coupon TIHAR5 applied. You save NPR 2,500.')).toBeNull();
  });

  it('lists the coupons for the cart (get-coupons-via-cart-products), each one applicable', async () => {
    const { api } = await openCart((call) => ({ statusCode: 200, data: cartData(queryOf(call).coupon ? { coupon: { status: 'success', message: 'ok', coupon: 'TIHAR5' } } : {}) }));
    expect(api.callsTo('get-coupons-via-cart-products')[0].options?.query).toEqual({ platform: 'W' });
    expect(main().getByText('5% off the whole cart, up to NPR 2,500')).toBeInTheDocument();
    await press(main().getByRole('button', { name: T.useCoupon('TIHAR5') }));
    expect(queryOf(api.callsTo('get-cart').at(-1)!).coupon).toBe('TIHAR5');
  });

  it('redeems CG|Coins: the checkout link carries redeem', async () => {
    await openCart((call) => {
      const points = Math.min(Number(queryOf(call).redeem ?? 0), 400);
      return { statusCode: 200, data: cartData({ tds: points ? 15 : 0, grand_total: 122000 - points + (points ? 15 : 0), redeem: { available_points: 500, max_redeem: 400, points, amount: points } }) };
    });
    expect(main().getByText(T.redeemHint(500, 400))).toBeInTheDocument();
    await typeInto(main().getByLabelText(T.redeemLabel), '100');
    await press(main().getByRole('button', { name: T.redeemApply }));
    expect(main().getByText(T.redeemApplied(100))).toBeInTheDocument();
    expect(main().getByRole('link', { name: T.checkout })).toHaveAttribute('href', '/user/checkout?redeem=100');
    expect(main().getByText(T.tds).closest('div')).toHaveTextContent('NPR 15');
  });
});
