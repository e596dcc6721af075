/**
 * Product photos uploaded by staff (issue 32): a JPEG uploaded is on the shopper's product page at
 * once and served by the store as an image with long caching; the main photo chosen is what the
 * product's card shows (search, listings); a photo removed is gone; files that are not JPEG, PNG
 * or WebP by their content, or too large, are refused with a message; who may (catalogue, owner)
 * and who may not (other roles 403, shoppers and no token 401); an audit row for each write.
 */
import type { TestApp } from '../support/contract-app';
import { PRODUCT_IMAGE_LIMITS, PRODUCT_IMAGE_MESSAGES as M } from '../../shared/validation/staff';
import { STAFF_MESSAGES } from '../../server/accounts/staff-messages';
import { call, get } from './http';
import { api, checkoutApp, product, shopper } from './checkout-support';
import { signedInStaff } from './staff-support';

let t: TestApp;
beforeAll(async () => ({ t } = await checkoutApp()));
afterAll(() => t.close());

const admin = () => `${api(t)}/admin`;
const origin = () => api(t).replace(/\/api$/, '');

// Small real images: a JPEG's start (SOI + APP0), a 1×1 PNG, a WebP header; a GIF is an image we do not take here.
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(64, 7), Buffer.from([0xff, 0xd9])]);
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

interface Photo {
  id: number;
  url: string;
  uploaded: boolean;
}
interface PhotosAnswer {
  images: Photo[];
  product: { version: number };
}

async function upload(productId: number, token: string | undefined, file: { bytes: Buffer; name: string; type: string }, field = 'image') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const res = await fetch(`${admin()}/products/${productId}/images`, { method: 'POST', headers: token ? { Authorization: `Bearer ${token}` } : {}, body: form });
  return { status: res.status, body: (await res.json()) as PhotosAnswer & { message?: string } };
}

const productPage = async (id: number) =>
  (await get<{ data: { product: { featured_image: string; alt_featured_image: string | null; images: string[] } } }>(api(t), `/view-product?product=${id}`)).body.data.product;

/** The product's card in a search for its name. */
async function searchCard(id: number, name: string): Promise<{ featured_image: string }> {
  const found: { id: number; featured_image: string }[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (o.id === id && typeof o.featured_image === 'string') found.push(o as unknown as { id: number; featured_image: string });
      Object.values(o).forEach(walk);
    }
  };
  walk((await get(api(t), `/web-search?keywords=${encodeURIComponent(name)}`)).body);
  expect(found.length).toBeGreaterThan(0);
  return found[0];
}

const audits = async (id: number) =>
  (await t.db.query<{ action: string; role: string; before: { images: string[] }; after: { images: string[] } }>(
    `SELECT a.action, m.role, a.before, a.after FROM staff_audit a JOIN staff m ON m.id = a.staff_id
      WHERE a.entity = 'product' AND a.entity_id = $1 ORDER BY a.id`,
    [String(id)],
  )).rows;

