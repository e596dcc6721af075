// A booking-only (prepayment) product never goes into the regular cart (issue 16): the compare
// page offers Book Now (its pre-booking page, as the product page does) instead of Add to Cart,
// and add-to-cart refuses it with the server's message. Screenshots at 320, 375, 1024, 1366 px.
import { CART_MESSAGES } from '../../server/orders/checkout-messages';
import { prebookPath } from '../../shared/domain/slug';
import { COMPARE_TEXT as T } from '../../storefront/features/compare/messages';
import { screenshot } from '../support/browser';
import { e2eUrls } from '../support/e2e-env';
import { api, findProducts, isBuyable, registerUser, type ProductInfo } from './api-helpers';
import { byRole, openPage, useFreshPages } from './page-helpers';

const freshPage = useFreshPages();

describe('a booking-only product', () => {
  it('compare offers Book Now to its pre-booking page; add-to-cart answers the refusal', async () => {
    const [booking] = await findProducts<ProductInfo>((p) => Number(p.prepayment) !== 0, { from: 1, to: 300, max: 1 });
    const [regular] = await findProducts<ProductInfo>(isBuyable, { max: 1 });
    expect(booking).toBeDefined();

    const s = await registerUser({ name: 'Booking Tester', emailPrefix: 'prebook' });
    const refused = await api('add-to-cart', { token: s.token, body: { product_id: booking.id, qty: 1 } });
    expect([refused.statusCode, refused.message]).toEqual([422, CART_MESSAGES.prebookOnly(booking.name)]);

    for (const width of [320, 375, 1024, 1366]) {
      const page = await freshPage(width);
      await page.goto(`${e2eUrls().url}/api/health`);
      await page.evaluate((list: string) => localStorage.setItem('compare-product', list), JSON.stringify([
        { id: booking.id, name: booking.name }, { id: regular.id, name: regular.name },
      ]));
      await openPage(page, `${e2eUrls().url}/products/compare/`);
      const book = await byRole(page, 'link', `${T.bookNow} ${booking.name}`);
      expect(await book.evaluate((a) => a.getAttribute('href'))).toBe(prebookPath(booking.name, booking.id));
      expect(await page.$(`::-p-aria([name="${T.addToCart} ${booking.name}"][role="button"])`)).toBeNull();
      await byRole(page, 'button', `${T.addToCart} ${regular.name}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
      await screenshot(page, `compare-book-now-${width}`);
      if (width === 1366) {
        await book.click();
        // A guest goes to login with the prebook query, a shopper to the pre-booking page.
        await page.waitForFunction(() => location.pathname.startsWith('/prebook-') || location.search.includes('prebook='));
      }
    }
  });
});
