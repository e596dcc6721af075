/**
 * Test helpers of the checkout feature: its pages in a memory router (without the site frame,
 * with stand-ins for the pages they send the shopper to) over a scripted fake API.
 */
import { useLocation, type RouteObject } from 'react-router-dom';
import type { Booking, Order } from '../../../shared/api/account-area';
import type { CheckoutData, PrebookingSummary } from '../../../shared/api/checkout';
import type { FakeHandler } from '../../app/test-utils';
import { createFakeApi } from '../../app/test-utils';
import { SegmentRoute } from '../listing/SegmentRoute';
import {
  BookingReturnPage,
  BookingStatusPage,
  BookingThankYouPage,
  BuynowPage,
  CheckoutPage,
  OrderStatusPage,
  PaymentReturnPage,
  PrebookPage,
} from './routes';

/** Shows where the router went: path, query and the notice passed in state. */
export function Where({ name }: { name: string }) {
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice ?? '';
  return (
    <p data-testid="where">
      {name}|{location.pathname}
      {location.search}|{notice}
    </p>
  );
}

export const checkoutTestRoutes: RouteObject[] = [
  { path: '/', element: <Where name="home" /> },
  { path: '/user/cart', element: <Where name="cart" /> },
  { path: '/user/login', element: <Where name="login" /> },
  { path: '/user/account', element: <Where name="account" /> },
  // As app/router.tsx writes them, so the route-to-data map (app/routeData.ts) serves them.
  { path: 'user/checkout', element: <CheckoutPage /> },
  { path: '/user/order-status', element: <OrderStatusPage /> },
  { path: '/user/booking-status', element: <BookingStatusPage /> },
  { path: 'user/booking-thank-you', element: <BookingThankYouPage /> },
  { path: '/payment/booking/:gateway', element: <BookingReturnPage /> },
  { path: '/payment/:gateway', element: <PaymentReturnPage /> },
  { path: '/:segment', element: <SegmentRoute pages={{ prebook: PrebookPage, buynow: BuynowPage }} /> },
];

export const checkoutData = (over: Partial<CheckoutData> = {}): CheckoutData => ({
  cart_items: [
    {
      product_id: 7,
      product_name: 'Samsung 55" 4K TV',
      product_img: '/media/p/7.svg',
      qty: 2,
      product_price: 60000,
      total: 110000,
      free: { name: 'Wall mount' },
    },
  ],
  payment_options: ['Bank Transfer', 'Cash On Delivery', 'eSewa', 'Khalti', 'Nabil Card', 'Connect IPS', 'IME Pay', 'CG Pay'],
  cart_total: 110000,
  cash_back: 500,
  delivery_charge: null,
  grand_total: 110000,
  tds: null,
  ...over,
});

export const bookingSummary = (over: Partial<PrebookingSummary> = {}): PrebookingSummary => ({
  product_id: 42,
  product_name: 'Yatri P1 Scooter',
  product_img: '/media/p/42.svg',
  grand_total: 50000,
  cash_back: null,
  delivery_charge: null,
  prepayment_value: 5000,
  payment_value: 45000,
  payment_options: ['Bank Transfer', 'eSewa', 'Khalti', 'Nabil Card', 'Connect IPS'],
  ...over,
});

/** The shopper's order 77 (paid by eSewa) as get-orders lists it. */
export const placedOrder = (over: Partial<Order> = {}): Order => ({
  id: 77,
  created_at: '2026-11-20T10:00:00.000Z',
  payment_method: 'eSewa',
  order_status: 'Accepted',
  payment_status: 'Paid',
  delivery_status: 'Pending',
  currency: 'NPR',
  order_products: [],
  total_amount: 110000,
  ...over,
});

/** The shopper's booking 88 (a paid pre-booking) as get-bookings lists it. */
export const placedBooking = (over: Partial<Booking> = {}): Booking => ({
  id: 88,
  kind: 'prebooking',
  created_at: '2026-11-20T10:00:00.000Z',
  featured_image: '/media/p/42.svg',
  product_name: 'Yatri P1 Scooter',
  currency: 'NPR',
  total_amount: 5000,
  payment_method: 'Connect IPS',
  status: 'Accepted',
  payment_status: 'Paid',
  delivery_status: 'Pending',
  ...over,
});

const ok = (data: unknown) => ({ statusCode: 200, data });

/** A fake API with locations, banks and whatever the test adds. */
export function checkoutApi(handlers: Record<string, FakeHandler> = {}) {
  return createFakeApi({
    'get-loyalty-point': () => ok({ loyality: 0 }),
    'get/categories': () => ok({ category: [], brands: [] }),
    'get-provinces': () => ok([{ id: 3, name: 'Bagmati Province' }, { id: 4, name: 'Gandaki Province' }]),
    'get-cities-via-province/3': () => ok([{ id: 30, name: 'Kathmandu' }]),
    'get-cities-via-province/4': () => ok([{ id: 40, name: 'Pokhara' }]),
    'get-areas-via-city/30': () => ok([{ id: 300, name: 'Baneshwor' }]),
    'get-areas-via-city/40': () => ok([{ id: 400, name: 'Lakeside' }]),
    'bank-transfer/get-banks': () => ok([{ id: 1, bank_name: 'Nabil Bank' }, { id: 2, bank_name: 'Global IME Bank' }]),
    'get-checkout': () => ok(checkoutData()),
    'get-orders': () => ok([placedOrder()]),
    'get-bookings': () => ok([placedBooking()]),
    ...handlers,
  });
}
