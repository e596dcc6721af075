// The catalogue in the back office (issue 32) in a real browser, as a catalogue member works: rename
// a product (and give it specifications) on its page at 375 px, rename a brand in Content › Brands
// at 1366 px, and the storefront's product page and brand listing show the new names on the next
// load. The new tabs (categories, sub-categories, brands, suppliers) and the product form are axe
// clean at 375 and 1366 px, with screenshots. The seeded product and brand get their names back
// afterwards (through the staff API), so other suites sharing the server see them as they were.
// A photo uploaded on the product page at 375 px and made the main one is the first picture of the
// storefront's product page; it is removed afterwards, which gives the product its photos back.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ElementHandle } from 'puppeteer';
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

  test('a photo uploaded on the product page and made the main one leads the storefront product page', async () => {
    const product = await aShownProduct();
    const photosOf = async () => (await get<{ images: { id: number; url: string; uploaded: boolean }[] }>(adminApi(), `/products/${product.id}`, token)).body.images;
    const before = await photosOf();
    const file = join(tmpdir(), `e2e-product-photo-${unique()}.jpg`);
    try {
      const phone = await freshPage(375);
      const errors = collectConsoleErrors(phone);
      await signIn(phone, member);
      await openAdmin(phone, `/products/${product.id}`);
      await byRole(phone, 'heading', 'Photos');
      // A real JPEG, drawn by the browser (a photo a member would take).
      const jpeg = await phone.evaluate(() => {
        const canvas = document.createElement('canvas');
        canvas.width = canvas.height = 320;
        const g = canvas.getContext('2d')!;
        g.fillStyle = '#0b7a5a';
        g.fillRect(0, 0, 320, 320);
        g.fillStyle = '#fff';
        g.font = 'bold 56px sans-serif';
        g.fillText('E2E', 100, 180);
        return canvas.toDataURL('image/jpeg', 0.9).split(',')[1];
      });
      writeFileSync(file, Buffer.from(jpeg, 'base64'));
      const input = (await field(phone, 'Add photos')) as ElementHandle<HTMLInputElement>;
      await input.uploadFile(file);
      await act(phone, 'Upload', 'Photo added.');
      const added = (await photosOf()).find((p) => p.uploaded && !before.some((b) => b.id === p.id))!;
      expect(added.url).toMatch(/^\/product-images\/[a-f0-9]{32}\.jpg$/);
      const n = before.length + 1;
      await phone.waitForSelector(`img[alt="Photo ${n} of ${product.name}"][src="${added.url}"]`);
      await act(phone, `Make main (photo ${n})`, `Photo ${n} is now the main photo`);
      await phone.waitForSelector(`img[alt="Photo 1 of ${product.name}"][src="${added.url}"]`);
      await idle(phone);
      await expectNoSeriousAxeViolations(phone);
      await (await byRole(phone, 'heading', 'Photos')).evaluate((h) => h.scrollIntoView());
      await screenshot(phone, 'admin-catalogue-product-photos-375');
      expect(errors).toEqual([]);

      // The shopper's product page shows it first, on the next load.
      const shopper = await freshPage(1366);
      await openPage(shopper, `${store()}/product-x-${product.id}`);
      await shopper.waitForSelector(`main img[src*="${added.url}"]`);
      const first = await shopper.evaluate(() => document.querySelector('main img[src*="/product-images/"], main img[src*="/media/"]')?.getAttribute('src'));
      expect(first).toContain(added.url);
      await screenshot(shopper, 'admin-catalogue-product-photo-storefront-1366');
    } finally {
      for (const p of await photosOf()) {
        if (p.uploaded && !before.some((b) => b.id === p.id)) expect((await call(adminApi(), 'DELETE', `/products/${product.id}/images/${p.id}`, undefined, { token })).status).toBe(200);
      }
    }
  });
});
