import { createPublicKey, createVerify } from 'node:crypto';
import { ACCOUNT_MESSAGES as M } from '../../shared/validation/messages';
import { TEXT_LIMITS as L, tooLong } from '../../shared/validation/limits';
import { RESERVATION_MESSAGES } from '../../server/reservation/reservation-booking';
import { RESERVATION_INPUT_MESSAGES as R } from '../../server/reservation/reservation-input';
import { RESERVATION_REASONS as REASON } from '../../server/reservation/reservation-messages';
import type { TestApp } from '../support/contract-app';
import { EPOCH as SEED_EPOCH } from '../../server/demo/seed/products';
import { call, get, post } from './http';
import { bookingPayload, login, newCustomer, reservationApp, type Place, type ReservationAnswer } from './reservation-support';

let t: TestApp;
let api: string;
let place: Place;
let buyer: string;
beforeAll(async () => ({ t, api, place, buyer } = await reservationApp()));
afterAll(() => t.close());

interface Colour {
  option_value: string;
  metadata: { image_carousal_list: string[] };
}
interface OlaProduct {
  status: string;
  selectedModalData: {
    logo: string;
    product: string;
    external_site_url: string | null;
    colors: Colour[];
    catalog_pricing_details: {
      product_overview: { title: string; desc: string }[];
      araiData: { title: string; description: string }[];
      price_breakup_response: { currency: string; reserve_amount: number; product_name: string };
    }[];
  };
  currentColor: Colour;
  prepaymentValue: number;
}

