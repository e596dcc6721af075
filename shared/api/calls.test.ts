import type { ApiClient } from './client';
import { createTestClient, type RecordedRequest } from './testing';
import * as A from './index';

const shipping = { name: 'Ram Thapa', email: 'ram@example.com', address: 'Baneshwor', mobile: '9800000000' };
const order = {
  shipping_data: shipping,
  bank_id: 2,
  payment_method: 'Bank Transfer',
  area_id: 3,
  city_id: 4,
  province_id: 5,
  customer_note: 'after 5pm',
};
const flexi: A.FlexiPayPayload = {
  shipping_data: shipping,
  account_holder_detail: {
    bank_id: 1,
    account_holder: 'Ram Thapa',
    account_holder_address: 'Baneshwor',
    account_holder_email: 'ram@example.com',
    account_holder_mobile: '9800000000',
    first_six_card_number: '412345',
    expiry_date: '12/29',
  },
  product_id: 7,
  emi_duration_id: 2,
  duration: 6,
  area_id: 3,
  city_id: 4,
  province_id: 5,
  customer_note: '',
};

interface Case {
  name: string;
  call: (api: ApiClient) => Promise<unknown>;
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  auth?: boolean;
  bare?: boolean;
}

const cases: Case[] = [
  // part 1
  { name: 'login', call: (a) => A.login(a, { email: 'e@x.co', password: 'p', source: 'ola', product: 's1' }), method: 'POST', path: 'login', body: { email: 'e@x.co', password: 'p', source: 'ola', product: 's1' } },
  { name: 'getLoyaltyPoint', call: (a) => A.getLoyaltyPoint(a), method: 'GET', path: 'get-loyalty-point', auth: true },
  { name: 'getProvinces', call: (a) => A.getProvinces(a), method: 'GET', path: 'get-provinces', query: { source: 'ola' } },
  { name: 'getOlaProduct', call: (a) => A.getOlaProduct(a, 's1 pro'), method: 'GET', path: 'ola/product/s1 pro' },
  { name: 'getOlaBookings', call: (a) => A.getOlaBookings(a), method: 'GET', path: 'ola/get-bookings', auth: true },
  {
    name: 'postReservation',
    call: (a) => A.postReservation(a, 's1', { shipping_data: shipping, payment_method: 'Nabil Card', source: 'ola', area: 'Koteshwor', city: 'Kathmandu', customer_note: '' }),
    method: 'POST',
    path: 'post-prebooking/s1',
    query: { platform: 'W' },
    body: { shipping_data: shipping, payment_method: 'Nabil Card', source: 'ola', area: 'Koteshwor', city: 'Kathmandu', customer_note: '' },
    auth: true,
  },
  { name: 'getLayouts', call: (a) => A.getLayouts(a), method: 'GET', path: 'layouts', bare: true },
  { name: 'getHomeData', call: (a) => A.getHomeData(a), method: 'GET', path: 'get-home-data', bare: true },
  // part 2 catalogue
  { name: 'getCategories', call: (a) => A.getCategories(a), method: 'GET', path: 'get/categories', bare: true },
  {
    name: 'webSearch',
    call: (a) => A.webSearch(a, 'led tv', { brand: ['lg', 'sony'], range: { min: 10000, max: 90000 }, page: 2, sort: 'low-to-high' }),
    method: 'GET',
    path: 'web-search',
    query: { keywords: 'led tv', brand: 'lg---sony', range: '10000-90000', page: '2', sort: 'low-to-high' },
  },
  {
    name: 'getCategoryListing',
    call: (a) => A.getCategoryListing(a, 'tv-audio', { brand: ['lg'], sort: 'new', page: 3 }),
    method: 'GET',
    path: 'get/cat-tv-audio',
    query: { brand: 'lg', sort: 'new', page: '3' },
  },
  {
    name: 'getSubCategoryListing',
    call: (a) => A.getSubCategoryListing(a, 'led-tv', { features: { 'screen-size': ['55 inch', '65 inch'] } }),
    method: 'GET',
    path: 'get/sub-led-tv',
    query: { 'screen-size': '55 inch---65 inch' },
  },
  { name: 'getTypeListing', call: (a) => A.getTypeListing(a, 'smart-tv', { range: { min: 0, max: 5000 } }), method: 'GET', path: 'get/type-smart-tv', query: { range: '0-5000' } },
  { name: 'getBrandListing', call: (a) => A.getBrandListing(a, 'lg', { sub: 'led-tv', sort: 'high-to-low' }), method: 'GET', path: 'get/brand-lg', query: { sort: 'high-to-low', sub: 'led-tv' } },
  { name: 'getCurrentFlashSales', call: (a) => A.getCurrentFlashSales(a), method: 'GET', path: 'current-flash-sales' },
  { name: 'getEvent', call: (a) => A.getEvent(a, 'dashain-offer-3', { page: 2 }), method: 'GET', path: 'event-dashain-offer-3', query: { page: '2' } },
  { name: 'getLayoutListing', call: (a) => A.getLayoutListing(a, 12, { brand: ['lg'] }), method: 'GET', path: 'layouts/12', query: { brand: 'lg' } },
  { name: 'getSupplierLayouts', call: (a) => A.getSupplierLayouts(a, 'cg-digital'), method: 'GET', path: 'layouts', query: { supplier: 'cg-digital' } },
  { name: 'getBestDeals', call: (a) => A.getBestDeals(a, { sort: 'new', page: 2 }), method: 'GET', path: 'best-deal', query: { sort: 'new', page: '2' } },
  { name: 'getNewArrivals', call: (a) => A.getNewArrivals(a, { sort: 'low-to-high' }), method: 'GET', path: 'new-arrival', query: { sort: 'low-to-high' } },
  { name: 'viewProduct', call: (a) => A.viewProduct(a, 42), method: 'GET', path: 'view-product', query: { product: '42' } },
  { name: 'compareProducts', call: (a) => A.compareProducts(a, [4, 9, 12]), method: 'GET', path: 'compare-products', query: { product_id: '4,9,12' } },
  // part 2 product forms
  {
    name: 'postReview',
    call: (a) => A.postReview(a, { name: 'Sita', quality: 5, price: 4, value: 3, product_id: 42, summary: 'Good', review: 'Works well' }),
    method: 'POST',
    path: 'post-reviews',
    body: { name: 'Sita', quality: 5, price: 4, value: 3, product_id: 42, summary: 'Good', review: 'Works well' },
  },
  {
    name: 'postBusinessEnquiry',
    call: (a) => A.postBusinessEnquiry(a, { name: 'Sita', email: 's@x.co', phone: '9800000000', organization: 'Acme', product_id: 42, enquiry: 'Bulk price?' }),
    method: 'POST',
    path: 'business-enquiry',
    body: { name: 'Sita', email: 's@x.co', phone: '9800000000', organization: 'Acme', product_id: 42, enquiry: 'Bulk price?' },
  },
  {
    name: 'postStockConsultation',
    call: (a) => A.postStockConsultation(a, { name: 'Sita', email: '', number: '9800000000', area_id: 3, product_id: 42, queries: 'Demo?' }),
    method: 'POST',
    path: 'post-stock-consultation',
    body: { name: 'Sita', email: '', number: '9800000000', area_id: 3, product_id: 42, queries: 'Demo?' },
  },
  { name: 'getLocationsWithAreas', call: (a) => A.getLocationsWithAreas(a), method: 'GET', path: 'get-locations-with-areas' },
  // part 2 pages
  { name: 'getAllPages', call: (a) => A.getAllPages(a), method: 'GET', path: 'all-page' },
  { name: 'getPage', call: (a) => A.getPage(a, 'privacy-policy-9'), method: 'GET', path: 'page-privacy-policy-9' },
  { name: 'getFaqs', call: (a) => A.getFaqs(a), method: 'GET', path: 'get-faqs' },
  { name: 'getCatalogues', call: (a) => A.getCatalogues(a, 'lg'), method: 'GET', path: 'catalogues/lg' },
  { name: 'getStores', call: (a) => A.getStores(a), method: 'GET', path: 'get-stores' },
  {
    name: 'postEnquiry',
    call: (a) => A.postEnquiry(a, { name: 'Sita', email: 's@x.co', phone: '9800000000', enquiry: 'Hello' }),
    method: 'POST',
    path: 'post-enquiry',
    body: { name: 'Sita', email: 's@x.co', phone: '9800000000', enquiry: 'Hello' },
  },
  { name: 'postSubscriber', call: (a) => A.postSubscriber(a, { email: 's@x.co' }), method: 'POST', path: 'post-subscribers', body: { email: 's@x.co' } },
  // cart
  { name: 'getCart', call: (a) => A.getCart(a), method: 'GET', path: 'get-cart', query: { platform: 'W' }, auth: true },
  { name: 'getCart with coupon', call: (a) => A.getCart(a, { coupon: 'DASHAIN', redeem: 100 }), method: 'GET', path: 'get-cart', query: { platform: 'W', coupon: 'DASHAIN', redeem: '100' }, auth: true },
  { name: 'addToCart', call: (a) => A.addToCart(a, { qty: 1, product_id: 42 }), method: 'POST', path: 'add-to-cart', body: { qty: 1, product_id: 42 }, auth: true },
  { name: 'updateCart', call: (a) => A.updateCart(a, { qty: 2, product_id: 42 }), method: 'POST', path: 'update-cart', body: { qty: 2, product_id: 42 }, auth: true },
  { name: 'deleteCart', call: (a) => A.deleteCart(a, { product_id: 42 }), method: 'POST', path: 'delete-cart', body: { product_id: 42 }, auth: true },
  { name: 'getCouponsViaCartProducts', call: (a) => A.getCouponsViaCartProducts(a), method: 'GET', path: 'get-coupons-via-cart-products', query: { platform: 'W' }, auth: true },
  // wishlist: token as a query parameter
  { name: 'addToWishlist', call: (a) => A.addToWishlist(a, { product_id: 42 }), method: 'POST', path: 'add-to-wishlist', query: { token: 'tok' }, body: { product_id: 42 }, auth: true },
  { name: 'getWishlist', call: (a) => A.getWishlist(a), method: 'GET', path: 'get-wishlist', query: { token: 'tok' }, auth: true },
  { name: 'deleteWishlist', call: (a) => A.deleteWishlist(a, { product_id: 42 }), method: 'POST', path: 'delete-wishlist', query: { token: 'tok' }, body: { product_id: 42 }, auth: true },
  // checkout
  { name: 'getCheckout', call: (a) => A.getCheckout(a), method: 'GET', path: 'get-checkout', query: { platform: 'W' }, auth: true },
  { name: 'postCheckout', call: (a) => A.postCheckout(a, order, { coupon: 'DASHAIN' }), method: 'POST', path: 'post-checkout', query: { platform: 'W', coupon: 'DASHAIN' }, body: order, auth: true },
  { name: 'getBanks', call: (a) => A.getBanks(a), method: 'GET', path: 'bank-transfer/get-banks', auth: true },
  { name: 'getPrebooking', call: (a) => A.getPrebooking(a, 42), method: 'GET', path: 'get-prebooking/42', auth: true },
  { name: 'getBooknow', call: (a) => A.getBooknow(a, 42), method: 'GET', path: 'get-booknow/42', auth: true },
  { name: 'postPrebooking', call: (a) => A.postPrebooking(a, 42, order, { redeem: 50 }), method: 'POST', path: 'post-prebooking/42', query: { platform: 'W', redeem: '50' }, body: order, auth: true },
  {
    name: 'postKhaltiCallback',
    call: (a) => A.postKhaltiCallback(a, { idx: 'i1', token: 'kt', amount: 150000, product_identity: '9', product_name: 'Order 9' }),
    method: 'POST',
    path: 'payment/khalti/callback',
    body: { idx: 'i1', token: 'kt', amount: 150000, product_identity: '9', product_name: 'Order 9' },
    auth: true,
  },
  { name: 'getEmiBanksByUser', call: (a) => A.getEmiBanksByUser(a), method: 'GET', path: 'get-emi-banks-by-user', auth: true },
  { name: 'getCheckoutFlexipay', call: (a) => A.getCheckoutFlexipay(a), method: 'GET', path: 'get-checkout-flexipay', query: { platform: 'W' }, auth: true },
  { name: 'postCheckoutFlexipay', call: (a) => A.postCheckoutFlexipay(a, flexi), method: 'POST', path: 'post-checkout-flexipay', query: { platform: 'W' }, body: flexi, auth: true },
  // account area
  { name: 'getOrders', call: (a) => A.getOrders(a), method: 'GET', path: 'get-orders', auth: true },
  { name: 'cancelOrder', call: (a) => A.cancelOrder(a, 17, { cancelled_reason: 'Late' }), method: 'POST', path: 'cancel-order/17', body: { cancelled_reason: 'Late' }, auth: true },
  { name: 'getBookings', call: (a) => A.getBookings(a), method: 'GET', path: 'get-bookings', auth: true },
  { name: 'cancelBooking', call: (a) => A.cancelBooking(a, 5, { cancelled_reason: '' }), method: 'POST', path: 'cancel-booking/5', body: { cancelled_reason: '' }, auth: true },
  { name: 'getLoyaltyHistory', call: (a) => A.getLoyaltyHistory(a), method: 'GET', path: 'loyalty-history', auth: true },
  { name: 'getProductModels', call: (a) => A.getProductModels(a), method: 'GET', path: 'get-product-models', auth: true },
  { name: 'getProfile', call: (a) => A.getProfile(a), method: 'GET', path: 'get-profile', auth: true },
  {
    name: 'updateProfile',
    call: (a) => A.updateProfile(a, { name: 'Ram', mobile: '9800000000', address: 'Patan' }),
    method: 'POST',
    path: 'update-profile',
    body: { name: 'Ram', mobile: '9800000000', address: 'Patan' },
    auth: true,
  },
  {
    name: 'changePassword',
    call: (a) => A.changePassword(a, { old_password: 'old123', password: 'new123', new_password: 'new123' }),
    method: 'POST',
    path: 'user/change-password',
    body: { old_password: 'old123', password: 'new123', new_password: 'new123' },
    auth: true,
  },
];

