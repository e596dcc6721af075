// The header at every width from 320 to 1366 px (issue 31): menu button, logo and actions on one
// row, the search's placeholder whole, and the account menu, opened, covered by nothing; for a
// guest, and for a shopper with a long name and a cart (the widest row: avatar and cart badge).
// The header is the same on every page: a light one (an information page, no carousels to re-lay)
// is opened once per user and resized a pixel at a time; a fault is reported once, with the widths
// it shows at.
import type { Page } from 'puppeteer';
import { registerUser, tryAddToCart } from './api-helpers';
import { accountMenuCoveredFaults, headerRowFaults, searchPlaceholderFaults, type Fault } from './header-faults';
import { openLoggedIn, openPage, settled, useFreshPages } from './page-helpers';
import { e2eUrls } from '../support/e2e-env';

jest.setTimeout(300_000);

const PAGE = '/page-about-us-1';

const NARROWEST = 320;
const WIDEST = 1366;

/** "360–378, 400" from [360, 361, …, 378, 400]. */
function ranges(widths: number[]): string {
  const parts: string[] = [];
  let start = widths[0];
  for (let i = 1; i <= widths.length; i++) {
    if (widths[i] === widths[i - 1] + 1) continue;
    parts.push(start === widths[i - 1] ? `${start}` : `${start}–${widths[i - 1]}`);
    start = widths[i];
  }
  return parts.join(', ');
}

/** Resizes the page to each width and lists the header's faults, each with the widths it has. */
async function sweepWidths(page: Page): Promise<string[]> {
  const seen = new Map<string, number[]>();
  for (let width = NARROWEST; width <= WIDEST; width++) {
    await page.setViewport({ width, height: 800 });
    // The menu stays open across sizes; should a size close it, it is opened again.
    if (!(await page.$('.cg-account__panel:not([hidden])'))) await page.click('.cg-account__button');
    const faults: Fault[] = [...(await headerRowFaults(page)), ...(await searchPlaceholderFaults(page)), ...(await accountMenuCoveredFaults(page))];
    for (const { what, detail } of faults) seen.set(`${what}: ${detail}`, [...(seen.get(`${what}: ${detail}`) ?? []), width]);
  }
  return [...seen].map(([fault, widths]) => `${fault} at ${ranges(widths)} px`);
}

describe(`the header at every width from ${NARROWEST} to ${WIDEST} px`, () => {
  const freshPage = useFreshPages();

  it('a guest: one row, the whole placeholder, the menu uncovered', async () => {
    const page = await freshPage(WIDEST);
    await openPage(page, `${e2eUrls().url}${PAGE}`);
    await settled(page);
    expect(await sweepWidths(page)).toEqual([]);
  });

  it('a shopper with a long name and a cart: one row, the whole placeholder, the menu uncovered', async () => {
    const shopper = await registerUser({ name: 'Aakriti Bhattarai Shrestha Karmacharya', emailPrefix: 'aakriti.header' });
    // Three units of the first product that still has them (earlier suites buy from the same store).
    let id = 5;
    while (id < 200 && !(await tryAddToCart(shopper.token, id, 3))) id += 1;
    expect(id).toBeLessThan(200);
    const page = await freshPage(WIDEST);
    await openLoggedIn(page, shopper, PAGE);
    await page.waitForSelector('.cg-cart-menu__count');
    await settled(page);
    expect(await sweepWidths(page)).toEqual([]);
  });
});
