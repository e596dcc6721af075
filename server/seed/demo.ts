// Seeds the demo accounts and their history: carts, wishlists, orders in several states, bookings,
// a scooter reservation, payments, loyalty points, a warranty registration, and a few enquiries.
import type { Queryable } from '../db/types';
import { DEMO_ACCOUNTS } from './accounts';
import type { CatalogueIds } from './catalogue';
import type { ContentIds } from './content';
import { insertRows, type Row } from './insert';
import { DAY, EPOCH, type GeneratedProduct } from './products';

const iso = (ms: number) => new Date(ms).toISOString();
const rupees = (paisa: number) => Math.round(paisa) / 100;
const GATEWAY: Record<string, string> = { eSewa: 'esewa', Khalti: 'khalti', 'Nabil Card': 'nabil_card', 'Connect IPS': 'connect_ips' };

interface Address {
  province_id: number;
  city_id: number;
  area_id: number;
  address: string;
}

export async function seedDemo(tx: Queryable, ids: CatalogueIds, content: ContentIds, passwordHashes: string[]): Promise<void> {
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
  const normal = P.filter((p) => p.productType === 'Normal' && !p.isService && !p.prepayment && p.stock > 0 && p.id > 2);
  const pick = (pred: (p: GeneratedProduct) => boolean, skip = 0): GeneratedProduct => normal.filter(pred)[skip] ?? normal[skip % normal.length];
  const tv = pick((p) => p.place.subUrl === 'led-tvs');
  const fridge = pick((p) => p.place.subUrl === 'refrigerators');
  const phone = pick((p) => p.place.subUrl === 'smartphones');
  const kettle = pick((p) => p.place.categoryUrl === 'kitchen-appliances' && p.pricePaisa < 10_000_00);
  const laptop = pick((p) => p.place.subUrl === 'laptops');
  const earbuds = pick((p) => p.place.subUrl === 'headphones-earbuds');
  const ac = pick((p) => p.place.subUrl === 'air-conditioners');
  const washer = pick((p) => p.place.subUrl === 'washing-machines');
  const mixer = pick((p) => p.place.categoryUrl === 'kitchen-appliances', 3);

  // Carts and wishlists.
  for (const [user, lines] of [[sita, [[earbuds, 1], [kettle, 2]]], [ram, [[mixer, 1]]]] as const) {
    const c = await tx.query<{ id: number }>('INSERT INTO carts (user_id, created_at, updated_at) VALUES ($1, $2, $2) RETURNING id', [user, iso(EPOCH - 2 * DAY)]);
    await insertRows(tx, 'cart_items', { cart_id: 'bigint', product_id: 'bigint', qty: 'int', created_at: 'timestamptz', updated_at: 'timestamptz' },
      lines.map(([p, qty], i) => ({ cart_id: c.rows[0].id, product_id: p.id, qty, created_at: iso(EPOCH - (2 - i * 0.5) * DAY), updated_at: iso(EPOCH - DAY) })));
  }
  await insertRows(tx, 'wishlists', { user_id: 'bigint', product_id: 'bigint', created_at: 'timestamptz' }, [
    { user_id: sita, product_id: laptop.id, created_at: iso(EPOCH - 9 * DAY) },
    { user_id: sita, product_id: ac.id, created_at: iso(EPOCH - 7 * DAY) },
    { user_id: sita, product_id: P[0].id, created_at: iso(EPOCH - 5 * DAY) },
    { user_id: ram, product_id: washer.id, created_at: iso(EPOCH - 3 * DAY) },
  ]);

  // Orders.
  const sitaShip = { name: sitaAccount.name, email: sitaAccount.email, mobile: sitaAccount.mobile, ...sitaAddress };
  const ramShip = { name: ramAccount.name, email: ramAccount.email, mobile: ramAccount.mobile, ...ramAddress };
  const o1 = await order(tx, sita, sitaShip, [[tv, 1], [earbuds, 1]], { days: 120, method: 'eSewa', status: ['Delivered', 'Paid', 'Delivered'], paid: true });
  const o2 = await order(tx, sita, sitaShip, [[kettle, 1]], { days: 2, method: 'Cash On Delivery', status: ['Pending', 'Pending', 'Pending'], note: 'Please call before delivery.' });
  const o3 = await order(tx, sita, sitaShip, [[mixer, 1]], { days: 6, method: 'Bank Transfer', bankId: content.transferBankId.get('nabil-bank'), status: ['Pending', 'Pending', 'Pending'], cancelled: 'Ordered the wrong model by mistake.' });
  const o4 = await order(tx, sita, sitaShip, [[phone, 1]], { days: 40, method: 'Khalti', status: ['Rejected', 'Refunded', 'Cancelled'], paid: true, cancelled: 'Found a better offer elsewhere.' });
  const o5 = await order(tx, sita, sitaShip, [[fridge, 1]], { days: 12, method: 'Nabil Card', status: ['Shipped', 'Paid', 'Shipped'], paid: true, coupon: ['HOME1500', 1500_00], redeemPoints: Math.min(150, 40 + o1.points), deliveryPaisa: 0 });
  const o6 = await order(tx, sita, sitaShip, [[laptop, 1]], { days: 4, method: 'Nabil Card', status: ['Processing', 'Paid', 'Processing'], paid: true, emi: { bank: 'nabil-bank', months: 12 } });
  const o7 = await order(tx, sita, sitaShip, [[kettle, 2]], { days: 200, method: 'Loyalty Full Redeem', status: ['Delivered', 'Paid', 'Delivered'], legacy: true, redeemAll: true });
  const o8 = await order(tx, sita, sitaShip, [[earbuds, 1]], { days: 30, method: 'eSewa', status: ['Cancelled', 'Failed', 'Cancelled'], failed: 'Payment was not completed on eSewa.' });
  const r1 = await order(tx, ram, ramShip, [[washer, 1]], { days: 60, method: 'Khalti', status: ['Delivered', 'Paid', 'Delivered'], paid: true, deliveryPaisa: 250_00 });
  const r2 = await order(tx, ram, ramShip, [[mixer, 1], [kettle, 1]], { days: 1, method: 'Cash On Delivery', status: ['Pending', 'Pending', 'Pending'], deliveryPaisa: 150_00 });

  // Loyalty history: earned on delivery, redeemed at checkout, pending while an order is on its way.
  const ledger: Row[] = [
    { user_id: sita, order_id: null, points: 100, remarks: 'Welcome bonus', status: 'Approved', created_at: iso(EPOCH - 300 * DAY) },
    { user_id: sita, order_id: o7.id, points: -o7.redeemPoints, remarks: `Redeemed on order #${o7.id}`, status: 'Approved', created_at: iso(EPOCH - 200 * DAY) },
    { user_id: sita, order_id: o7.id, points: 40, remarks: 'Festival bonus coins', status: 'Approved', created_at: iso(EPOCH - 199 * DAY) },
    { user_id: sita, order_id: o1.id, points: o1.points, remarks: `Earned on order #${o1.id}`, status: 'Approved', created_at: iso(EPOCH - 115 * DAY) },
    { user_id: sita, order_id: o5.id, points: -o5.redeemPoints, remarks: `Redeemed on order #${o5.id}`, status: 'Approved', created_at: iso(EPOCH - 12 * DAY) },
    { user_id: sita, order_id: o5.id, points: o5.points, remarks: `Earned on order #${o5.id} (on delivery)`, status: 'Pending', created_at: iso(EPOCH - 12 * DAY) },
    { user_id: sita, order_id: o6.id, points: o6.points, remarks: `Earned on order #${o6.id} (on delivery)`, status: 'Pending', created_at: iso(EPOCH - 4 * DAY) },
    { user_id: ram, order_id: null, points: 100, remarks: 'Welcome bonus', status: 'Approved', created_at: iso(EPOCH - 260 * DAY) },
    { user_id: ram, order_id: r1.id, points: r1.points, remarks: `Earned on order #${r1.id}`, status: 'Approved', created_at: iso(EPOCH - 55 * DAY) },
  ];
  // The full-redeem order spent coins that the welcome bonus and an earlier purchase had given.
  ledger.splice(1, 0, { user_id: sita, order_id: null, points: Math.max(0, o7.redeemPoints - 100), remarks: 'Coins transferred from in-store purchases', status: 'Approved', created_at: iso(EPOCH - 250 * DAY) });
  await insertRows(tx, 'loyalty_ledger', { user_id: 'bigint', order_id: 'bigint', points: 'int', remarks: 'text', status: 'text', created_at: 'timestamptz' }, ledger);
  void o2; void o3; void o4; void o8; void r2;

  // Bookings: pre-bookings of prepayment products and scooter reservations.
  const prepay = P.filter((p) => p.prepayment && p.id > 2);
  const pre = (i: number) => prepay[i % Math.max(1, prepay.length)] ?? P[0];
  await booking(tx, sita, sitaShip, pre(0), { kind: 'prebooking', days: 3, method: 'Bank Transfer', bankId: content.transferBankId.get('nabil-bank'), status: ['Pending', 'Pending', 'Pending'] });
  await booking(tx, sita, sitaShip, pre(1), { kind: 'prebooking', days: 25, method: 'Khalti', status: ['Accepted', 'Paid', 'Pending'], paid: true, buyNow: true });
  await booking(tx, sita, sitaShip, pre(2), { kind: 'prebooking', days: 50, method: 'Bank Transfer', bankId: content.transferBankId.get('global-ime-bank'), status: ['Cancelled', 'Refunded', 'Cancelled'], cancelled: 'Changed my mind about the model.' });
  const [pro, air] = content.scooters;
  if (pro) {
    await booking(tx, sita, sitaShip, P.find((p) => p.id === pro.productId) ?? P[0], { kind: 'reservation', days: 15, method: 'eSewa', status: ['Accepted', 'Paid', 'Pending'], paid: true, colour: pro.colours[2] ?? pro.colours[0] });
    await booking(tx, sita, sitaShip, P.find((p) => p.id === pro.productId) ?? P[0], { kind: 'reservation', days: 16, method: 'Connect IPS', status: ['Failed', 'Failed', 'Pending'], failed: 'Transaction cancelled by the customer', colour: pro.colours[0] });
  }
  if (air) {
    await booking(tx, ram, ramShip, P.find((p) => p.id === air.productId) ?? P[0], { kind: 'reservation', days: 8, method: 'Nabil Card', status: ['Accepted', 'Paid', 'Pending'], paid: true, colour: air.colours[1] ?? air.colours[0] });
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

interface OrderOpts {
  days: number;
  method: string;
  status: [string, string, string];
  paid?: boolean;
  failed?: string;
  cancelled?: string;
  note?: string;
  bankId?: number;
  coupon?: [string, number];
  redeemPoints?: number;
  redeemAll?: boolean;
  deliveryPaisa?: number;
  emi?: { bank: string; months: number };
  /** An old order kept only as cart_data (no order_products rows). */
  legacy?: boolean;
}

async function order(
  tx: Queryable, userId: number, ship: Ship, lines: (readonly [GeneratedProduct, number])[], o: OrderOpts,
): Promise<{ id: number; points: number; redeemPoints: number }> {
  const created = EPOCH - o.days * DAY + 10.5 * 3600_000;
  const priced = lines.map(([p, qty]) => {
    const mop = p.discountPricePaisa ?? p.pricePaisa;
    return { p, qty, mrp: p.pricePaisa, mop, subtotal: mop * qty };
  });
  const cartTotal = priced.reduce((s, l) => s + l.subtotal, 0);
  const couponDiscount = o.coupon ? Math.min(o.coupon[1], cartTotal) : 0;
  const redeemPoints = o.redeemAll ? Math.ceil((cartTotal - couponDiscount) / 100) : (o.redeemPoints ?? 0);
  const redeemAmount = redeemPoints * 100; // 1 CG|Coin = NPR 1
  const tds = o.redeemAll || redeemPoints ? Math.round(redeemAmount * 0.15) : 0;
  const delivery = o.deliveryPaisa ?? null;
  const total = Math.max(0, cartTotal - couponDiscount - redeemAmount + tds + (delivery ?? 0));
  const points = Math.floor(cartTotal / 100 / 200);
  const [orderStatus, paymentStatus, deliveryStatus] = o.status;
  const cartData = priced.map((l) => ({
    id: l.p.id, name: l.p.name, model_number: l.p.modelNumber, qty: l.qty, subtotal: rupees(l.subtotal), price: rupees(l.mop),
    mrp: rupees(l.mrp), mop: rupees(l.mop), options: { count: l.qty, free_product: null }, coupon_discount: null,
  }));
  const emiMonthly = o.emi ? Math.round(total / o.emi.months) : null;
  const r = await tx.query<{ id: number }>(
    `INSERT INTO orders (user_id, payment_method, order_status, payment_status, delivery_status, cancelled_order, cancelled_reason, cancelled_at,
       cart_data, cart_total_paisa, delivery_charge_paisa, coupon_code, coupon_discount_paisa, redeem, redeem_point, redeem_amount_paisa, tds_paisa,
       cash_back_paisa, total_amount_paisa, loyalty_points, shipping_name, shipping_email, shipping_mobile, shipping_address, province_id, city_id, area_id,
       customer_note, bank_id, is_emi, emi_bank_id, emi_period_id, emi_months, emi_monthly_paisa, emi_data, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23, $24, $25, $26, $27,
       $28, $29, $30, (SELECT id FROM emi_banks WHERE slug = $31), (SELECT p.id FROM emi_periods p JOIN emi_banks b ON b.id = p.emi_bank_id WHERE b.slug = $31 AND p.months = $32),
       $32, $33, $34::jsonb, $35, $35) RETURNING id`,
    [
      userId, o.method, orderStatus, paymentStatus, deliveryStatus, o.cancelled ? 'C' : null, o.cancelled ?? null, o.cancelled ? iso(created + DAY) : null,
      JSON.stringify(cartData), cartTotal, delivery, o.coupon?.[0] ?? null, couponDiscount, redeemPoints ? 'Yes' : 'No', redeemPoints, redeemAmount, tds,
      o.paid && cartTotal > 50_000_00 ? 500_00 : 0, total, points, ship.name, ship.email, ship.mobile, ship.address, ship.province_id, ship.city_id, ship.area_id,
      o.note ?? null, o.bankId ?? null, o.emi !== undefined, o.emi?.bank ?? null, o.emi?.months ?? null, emiMonthly,
      o.emi ? JSON.stringify({ account_holder: ship.name, account_holder_address: ship.address, account_holder_email: ship.email, account_holder_mobile: ship.mobile, first_six_card_number: '455701', expiry_date: '08/28' }) : null,
      iso(created),
    ],
  );
  const id = r.rows[0].id;
  if (o.coupon) await tx.query('UPDATE orders SET coupon_id = (SELECT id FROM coupons WHERE code = $1) WHERE id = $2', [o.coupon[0], id]);
  if (!o.legacy) {
    await insertRows(tx, 'order_products', {
      order_id: 'bigint', product_id: 'bigint', name: 'text', model_number: 'text', qty: 'int', price_paisa: 'bigint', mrp_paisa: 'bigint', mop_paisa: 'bigint',
      subtotal_paisa: 'bigint', order_status: 'text', payment_status: 'text', delivery_status: 'text', loyalty_points: 'int', created_at: 'timestamptz',
    }, priced.map((l) => ({
      order_id: id, product_id: l.p.id, name: l.p.name, model_number: l.p.modelNumber, qty: l.qty, price_paisa: l.mop, mrp_paisa: l.mrp, mop_paisa: l.mop,
      subtotal_paisa: l.subtotal, order_status: orderStatus, payment_status: paymentStatus, delivery_status: deliveryStatus, loyalty_points: Math.floor(l.subtotal / 100 / 200), created_at: iso(created),
    })));
  }
  const gateway = GATEWAY[o.method];
  if (gateway && (o.paid || o.failed) && total > 0) {
    await tx.query(
      `INSERT INTO payments (transaction_id, gateway, order_id, amount_paisa, status, gateway_reference, failure_reason, verification_response, verified_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $10)`,
      [
        `SEED-ORD-${id}`, gateway, id, total, o.paid ? 'paid' : 'failed', o.paid ? `${gateway.toUpperCase()}-${100000 + id}` : null, o.failed ?? null,
        JSON.stringify(o.paid ? { status: 'COMPLETE', total_amount: rupees(total), ref_id: `${gateway.toUpperCase()}-${100000 + id}` } : { status: 'NOT_FOUND' }),
        o.paid ? iso(created + 60_000) : null, iso(created),
      ],
    );
  }
  return { id, points, redeemPoints };
}

interface BookingOpts {
  kind: 'prebooking' | 'reservation';
  days: number;
  method: string;
  status: [string, string, string];
  paid?: boolean;
  failed?: string;
  cancelled?: string;
  bankId?: number;
  buyNow?: boolean;
  colour?: { id: number; option_value: string; slug: string };
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
      userId, p.id, o.kind, o.kind === 'reservation' ? 'ola' : null, p.name, o.colour ? `/media/scooter/${o.colour.slug}/1.svg` : p.featuredImage,
      o.colour?.id ?? null, o.colour?.option_value ?? null, price, prepay, Math.max(0, price - prepay), o.method, status, paymentStatus, deliveryStatus,
      o.cancelled ? 'C' : null, o.cancelled ?? null, o.cancelled ? iso(created + DAY) : null, o.buyNow ? 1 : 0, o.failed ?? null,
      ship.name, ship.email, ship.mobile, ship.address, ship.province_id, ship.city_id, ship.area_id, o.bankId ?? null, iso(created),
    ],
  );
  const id = r.rows[0].id;
  const gateway = GATEWAY[o.method];
  if (gateway && (o.paid || o.failed)) {
    await tx.query(
      `INSERT INTO payments (transaction_id, gateway, booking_id, amount_paisa, status, gateway_reference, failure_reason, verification_response, verified_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $10)`,
      [
        `SEED-BKG-${id}`, gateway, id, prepay, o.paid ? 'paid' : 'failed', o.paid ? `${gateway.toUpperCase()}-B${100000 + id}` : null, o.failed ?? null,
        JSON.stringify(o.paid ? { status: 'COMPLETE', total_amount: rupees(prepay) } : { status: 'CANCELLED', reason: o.failed }),
        o.paid ? iso(created + 60_000) : null, iso(created),
      ],
    );
  }
  return id;
}
