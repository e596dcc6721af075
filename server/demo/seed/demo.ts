// Seeds the demo accounts and their history: carts, wishlists, orders in several states (placed through
// the store's own checkout: ./orders.ts), bookings, a scooter reservation, payments, loyalty points, a
// warranty registration, and a few enquiries.
import type { Queryable } from '../../db/types';
import { addToCart, cartLines, priceLines } from '../../cart/cart';
import { checkPlace } from '../../orders/checkout-input';
import { CHECKOUT_METHOD_GATEWAYS } from '../../payments/payment-options';
import type { FailureReason } from '../../payments/types';
import { DEMO_ACCOUNTS } from './accounts';
import type { CatalogueIds } from './catalogue';
import type { ContentIds } from './content';
import { insertRows } from './insert';
import { placeDemoOrder, type DemoOrder, type Shopper } from './orders';
import { DAY, EPOCH, type GeneratedProduct } from './products';

const iso = (ms: number) => new Date(ms).toISOString();
const rupees = (paisa: number) => Math.round(paisa) / 100;

interface Address {
  province_id: number;
  city_id: number;
  area_id: number;
  address: string;
}

const must = <T>(v: T | undefined, what: string): T => {
  if (v === undefined) throw new Error(`The demo seed has no ${what}.`);
  return v;
};

