// Orders and bookings placed through the shopper API for the browser tests (a fresh user's own
// data): a place to deliver to, something in the cart, an order with a payment method, a paid
// or cancelled sandbox payment, a pre-booking (Bank Transfer or online).
import { e2eUrls } from '../support/e2e-env';
import { gatewayPage, type CheckoutAnswer } from '../contract/checkout-support';
import { get, post } from '../contract/http';
import { checkoutId, hop } from '../contract/reservation-support';
import { tryAddToCart } from './api-helpers';

export const api = () => e2eUrls().apiUrl.replace(/\/$/, '');


export async function somePlace() {
  const provinces = await get<{ data: { id: number }[] }>(api(), '/get-provinces');
  const province = provinces.body.data[0].id;
  const cities = await get<{ data: { id: number }[] }>(api(), `/get-cities-via-province/${province}`);
  const city = cities.body.data[0].id;
  const areas = await get<{ data: { id: number }[] }>(api(), `/get-areas-via-city/${city}`);
  return { province_id: province, city_id: city, area_id: areas.body.data[0].id };
}

export const shipping = { name: 'Maya Tamang', email: 'maya@example.com', address: 'Ward 4, Lazimpat', mobile: '9812345678' };

/** Puts the first product that add-to-cart takes (from `from` on) into the cart; answers its id. */
export async function addSomething(token: string, from = 5): Promise<number> {
  for (let id = from; id < from + 60; id += 1) {
    if (await tryAddToCart(token, id)) return id;
  }
  throw new Error('no product could be added to the cart');
}

/** Fills the cart with one product worth at least `rupees` (WELCOME500 asks for NPR 5,000). */
export async function cartWorthAtLeast(token: string, rupees: number): Promise<void> {
  for (let id = 5; id < 120; id += 1) {
    if (!(await tryAddToCart(token, id))) continue;
    const cart = await get<{ data: { cart_total: number } }>(api(), '/get-cart?platform=W', token);
    if (cart.body.data.cart_total >= rupees) return;
    await post(api(), '/delete-cart', { product_id: id }, token);
  }
  throw new Error(`no product of NPR ${rupees} or more could be added to the cart`);
}

export async function placeOrder(token: string, method: 'Cash On Delivery' | 'eSewa'): Promise<CheckoutAnswer> {
  await addSomething(token);
  const r = await post<CheckoutAnswer>(api(), '/post-checkout?platform=W', {
    shipping_data: shipping,
    payment_method: method,
    ...(await somePlace()),
    customer_note: '',
  }, token);
  if (r.status !== 200) throw new Error(`post-checkout: ${JSON.stringify(r.body)}`);
  return r.body;
}

/** Pays (or cancels) an online order or booking at the sandbox gateway over HTTP, without a browser, following the redirects as a browser would. */
export async function settleByHttp(answer: CheckoutAnswer, action: 'pay' | 'cancel' = 'pay'): Promise<void> {
  const page = await gatewayPage(answer);
  const id = checkoutId(page);
  const back = await hop(`${e2eUrls().url}/sandbox/checkout/${id}/${action}`, { method: 'POST', form: {} });
  if (back.status !== 303 || !back.location) throw new Error(`sandbox answered ${back.status}`);
  const ours = await hop(back.location);
  if (ours.status !== 302) throw new Error(`payment return answered ${ours.status}: ${ours.text.slice(0, 200)}`);
}

/** A product that takes a pre-booking (get-prebooking answers Success). */
let prebookable: number | null = null;
export async function prebookableProduct(token: string): Promise<number> {
  if (prebookable) return prebookable;
  for (let start = 1; start <= 300; start += 20) {
    const ids = Array.from({ length: 20 }, (_, i) => start + i);
    const answers = await Promise.all(ids.map((id) => get<{ statusMessage?: string }>(api(), `/get-prebooking/${id}`, token)));
    const i = answers.findIndex((a) => a.body.statusMessage === 'Success');
    if (i >= 0) return (prebookable = ids[i]);
  }
  throw new Error('no product takes a pre-booking');
}

/** A pre-booking of the first prebookable product (or, once the shop opened Buy Now on one, its buy-now) with this method. */
export async function prebook(token: string, method: 'Bank Transfer' | 'Nabil Card' | 'Cash On Delivery'): Promise<CheckoutAnswer> {
  const productId = await prebookableProduct(token);
  const bank = method === 'Bank Transfer' ? { bank_id: (await get<{ data: { id: number }[] }>(api(), '/bank-transfer/get-banks')).body.data[0].id } : {};
  const r = await post<CheckoutAnswer>(api(), `/post-prebooking/${productId}?platform=W`, {
    shipping_data: shipping,
    payment_method: method,
    ...bank,
    ...(await somePlace()),
    customer_note: '',
  }, token);
  if (r.status !== 200) throw new Error(`post-prebooking: ${JSON.stringify(r.body)}`);
  return r.body;
}

/** A Bank Transfer pre-booking (Pending); answers its id. */
export async function placeBooking(token: string): Promise<number> {
  const r = await prebook(token, 'Bank Transfer');
  return Number(r.booking_id ?? r.order_id);
}