describe.each(cases)('$name', ({ call, method, path, query, body, auth, bare }) => {
  let req: RecordedRequest;
  beforeAll(async () => {
    const { api, fake } = createTestClient(undefined, { token: 'tok' });
    await call(api);
    expect(fake.requests).toHaveLength(1);
    req = fake.last();
  });
  it(`is ${method} ${path}`, () => {
    expect(req.method).toBe(method);
    expect(req.path).toBe(path);
  });
  it('sends the expected query', () => {
    expect(req.query).toEqual(query ?? {});
  });
  if (body !== undefined) {
    it('sends the expected body', () => {
      expect(req.body).toEqual(body);
    });
  }
  it(auth ? 'carries the bearer token' : 'carries no bearer token', () => {
    expect(req.headers.authorization).toBe(auth ? 'Bearer tok' : undefined);
    if (bare) expect(req.headers).toEqual({});
  });
});

describe('wishlist token', () => {
  it('uses an explicit token over the client token', async () => {
    const { api, fake } = createTestClient(undefined, { token: 'tok' });
    await A.getWishlist(api, 'other');
    expect(fake.last().query).toEqual({ token: 'other' });
  });
});

describe('postWarranty', () => {
  it('posts multipart form data with every field and the image file', async () => {
    const { api, fake } = createTestClient(undefined, { token: 'tok' });
    const file = new File([new Uint8Array([1, 2, 3])], 'bill.png', { type: 'image/png' });
    await A.postWarranty(api, {
      model_no: 'LG-55UQ',
      serial_number: 'SN123',
      place_of_purchase: 'CG Digital, Baneshwor',
      purchase_date: '2024-10-01',
      proof_of_purchase: file,
    });
    const req = fake.last();
    expect(req).toMatchObject({ method: 'POST', path: 'post-warranty-web' });
    expect(req.headers.authorization).toBe('Bearer tok');
    const form = req.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(form.get('model_no')).toBe('LG-55UQ');
    expect(form.get('serial_number')).toBe('SN123');
    expect(form.get('place_of_purchase')).toBe('CG Digital, Baneshwor');
    expect(form.get('purchase_date')).toBe('2024-10-01');
    const sent = form.get('proof_of_purchase') as File;
    expect(sent.name).toBe('bill.png');
    expect(sent.size).toBe(3);
  });
});