export async function seedDemo(
  tx: Queryable, ids: CatalogueIds, content: ContentIds, passwordHashes: string[], kind: 'pglite' | 'postgres',
): Promise<void> {
  // Users (an account registered before the seed keeps its password).
  const userIds: number[] = [];
  for (const [i, a] of DEMO_ACCOUNTS.entries()) {
    const created = iso(EPOCH - (300 - i * 40) * DAY);
    const r = await tx.query<{ id: number }>(
      `INSERT INTO users (name, email, mobile, address, country_code, password_hash, platform, created_at, updated_at)
       VALUES ($1, $2, $3, $4, 'NP', $5, 'W', $6, $6) ON CONFLICT DO NOTHING RETURNING id`,
      [a.name, a.email, a.mobile, a.address, passwordHashes[i], created],
    );
    const id = r.rows[0]?.id ?? (await tx.query<{ id: number }>('SELECT id FROM users WHERE lower(email) = lower($1)', [a.email])).rows[0].id;
    userIds.push(id);
  }
  const [sita, ram] = userIds;
  const sitaAccount = DEMO_ACCOUNTS[0];
  const ramAccount = DEMO_ACCOUNTS[1];
  const sitaAddress: Address = { province_id: 3, city_id: await cityId(tx, 'Kathmandu'), area_id: 0, address: sitaAccount.address };
  sitaAddress.area_id = await firstArea(tx, sitaAddress.city_id);
  const ramAddress: Address = { province_id: 4, city_id: await cityId(tx, 'Kaski'), area_id: 0, address: ramAccount.address };
  ramAddress.area_id = await firstArea(tx, ramAddress.city_id);

  const P = ids.products;
  const normal = P.filter((p) => p.productType === 'Normal' && !p.isService && !p.prepayment && p.stock >= 5 && p.id > 2);
  const pick = (pred: (p: GeneratedProduct) => boolean, skip = 0): GeneratedProduct => normal.filter(pred)[skip] ?? normal[skip % normal.length];
  const tv = pick((p) => p.place.subUrl === 'led-tvs');
  // HOME1500 takes NPR 1,500 off the refrigerators and washing machines it names.
  const home1500 = new Set((await tx.query<{ id: number }>(
    "SELECT cp.product_id AS id FROM coupon_products cp JOIN coupons c ON c.id = cp.coupon_id WHERE c.code = 'HOME1500'",
  )).rows.map((r) => Number(r.id)));
  const fridge = pick((p) => home1500.has(p.id) && ['refrigerators', 'washing-machines'].includes(p.place.subUrl));
  const phone = pick((p) => p.place.subUrl === 'smartphones');
  const kettle = pick((p) => p.place.categoryUrl === 'kitchen-appliances' && p.pricePaisa < 10_000_00);
  const laptop = pick((p) => p.place.subUrl === 'laptops');
  const earbuds = pick((p) => p.place.subUrl === 'headphones-earbuds');
  const ac = pick((p) => p.place.subUrl === 'air-conditioners');
  const washer = pick((p) => p.place.subUrl === 'washing-machines');
  const mixer = pick((p) => p.place.categoryUrl === 'kitchen-appliances', 3);

  // Wishlists.
  await insertRows(tx, 'wishlists', { user_id: 'bigint', product_id: 'bigint', created_at: 'timestamptz' }, [
    { user_id: sita, product_id: laptop.id, created_at: iso(EPOCH - 9 * DAY) },
    { user_id: sita, product_id: ac.id, created_at: iso(EPOCH - 7 * DAY) },
    { user_id: sita, product_id: P[0].id, created_at: iso(EPOCH - 5 * DAY) },
    { user_id: ram, product_id: washer.id, created_at: iso(EPOCH - 3 * DAY) },
  ]);

  // Coins given outside orders (the welcome bonus, a transfer from in-store purchases).
  const grant = (user: number, points: number, remarks: string, days: number) =>
    tx.query(`INSERT INTO loyalty_ledger (user_id, points, remarks, status, created_at) VALUES ($1, $2, $3, 'Approved', $4)`, [user, points, remarks, iso(EPOCH - days * DAY)]);
  await grant(sita, 100, 'Welcome bonus', 300);
  await grant(ram, 100, 'Welcome bonus', 260);

  // Orders, oldest first, placed through the store's own checkout (server/demo/seed/orders.ts): totals,
  // TDS, cash back and coins earned and spent follow the live rules of docs/adr/0006.
  const sitaShop: Shopper = { id: sita, name: sitaAccount.name, email: sitaAccount.email, mobile: sitaAccount.mobile, ...sitaAddress };
  const ramShop: Shopper = { id: ram, name: ramAccount.name, email: ramAccount.email, mobile: ramAccount.mobile, ...ramAddress };
  const place = (who: Shopper, o: DemoOrder) => placeDemoOrder(tx, kind, who, o);
  // The full-redeem order spends coins an in-store purchase had given: as many as its total asks.
  await tx.query('DELETE FROM cart_items WHERE cart_id IN (SELECT id FROM carts WHERE user_id = $1)', [sita]);
  const kettles = [[kettle, 2]] as const;
  for (const [p, qty] of kettles) await addToCart(tx, sita, p.id, qty);
  const due = await priceLines(tx, sita, await cartLines(tx, sita), { redeem: 0, zone: await checkPlace(tx, sitaAddress) });
  await grant(sita, Math.max(0, due.limits.full - due.balance), 'Coins transferred from in-store purchases', 250);
  await place(sitaShop, { days: 200, method: 'Loyalty Full Redeem', lines: [...kettles], stage: 'Delivered', legacy: true });
  await place(sitaShop, { days: 120, method: 'eSewa', lines: [[tv, 1], [earbuds, 1]], payment: 'paid', stage: 'Delivered' });
  await place(ramShop, { days: 60, method: 'Khalti', lines: [[washer, 1]], payment: 'paid', stage: 'Delivered' });
  await place(sitaShop, { days: 40, method: 'Cash On Delivery', lines: [[phone, 1]], cancel: { reason: 'Found a better offer elsewhere.', decision: 'reject' } });
  await place(sitaShop, { days: 30, method: 'eSewa', lines: [[earbuds, 1]], payment: 'cancelled by payer' });
  const coinsNow = (await priceLines(tx, sita, [], { redeem: 0, zone: 'valley' })).balance;
  await place(sitaShop, { days: 12, method: 'Nabil Card', lines: [[fridge, 1]], coupon: 'HOME1500', redeem: Math.min(150, coinsNow), payment: 'paid', stage: 'Shipped' });
  await place(sitaShop, {
    days: 6, method: 'Bank Transfer', bankId: content.transferBankId.get('nabil-bank'), lines: [[mixer, 1]],
    cancel: { reason: 'Ordered the wrong model by mistake.', decision: 'accept' },
  });
  await place(sitaShop, {
    days: 4, method: 'Nabil Card', lines: [[laptop, 1]], payment: 'paid', stage: 'Processing',
    emi: { bankId: must(content.emiBankId.get('nabil-bank'), 'Nabil Bank plan'), periodId: must(content.emiPeriodId.get('nabil-bank:12'), 'Nabil Bank 12 months'), months: 12 },
  });
  await place(sitaShop, { days: 2, method: 'Cash On Delivery', lines: [[kettle, 1]], note: 'Please call before delivery.' });
  await place(ramShop, { days: 1, method: 'Cash On Delivery', lines: [[mixer, 1], [kettle, 1]] });

  // Carts as the shoppers left them.
  for (const [user, lines] of [[sita, [[earbuds, 1], [kettle, 2]]], [ram, [[mixer, 1]]]] as const) {
    await tx.query('DELETE FROM cart_items WHERE cart_id IN (SELECT id FROM carts WHERE user_id = $1)', [user]);
    for (const [p, qty] of lines) await addToCart(tx, user, p.id, qty);
    await tx.query('UPDATE carts SET created_at = $2, updated_at = $3 WHERE user_id = $1', [user, iso(EPOCH - 2 * DAY), iso(EPOCH - DAY)]);
    await tx.query('UPDATE cart_items SET created_at = $2, updated_at = $3 WHERE cart_id IN (SELECT id FROM carts WHERE user_id = $1)', [user, iso(EPOCH - 2 * DAY), iso(EPOCH - DAY)]);
  }

  // Bookings: pre-bookings of prepayment products and scooter reservations.
  const prepay = P.filter((p) => p.prepayment && p.id > 2);
  const pre = (i: number) => prepay[i % Math.max(1, prepay.length)] ?? P[0];
  await booking(tx, sita, sitaShop, pre(0), { kind: 'prebooking', days: 3, method: 'Bank Transfer', bankId: content.transferBankId.get('nabil-bank'), status: ['Pending', 'Pending', 'Pending'] });
  await booking(tx, sita, sitaShop, pre(1), { kind: 'prebooking', days: 25, method: 'Khalti', status: ['Accepted', 'Paid', 'Pending'], paid: true, buyNow: true });
  await booking(tx, sita, sitaShop, pre(2), { kind: 'prebooking', days: 50, method: 'Bank Transfer', bankId: content.transferBankId.get('global-ime-bank'), status: ['Cancelled', 'Refunded', 'Cancelled'], cancelled: 'Changed my mind about the model.' });
  const [pro, air] = content.scooters;
  if (pro) {
    await booking(tx, sita, sitaShop, P.find((p) => p.id === pro.productId) ?? P[0], { kind: 'reservation', productName: pro.productName, days: 15, method: 'eSewa', status: ['Accepted', 'Paid', 'Pending'], paid: true, colour: pro.colours[2] ?? pro.colours[0] });
    await booking(tx, sita, sitaShop, P.find((p) => p.id === pro.productId) ?? P[0], { kind: 'reservation', productName: pro.productName, days: 16, method: 'Connect IPS', status: ['Failed', 'Cancelled', 'Pending'], failed: 'cancelled by payer', colour: pro.colours[0] });
  }
  if (air) {
    await booking(tx, ram, ramShop, P.find((p) => p.id === air.productId) ?? P[0], { kind: 'reservation', productName: air.productName, days: 8, method: 'Nabil Card', status: ['Accepted', 'Paid', 'Pending'], paid: true, colour: air.colours[1] ?? air.colours[0] });
  }

  await tx.query(
    `INSERT INTO warranty_registrations (user_id, product_id, model_no, serial_number, place_of_purchase, purchase_date, proof_file_name, proof_original_name, proof_mime, proof_size, status, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'image/png', 48213, 'Approved', $9)`,
    [sita, tv.id, tv.modelNumber, 'SN4K7Q2B9X1', 'CG Digital, Durbarmarg', iso(EPOCH - 118 * DAY).slice(0, 10), 'seed-proof-of-purchase.png', 'invoice.png', iso(EPOCH - 110 * DAY)],
  );
  await insertRows(tx, 'enquiries', { kind: 'text', user_id: 'bigint', product_id: 'bigint', name: 'text', email: 'text', phone: 'text', organization: 'text', enquiry: 'text', status: 'text', created_at: 'timestamptz' }, [
    { kind: 'business', user_id: null, product_id: ac.id, name: 'Hotel Himalayan View', email: 'purchase@himalayanview.example', phone: '9801234567', organization: 'Hotel Himalayan View Pvt. Ltd.', enquiry: 'We need 24 units for our new wing. Please share a bulk quotation with installation.', status: 'answered', created_at: iso(EPOCH - 20 * DAY) },
    { kind: 'business', user_id: sita, product_id: laptop.id, name: sitaAccount.name, email: sitaAccount.email, phone: sitaAccount.mobile, organization: null, enquiry: 'Is this available with 16 GB RAM in stock?', status: 'new', created_at: iso(EPOCH - 8 * DAY) },
    { kind: 'contact', user_id: null, product_id: null, name: 'Bishnu Poudel', email: 'bishnu@example.net', phone: '9812345678', organization: null, enquiry: 'Do you have a showroom in Hetauda? I would like to see the washing machines before buying.', status: 'new', created_at: iso(EPOCH - 5 * DAY) },
  ]);
  await tx.query(
    'INSERT INTO store_consultations (user_id, product_id, name, email, number, area_id, queries, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
    [ram, washer.id, ramAccount.name, ramAccount.email, ramAccount.mobile, ramAddress.area_id, 'Which size suits a family of five?', iso(EPOCH - 70 * DAY)],
  );
  await insertRows(tx, 'newsletter_subscribers', { email: 'text', created_at: 'timestamptz' }, [
    { email: 'sita@example.com', created_at: iso(EPOCH - 280 * DAY) },
    { email: 'deals.hunter@example.net', created_at: iso(EPOCH - 90 * DAY) },
    { email: 'anjali.shrestha@example.org', created_at: iso(EPOCH - 14 * DAY) },
  ]);
}

