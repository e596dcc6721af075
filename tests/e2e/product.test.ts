// The product page in a real browser against the built server (spec part 2 §2 product page, §4
// add to cart / wishlist / compare / enquiry and consultation modals, §5, §8, §9): a normal
// product, a service, a prepayment product, a flash-sale product and a combo; add to cart as a
// guest (login with ?cart) and as a shopper (/user/cart, tracking events); wishlist and compare
// messages; the consultation and enquiry modals (validation, province → city → area, submit);
// a review posted and shown; the EMI modal; the gallery zoom by keyboard; coupon copy; server
// HTML holding a <script> and an onerror handler runs neither. Every data-changing test
// registers its own shopper. axe-core on each state; screenshots at 375 and 1366 px.
import type { ElementHandle, HTTPRequest, Page } from 'puppeteer';
import type { ProductDetail, ProductPageData } from '../../shared/api/catalogue';
import { coinsForProduct } from '../../shared/domain/loyalty';
import { effectivePrice, formatNpr } from '../../shared/domain/money';
import { prebookPath, productPath, slugIdParam } from '../../shared/domain/slug';
import { STORE_MESSAGES } from '../../shared/validation/store-messages';
import { ACCOUNT_MESSAGES } from '../../shared/validation/messages';
import { PRODUCT_MESSAGES } from '../../server/catalogue/product-messages';
import { PRODUCT_TEXT as T } from '../../storefront/features/product/messages';
import { collectConsoleErrors, expectNoSeriousAxeViolations, screenshot } from '../support/browser';
import { e2eUrls } from '../support/e2e-env';
import { api, registerUser, tryAddToCart, unique, type NewUser, type Shopper } from './api-helpers';
import { byRole, field, fieldsIn, idle, openPage, settled, useFreshPages } from './page-helpers';

const pageAt = useFreshPages();
const freshPage = (width: number) => pageAt(width, width < 600 ? 812 : 900);

const PRODUCT_TESTER: NewUser = { name: 'Product Tester', emailPrefix: 'pp' };

/** The page starts logged in as the shopper (the stored `user`, as login leaves it). */
async function logInPage(page: Page, s: Pick<Shopper, 'user'>) {
  await page.evaluateOnNewDocument((user: string) => {
    if (!localStorage.getItem('user')) localStorage.setItem('user', user);
  }, JSON.stringify(s.user));
}

// ---------------------------------------------------------------- products of the seed, by kind

const products = new Map<number, ProductPageData>();
let normal: ProductDetail;
let service: ProductDetail;
let prepay: ProductDetail;
let flash: ProductDetail;
let combo: ProductDetail;
let outOfStock: ProductDetail;

beforeAll(async () => {
  // The e2e seed has 300 products: read their pages and pick one of each kind.
  const ids = Array.from({ length: 300 }, (_, i) => i + 1);
  for (let i = 0; i < ids.length; i += 30) {
    await Promise.all(
      ids.slice(i, i + 30).map(async (id) => {
        const r = await api<ProductPageData>(`view-product?product=${id}`);
        if (r.statusCode === 200) products.set(id, r.data);
      }),
    );
  }
  const all = [...products.values()];
  const pick = (what: string, test: (p: ProductDetail, d: ProductPageData) => boolean): ProductDetail => {
    const found = all.find((d) => test(d.product, d));
    if (!found) throw new Error(`The seed has no ${what} product`);
    return found.product;
  };
  const plain = (p: ProductDetail) => !p.is_service && !p.prepayment && p.availability === 1;
  normal = pick('normal', (p, d) => plain(p) && !p.flash_sales && p.discount_price != null && p.product_type !== 'Combo' && p.coupons.length > 0 && d.related_products.length > 0 && d.featured_products.length > 0 && !!p.supplier_name);
  service = pick('service', (p) => !!p.is_service);
  prepay = pick('prepayment', (p) => !!p.prepayment && !p.is_service);
  flash = pick('flash-sale', (p) => plain(p) && !!p.flash_sales);
  combo = pick('combo', (p) => plain(p) && p.product_type === 'Combo' && (p.combo_products?.length ?? 0) > 0);
  outOfStock = pick('out-of-stock', (p) => !p.is_service && !p.prepayment && p.availability !== 1);
}, 120_000);

