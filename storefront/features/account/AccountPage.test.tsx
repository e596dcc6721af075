/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { createFakeApi, press, renderApp, testUser, type FakeHandler } from '../../app/test-utils';
import { booking, loyaltyEntry, order } from './fixtures';
import { ACCOUNT_TEXT as T } from './messages';

function accountApi(handlers: Record<string, FakeHandler> = {}) {
  return createFakeApi({
    'get-loyalty-point': () => ({ statusCode: 200, data: { loyality: 720 } }),
    'get/categories': () => ({ statusCode: 200, data: { category: [], brands: [] } }),
    'get-countries': () => ({
      statusCode: 200,
      data: [
        { name: 'India', dial_code: '+91', code: 'IN' },
        { name: 'Nepal', dial_code: '+977', code: 'NP' },
      ],
    }),
    'get-product-models': () => ({ statusCode: 200, data: [{ model_number: '55UQ7500' }, { model_number: 'SM-R400' }] }),
    'get-orders': () => ({ statusCode: 200, data: [] }),
    'get-bookings': () => ({ statusCode: 200, data: [] }),
    'loyalty-history': () => ({ statusCode: 200, data: [] }),
    ...handlers,
  });
}

const user = testUser({ name: 'Asha Sharma', email: 'asha@example.com', mobile: '9800000000', address: 'Baneshwor' });

