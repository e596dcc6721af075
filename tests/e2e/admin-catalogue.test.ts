// The catalogue in the back office (issue 32) in a real browser, as a catalogue member works: rename
// a product (and give it specifications) on its page at 375 px, rename a brand in Content › Brands
// at 1366 px, and the storefront's product page and brand listing show the new names on the next
// load. The new tabs (categories, sub-categories, brands, suppliers) and the product form are axe
// clean at 375 and 1366 px, with screenshots. The seeded product and brand get their names back
// afterwards (through the staff API), so other suites sharing the server see them as they were.
import { collectConsoleErrors, expectNoSeriousAxeViolations, screenshot } from '../support/browser';
import { e2eUrls } from '../support/e2e-env';
import { call, get } from '../contract/http';
import { act, newMember, openAdmin, signIn, type StaffLogin } from './admin-helpers';
import { unique } from './api-helpers';
import { api } from './order-helpers';
import { byRole, field, openPage, typeInto, useFreshPages, waitForText } from './page-helpers';

const freshPage = useFreshPages();
const store = () => e2eUrls().url;
const adminApi = () => `${api()}/admin`;

let member: StaffLogin;
let token: string;
beforeAll(async () => ({ member, token } = await newMember('catalogue', 'catalogue')));

const idle = (page: import('puppeteer').Page) => page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));

interface ShownProduct {
  id: number;
  name: string;
  brand: string;
  brand_url: string;
}

/** A seeded product shown to shoppers, with its brand (the last of the list's first page: the other suites start at its top). */
async function aShownProduct(): Promise<ShownProduct> {
  const list = await get<{ data: { id: number }[] }>(adminApi(), '/products?status=1', token);
  for (const p of [...list.body.data].reverse()) {
    const view = await get<{ data: { product: ShownProduct } }>(api(), `/view-product?product=${p.id}`);
    if (view.status === 200) return view.body.data.product;
  }
  throw new Error('no product shown to shoppers on the first page');
}

/** Puts a row's field back as it was, from its current version. */
async function restore(path: string, read: (body: Record<string, unknown>) => { version: number }, body: Record<string, unknown>) {
  const now = read((await get<Record<string, unknown>>(adminApi(), path, token)).body);
  const r = await call(adminApi(), 'PATCH', path, { ...body, version: now.version }, { token });
  expect(r.status).toBe(200);
}

describe('back office catalogue', () => {
  // One test per width: each runs within the suite's time limit on a busy two-core machine.
  test.each([375, 1366])('the catalogue tabs and the product form at %i px, axe clean, no console errors', async (width) => {
    const product = await aShownProduct();
    {
      const page = await freshPage(width);
      const errors = collectConsoleErrors(page);
      await signIn(page, member);
      for (const tab of ['categories', 'sub-categories', 'brands', 'suppliers']) {
        await openAdmin(page, `/content/${tab}`);
        await idle(page);
        await expectNoSeriousAxeViolations(page);
        await screenshot(page, `admin-catalogue-${tab}-${width}`);
      }
      await openAdmin(page, `/products/${product.id}`);
      await byRole(page, 'heading', 'Product details');
      await idle(page);
      await expectNoSeriousAxeViolations(page);
      await screenshot(page, `admin-catalogue-product-form-${width}`);
      expect(errors).toEqual([]);
    }
  });

  test('a renamed product and a renamed brand show on the storefront on the next load', async () => {
    const product = await aShownProduct();
    const brands = await get<{ data: { id: number; name: string; brand_url: string }[] }>(adminApi(), '/content/brands', token);
    const brand = brands.body.data.find((b) => b.brand_url === product.brand_url)!;
    expect(brand).toBeDefined();
    const newName = `Renamed ${product.name} ${unique()}`.slice(0, 150);
    const newBrand = `${brand.name} Nepal ${unique()}`;
    try {
      // The product, on a phone: its name and a specification.
      const phone = await freshPage(375);
      await signIn(phone, member);
      await openAdmin(phone, `/products/${product.id}`);
      await typeInto(phone, 'Name', newName);
      const specs = await field(phone, 'Specifications');
      await specs.click();
      await phone.keyboard.down('Control');
      await phone.keyboard.press('End');
      await phone.keyboard.up('Control');
      await phone.keyboard.type('\nWarranty Card: Included');
      await act(phone, 'Save', 'Saved.');
      await byRole(phone, 'heading', newName);
      await screenshot(phone, 'admin-catalogue-product-saved-375');

      const shopper = await freshPage(1366);
      await openPage(shopper, `${store()}/product-x-${product.id}`);
      await waitForText(shopper, newName);
      // The specifications sit in a tab of their own (in the page, not necessarily on screen).
      await shopper.waitForFunction(() => document.querySelector('main')?.textContent?.includes('Warranty Card'));

      // The brand, on a wide screen.
      const wide = await freshPage(1366);
      await signIn(wide, member);
      await openAdmin(wide, '/content/brands');
      await idle(wide);
      await (await byRole(wide, 'link', brand.name)).click();
      await byRole(wide, 'heading', `Brand: ${brand.name}`);
      await typeInto(wide, 'Name', newBrand);
      await act(wide, 'Save', 'Saved.');
      await byRole(wide, 'heading', `Brand: ${newBrand}`);
      await screenshot(wide, 'admin-catalogue-brand-saved-1366');

      await openPage(shopper, `${store()}/brand-${brand.brand_url}`);
      await waitForText(shopper, newBrand);
      await screenshot(shopper, 'admin-catalogue-brand-listing-1366');
    } finally {
      await restore(`/products/${product.id}`, (b) => b.product as { version: number }, { name: product.name, specifications: (await get<{ product: { specifications: { name: string }[] } }>(adminApi(), `/products/${product.id}`, token)).body.product.specifications.filter((s) => s.name !== 'Warranty Card') });
      await restore(`/content/brands/${brand.id}`, (b) => b.data as { version: number }, { name: brand.name });
    }
  });
});