// ---------------------------------------------------------------- helpers

/** The page's messages are in main. */
const { waitForText } = fieldsIn('main');
/** The open dialog's fields. */
const { field: dialogField, typeInto: typeIn } = fieldsIn('[role="dialog"]');

const mainText = (page: Page) => page.$eval('main', (m) => (m as HTMLElement).innerText);

async function openProduct(page: Page, p: Pick<ProductDetail, 'name' | 'id'>) {
  const { url } = e2eUrls();
  await openPage(page, `${url}${productPath(p.name, p.id)}`);
  await page.waitForSelector('h1#product-title');
  await idle(page);
}

/** Picks the first real option of a select (after its placeholder); returns its text. */
async function chooseFirst(page: Page, label: string): Promise<string> {
  const select = await dialogField(page, label);
  await page.waitForFunction((el: Element) => (el as HTMLSelectElement).options.length > 1, {}, select);
  const { value, text } = await select.evaluate((el) => {
    const o = (el as HTMLSelectElement).options[1];
    return { value: o.value, text: o.text };
  });
  await (select as ElementHandle<HTMLSelectElement>).select(value);
  return text;
}

const dialogText = (page: Page) => page.$eval('[role="dialog"]', (d) => (d as HTMLElement).innerText);

// ---------------------------------------------------------------- what the page shows

