// Helpers of the two checkout e2e suites (checkout.test.ts, checkout-gateways.test.ts): the
// products a fresh shopper can buy, the checkout form's location, and the longer waits its
// calls and redirects need on a busy machine.
import type { Page } from 'puppeteer';
import { CHECKOUT_TEXT as T } from '../../storefront/features/checkout/messages';
import { addToCart, findProducts, isBuyable, registerUser, type NewUser, type ProductInfo, type Shopper } from './api-helpers';
import { idle as waitIdle, waitForPath as waitForPathname } from './page-helpers';
import { choose, field, typeInto } from './reservation-helpers';

/** The checkout's calls and redirects may take a while on a busy machine: 20 s. */
export const idle = (page: Page) => waitIdle(page, 20_000);
export const waitForPath = (page: Page, path: string, timeout = 20_000) => waitForPathname(page, path, timeout);

let buyable: ProductInfo[] = [];
/** Products that can be bought now (in stock, not pre-booking, not a service), looked up once. */
export async function buyableProducts(): Promise<ProductInfo[]> {
  if (!buyable.length) buyable = await findProducts<ProductInfo>(isBuyable, { to: 150 });
  if (!buyable.length) throw new Error('no product to buy in the seed');
  return buyable;
}

/** The i-th product that can be bought now. */
export async function pickProduct(i = 0): Promise<ProductInfo> {
  const list = await buyableProducts();
  return list[i % list.length];
}

/** A fresh user with one product in the cart. */
export async function shopperWithCart(tester: NewUser, i = 0): Promise<Shopper> {
  const s = await registerUser(tester);
  await addToCart(s.token, (await pickProduct(i)).id);
  return s;
}

/** Province, city and area of the Kathmandu Valley (free delivery from NPR 5,000) and the address; answers the area's id. */
export async function fillLocation(page: Page): Promise<string> {
  await typeInto(page, T.address, 'Baneshwor, Ward 10');
  await choose(page, T.province, 'Bagmati');
  await choose(page, T.city, 'Kathmandu');
  const firstArea = await page.waitForFunction(
    (label: string) => {
      const l = [...document.querySelectorAll('label')].find((x) => x.textContent?.trim() === label);
      const select = l ? (document.getElementById(l.htmlFor) as HTMLSelectElement | null) : null;
      return select && select.options.length > 1 ? select.options[1].textContent : null;
    },
    { timeout: 15_000 },
    T.area,
  );
  await choose(page, T.area, String(await firstArea.jsonValue()));
  await idle(page);
  return (await field(page, T.area)).evaluate((s) => (s as HTMLSelectElement).value);
}