describe('GET ola/product/{product}', () => {
  it.each([
    ['ola-s1-pro', 'OLA S1 Pro'],
    ['ola-s1-air', 'OLA S1 Air'],
  ])('answers the selection data of %s', async (slug, name) => {
    const r = await get<OlaProduct>(api, `/ola/product/${slug}`);
    expect(r.status).toBe(200);
    expect(r.body.status).toBe('success');
    const details = r.body.selectedModalData.catalog_pricing_details;
    expect(details).toHaveLength(1);
    expect(details[0].product_overview).toHaveLength(3);
    for (const o of details[0].product_overview) expect(o).toEqual({ title: expect.any(String), desc: expect.any(String) });
    expect(details[0].product_overview.some((o) => /\[.+\]/.test(o.desc))).toBe(true);
    expect(details[0].araiData.length).toBeGreaterThan(0);
    for (const a of details[0].araiData) expect(a).toEqual({ title: expect.any(String), description: expect.any(String) });
    expect(details[0].price_breakup_response).toMatchObject({ currency: 'NPR', product_name: name });
    expect(r.body.prepaymentValue).toBe(details[0].price_breakup_response.reserve_amount);
    expect(r.body.prepaymentValue).toBeGreaterThan(0);
    expect(r.body.selectedModalData.logo).toMatch(/^\/media\//);
    expect(r.body.selectedModalData.product).toBe(slug);
    // My reservations' Home link goes to the brand's own site.
    expect(r.body.selectedModalData.external_site_url).toBe('https://www.olaelectric.com/');
    const colours = r.body.selectedModalData.colors;
    expect(colours.length).toBeGreaterThanOrEqual(2);
    for (const c of colours) {
      expect(typeof c.option_value).toBe('string');
      expect(c.metadata.image_carousal_list.length).toBeGreaterThanOrEqual(2);
    }
    expect(colours.map((c) => c.option_value)).toContain(r.body.currentColor.option_value);
    expect(r.body.currentColor).toEqual(colours[0]);
  });

  it('answers the pro scooter’s reserve amount in rupees', async () => {
    const r = await get<OlaProduct>(api, '/ola/product/ola-s1-pro');
    expect(r.body.prepaymentValue).toBe(9999);
  });

  it.each(['ola-s9-max', 'OLA-S1-PRO', '123', 'a%20b'])('answers status fail and 404 for an unknown product %s', async (slug) => {
    const r = await get(api, `/ola/product/${slug}`);
    expect(r.status).toBe(404);
    expect(r.body).toEqual({ status: 'fail', statusCode: 404, message: expect.stringMatching(/no scooter/) });
  });
});

describe('GET ola/get-bookings', () => {
  it('needs a session', async () => {
    const r = await get(api, '/ola/get-bookings');
    expect(r.status).toBe(401);
    expect(r.body.statusCode).toBe(401);
  });

  it("lists only the caller's reservations, newest first", async () => {
    const sita = await login(api, 'sita@example.com', 'sita1234');
    const ram = await login(api, 'ram@example.com', 'ram12345');
    const s = await get<{ status: string; data: Record<string, unknown>[] }>(api, '/ola/get-bookings', sita);
    const r = await get<{ status: string; data: Record<string, unknown>[] }>(api, '/ola/get-bookings', ram);
    expect(s.status).toBe(200);
    expect(s.body.status).toBe('success');
    expect(s.body.data.length).toBeGreaterThanOrEqual(2);
    for (const item of s.body.data) {
      expect(Object.keys(item).sort()).toEqual(['orderDate', 'orderId', 'orderStatus', 'reasonForFail', 'variant', 'variantImg']);
    }
    const dates = s.body.data.map((b) => Date.parse(String(b.orderDate)));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const accepted = s.body.data.find((b) => b.orderStatus === 'Accepted');
    expect(accepted).toMatchObject({ reasonForFail: null, variantImg: expect.stringMatching(/^\/media\/scooter\//), variant: expect.stringMatching(/OLA S1/) });
    // The seeded failed reservation reads as a live one cancelled at its gateway does.
    const failed = s.body.data.find((b) => b.orderStatus !== 'Accepted');
    expect(failed?.reasonForFail).toBe(REASON.cancelledAtGateway('Connect IPS'));
    const sitaIds = new Set(s.body.data.map((b) => b.orderId));
    expect(r.body.data.length).toBeGreaterThanOrEqual(1);
    expect(r.body.data.some((b) => sitaIds.has(b.orderId))).toBe(false);
  });

  it("names a seeded reservation's variant as a live one: the scooter's reservation name and its colour (My reservations, part 1 §2)", async () => {
    const sita = await login(api, 'sita@example.com', 'sita1234');
    const pro = await get<OlaProduct>(api, '/ola/product/ola-s1-pro');
    const name = pro.body.selectedModalData.catalog_pricing_details[0].price_breakup_response.product_name;
    const colours = pro.body.selectedModalData.colors.map((c) => c.option_value);
    const s = await get<{ data: { variant: string; orderDate: string }[] }>(api, '/ola/get-bookings', sita);
    const seeded = s.body.data.filter((b) => Date.parse(b.orderDate) <= SEED_EPOCH);
    expect(seeded.length).toBeGreaterThanOrEqual(2);
    for (const b of seeded) expect(colours.map((c) => `${name} (${c})`)).toContain(b.variant);
  });

  it('is empty for a new account', async () => {
    const gita = await login(api, 'gita@example.com', 'gita1234');
    const r = await get(api, '/ola/get-bookings', gita);
    expect(r.body).toEqual({ statusCode: 200, status: 'success', data: [] });
  });
});

describe('POST post-prebooking/{product}?platform=W', () => {
  const path = '/post-prebooking/ola-s1-pro?platform=W';
  const countBookings = async () => Number((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings')).rows[0].n);
  const countPayments = async () => Number((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM payments')).rows[0].n);

  it('needs a session', async () => {
    const r = await post(api, path, bookingPayload(place, 'eSewa'));
    expect(r.status).toBe(401);
  });

  it('answers 404 for an unknown scooter and for a catalogue product id (part 3, not open here)', async () => {
    const a = await post(api, '/post-prebooking/ola-s9-max?platform=W', bookingPayload(place, 'eSewa'), buyer);
    expect(a.status).toBe(404);
    expect(a.body.message).toMatch(/no scooter "ola-s9-max"/);
    const b = await post(api, '/post-prebooking/12?platform=W', bookingPayload(place, 'eSewa'), buyer);
    expect(b.status).toBe(404);
  });

  it('refuses a platform other than W', async () => {
    const r = await post(api, '/post-prebooking/ola-s1-pro?platform=X', bookingPayload(place, 'eSewa'), buyer);
    expect(r.status).toBe(422);
  });

  it('answers 400 for a body that is not a JSON object', async () => {
    const r = await call(api, 'POST', path, undefined, { token: buyer, raw: '[1, 2]' });
    expect(r.status).toBe(400);
    const bad = await call(api, 'POST', path, undefined, { token: buyer, raw: '{"shipping_data": ' });
    expect(bad.status).toBe(400);
  });

  const ship = (patch: Record<string, unknown>) => ({ shipping_data: { ...bookingPayload({} as Place, 'eSewa').shipping_data, ...patch } });

  it.each<[string, Record<string, unknown>, string]>([
    ['no shipping_data', { shipping_data: undefined }, R.shippingData],
    ['shipping_data as text', { shipping_data: 'Asha' }, R.shippingData],
    ['an empty name', ship({ name: '' }), M.fullNameRequired],
    ['a name with symbols', ship({ name: 'Asha #1' }), M.fullNameCharacters],
    ['a name as a number', ship({ name: 42 }), R.notText('shipping_data.name')],
    ['no email', ship({ email: '' }), M.emailRequired],
    ['a bad email', ship({ email: 'asha@example' }), M.emailInvalid],
    ['no mobile', ship({ mobile: '' }), M.mobileRequired],
    ['a short mobile', ship({ mobile: '98012' }), M.mobileInvalid],
    ['a mobile as a number', ship({ mobile: 9801234567 }), R.notText('shipping_data.mobile')],
    ['a blank address', ship({ address: '   ' }), M.addressRequired],
    ['no payment method', { payment_method: undefined }, R.paymentMethodRequired],
    ['an unknown payment method', { payment_method: 'Khalti' }, R.paymentMethodUnknown],
    ['no city', { city: undefined }, M.cityRequired],
    ['no area', { area: '' }, M.areaRequired],
    ['a city name instead of an id', { city: 'Kathmandu' }, R.notId('city')],
    ['a negative area', { area: -3 }, R.notId('area')],
    ['a fractional city', { city: 1.5 }, R.notId('city')],
    ['a note as a number', { customer_note: 7 }, R.notText('customer_note')],
    // The shipping form's own limits and messages (shared/validation/limits.ts), so the form never sends what this refuses.
    ['a name over the limit', ship({ name: 'A'.repeat(L.name + 1) }), tooLong('Full name', L.name)],
    ['an address over the limit', ship({ address: 'x'.repeat(L.address + 1) }), tooLong('Address', L.address)],
    ['a very long note', { customer_note: 'x'.repeat(L.note + 1) }, tooLong('Note', L.note)],
  ])('answers 422 for %s', async (_what, patch, message) => {
    const before = [await countBookings(), await countPayments()];
    const r = await post(api, path, { ...bookingPayload(place, 'eSewa'), ...patch }, buyer);
    expect(r.status).toBe(422);
    expect(r.body).toEqual({ statusCode: 422, message });
    expect([await countBookings(), await countPayments()]).toEqual(before);
  });

  it('checks that the city and area exist and belong together', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ city: 99999 }, RESERVATION_MESSAGES.noCity(99999)],
      [{ area: 999999 }, RESERVATION_MESSAGES.noArea(999999)],
      [{ area: place.otherArea }, RESERVATION_MESSAGES.areaNotInCity],
      [{ province: place.otherProvince }, RESERVATION_MESSAGES.cityNotInProvince],
      [{ color: 'Hot Pink' }, RESERVATION_MESSAGES.noColour('Hot Pink')],
    ];
    const before = await countBookings();
    for (const [patch, message] of cases) {
      const r = await post(api, path, { ...bookingPayload(place, 'eSewa'), ...patch }, buyer);
      expect({ status: r.status, body: r.body }).toEqual({ status: 422, body: { statusCode: 422, message } });
    }
    expect(await countBookings()).toBe(before);
  });

  it.each([
    'https://evil.example.com/page',
    'javascript:alert(1)',
    'not a url',
    'http://user:pw@localhost:3100/',
  ])('refuses the return_url %s', async (returnUrl) => {
    const r = await post(api, path, { ...bookingPayload(place, 'eSewa'), return_url: returnUrl }, buyer);
    expect(r.status).toBe(422);
    expect(r.body.message).toBe(RESERVATION_MESSAGES.returnUrl);
  });

  it('books with the card: a redirect URL to the card gateway', async () => {
    const r = await post<ReservationAnswer>(api, path, bookingPayload(place, 'Nabil Card'), buyer);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      statusCode: 200,
      message: RESERVATION_MESSAGES.created,
      booking_id: expect.any(Number),
      payment_gateway_url: expect.stringMatching(new RegExp(`^${t.baseUrl}/sandbox/checkout/SB[0-9A-F]{12}\\?session=`)),
    });
  });

  it('books with eSewa: the ePay form fields', async () => {
    const r = await post<ReservationAnswer>(api, path, bookingPayload(place, 'eSewa'), buyer);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      statusCode: 200,
      message: RESERVATION_MESSAGES.created,
      booking_id: expect.any(Number),
      payment_data: {
        url: `${t.baseUrl}/sandbox/esewa/epay/main`,
        method: 'POST',
        data: {
          tAmt: 9999,
          amt: 9999,
          txAmt: 0,
          psc: 0,
          pdc: 0,
          scd: 'EPAYTEST',
          pid: expect.stringMatching(/^CG[0-9A-F]{16}$/),
          su: `${t.baseUrl}/api/payment/esewa/success`,
          fu: expect.stringMatching(new RegExp(`^${t.baseUrl}/api/payment/esewa/failure\\?pid=CG`)),
        },
      },
    });
  });

  it('books with Connect IPS: the form fields and a TOKEN signed with the merchant key', async () => {
    const r = await post<ReservationAnswer>(api, path, { ...bookingPayload(place, 'Connect IPS'), city: String(place.city), area: String(place.area) }, buyer);
    expect(r.status).toBe(200);
    const pd = r.body.payment_data!;
    expect(pd.URL).toBe(`${t.baseUrl}/sandbox/connect-ips/connectipswebgw/loginpage`);
    expect(pd.METHOD).toBe('POST');
    const d = pd.data;
    expect(Object.keys(d)).toEqual(['MERCHANTID', 'APPID', 'APPNAME', 'TXNID', 'TXNDATE', 'TXNCRNCY', 'TXNAMT', 'REFERENCEID', 'REMARKS', 'PARTICULARS', 'TOKEN']);
    expect(d).toMatchObject({ TXNCRNCY: 'NPR', TXNAMT: 999900, REFERENCEID: `BKG-${r.body.booking_id}` });
    expect(d.TXNDATE).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    const key = await t.db.query<{ public_key_pem: string }>("SELECT public_key_pem FROM gateway_keys WHERE name = 'connect_ips'");
    const text = `MERCHANTID=${d.MERCHANTID},APPID=${d.APPID},APPNAME=${d.APPNAME},TXNID=${d.TXNID},TXNDATE=${d.TXNDATE},TXNCRNCY=${d.TXNCRNCY},TXNAMT=${d.TXNAMT},REFERENCEID=${d.REFERENCEID},REMARKS=${d.REMARKS},PARTICULARS=${d.PARTICULARS},TOKEN=TOKEN`;
    const ok = createVerify('RSA-SHA256').update(text).verify(createPublicKey(key.rows[0].public_key_pem), String(d.TOKEN), 'base64');
    expect(ok).toBe(true);
  });

  it('writes a Pending reservation and one pending payment, listed first in the bookings', async () => {
    const me = await newCustomer(api);
    const r = await post<ReservationAnswer>(api, '/post-prebooking/ola-s1-air?platform=W', { ...bookingPayload(place, 'eSewa'), color: 'porcelain-white', province: place.province }, me);
    expect(r.status).toBe(200);
    const b = await t.db.query('SELECT kind, source, status, payment_status, colour, city_id, area_id, province_id, total_amount_paisa, payment_method, customer_note FROM bookings WHERE id = $1', [r.body.booking_id]);
    expect(b.rows[0]).toMatchObject({
      kind: 'reservation', source: 'ola', status: 'Pending', payment_status: 'Pending', city_id: place.city, area_id: place.area,
      province_id: place.province, payment_method: 'eSewa', customer_note: 'Please call before delivery.',
    });
    const p = await t.db.query('SELECT status, gateway, amount_paisa FROM payments WHERE booking_id = $1', [r.body.booking_id]);
    expect(p.rows).toEqual([{ status: 'pending', gateway: 'esewa', amount_paisa: b.rows[0].total_amount_paisa }]);
    const list = await get<{ data: Record<string, unknown>[] }>(api, '/ola/get-bookings', me);
    expect(list.body.data).toEqual([
      {
        variantImg: expect.stringMatching(/^\/media\/scooter\/porcelain-white\//),
        variant: 'OLA S1 Air (Porcelain White)',
        orderId: r.body.booking_id,
        orderStatus: 'Pending',
        orderDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        reasonForFail: REASON.awaited,
      },
    ]);
    const second = await post<ReservationAnswer>(api, path, bookingPayload(place, 'Nabil Card'), me);
    const again = await get<{ data: { orderId: number }[] }>(api, '/ola/get-bookings', me);
    expect(again.body.data.map((x) => x.orderId)).toEqual([second.body.booking_id, r.body.booking_id]);
  });

  it('answers the same pending booking to a reload of the same attempt; a new attempt replaces it', async () => {
    const me = await newCustomer(api);
    const attempt = { ...bookingPayload(place, 'eSewa'), attempt: 'a1b2c3d4e5f6' };
    const first = await post<ReservationAnswer>(api, path, attempt, me);
    const reload = await post<ReservationAnswer>(api, path, attempt, me);
    expect(first.status).toBe(200);
    expect(reload.status).toBe(200);
    expect(reload.body.booking_id).toBe(first.body.booking_id);
    expect(reload.body.payment_data).toEqual(first.body.payment_data);
    const list = await get<{ data: { orderId: number; reasonForFail: string }[] }>(api, '/ola/get-bookings', me);
    expect(list.body.data).toEqual([expect.objectContaining({ orderId: first.body.booking_id, reasonForFail: REASON.awaited })]);
    const payments = await t.db.query('SELECT status FROM payments WHERE booking_id = $1', [first.body.booking_id]);
    expect(payments.rows).toEqual([{ status: 'pending' }]);

    const next = await post<ReservationAnswer>(api, path, { ...attempt, attempt: 'f6e5d4c3b2a1' }, me);
    expect(next.body.booking_id).not.toBe(first.body.booking_id);
    const after = await get<{ data: { orderId: number; reasonForFail: string }[] }>(api, '/ola/get-bookings', me);
    // Replaced as a new checkout replaces (eSewa's sandbox gives no status: its payment waits, unknown).
    expect(after.body.data.map((x) => x.orderId)).toEqual([next.body.booking_id, first.body.booking_id]);
    expect(after.body.data[1].reasonForFail).not.toBe(REASON.awaited);
  });

  it('books anew when the attempt names a booking whose payment is no longer pending, or another method', async () => {
    const me = await newCustomer(api);
    const attempt = { ...bookingPayload(place, 'eSewa'), attempt: 'settled-attempt' };
    const first = await post<ReservationAnswer>(api, path, attempt, me);
    const card = await post<ReservationAnswer>(api, path, { ...attempt, payment_method: 'Nabil Card' }, me);
    expect(card.body.booking_id).not.toBe(first.body.booking_id);
    expect(card.body.payment_gateway_url).toEqual(expect.any(String));
    await t.db.query("UPDATE payments SET status = 'failed' WHERE booking_id = $1", [card.body.booking_id]);
    await t.db.query("UPDATE bookings SET status = 'Failed', payment_status = 'Failed' WHERE id = $1", [card.body.booking_id]);
    const again = await post<ReservationAnswer>(api, path, { ...attempt, payment_method: 'Nabil Card' }, me);
    expect(again.status).toBe(200);
    expect(again.body.booking_id).not.toBe(card.body.booking_id);
  });

  it('accepts a return_url on the demo partner site or on the store itself', async () => {
    for (const url of [`http://localhost:${t.config.demoPort}/?model=pro#reserve`, `${t.baseUrl}/myReservations`]) {
      const r = await post(api, path, { ...bookingPayload(place, 'eSewa'), return_url: url }, buyer);
      expect(r.status).toBe(200);
    }
  });
});

describe('cross-origin use from a partner page', () => {
  const partner = () => `http://localhost:${t.config.demoPort}`;

  it('answers the preflight of an authenticated booking call', async () => {
    const res = await fetch(`${api}/post-prebooking/ola-s1-pro?platform=W`, {
      method: 'OPTIONS',
      headers: { Origin: partner(), 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type' },
    });
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-origin')).toBe(partner());
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('lets the partner page read the bookings and the product, and no one else', async () => {
    const mine = await fetch(`${api}/ola/get-bookings`, { headers: { Origin: partner(), Authorization: `Bearer ${buyer}` } });
    expect(mine.headers.get('access-control-allow-origin')).toBe(partner());
    const product = await fetch(`${api}/ola/product/ola-s1-pro`, { headers: { Origin: partner() } });
    expect(product.headers.get('access-control-allow-origin')).toBe(partner());
    const other = await fetch(`${api}/ola/product/ola-s1-pro`, { headers: { Origin: 'https://evil.example.com' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