describe('product page: what it shows', () => {
  test('a normal product: every part, title and meta, axe, at 1366 and 375 px', async () => {
    for (const width of [1366, 375]) {
      const page = await freshPage(width);
      const errors = collectConsoleErrors(page);
      await openProduct(page, normal);
      const text = await mainText(page);
      const d = products.get(normal.id)!;

      expect(await page.title()).toBe(d.meta?.title || `${d.title} | CG Digital`);
      const crumbs = await page.$$eval('nav[aria-label="Breadcrumb"] li', (lis) => lis.map((li) => (li as HTMLElement).innerText.trim()));
      expect(crumbs).toEqual(['Home', normal.product_category_name, normal.product_sub_category_name, normal.name]);

      expect(text).toContain(normal.model_number);
      expect(text).toContain(normal.brand);
      expect(text).toMatch(new RegExp(`${T.availability}:?\\s*${T.inStock}`));
      expect(text).toContain(T.soldBy);
      const supplierHref = await page.$eval('.cg-psupplier a', (a) => a.getAttribute('href'));
      expect(supplierHref).toBe(`/supplier/${encodeURIComponent(normal.supplier_slug || normal.supplier_name || '')}`);

      const price = effectivePrice(normal.price, normal.discount_price);
      expect(text).toContain(formatNpr(price));
      expect(await page.$eval('.cg-pprices__old', (s) => s.tagName)).toBe('S');
      expect(text).toContain(T.inclusiveVat);
      expect(await page.$eval('.cg-pperks__coins', (e) => (e as HTMLElement).innerText)).toBe(`${T.collectCoins} ${coinsForProduct(normal.price, normal.discount_price)}`);
      expect(text).toMatch(/SAVE \d+%/);

      expect(text).toContain(normal.coupons[0].code);
      await byRole(page, 'button', T.collectCode(normal.coupons[0].code));
      expect(text).toContain(T.quickOverview);

      const tabs = await page.$$eval('[role="tab"]', (els) => els.map((t) => (t as HTMLElement).innerText.trim()));
      expect(tabs).toEqual([T.description, T.specs, expect.stringMatching(/^Reviews \(\d+\)$/)]);
      await page.waitForSelector('::-p-aria([name="People Also Buy"][role="heading"])');
      await page.waitForSelector('::-p-aria([name="Featured Products"][role="heading"])');
      for (const name of [T.addToCart, T.calculateEmi, T.addToWishlist, T.addToCompare, T.enquiry, T.consultation]) await byRole(page, 'button', name);

      await expectNoSeriousAxeViolations(page);
      await screenshot(page, `product-normal-${width}`);
      expect(errors).toEqual([]);
    }
  });

  test('the server sends the title and JSON-LD for crawlers', async () => {
    const { url } = e2eUrls();
    const html = await (await fetch(`${url}${productPath(normal.name, normal.id)}`)).text();
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    const ld = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html);
    expect(ld).not.toBeNull();
    expect(JSON.stringify(JSON.parse(ld![1]))).toContain('"Product"');
  });

  test('the related carousels come when the shopper nears them: headings in the HTML, cards once near', async () => {
    const { url } = e2eUrls();
    const related = products.get(normal.id)!.related_products[0];
    const html = await (await fetch(`${url}${productPath(normal.name, normal.id)}`)).text();
    expect(html).toContain(`>${T.peopleAlsoBuy}</h2>`);
    expect(html).toContain('cg-prelated__placeholder');
    expect(html).not.toContain(`href="${productPath(related.name, related.id)}"`);

    const page = await freshPage(375);
    await openProduct(page, normal);
    const section = await page.waitForSelector('section[aria-labelledby="product-related-title"]');
    expect(await section!.$('.cg-prelated__placeholder')).not.toBeNull();
    await section!.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const card = await section!.waitForSelector(`a[href="${productPath(related.name, related.id)}"]`);
    expect(await card!.isIntersectingViewport()).toBe(true);
    expect(await section!.$('.cg-prelated__placeholder')).toBeNull();
  });

  test('a service: no availability, "Enquiry" instead of "Product Enquiry"', async () => {
    const page = await freshPage(1366);
    await openProduct(page, service);
    const text = await mainText(page);
    expect(text).not.toContain(T.availability);
    await byRole(page, 'button', T.enquiryService);
    expect(await page.$('::-p-aria([name="Product Enquiry"][role="button"])')).toBeNull();
    await expectNoSeriousAxeViolations(page);
  });

  test('a prepayment product: MRP, BOOKING PRICE, BOOKING AMOUNT, Book Now, no related carousels', async () => {
    for (const width of [1366, 375]) {
      const page = await freshPage(width);
      await openProduct(page, prepay);
      const text = await mainText(page);
      expect(text).toContain(T.mrp);
      expect(text).toContain(T.bookingPrice);
      expect(text).toContain(T.bookingAmount);
      expect(text).toContain(formatNpr(prepay.prepayment_value ?? 0));
      const book = await byRole(page, 'link', T.bookNow);
      expect(await book.evaluate((a) => a.getAttribute('href'))).toBe(prebookPath(prepay.name, prepay.id));
      expect(text).not.toContain(T.peopleAlsoBuy);
      expect(text).not.toContain(T.featured);
      expect(await page.$('::-p-aria([name="Add to Cart"][role="button"])')).toBeNull();
      await expectNoSeriousAxeViolations(page);
      await screenshot(page, `product-prepayment-${width}`);
    }
  });

  test('a flash-sale product: "Flash Sales ends at" with a ticking countdown', async () => {
    const page = await freshPage(1366);
    await openProduct(page, flash);
    await waitForText(page, T.flashEndsAt);
    const first = await page.$eval('[role="timer"]', (t) => t.textContent);
    await page.waitForFunction((was: string | null) => document.querySelector('[role="timer"]')?.textContent !== was, { timeout: 3000 }, first);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'product-flash-1366');
  });

  test('a combo: the Bundle badge and its items', async () => {
    const page = await freshPage(1366);
    await openProduct(page, combo);
    const text = await mainText(page);
    expect(text).toContain(T.bundle);
    expect(text).toContain(T.combo);
    for (const item of combo.combo_products ?? []) expect(text).toContain(item.name);
  });
});