describe('/user/account/ tabs', () => {
  it('sends a guest to /', async () => {
    const { router } = await renderApp({ path: '/user/account/', api: accountApi() });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it.each([
    ['', T.tabProfile],
    ['?goto=order-history', T.tabOrders],
    ['?goto=loyalty-history', T.tabLoyalty],
    ['?goto=booking-history', T.tabBookings],
    ['?goto=something-else', T.tabProfile],
  ])('selects the tab of %s', async (query, label) => {
    await renderApp({ path: `/user/account/${query}`, api: accountApi(), user });
    const tablist = await screen.findByRole('tablist', { name: T.tabsLabel });
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([T.tabProfile, T.tabOrders, T.tabLoyalty, T.tabBookings]);
    const selected = within(tablist).getByRole('tab', { selected: true });
    expect(selected).toHaveTextContent(label);
    expect(selected).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(label);
  });

  it('moves between tabs with the arrow keys, Home and End, and puts the tab in ?goto=', async () => {
    const { router } = await renderApp({ path: '/user/account/', api: accountApi(), user });
    const profile = await screen.findByRole('tab', { name: T.tabProfile });
    profile.focus();
    await act(async () => {
      fireEvent.keyDown(profile, { key: 'ArrowRight' });
    });
    await waitFor(() => expect(router.state.location.search).toBe('?goto=order-history'));
    expect(screen.getByRole('tab', { name: T.tabOrders })).toHaveFocus();
    await act(async () => {
      fireEvent.keyDown(screen.getByRole('tab', { name: T.tabOrders }), { key: 'End' });
    });
    await waitFor(() => expect(router.state.location.search).toBe('?goto=booking-history'));
    await act(async () => {
      fireEvent.keyDown(screen.getByRole('tab', { name: T.tabBookings }), { key: 'ArrowRight' });
    });
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('tab', { name: T.tabProfile })).toHaveFocus();
    await press(screen.getByRole('tab', { name: T.tabLoyalty }));
    expect(router.state.location.search).toBe('?goto=loyalty-history');
  });
});

describe('Order History', () => {
  it('names the card method as the spec does and shows a Flexi Pay order’s bank, period and instalment', async () => {
    const api = accountApi({
      'get-orders': () => ({
        statusCode: 200,
        data: [order({ id: 103, payment_method: 'Nabil Card', emi: { bank_name: 'Nabil Bank', months: 12, monthly: 4166.67 } })],
      }),
    });
    await renderApp({ path: '/user/account/?goto=order-history', api, user });
    const table = await screen.findByRole('table', { name: T.tabOrders });
    const row = within(table).getByRole('rowheader', { name: '103' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('Master/Visa Debit/Credit Card/UnionPay')).toBeInTheDocument();
    expect(within(row).queryByText('Nabil Card')).toBeNull();
    expect(within(row).getByText(T.flexiPlan('Nabil Bank', 12, 'NPR 4,166.67'))).toBeInTheDocument();
  });

  it('lists the columns and expands an order to its items and summary', async () => {
    const api = accountApi({
      'get-orders': () => ({
        statusCode: 200,
        data: [order(), order({ id: 102, order_status: 'Delivered', payment_status: 'Paid', delivery_charge: 150, redeem: 'Yes', redeem_point: 100, tds: 15, cash_back: 200 })],
      }),
    });
    await renderApp({ path: '/user/account/?goto=order-history', api, user });
    const table = await screen.findByRole('table', { name: T.tabOrders });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Date', 'Order ID', 'Payment Method', 'Order Status', 'Payment Status', 'Delivery Status', 'Action']);
    const first = within(table).getByRole('rowheader', { name: '101' }).closest('tr') as HTMLElement;
    expect(within(first).getByText('20 Nov 2026')).toBeInTheDocument();
    expect(within(first).getByText('Cash On Delivery')).toBeInTheDocument();

    const expander = within(first).getByRole('button', { name: /View items/ });
    expect(expander).toHaveAttribute('aria-expanded', 'false');
    await press(expander);
    expect(expander).toHaveAttribute('aria-expanded', 'true');
    const items = screen.getByRole('table', { name: T.itemsOf(101) });
    expect(within(items).getByRole('link', { name: 'LG 55 inch UHD TV' })).toHaveAttribute('href', '/product-LG-55-inch-UHD-TV-12');
    expect(within(items).getByText('Model: 55UQ7500')).toBeInTheDocument();
    expect(within(items).getByText('Free Gift: Wall Mount (NPR 1,500)')).toBeInTheDocument();
    expect(within(items).getByText('Coupon: DASHAIN10 (on MRP NPR 65,000)')).toBeInTheDocument();
    expect(within(items).getByText('Processing')).toBeInTheDocument();
    expect(within(items).getByText('NPR 60,000')).toBeInTheDocument();
    expect(within(items).getByText('NPR 9,999.50')).toBeInTheDocument();
    const detail = items.closest('td') as HTMLElement;
    expect(within(detail).getByText('Total Products (tax incl.)').nextSibling).toHaveTextContent('NPR 1,29,999.50');
    expect(within(detail).getByText('Shipping Charge').nextSibling).toHaveTextContent('Free');
    expect(within(detail).queryByText('Redeem')).toBeNull();
    expect(within(detail).queryByText('Cash Back')).toBeNull();

    const second = within(table).getByRole('rowheader', { name: '102' }).closest('tr') as HTMLElement;
    expect(within(second).queryByRole('button', { name: /Cancel Order/ })).toBeNull();
    await press(within(second).getByRole('button', { name: /View items/ }));
    const detail2 = screen.getByRole('table', { name: T.itemsOf(102) }).closest('td') as HTMLElement;
    expect(within(detail2).getByText('Shipping Charge').nextSibling).toHaveTextContent('NPR 150');
    expect(within(detail2).getByText('Redeem').nextSibling).toHaveTextContent('\u2212NPR 100');
    expect(within(detail2).getByText('TDS on Redeem Point').nextSibling).toHaveTextContent('NPR 15');
    expect(within(detail2).getByText('Cash Back').nextSibling).toHaveTextContent('NPR 200');
  });

  it("reads a line's coupon saving as every summary shows a deduction (−NPR x)", async () => {
    const base = order();
    const lines = base.order_products.map((l, i) => (i === 0 ? { ...l, coupon_discount: { coupon: 'DASHAIN10', mrp_or_mop: 'MRP', discount: 6500 } } : l));
    const api = accountApi({ 'get-orders': () => ({ statusCode: 200, data: [{ ...base, order_products: lines }] }) });
    await renderApp({ path: '/user/account/?goto=order-history', api, user });
    const table = await screen.findByRole('table', { name: T.tabOrders });
    await press(within(table).getByRole('button', { name: /View items/ }));
    const items = screen.getByRole('table', { name: T.itemsOf(101) });
    expect(within(items).getByText('Coupon: DASHAIN10 (on MRP NPR 65,000) \u2212NPR 6,500')).toBeInTheDocument();
  });

  it('shows the items of cart_data when order_products is empty', async () => {
    const api = accountApi({
      'get-orders': () => ({
        statusCode: 200,
        data: [
          order({
            order_products: [],
            cart_data: [{ id: 44, name: 'Fridge 250L', model_number: 'RT28', qty: 1, subtotal: 45000, price: 45000, mrp: 50000, mop: 47000 }],
            total_amount: 45000,
          }),
        ],
      }),
    });
    await renderApp({ path: '/user/account/?goto=order-history', api, user });
    await press(await screen.findByRole('button', { name: /View items/ }));
    const items = screen.getByRole('table', { name: T.itemsOf(101) });
    expect(within(items).getByRole('link', { name: 'Fridge 250L' })).toHaveAttribute('href', '/product-Fridge-250L-44');
  });

  it('shows the cancellation messages of requested and rejected orders', async () => {
    const api = accountApi({
      'get-orders': () => ({
        statusCode: 200,
        data: [order({ id: 1, cancelled_order: 'C' }), order({ id: 2, order_status: 'Rejected', cancelled_order: 'C' })],
      }),
    });
    await renderApp({ path: '/user/account/?goto=order-history', api, user });
    expect(await screen.findByText('You have made order cancellation request for this order.')).toBeInTheDocument();
    expect(screen.getByText('Order rejected on your order cancellation request.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Cancel Order/ })).toBeNull();
  });

  it('shows the payment note of an order whose payment is being checked, beside its payment status, not as a cancellation', async () => {
    const note = 'We are checking with eSewa whether your payment of NPR 1,20,000 for this order went through.';
    const api = accountApi({
      'get-orders': () => ({
        statusCode: 200,
        data: [order({ id: 7, payment_method: 'eSewa', payment_status: 'Unknown', payment_note: note }), order({ id: 8 })],
      }),
    });
    await renderApp({ path: '/user/account/?goto=order-history', api, user });
    const row = (await screen.findByRole('rowheader', { name: '7' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Unknown')).toBeInTheDocument();
    expect(within(row).getByText(note)).toBeInTheDocument();
    expect(within(row).queryByText('Cancelled')).toBeNull();
    const other = screen.getByRole('rowheader', { name: '8' }).closest('tr') as HTMLElement;
    expect(within(other).queryByText(note)).toBeNull();
  });

  it('asks for the reason in a dialog; dismissing it sends nothing', async () => {
    const api = accountApi({ 'get-orders': () => ({ statusCode: 200, data: [order()] }) });
    await renderApp({ path: '/user/account/?goto=order-history', api, user });
    const cancel = await screen.findByRole('button', { name: 'Cancel Order 101' });
    cancel.focus();
    await press(cancel);
    const dialog = screen.getByRole('dialog', { name: 'Cancel order 101' });
    expect(within(dialog).getByLabelText(T.cancelReason)).toHaveFocus();
    await press(within(dialog).getByRole('button', { name: T.keep }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(cancel).toHaveFocus();
    expect(api.calls.filter((c) => c.path.startsWith('cancel-order'))).toHaveLength(0);
  });

  it('sends the reason, shows the spec message and reloads the list', async () => {
    let cancelled = false;
    const api = accountApi({
      'get-orders': () => ({ statusCode: 200, data: [order({ cancelled_order: cancelled ? 'C' : null })] }),
      'cancel-order/101': () => {
        cancelled = true;
        return { statusCode: 200, message: 'Cancellation requested.' };
      },
    });
    await renderApp({ path: '/user/account/?goto=order-history', api, user });
    await press(await screen.findByRole('button', { name: 'Cancel Order 101' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(T.cancelReason), { target: { value: 'Ordered twice' } });
    await press(within(dialog).getByRole('button', { name: T.sendCancellation }));
    expect(api.callsTo('cancel-order/101')[0].body).toEqual({ cancelled_reason: 'Ordered twice' });
    expect(api.callsTo('cancel-order/101')[0].options).toMatchObject({ auth: true });
    const notice = await screen.findByText('Your order with Order ID 101 request for cancellation is forward to us.');
    expect(notice.closest('[role="status"]')).not.toBeNull();
    expect(api.callsTo('get-orders')).toHaveLength(2);
    expect(await screen.findByText(T.orderCancelRequested)).toBeInTheDocument();
    await waitFor(() => expect(notice.closest('.cg-account__notice')).toHaveFocus());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends an empty reason as it is, and a failure shows no message', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = accountApi({
      'get-orders': () => ({ statusCode: 200, data: [order()] }),
      'cancel-order/101': () => ({ statusCode: 422, message: 'No.' }),
    });
    await renderApp({ path: '/user/account/?goto=order-history', api, user });
    await press(await screen.findByRole('button', { name: 'Cancel Order 101' }));
    await press(within(screen.getByRole('dialog')).getByRole('button', { name: T.sendCancellation }));
    expect(api.callsTo('cancel-order/101')[0].body).toEqual({ cancelled_reason: '' });
    expect(screen.queryByText(/request for cancellation is forward to us/)).toBeNull();
    expect(screen.queryByText('No.')).toBeNull();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('says so when there are no orders', async () => {
    await renderApp({ path: '/user/account/?goto=order-history', api: accountApi(), user });
    expect(await screen.findByText(T.noOrders)).toBeInTheDocument();
  });
});

describe('Booking History', () => {
  it('lists the columns, the Buy Now link and the booking cancellation messages', async () => {
    const api = accountApi({
      'get-bookings': () => ({
        statusCode: 200,
        data: [
          booking({ id: 1, buy_now_open_status: 1, status: 'Accepted', payment_status: 'Paid' }),
          booking({ id: 2, cancelled_booking: 'C' }),
          booking({ id: 3, status: 'Cancelled', cancelled_booking: 'C' }),
          booking({ id: 4 }),
        ],
      }),
    });
    await renderApp({ path: '/user/account/?goto=booking-history', api, user });
    const table = await screen.findByRole('table', { name: T.tabBookings });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Product', 'Date', 'Booking ID', 'Prepayment', 'Payment Method', 'Order Status', 'Payment Status', 'Delivery Status', 'Action']);
    const row1 = within(table).getByRole('rowheader', { name: '1' }).closest('tr') as HTMLElement;
    expect(within(row1).getByRole('link', { name: 'Buy Now: Galaxy S25 Ultra' })).toHaveAttribute('href', '/buynow-galaxy-s25-ultra-33');
    expect(within(row1).getByText('NPR 10,000')).toBeInTheDocument();
    expect(within(row1).getByText('Galaxy S25 Ultra')).toBeInTheDocument();
    expect(within(table).getAllByRole('link', { name: /Buy Now/ })).toHaveLength(1);
    expect(within(table).getByText(T.bookingCancelRequested)).toBeInTheDocument();
    expect(within(table).getByText('Booking rejected on your booking cancellation request.')).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: /Cancel Booking/ }).map((b) => b.textContent)).toEqual(['Cancel Booking 4']);
  });

  it('shows the payment note of a booking whose payment is being checked', async () => {
    const note = 'We are checking with Nabil Card whether your payment of NPR 10,000 for this booking went through.';
    const api = accountApi({
      'get-bookings': () => ({ statusCode: 200, data: [booking({ id: 9, payment_method: 'Nabil Card', payment_status: 'Unknown', payment_note: note })] }),
    });
    await renderApp({ path: '/user/account/?goto=booking-history', api, user });
    const row = (await screen.findByRole('rowheader', { name: '9' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Unknown')).toBeInTheDocument();
    expect(within(row).getByText(note)).toBeInTheDocument();
  });

  it('cancels a booking with the booking message', async () => {
    const api = accountApi({
      'get-bookings': () => ({ statusCode: 200, data: [booking()] }),
      'cancel-booking/501': () => ({ statusCode: 200, message: 'ok' }),
    });
    await renderApp({ path: '/user/account/?goto=booking-history', api, user });
    await press(await screen.findByRole('button', { name: 'Cancel Booking 501' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel booking 501' });
    fireEvent.change(within(dialog).getByLabelText(T.cancelReason), { target: { value: 'Changed my mind' } });
    await press(within(dialog).getByRole('button', { name: T.sendCancellation }));
    expect(api.callsTo('cancel-booking/501')[0].body).toEqual({ cancelled_reason: 'Changed my mind' });
    expect(await screen.findByText('Your Booking with Booking ID 501 request for cancellation is forward to us.')).toBeInTheDocument();
    expect(api.callsTo('get-bookings')).toHaveLength(2);
  });
});

describe('Loyalty Point History', () => {
  it('lists Date, Order ID, Loyalty Point, Total Point, Remarks and Status', async () => {
    const api = accountApi({ 'loyalty-history': () => ({ statusCode: 200, data: [loyaltyEntry()] }) });
    await renderApp({ path: '/user/account/?goto=loyalty-history', api, user });
    const table = await screen.findByRole('table', { name: T.tabLoyalty });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Order ID', 'Loyalty Point', 'Total Point', 'Remarks', 'Status']);
    const cells = within(table)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual(['10 Nov 2026', '99', '600', '720', 'Points earned on order 99', 'Credited']);
  });

  it('shows nothing but logs when the list fails', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = accountApi({ 'loyalty-history': () => ({ statusCode: 500, message: 'boom' }) });
    await renderApp({ path: '/user/account/?goto=loyalty-history', api, user });
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText('boom')).toBeNull();
    error.mockRestore();
  });
});