describe('call answers', () => {
  it('hand back the typed envelope', async () => {
    const cart: A.CartData = {
      cart_items: [{ product_id: 1, product_name: 'TV', product_img: 'tv.jpg', qty: 2, product_price: 100, total: 200 }],
      cart_total: 200,
      loyalty_point_total: 1,
      grand_total: 200,
    };
    const { api } = createTestClient(() => ({ statusCode: 200, data: cart }), { token: 't' });
    const r = await A.getCart(api);
    expect(A.isOk(r) && r.data?.cart_items[0].qty).toBe(2);
  });

  it('hand back null on a network failure', async () => {
    const { api } = createTestClient(() => new Error('offline'), { token: 't' });
    await expect(A.addToCart(api, { qty: 1, product_id: 1 })).resolves.toBeNull();
  });

  it('defaults the add-to-cart quantity to 1', async () => {
    const { api, fake } = createTestClient(undefined, { token: 't' });
    await A.addToCart(api, { product_id: 9 } as A.CartLinePayload);
    expect(fake.last().body).toEqual({ qty: 1, product_id: 9 });
  });

  it('encode path parameters', async () => {
    const { api, fake } = createTestClient();
    await A.getCategoryListing(api, 'a/b?c');
    expect(fake.last().url).toBe('http://api.test/api/get/cat-a%2Fb%3Fc');
  });
});