async function cityId(tx: Queryable, name: string): Promise<number> {
  const r = await tx.query<{ id: number }>('SELECT id FROM cities WHERE name = $1 ORDER BY id LIMIT 1', [name]);
  if (r.rows[0]) return r.rows[0].id;
  return (await tx.query<{ id: number }>('SELECT id FROM cities ORDER BY id LIMIT 1')).rows[0].id;
}

async function firstArea(tx: Queryable, city: number): Promise<number> {
  return (await tx.query<{ id: number }>('SELECT id FROM areas WHERE city_id = $1 ORDER BY id LIMIT 1', [city])).rows[0].id;
}

interface Ship extends Address {
  name: string;
  email: string;
  mobile: string;
}

interface BookingOpts {
  kind: 'prebooking' | 'reservation';
  days: number;
  method: string;
  status: [string, string, string];
  paid?: boolean;
  /** The reason a gateway gives, stored as a live failure stores it (My reservations words it: server/reservation/reservation-messages.ts). */
  failed?: FailureReason;
  cancelled?: string;
  bankId?: number;
  buyNow?: boolean;
  colour?: { id: number; option_value: string; slug: string };
  /** The name the booking carries when not the catalogue product's: a reservation carries its scooter's reservation name, as a live one does. */
  productName?: string;
}