// ---------------------------------------------------------------- actions

describe('product page: add to cart', () => {
  test('out of stock: "{name} is out of Stock."', async () => {
    const page = await freshPage(1366);
    await openProduct(page, outOfStock);
    await (await byRole(page, 'button', T.addToCart)).click();
    await waitForText(page, T.outOfStockMessage(outOfStock.name));
  });

  test('a guest goes to login with the cart query', async () => {
    const page = await freshPage(375);
    await openProduct(page, normal);
    await (await byRole(page, 'button', T.addToCart)).click();
    await page.waitForFunction(() => location.pathname === '/user/login');
    expect(new URL(page.url()).searchParams.get('cart')).toBe(slugIdParam(normal.name, normal.id));
  });

  test('a shopper adds: tracking events fire, /user/cart opens with the product', async () => {
    const shopper = await registerUser(PRODUCT_TESTER);
    const page = await freshPage(1366);
    await logInPage(page, shopper);
    await openProduct(page, normal);
    await (await byRole(page, 'button', T.addToCart)).click();
    await page.waitForFunction(() => location.pathname === '/user/cart');
    const events = await page.evaluate(() => ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).map((e) => e.event).filter(Boolean));
    expect(events).toEqual(expect.arrayContaining(['view_item', 'add_to_cart']));
    const cart = await api<{ cart_items: { product_id: number }[] } | null>('get-cart?platform=W', { token: shopper.token });
    expect(cart.data?.cart_items.map((i) => i.product_id)).toContain(normal.id);
  });
});

describe('product page: wishlist and compare', () => {
  test('wishlist: a guest goes to login with the wishlist query; a shopper sees "{name} added to Wishlist"', async () => {
    const guest = await freshPage(1366);
    await openProduct(guest, normal);
    await (await byRole(guest, 'button', T.addToWishlist)).click();
    await guest.waitForFunction(() => location.pathname === '/user/login');
    expect(new URL(guest.url()).searchParams.get('wishlist')).toBe(slugIdParam(normal.name, normal.id));

    const shopper = await registerUser(PRODUCT_TESTER);
    const page = await freshPage(1366);
    await logInPage(page, shopper);
    await openProduct(page, normal);
    await (await byRole(page, 'button', T.addToWishlist)).click();
    await waitForText(page, T.wishlistAdded(normal.name));
    const list = await api<{ wishlists: { product_id: number }[] }>(`get-wishlist?token=${encodeURIComponent(shopper.token)}`, { token: shopper.token });
    expect(list.data.wishlists.map((w) => w.product_id)).toContain(normal.id);
  });

  test('compare: "{name} added to Compare" and the stored list', async () => {
    const page = await freshPage(375);
    await openProduct(page, normal);
    await (await byRole(page, 'button', T.addToCompare)).click();
    await waitForText(page, T.compareAdded(normal.name));
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('compare-product') ?? '[]'));
    expect(stored).toEqual([{ id: normal.id, name: normal.name, sub_category_id: normal.product_sub_category_id }]);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'product-compare-message-375');
  });
});

