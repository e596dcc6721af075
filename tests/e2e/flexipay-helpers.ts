// Helpers of the Flexi Pay e2e suites (flexipay.test.ts, gateway-back.test.ts): a cart Flexi Pay
// takes, and a select chosen by its label and option text.
import type { Page } from 'puppeteer';
import { api, tryAddToCart } from './api-helpers';
import { field } from './page-helpers';

/** Puts the first product Flexi Pay takes into the shopper's cart. */
export async function addEligibleProduct(token: string): Promise<void> {
  for (let id = 3; id < 120; id += 1) {
    if (!(await tryAddToCart(token, id))) continue;
    const banks = await api<unknown[]>('get-emi-banks-by-user', { token });
    if (banks.data.length > 0) return;
    await api('delete-cart', { token, body: { product_id: id } });
  }
  throw new Error('no product in the seed can be bought with Flexi Pay');
}

/** Chooses the option with this text (else the first real option) of the select labelled `label`. */
export async function pick(page: Page, label: string, optionText?: string): Promise<void> {
  const select = await field(page, label);
  const value = await page.waitForFunction(
    (el: Element, text: string | null) => {
      const options = [...(el as HTMLSelectElement).options].filter((o) => o.value);
      const o = text ? options.find((x) => x.text === text) : options[0];
      return o ? o.value : null;
    },
    {},
    select,
    optionText ?? null,
  );
  await select.select((await value.jsonValue()) as string);
}
