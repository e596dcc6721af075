/**
 * The checks across two server processes that both multi-process suites make: a and b are two
 * processes on one database (test apps in the test's process, or real server processes), and
 * a.db is a connection to that database.
 */
import {
  addLine, api, cartOf, checkout, orderPayload, orderState, paymentsOf, product, settle, shopper, stockOf,
  type CheckoutAnswer, type Place, type Store,
} from './checkout-support';
import { get, post } from './http';
import { signedInStaff } from './staff-support';
import { hop } from './reservation-support';

/** A token from one works on the other, and a cart line written on one is read on the other at once. */
export async function tokenAndCartAcross(a: Store, b: Store): Promise<void> {
  const email = `procs-${Date.now()}@example.com`;
  const reg = await post<{ data: { token: string } }>(api(a), '/register', {
    fullName: 'Hari Shrestha', emailAddress: email, mobileNumber: '9801234567', password: 'right-pass',
  });
  expect(reg.status).toBe(200);
  const { token } = reg.body.data;
  const p = await product(a, { pricePaisa: 2_500_00, stock: 4 });
  expect((await addLine(a, token, p.id, 2)).status).toBe(200);
  const onB = await cartOf(b, token);
  expect(onB.status).toBe(200);
  expect(onB.body.data.cart_items).toEqual([expect.objectContaining({ product_id: p.id, qty: 2 })]);
}

/** Rate limits count across processes: 14 wrong passwords alternating between them, 401 ten times, then 429. */
export async function loginLimitAcross(a: Store, b: Store): Promise<void> {
  const email = `procs-limit-${Date.now()}@example.com`;
  const reg = await post(api(a), '/register', { fullName: 'Sita Thapa', emailAddress: email, mobileNumber: '9801234567', password: 'right-pass' });
  expect(reg.status).toBe(200);
  const answers = [];
  for (let i = 0; i < 14; i++) answers.push(await post(api(i % 2 ? b : a), '/login', { email, password: 'wrong-pass' }));
  expect(answers.map((r) => r.status)).toEqual([...Array(10).fill(401), ...Array(4).fill(429)]);
  expect(answers[13].body.message).toBe('Too many failed logins for this account. Please wait 15 minutes and try again, or reset your password.');
}

/** Stock is never oversold with checkouts spread over both: 3 units, 16 shoppers at once, 3 orders. */
export async function noOversellAcross(a: Store, b: Store, valley: Place): Promise<void> {
  const p = await product(a, { pricePaisa: 9_000_00, stock: 3 });
  const shoppers = [];
  for (let i = 0; i < 16; i++) shoppers.push(await shopper(a, `Shopper ${i}`));
  for (const [i, s] of shoppers.entries()) await addLine(i % 2 ? b : a, s.token, p.id, 1);
  const answers = await Promise.all(shoppers.map((s, i) => checkout(i % 2 ? b : a, s.token, orderPayload(valley, 'Cash On Delivery'))));
  expect(answers.filter((r) => r.status === 200)).toHaveLength(3);
  expect(answers.filter((r) => r.status === 422)).toHaveLength(13);
  expect(await stockOf(a, p.id)).toBe(0);
  expect((await a.db.query('SELECT 1 FROM order_products WHERE product_id = $1', [p.id])).rows).toHaveLength(3);
}

/** A payment return replayed 12 times over both processes at once records one payment. */
export async function paymentReplayAcross(a: Store, b: Store, valley: Place): Promise<void> {
  const p = await product(a, { pricePaisa: 3_000_00, stock: 2 });
  const s = await shopper(a);
  await addLine(a, s.token, p.id, 1);
  const placed = await checkout(a, s.token, orderPayload(valley, 'eSewa'));
  expect(placed.status).toBe(200);
  const order = (placed.body as CheckoutAnswer).order_id;
  const { gatewayReturn } = await settle(a, placed.body as CheckoutAnswer, 'pay');
  const ledger = () => a.db.query('SELECT points, status FROM loyalty_ledger WHERE order_id = $1 ORDER BY id', [order]).then((r) => r.rows);
  const once = await ledger();
  const onB = gatewayReturn.replace(a.baseUrl, b.baseUrl);
  const replays = await Promise.all(Array.from({ length: 12 }, (_, i) => hop(i % 2 ? onB : gatewayReturn)));
  for (const r of replays) expect(r.status).toBe(302);
  expect((await paymentsOf(a, { orderId: order })).map((x) => x.status)).toEqual(['paid']);
  expect(await ledger()).toEqual(once);
  expect(await orderState(a, order)).toMatchObject({ payment_status: 'Paid' });
  expect(await stockOf(a, p.id)).toBe(1);
}

/** A warranty proof uploaded through one is served by the other. */
export async function uploadAcross(a: Store, b: Store): Promise<void> {
  const s = await shopper(a);
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  const { model_number: model } = (await a.db.query<{ model_number: string }>('SELECT model_number FROM products WHERE status ORDER BY id LIMIT 1')).rows[0];
  const form = new FormData();
  const fields = { model_no: model, serial_number: `PROC-${Date.now()}`, place_of_purchase: 'CG Digital, Durbarmarg', purchase_date: '2024-05-01' };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('proof_of_purchase', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'invoice.png');
  const sent = await fetch(`${api(a)}/post-warranty-web`, { method: 'POST', headers: { Authorization: `Bearer ${s.token}` }, body: form });
  expect(sent.status).toBe(200);
  const { proof_file_name: name } = (
    await a.db.query<{ proof_file_name: string }>('SELECT proof_file_name FROM warranty_registrations WHERE user_id = $1', [s.id])
  ).rows[0];
  const served = await fetch(`${api(b)}/warranty-proof/${name}`, { headers: { Authorization: `Bearer ${s.token}` } });
  expect(served.status).toBe(200);
  expect(Buffer.from(await served.arrayBuffer())).toEqual(png);

  // A product photo uploaded by staff through one: the other serves it and its product page lists it.
  const staff = await signedInStaff(a, 'catalogue');
  const p = await product(a, { pricePaisa: 1_000_00 });
  const photo = new FormData();
  photo.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'front.png');
  const added = await fetch(`${api(a)}/admin/products/${p.id}/images`, { method: 'POST', headers: { Authorization: `Bearer ${staff.token}` }, body: photo });
  expect(added.status).toBe(201);
  const [{ url }] = ((await added.json()) as { images: { url: string }[] }).images;
  const onB = await fetch(new URL(url, b.baseUrl).href);
  expect([onB.status, onB.headers.get('content-type')]).toEqual([200, 'image/png']);
  expect(Buffer.from(await onB.arrayBuffer())).toEqual(png);
  // The product page is a catalogue read (a replica where there is one): it lists the photo once the replica has caught up.
  const imagesOnB = async () => (await get<{ data?: { product: { images: string[] } } }>(api(b), `/view-product?product=${p.id}`)).body.data?.product.images ?? null;
  let images = await imagesOnB();
  for (let i = 0; i < 100 && images?.[0] !== url; i++) {
    await new Promise((r) => setTimeout(r, 100));
    images = await imagesOnB();
  }
  expect(images).toEqual([url]);
}