describe('product page: modals', () => {
  test('store consultation: validates, cascades province → city → area, submits and closes with the server message', async () => {
    for (const width of [1366, 375]) {
      const page = await freshPage(width);
      await openProduct(page, normal);
      await (await byRole(page, 'button', T.consultation)).click();
      await page.waitForSelector('[role="dialog"]');
      await (await byRole(page, 'button', T.submit)).click();
      await page.waitForFunction(() => document.querySelectorAll('[role="dialog"] .cg-field__error').length >= 4);
      const errors = await dialogText(page);
      expect(errors).toContain(STORE_MESSAGES.required);
      expect(errors).toContain(ACCOUNT_MESSAGES.provinceRequired);
      expect(errors).toContain(ACCOUNT_MESSAGES.cityRequired);
      expect(errors).toContain(ACCOUNT_MESSAGES.areaRequired);
      await expectNoSeriousAxeViolations(page);
      await screenshot(page, `product-consultation-errors-${width}`);

      await typeIn(page, `${T.name}`, 'Hari Bahadur');
      await typeIn(page, `${T.phone}`, '98x');
      await (await byRole(page, 'button', T.submit)).click();
      await page.waitForFunction((m: string) => (document.querySelector('[role="dialog"]') as HTMLElement).innerText.includes(m), {}, STORE_MESSAGES.phoneNumeric);
      await typeIn(page, `${T.phone}`, '9812345678');

      // City and area have no options until their parent is chosen; a new province clears them.
      const city = await dialogField(page, T.city);
      expect(await city.evaluate((s) => (s as HTMLSelectElement).options.length)).toBe(1);
      await chooseFirst(page, T.province);
      await chooseFirst(page, T.city);
      await chooseFirst(page, T.area);
      const area = await dialogField(page, T.area);
      expect(await area.evaluate((s) => (s as HTMLSelectElement).value)).not.toBe('');
      await (await dialogField(page, T.province) as ElementHandle<HTMLSelectElement>).select('');
      expect(await city.evaluate((s) => (s as HTMLSelectElement).value)).toBe('');
      expect(await area.evaluate((s) => (s as HTMLSelectElement).value)).toBe('');
      await chooseFirst(page, T.province);
      await chooseFirst(page, T.city);
      await chooseFirst(page, T.area);
      await typeIn(page, `${T.message} ${T.optional}`, 'Can I see it in the Kathmandu store?');
      await (await byRole(page, 'button', T.submit)).click();
      await page.waitForSelector('[role="dialog"]', { hidden: true });
      await waitForText(page, PRODUCT_MESSAGES.consultationSent);
    }
  });

  test('product enquiry: validates (message at most 140 characters, counted as typed), submits and closes with the server message', async () => {
    const page = await freshPage(1366);
    await openProduct(page, normal);
    await (await byRole(page, 'button', T.enquiry)).click();
    await page.waitForSelector('[role="dialog"]');
    await (await byRole(page, 'button', T.submit)).click();
    await page.waitForFunction(() => document.querySelectorAll('[role="dialog"] .cg-field__error').length === 4);
    await typeIn(page, T.name, 'Sunita Rai');
    await typeIn(page, T.email, 'not-an-email');
    await typeIn(page, T.phone, '9801234567');
    // The box takes 140 characters (maxlength) and counts down to the limit as the shopper types.
    await typeIn(page, T.message, 'x'.repeat(141));
    await page.waitForFunction(() => (document.querySelector('[role="dialog"] textarea') as HTMLTextAreaElement).value.length === 140);
    expect(await dialogText(page)).toContain('0 characters left');
    await (await byRole(page, 'button', T.submit)).click();
    await page.waitForFunction((m: string) => (document.querySelector('[role="dialog"]') as HTMLElement).innerText.includes(m), {}, STORE_MESSAGES.emailInvalid);
    expect(await dialogText(page)).not.toContain(STORE_MESSAGES.messageTooLong);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'product-enquiry-errors-1366');
    await typeIn(page, T.email, `sunita.${unique()}@example.com`);
    await typeIn(page, T.message, 'Is the 65 inch model in stock in Pokhara?');
    await (await byRole(page, 'button', T.submit)).click();
    await page.waitForSelector('[role="dialog"]', { hidden: true });
    await waitForText(page, PRODUCT_MESSAGES.businessEnquirySent);
  });

  test('Calculate EMI: the periods with their monthly instalments', async () => {
    for (const width of [1366, 375]) {
      const page = await freshPage(width);
      await openProduct(page, normal);
      await (await byRole(page, 'button', T.calculateEmi)).click();
      await page.waitForSelector('[role="dialog"] table');
      const rows = await page.$$eval('[role="dialog"] tbody tr', (trs) => trs.map((tr) => (tr as HTMLElement).innerText));
      expect(rows.length).toBeGreaterThan(0);
      const price = effectivePrice(normal.price, normal.discount_price);
      expect(rows.join('\n')).toContain(formatNpr(Math.round((price * 100) / 12) / 100, { decimals: 2 }));
      await expectNoSeriousAxeViolations(page);
      await screenshot(page, `product-emi-${width}`);
      await page.keyboard.press('Escape');
      await page.waitForSelector('[role="dialog"]', { hidden: true });
    }
  });

  test('Calculate EMI for a shopper: the banks get-emi-banks-by-user offers, each with its periods', async () => {
    // The server offers the banks whose minimum the shopper's cart reaches: put a dear product in it.
    const dear = [...products.values()].map((d) => d.product).find((p) => !p.is_service && !p.prepayment && p.availability === 1 && effectivePrice(p.price, p.discount_price) >= 25000);
    if (!dear) throw new Error('The seed has no product of NPR 25,000 or more in stock');
    const shopper = await registerUser(PRODUCT_TESTER);
    expect(await tryAddToCart(shopper.token, dear.id)).toBe(true);
    const page = await freshPage(1366);
    await logInPage(page, shopper);
    await openProduct(page, dear);
    await (await byRole(page, 'button', T.calculateEmi)).click();
    const bank = await dialogField(page, T.emiBank);
    await page.waitForFunction((el: Element) => (el as HTMLSelectElement).options.length > 1, {}, bank);
    const banks = await bank.evaluate((el) => Array.from((el as HTMLSelectElement).options).map((o) => o.text));
    expect(banks).toContain('Nabil Bank');
    const rowsOf = () => page.$$eval('[role="dialog"] tbody tr th', (ths) => ths.map((th) => (th as HTMLElement).innerText));
    const first = await rowsOf();
    expect(first.length).toBeGreaterThan(0);
    await (bank as ElementHandle<HTMLSelectElement>).select(await bank.evaluate((el) => (el as HTMLSelectElement).options[(el as HTMLSelectElement).options.length - 1].value));
    expect((await rowsOf()).length).toBeGreaterThan(0);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'product-emi-banks-1366');
  });
});