async function booking(tx: Queryable, userId: number, ship: Ship, p: GeneratedProduct, o: BookingOpts): Promise<number> {
  const created = EPOCH - o.days * DAY + 14 * 3600_000;
  const price = p.discountPricePaisa ?? p.pricePaisa;
  const prepay = p.prepaymentValuePaisa ?? Math.max(1000_00, Math.round(price / 10));
  const [status, paymentStatus, deliveryStatus] = o.status;
  const r = await tx.query<{ id: number }>(
    `INSERT INTO bookings (user_id, product_id, kind, source, product_name, featured_image, reservation_colour_id, colour, product_price_paisa, total_amount_paisa,
       payment_value_paisa, payment_method, status, payment_status, delivery_status, cancelled_booking, cancelled_reason, cancelled_at, buy_now_open_status, failure_reason,
       shipping_name, shipping_email, shipping_mobile, shipping_address, province_id, city_id, area_id, bank_id, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27, $28, $29, $29) RETURNING id`,
    [
      userId, p.id, o.kind, o.kind === 'reservation' ? 'ola' : null, o.productName ?? p.name, o.colour ? `/media/scooter/${o.colour.slug}/1.svg` : p.featuredImage,
      o.colour?.id ?? null, o.colour?.option_value ?? null, price, prepay, Math.max(0, price - prepay), o.method, status, paymentStatus, deliveryStatus,
      o.cancelled ? 'C' : null, o.cancelled ?? null, o.cancelled ? iso(created + DAY) : null, o.buyNow ? 1 : 0, o.failed ?? null,
      ship.name, ship.email, ship.mobile, ship.address, ship.province_id, ship.city_id, ship.area_id, o.bankId ?? null, iso(created),
    ],
  );
  const id = r.rows[0].id;
  const gateway = (CHECKOUT_METHOD_GATEWAYS as Record<string, string>)[o.method];
  if (gateway && (o.paid || o.failed)) {
    await tx.query(
      `INSERT INTO payments (transaction_id, gateway, booking_id, amount_paisa, status, gateway_reference, failure_reason, verification_response, verified_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $10)`,
      [
        `SEED-BKG-${id}`, gateway, id, prepay, o.paid ? 'paid' : o.failed === 'cancelled by payer' ? 'cancelled' : 'failed', o.paid ? `${gateway.toUpperCase()}-B${100000 + id}` : null, o.failed ?? null,
        JSON.stringify(o.paid ? { status: 'COMPLETE', total_amount: rupees(prepay) } : { status: 'CANCELLED', reason: o.failed }),
        o.paid ? iso(created + 60_000) : null, iso(created),
      ],
    );
  }
  return id;
}
