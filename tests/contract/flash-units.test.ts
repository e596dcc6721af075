/**
 * A flash sale's units on sale (issue 32: staff set them as "Units on sale"): the flash price is
 * sold for that many units and then the product sells at its own price again; a cart priced
 * before the units ran out is told so at checkout; a cancelled order gives its units back to the
 * sale. Counted in the checkout's transaction with the stock (cart/stock.ts, migration 036).
 */
import type { ProductPageData } from '../../shared/api/catalogue';
import type { CartData } from '../../shared/api/cart';
import type { TestApp } from '../support/contract-app';
import { CART_MESSAGES as C } from '../../server/orders/checkout-messages';
import { decideOrderCancellation, requestOrderCancellation } from '../../server/orders/cancellations';
import { addLine, checkout, checkoutApp, orderPayload, product, shopper, type Place } from './checkout-support';
import { get } from './http';
import { signedInStaff } from './staff-support';

let t: TestApp;
let valley: Place;
beforeAll(async () => ({ t, valley } = await checkoutApp()));
afterAll(() => t.close());

const PRICE = 20_000_00;
const FLASH = 15_000_00;

async function onSale(units: number) {
  const p = await product(t, { pricePaisa: PRICE, stock: 20, name: `Flash Units Fan ${Date.now()}` });
  const sale = (await t.db.query<{ id: number }>(
    `INSERT INTO flash_sales (title, start_time, end_time) VALUES ('Units test', now() - interval '1 minute', now() + interval '1 hour') RETURNING id`,
  )).rows[0].id;
  await t.db.query('INSERT INTO flash_sale_products (flash_sale_id, product_id, sale_price_paisa, quantity_limit, position) VALUES ($1, $2, $3, $4, 1)', [sale, p.id, FLASH, units]);
  return { ...p, sale };
}

const pagePrice = async (id: number) => (await get<{ data: ProductPageData }>(`${t.baseUrl}/api`, `/view-product?product=${id}`)).body.data.product.discount_price;
const cartPrice = async (token: string, id: number) =>
  (await get<{ data: CartData }>(`${t.baseUrl}/api`, '/get-cart?platform=W', token)).body.data.cart_items.find((l) => l.product_id === id)?.product_discount_price;
/** The unit price each line of an order was sold at, and the sale that priced it. */
const linesOf = async (orderId: number) =>
  (await t.db.query<{ price: number; sale: number | null }>('SELECT price_paisa::int AS price, flash_sale_id AS sale FROM order_products WHERE order_id = $1', [orderId])).rows;
const sold = async (sale: number, id: number) =>
  (await t.db.query<{ n: number }>('SELECT sold_quantity AS n FROM flash_sale_products WHERE flash_sale_id = $1 AND product_id = $2', [sale, id])).rows[0].n;

it('sells the units on sale at the flash price, then the product at its own price; a cancelled order gives its units back', async () => {
  const p = await onSale(2);
  expect(await pagePrice(p.id)).toBe(FLASH / 100);

  const a = await shopper(t, 'Flash Buyer');
  await addLine(t, a.token, p.id, 2);
  const first = await checkout(t, a.token, orderPayload(valley, 'Cash On Delivery'));
  expect(first.status).toBe(200);
  expect(await linesOf(first.body.order_id)).toEqual([{ price: FLASH, sale: p.sale }]);
  expect(await sold(p.sale, p.id)).toBe(2);
  // The shop sees them sold on the sale's page.
  const staff = await signedInStaff(t, 'catalogue');
  const salePage = await get<{ products: { product_id: number; quantity: number; sold: number }[] }>(`${t.baseUrl}/api/admin`, `/flash-sales/${p.sale}`, staff.token);
  expect(salePage.body.products).toEqual([expect.objectContaining({ product_id: p.id, quantity: 2, sold: 2 })]);

  // The units are gone: the product page and a new cart show its own price, and it is ordered at it.
  expect(await pagePrice(p.id)).not.toBe(FLASH / 100);
  const b = await shopper(t, 'Late Buyer');
  await addLine(t, b.token, p.id, 1);
  expect(await cartPrice(b.token, p.id)).not.toBe(FLASH / 100);
  const late = await checkout(t, b.token, orderPayload(valley, 'Cash On Delivery'));
  expect(late.status).toBe(200);
  expect(await linesOf(late.body.order_id)).toEqual([{ price: PRICE, sale: null }]);

  // The first order is cancelled: its two units go back to the sale, and the flash price with them.
  await requestOrderCancellation(t.db, a.id, first.body.order_id, 'Changed my mind', null);
  expect(await decideOrderCancellation(t.db, first.body.order_id, 'accept')).toBe(true);
  expect(await sold(p.sale, p.id)).toBe(0);
  expect(await pagePrice(p.id)).toBe(FLASH / 100);
});

it('tells a shopper whose cart was priced before the units ran out, and takes nothing', async () => {
  const p = await onSale(3);
  const early = await shopper(t, 'Early Cart');
  await addLine(t, early.token, p.id, 2);
  expect(await cartPrice(early.token, p.id)).toBe(FLASH / 100);
  const other = await shopper(t, 'Quick Buyer');
  await addLine(t, other.token, p.id, 2);
  expect((await checkout(t, other.token, orderPayload(valley, 'eSewa'))).status).toBe(200);

  const refused = await checkout(t, early.token, orderPayload(valley, 'Cash On Delivery'));
  expect(refused.status).toBe(422);
  expect(refused.body).toEqual({ statusCode: 422, message: C.flashUnitsLeft(p.name, 1) });
  expect(refused.body.message).toBe(`Only 1 unit of ${p.name} is left at the flash sale price.`);
  expect(await sold(p.sale, p.id)).toBe(2);

  await t.db.query('UPDATE flash_sale_products SET sold_quantity = quantity_limit WHERE flash_sale_id = $1', [p.sale]);
  const gone = await checkout(t, early.token, orderPayload(valley, 'Cash On Delivery'));
  // Priced again at checkout: the units are gone, so the cart is at the product's own price now.
  expect(gone.status).toBe(200);
  expect(await linesOf(gone.body.order_id)).toEqual([{ price: PRICE, sale: null }]);
});