describe('product page: reviews, gallery, coupons', () => {
  test('a review is checked, posted and shown with its status message', async () => {
    const target = [...products.values()].map((d) => d.product).find((p) => p.id !== normal.id && !p.is_service && !p.prepayment && p.reviews.length === 0) ?? normal;
    const page = await freshPage(1366);
    await openProduct(page, target);
    const tab = await page.waitForSelector('[role="tab"]:last-child');
    const before = Number(/\((\d+)\)/.exec(await tab!.evaluate((t) => t.textContent ?? ''))?.[1]);
    await tab!.click();
    if (before === 0) await waitForText(page, T.noReviews);
    await (await byRole(page, 'button', T.submitReview)).click();
    await page.waitForFunction(() => document.querySelectorAll('.cg-review-form .cg-field__error').length === 6);
    await expectNoSeriousAxeViolations(page);
    await screenshot(page, 'product-review-errors-1366');

    // The ratings are radio groups: Tab into a group and choose with the arrow keys.
    for (const group of [T.ratingQuality, T.ratingPrice, T.ratingValue]) {
      await (await page.waitForSelector(`::-p-aria([name="${group}"][role="group"]) input[value="4"]`))!.click();
    }
    const nickname = `Tester ${unique()}`;
    const reviewField = (label: string) => field(page, label, '.cg-review-form');
    await (await reviewField(T.nickname)).type(nickname);
    await (await reviewField(T.summary)).type('Works as promised');
    await (await reviewField(T.review)).type('Delivered in two days, set up in minutes.');
    await (await byRole(page, 'button', T.submitReview)).click();
    await waitForText(page, PRODUCT_MESSAGES.reviewPosted);
    await waitForText(page, 'Works as promised');
    await byRole(page, 'tab', `${T.reviews} (${before + 1})`);
    const after = await api<ProductPageData>(`view-product?product=${target.id}`);
    expect(after.data.product.reviews.map((r) => r.name)).toContain(nickname);
    await screenshot(page, 'product-review-posted-1366');
  });

  test('the gallery zooms from the keyboard and thumbnails switch the image', async () => {
    const page = await freshPage(1366);
    const withImages = [...products.values()].map((d) => d.product).find((p) => p.images.length > 1) ?? normal;
    await openProduct(page, withImages);
    const stage = await page.waitForSelector('.cg-pgallery__stage');
    await stage!.focus();
    await page.keyboard.press('Enter');
    expect(await stage!.evaluate((b) => b.getAttribute('aria-pressed'))).toBe('true');
    await page.keyboard.press('ArrowRight');
    expect(await page.$eval('.cg-pgallery__image', (i) => (i as HTMLElement).style.transformOrigin)).toBe('60% 50%');
    await page.keyboard.press('Escape');
    expect(await stage!.evaluate((b) => b.getAttribute('aria-pressed'))).toBe('false');
    if (withImages.images.length > 1) {
      await (await byRole(page, 'button', T.showImage(2, withImages.images.length))).click();
      expect(await page.$eval('.cg-pgallery__image', (i) => i.getAttribute('src'))).toBe(withImages.images[1]);
    }
  });

  test('Collect copies the coupon code: "Click to Copy" then "Copied: {code}"', async () => {
    const page = await freshPage(1366);
    const { url } = e2eUrls();
    await page.browserContext().overridePermissions(url, ['clipboard-read', 'clipboard-write', 'clipboard-sanitized-write']);
    await openProduct(page, normal);
    const code = normal.coupons[0].code;
    const button = await byRole(page, 'button', T.collectCode(code));
    await button.hover();
    const tipId = await button.evaluate((b) => b.getAttribute('aria-describedby'));
    await page.waitForFunction((id: string, t: string) => document.getElementById(id)?.textContent === t, {}, tipId!, T.clickToCopy);
    await button.click();
    await page.waitForFunction((id: string, t: string) => document.getElementById(id)?.textContent === t, {}, tipId!, T.copied(code));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  });
});