describe('product photos from staff', () => {
  it('uploads a JPEG that the product page lists and the store serves; the main photo is what the card shows; a removal is audited', async () => {
    const staff = await signedInStaff(t, 'catalogue');
    const p = await product(t, { pricePaisa: 10_000_00, name: `Photo Fridge ${Date.now().toString(36)}` });

    const first = await upload(p.id, staff.token, { bytes: JPEG, name: 'front.jpeg', type: 'image/jpeg' });
    expect(first.status).toBe(201);
    expect(first.body.images).toEqual([{ id: expect.any(Number), url: expect.stringMatching(/^\/product-images\/[a-f0-9]{32}\.jpg$/), alt: p.name, uploaded: true }]);
    const jpeg = first.body.images[0];

    // The shopper's product page lists it; the card's image is the first photo.
    const page = await productPage(p.id);
    expect(page.images).toEqual([jpeg.url]);
    expect(page.featured_image).toBe(jpeg.url);

    // Served by the store as the image it is, kept for a year, the same bytes.
    const served = await fetch(origin() + jpeg.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(JPEG)).toBe(true);
    const again = await fetch(origin() + jpeg.url, { headers: { 'If-None-Match': served.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
    expect((await fetch(`${origin()}/product-images/${'0'.repeat(32)}.png`)).status).toBe(404);

    // A PNG after it; then the PNG made the main photo: the search card and the page follow.
    const second = await upload(p.id, staff.token, { bytes: PNG, name: 'side.png', type: 'image/png' });
    expect(second.status).toBe(201);
    const png = second.body.images[1];
    expect(png.url).toMatch(/\.png$/);
    expect((await searchCard(p.id, p.name)).featured_image).toBe(jpeg.url);
    const main = await call<PhotosAnswer>(admin(), 'POST', `/products/${p.id}/images/${png.id}/main`, {}, { token: staff.token });
    expect(main.status).toBe(200);
    expect(main.body.images.map((i) => i.id)).toEqual([png.id, jpeg.id]);
    expect((await searchCard(p.id, p.name)).featured_image).toBe(png.url);
    expect(await productPage(p.id)).toMatchObject({ featured_image: png.url, alt_featured_image: jpeg.url, images: [png.url, jpeg.url] });

    // The order as a whole; a list that is not the product's photos is refused.
    const order = await call<PhotosAnswer>(admin(), 'PUT', `/products/${p.id}/images/order`, { image_ids: [jpeg.id, png.id] }, { token: staff.token });
    expect(order.body.images.map((i) => i.id)).toEqual([jpeg.id, png.id]);
    expect(await call(admin(), 'PUT', `/products/${p.id}/images/order`, { image_ids: [jpeg.id] }, { token: staff.token })).toMatchObject({ status: 409, body: { message: M.orderStale } });
    expect(await call(admin(), 'PUT', `/products/${p.id}/images/order`, { image_ids: [jpeg.id, jpeg.id] }, { token: staff.token })).toMatchObject({ status: 422, body: { message: M.order } });

    // Removed: off the page, its file gone; the card falls back to the remaining photo.
    const removed = await call<PhotosAnswer>(admin(), 'DELETE', `/products/${p.id}/images/${jpeg.id}`, undefined, { token: staff.token });
    expect(removed.status).toBe(200);
    expect(removed.body.images.map((i) => i.id)).toEqual([png.id]);
    expect(await productPage(p.id)).toMatchObject({ featured_image: png.url, alt_featured_image: null, images: [png.url] });
    expect((await fetch(origin() + jpeg.url)).status).toBe(404);
    expect(await call(admin(), 'DELETE', `/products/${p.id}/images/${jpeg.id}`, undefined, { token: staff.token })).toMatchObject({ status: 404, body: { message: M.noImage(p.id, jpeg.id) } });

    // The staff product read lists them; each write left its audit row.
    expect((await get<{ images: Photo[] }>(admin(), `/products/${p.id}`, staff.token)).body.images.map((i) => i.url)).toEqual([png.url]);
    expect((await audits(p.id)).map((a) => [a.action, a.role, a.after.images.length])).toEqual([
      ['product.image_added', 'catalogue', 1],
      ['product.image_added', 'catalogue', 2],
      ['product.images_ordered', 'catalogue', 2],
      ['product.images_ordered', 'catalogue', 2],
      ['product.image_removed', 'catalogue', 1],
    ]);
    expect((await audits(p.id))[2]).toMatchObject({ before: { images: [jpeg.url, png.url] }, after: { images: [png.url, jpeg.url] } });
  });

  it('refuses what is not a JPEG, PNG or WebP by its content, a file too large, no file and a plain body, changing nothing', async () => {
    const { token } = await signedInStaff(t, 'owner');
    const p = await product(t, { pricePaisa: 5_000_00 });
    const html = await upload(p.id, token, { bytes: Buffer.from('<html><script>alert(1)</script></html>'), name: 'photo.jpg', type: 'image/jpeg' });
    expect(html).toMatchObject({ status: 422, body: { message: M.notImage } });
    expect((await upload(p.id, token, { bytes: GIF, name: 'a.gif', type: 'image/gif' })).body.message).toBe(M.notImage);
    const big = Buffer.alloc(PRODUCT_IMAGE_LIMITS.bytes + 1, 0);
    JPEG.copy(big);
    expect(await upload(p.id, token, { bytes: big, name: 'huge.jpg', type: 'image/jpeg' })).toMatchObject({ status: 413, body: { message: M.tooLarge } });
    expect(await upload(p.id, token, { bytes: JPEG, name: 'a.jpg', type: 'image/jpeg' }, 'photo')).toMatchObject({ status: 422, body: { message: M.noFile } });
    expect(await call(admin(), 'POST', `/products/${p.id}/images`, { image: 'x' }, { token })).toMatchObject({ status: 415, body: { message: M.notMultipart } });
    expect((await upload(999_999_999, token, { bytes: JPEG, name: 'a.jpg', type: 'image/jpeg' })).status).toBe(404);
    expect((await t.db.query('SELECT 1 FROM product_images WHERE product_id = $1', [p.id])).rows).toEqual([]);
    expect(await audits(p.id)).toEqual([]);
  });

  it('is for the catalogue role and the owner: other roles 403, shoppers and no token 401', async () => {
    const p = await product(t, { pricePaisa: 5_000_00 });
    const file = { bytes: JPEG, name: 'a.jpg', type: 'image/jpeg' };
    for (const role of ['operations', 'support'] as const) {
      const { token } = await signedInStaff(t, role);
      expect(await upload(p.id, token, file)).toMatchObject({ status: 403, body: { message: STAFF_MESSAGES.forbidden('the catalogue and content') } });
      expect((await call(admin(), 'DELETE', `/products/${p.id}/images/1`, undefined, { token })).status).toBe(403);
      expect((await call(admin(), 'PUT', `/products/${p.id}/images/order`, { image_ids: [1] }, { token })).status).toBe(403);
    }
    expect((await upload(p.id, undefined, file)).status).toBe(401);
    expect((await upload(p.id, (await shopper(t)).token, file)).status).toBe(401);
    expect((await call(admin(), 'POST', `/products/${p.id}/images/1/main`, {})).status).toBe(401);
    expect((await t.db.query('SELECT 1 FROM product_images WHERE product_id = $1', [p.id])).rows).toEqual([]);
  });
});