describe('product page: server HTML', () => {
  test('a description holding <script> and <img onerror> runs neither (the page opened in the browser)', async () => {
    const page = await freshPage(1366);
    // From a listing, so that the browser asks for the product (a page the server rendered
    // carries it; SafeHtml.server.test.tsx covers that path).
    const { url } = e2eUrls();
    await openPage(page, `${url}/search/${encodeURIComponent(normal.name)}`);
    const link = await page.waitForSelector(`main a[href="${productPath(normal.name, normal.id)}"]`);
    await page.setRequestInterception(true);
    const evil = '<p>Evil description</p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2"><a href="javascript:window.__pwned=3">click</a>';
    page.on('request', (request: HTTPRequest) => {
      if (!request.url().includes('/api/view-product')) {
        void request.continue();
        return;
      }
      const d = products.get(normal.id)!;
      const body = JSON.stringify({ statusCode: 200, data: { ...d, product: { ...d.product, long_description: evil, quick_overview: `<p onmouseover="window.__pwned = 4">Evil overview</p>${evil}` } } });
      void request.respond({ status: 200, contentType: 'application/json', body });
    });
    await link!.click();
    await waitForText(page, 'Evil description');
    await page.hover('.cg-poverview p');
    await (await page.waitForSelector('::-p-text(click)'))!.click();
    await settled(page);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    // Only the page's JSON-LD data blocks, which never run.
    expect(await page.$$eval('main script', (s) => s.map((el) => el.getAttribute('type')))).toEqual(['application/ld+json', 'application/ld+json']);
    expect(await page.$$eval('main [onerror], main [onmouseover]', (s) => s.length)).toBe(0);
  });
});
