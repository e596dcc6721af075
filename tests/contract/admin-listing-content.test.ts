/**
 * The rest of the content in the staff API (issue 32): events and the products they list,
 * catalogues (brochures), service centres, home sliders, the items of a list block, sub-category
 * types, and a renamed brand found by search under its new name — the permission matrix, bad
 * input with its message, the audit rows, 409 on a stale edit, and the shopper's answer following
 * each change on the next request.
 */
import type { TestApp } from '../support/contract-app';
import { STAFF_MESSAGES as M } from '../../server/accounts/staff-messages';
import { EVENT_SERVER_MESSAGES as EM } from '../../server/content/admin/events';
import { LISTING_SERVER_MESSAGES as LM } from '../../server/content/admin/listing-content';
import { TAXONOMY_SERVER_MESSAGES as TM } from '../../server/catalogue/admin/taxonomy';
import type { StaffRole } from '../../shared/domain/staff-roles';
import { LISTING_CONTENT_MESSAGES as VM } from '../../shared/validation/listing-content';
import { TAXONOMY_MESSAGES as XM } from '../../shared/validation/taxonomy';
import { call, get } from './http';
import { api, checkoutApp, product, shopper } from './checkout-support';
import { expectNoStaffRefused, expectRoleAnswers, signedInStaff, type StaffRoute } from './staff-support';

let t: TestApp;
let catalogue: string;
beforeAll(async () => {
  ({ t } = await checkoutApp());
  catalogue = (await signedInStaff(t, 'catalogue')).token;
});
afterAll(() => t.close());

const admin = () => `${api(t)}/admin`;
type Row = Record<string, unknown> & { id: number; version: number; status: number; position?: number };
type Answer = { data: Row; message?: string; current?: Record<string, unknown>; version?: number };
const send = <T = Answer>(method: string, path: string, body?: unknown) => call<T & { message?: string }>(admin(), method, path, body, { token: catalogue });
const actions = async (entity: string, id: number) =>
  (await t.db.query<{ action: string }>('SELECT action FROM staff_audit WHERE entity = $1 AND entity_id = $2 ORDER BY id', [entity, String(id)])).rows.map((r) => r.action);
/** Lower-case letters only: one word to search by. */
const word = () => Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const shopperSees = async (path: string) => JSON.stringify((await get(api(t), path)).body);

describe('who may edit events, catalogues, service centres, sliders, list items and types', () => {
  const KINDS = ['events', 'catalogues', 'service-centers', 'sliders', 'sub-category-types'];
  const ROUTES: StaffRoute[] = [
    ...KINDS.flatMap((kind): StaffRoute[] => [
      ['GET', `/content/${kind}`],
      ['GET', `/content/${kind}/999999`],
      ['PATCH', `/content/${kind}/999999`, { status: 1, version: 1 }],
      ['POST', `/content/${kind}`, {}],
    ]),
    ['POST', '/content/events/999999/products', { product_id: 1 }],
    ['DELETE', '/content/events/999999/products/1'],
    ['GET', '/content/layout-items?layout=999999'],
    ['POST', '/content/layouts/999999/items', { target_id: 1 }],
    ['PATCH', '/content/layout-items/999999', { status: 1, version: 1 }],
    ['DELETE', '/content/layout-items/999999'],
  ];
  it('answers 401 without a staff token, a shopper token included', async () => {
    await expectNoStaffRefused(admin(), ROUTES, (await shopper(t)).token, M.sessionEnded);
  });
  it.each(['owner', 'catalogue', 'operations', 'support'] as StaffRole[])('role %s', async (role) => {
    const mayAct = role === 'owner' || role === 'catalogue';
    await expectRoleAnswers(admin(), ROUTES, (await signedInStaff(t, role)).token, mayAct, ([method, path]) => {
      if (path.includes('999999')) return path.startsWith('/content/events/999999/products') && method === 'POST' ? 404 : path.includes('?layout=') ? 200 : 404;
      return method === 'POST' ? 422 : 200;
    }, M.forbidden('the catalogue and content'));
  });
});

describe('events', () => {
  it('creates an event, lists products on it, renames and hides it: the shopper event page follows; audit rows; 409 when stale', async () => {
    const url = `festival-${word()}`;
    const made = await send('POST', '/content/events', { title: 'Tihar Lights', event_url: url, starts_at: '2026-10-01', ends_at: '2036-11-01T18:00:00Z' });
    expect(made.status).toBe(201);
    const id = made.body.data.id;
    expect(made.body.data).toMatchObject({ title: 'Tihar Lights', event_url: url, status: 1, version: 1, products: 0, ends_at: '2036-11-01T18:00:00Z' });
    const p = await product(t, { pricePaisa: 9_000_00, name: `Diyo Lamp ${word()}` });

    const added = await send<{ data: { product_id: number; name: string }[] }>('POST', `/content/events/${id}/products`, { product_id: p.id });
    expect([added.status, added.body.data]).toEqual([201, [expect.objectContaining({ product_id: p.id, name: p.name, position: 1 })]]);
    expect(await shopperSees(`/event-${url}`)).toContain(p.name);
    const twice = await send('POST', `/content/events/${id}/products`, { product_id: p.id });
    expect([twice.status, twice.body.message]).toEqual([422, EM.alreadyListed(id, p.id)]);
    const none = await send('POST', `/content/events/${id}/products`, { product_id: 99_999_999 });
    expect([none.status, none.body.message]).toEqual([422, EM.noProduct(99_999_999)]);

    const read = await get<{ products: { product_id: number }[] }>(admin(), `/content/events/${id}`, catalogue);
    expect(read.body.products.map((x) => x.product_id)).toEqual([p.id]);

    const renamed = await send('PATCH', `/content/events/${id}`, { title: 'Tihar Lights Sale', version: 1 });
    expect([renamed.status, renamed.body.data.version]).toEqual([200, 2]);
    expect(await shopperSees(`/event-${url}`)).toContain('Tihar Lights Sale');
    const stale = await send('PATCH', `/content/events/${id}`, { title: 'Old form', version: 1 });
    expect([stale.status, stale.body.message]).toEqual([409, M.staleVersion(`Event ${id}`)]);
    expect(stale.body.current).toMatchObject({ title: 'Tihar Lights Sale', version: 2 });

    const removed = await send<{ data: unknown[] }>('DELETE', `/content/events/${id}/products/${p.id}`);
    expect([removed.status, removed.body.data]).toEqual([200, []]);
    expect(await shopperSees(`/event-${url}`)).not.toContain(p.name);
    const notThere = await send('DELETE', `/content/events/${id}/products/${p.id}`);
    expect([notThere.status, notThere.body.message]).toEqual([422, EM.notListed(id, p.id)]);

    expect((await send('PATCH', `/content/events/${id}`, { status: 0, version: 2 })).status).toBe(200);
    expect((await get(api(t), `/event-${url}`)).status).toBe(404);
    expect(await actions('event', id)).toEqual(['event.created', 'event.product_added', 'event.changed', 'event.product_removed', 'event.switched_off']);
  });

  it('refuses a bad or taken address, a missing title, bad dates and an end before the start, with messages', async () => {
    const taken = (await t.db.query<{ event_url: string }>('SELECT event_url FROM events ORDER BY id LIMIT 1')).rows[0].event_url;
    const cases: [unknown, string][] = [
      [{ title: 'X', event_url: 'Not A Slug' }, VM.eventUrl],
      [{ event_url: `e-${word()}` }, VM.eventTitle],
      [{ title: 'X', event_url: taken }, EM.urlTaken(taken)],
      [{ title: 'X', event_url: `e-${word()}`, starts_at: 'next week' }, VM.date('starts_at')],
      [{ title: 'X', event_url: `e-${word()}`, starts_at: '2026-10-05', ends_at: '2026-10-01' }, VM.endsBeforeStart],
      [{ title: 'X', event_url: `e-${word()}`, banner: 'javascript:alert(1)' }, VM.image('banner')],
    ];
    for (const [body, message] of cases) {
      const r = await send('POST', '/content/events', body);
      expect([JSON.stringify(body), r.status, r.body.message]).toEqual([JSON.stringify(body), 422, message]);
    }
    const badId = await send('POST', '/content/events/abc/products', { product_id: 1 });
    expect(badId.status).toBe(400);
    expect(badId.body.message).toMatch(/Event/);
    const noProduct = await send('POST', '/content/events/1/products', { product_id: 'one' });
    expect([noProduct.status, noProduct.body.message]).toEqual([422, VM.productId]);
  });
});

describe('catalogues and service centres', () => {
  it('adds a catalogue to a brand and edits it: the shopper catalogue list follows; 409 when stale; bad brand refused', async () => {
    const brand = (await t.db.query<{ id: number; brand_url: string }>('SELECT b.id, b.brand_url FROM brands b WHERE b.status ORDER BY b.id LIMIT 1')).rows[0];
    const title = `Winter Range ${word()}`;
    const made = await send('POST', '/content/catalogues', { brand_id: brand.id, title, file_path: '/catalogue-files/winter.pdf' });
    expect(made.status).toBe(201);
    const id = made.body.data.id;
    expect(await shopperSees(`/catalogues/${brand.brand_url}`)).toContain(title);
    const edited = await send('PATCH', `/content/catalogues/${id}`, { title: `${title} 2026`, version: 1 });
    expect(edited.status).toBe(200);
    expect(await shopperSees(`/catalogues/${brand.brand_url}`)).toContain(`${title} 2026`);
    expect((await send('PATCH', `/content/catalogues/${id}`, { title: 'x', version: 1 })).status).toBe(409);
    const badBrand = await send('POST', '/content/catalogues', { brand_id: 99_999_999, title, file_path: '/x.pdf' });
    expect([badBrand.status, badBrand.body.message]).toEqual([422, LM.noBrand(99_999_999)]);
    const badFile = await send('POST', '/content/catalogues', { brand_id: brand.id, title, file_path: 'winter.pdf' });
    expect([badFile.status, badFile.body.message]).toEqual([422, VM.filePath]);
    expect(await actions('catalogue', id)).toEqual(['catalogue.created', 'catalogue.changed']);
  });

  it('adds and edits a service centre; a bad kind or province is refused; 409 when stale', async () => {
    const made = await send('POST', '/content/service-centers', { kind: 'home_appliance', name: 'CG Care Dharan', address: 'Putali Line, Dharan', phone: '025-520001', province_id: 1, district: 'Sunsari' });
    expect(made.status).toBe(201);
    const id = made.body.data.id;
    const edited = await send('PATCH', `/content/service-centers/${id}`, { contact_person: 'Bina Rai', version: 1 });
    expect([edited.status, edited.body.data.contact_person, edited.body.data.version]).toEqual([200, 'Bina Rai', 2]);
    expect((await send('PATCH', `/content/service-centers/${id}`, { phone: '1', version: 1 })).status).toBe(409);
    const cases: [unknown, string][] = [
      [{ kind: 'shop', name: 'X', address: 'Y', phone: '1' }, VM.centerKind],
      [{ kind: 'mobile', name: 'X', address: 'Y', phone: '1', province_id: 8 }, VM.province],
      [{ kind: 'mobile', name: 'X', address: 'Y' }, VM.phone],
    ];
    for (const [body, message] of cases) {
      const r = await send('POST', '/content/service-centers', body);
      expect([r.status, r.body.message]).toEqual([422, message]);
    }
    // Keys that are no field of the kind are never written (nor read as column names).
    const stray = await send('PATCH', `/content/service-centers/${id}`, { name: 'CG Care Dharan 2', 'id = 1, name': 'x', position: 99, version: 2 });
    expect([stray.status, stray.body.data.name, stray.body.data.id, stray.body.data.position]).toEqual([200, 'CG Care Dharan 2', id, made.body.data.position]);
    expect(await actions('service_center', id)).toEqual(['service_center.created', 'service_center.changed', 'service_center.changed']);
  });
});

describe('home sliders and list-block items', () => {
  it('adds a slider leading to a brand: the home data shows it; edited; moved; 409 when stale; a bad placement refused', async () => {
    const brand = (await t.db.query<{ id: number }>('SELECT id FROM brands WHERE status ORDER BY id LIMIT 1')).rows[0];
    const image = `/media/banner/wide/${word()}.svg`;
    const made = await send('POST', '/content/sliders', { placement: 'top_banner', name: 'Brand week', image, link_type: 'B', target_id: brand.id });
    expect(made.status).toBe(201);
    const id = made.body.data.id;
    expect(made.body.data).toMatchObject({ placement: 'top_banner', target_id: brand.id, version: 1 });
    expect(await shopperSees('/get-home-data')).toContain(image);
    const moved = await send('POST', `/content/sliders/${id}/move`, { direction: 'up' });
    expect(moved.status).toBe(200);
    expect((await send('PATCH', `/content/sliders/${id}`, { status: 0, version: 1 })).status).toBe(200);
    expect(await shopperSees('/get-home-data')).not.toContain(image);
    expect((await send('PATCH', `/content/sliders/${id}`, { status: 1, version: 1 })).status).toBe(409);
    const bad = await send('POST', '/content/sliders', { placement: 'sidebar', image, link_type: 'L', link: '/' });
    expect([bad.status, bad.body.message]).toEqual([422, VM.placement]);
    expect(await actions('slider', id)).toEqual(['slider.created', 'slider.moved_up', 'slider.switched_off']);
  });

  it('adds sliders beside the listings: one leading to a category shows on that listing only, one leading to a product on every listing', async () => {
    const [own, other] = (await t.db.query<{ id: number; category_url: string }>(
      `SELECT c.id, c.category_url FROM categories c WHERE c.status AND EXISTS (SELECT 1 FROM products p WHERE p.category_id = c.id AND p.status)
        ORDER BY c.id LIMIT 2`,
    )).rows;
    const anyProduct = (await t.db.query<{ id: number }>('SELECT id::int AS id FROM products WHERE status ORDER BY id LIMIT 1')).rows[0];
    const [side, everywhere] = [`/media/banner/side/${word()}.svg`, `/media/banner/side/${word()}.svg`];
    const a = await send('POST', '/content/sliders', { placement: 'listing', name: 'Side', image: side, link_type: 'C', target_id: own.id });
    const b = await send('POST', '/content/sliders', { placement: 'listing', name: 'Everywhere', image: everywhere, link_type: 'PR', target_id: anyProduct.id });
    expect([a.status, b.status]).toEqual([201, 201]);
    const ownListing = await shopperSees(`/get/cat-${own.category_url}`);
    const otherListing = await shopperSees(`/get/cat-${other.category_url}`);
    expect(ownListing).toContain(side);
    expect(otherListing).not.toContain(side);
    expect(ownListing).toContain(everywhere);
    expect(otherListing).toContain(everywhere);
    expect(await shopperSees('/get-home-data')).not.toContain(side);
    expect((await send('PATCH', `/content/sliders/${a.body.data.id}`, { status: 0, version: 1 })).status).toBe(200);
    expect(await shopperSees(`/get/cat-${own.category_url}`)).not.toContain(side);
    await send('PATCH', `/content/sliders/${b.body.data.id}`, { status: 0, version: 1 });
  });

  it("adds a product to a Product List block: the home layouts show it; moved, hidden, removed; a banner block refuses items", async () => {
    const block = (await t.db.query<{ id: number }>(`SELECT id FROM layouts WHERE type = 'Product List' AND supplier_id IS NULL AND status ORDER BY position LIMIT 1`)).rows[0];
    const p = await product(t, { pricePaisa: 12_000_00, name: `Listed Cooler ${word()}` });
    const made = await send('POST', `/content/layouts/${block.id}/items`, { target_id: p.id });
    expect(made.status).toBe(201);
    const id = made.body.data.id;
    expect(made.body.data).toMatchObject({ item_type: 'product', target_id: p.id, name: p.name, layout_id: block.id, version: 1 });
    expect(await shopperSees('/layouts')).toContain(p.name);
    const list = await get<{ data: Row[] }>(admin(), `/content/layout-items?layout=${block.id}`, catalogue);
    expect(list.body.data.at(-1)?.id).toBe(id);
    expect((await send('POST', `/content/layout-items/${id}/move`, { direction: 'up' })).status).toBe(200);
    const twice = await send('POST', `/content/layouts/${block.id}/items`, { target_id: p.id });
    expect([twice.status, twice.body.message]).toEqual([422, LM.alreadyListed(block.id, 'product', p.id)]);
    const missing = await send('POST', `/content/layouts/${block.id}/items`, { target_id: 99_999_999 });
    expect([missing.status, missing.body.message]).toEqual([422, LM.noItem('product', 99_999_999)]);
    expect((await send('PATCH', `/content/layout-items/${id}`, { status: 0, version: 1 })).status).toBe(200);
    expect(await shopperSees('/layouts')).not.toContain(p.name);
    expect((await send('PATCH', `/content/layout-items/${id}`, { status: 1, version: 1 })).status).toBe(409);
    expect((await send('DELETE', `/content/layout-items/${id}`)).status).toBe(200);
    expect(await actions('layout_item', id)).toEqual(['layout_item.created', 'layout_item.moved_up', 'layout_item.switched_off', 'layout_item.removed']);

    const banners = (await t.db.query<{ id: number; type: string }>(`SELECT id, type FROM layouts WHERE type = 'One Banner' AND supplier_id IS NULL LIMIT 1`)).rows[0];
    const refused = await send('POST', `/content/layouts/${banners.id}/items`, { target_id: p.id });
    expect([refused.status, refused.body.message]).toEqual([422, LM.notListBlock(banners.id, banners.type)]);
    const badQuery = await get<{ message: string }>(admin(), '/content/layout-items', catalogue);
    expect([badQuery.status, badQuery.body.message]).toEqual([422, LM.layoutQuery]);
  });
});

describe('sub-category types and renames in search', () => {
  it('creates a type in a sub-category: the category menu shows it, renamed at once; a bad address refused', async () => {
    const sub = (await t.db.query<{ id: number }>('SELECT id FROM sub_categories WHERE status ORDER BY id LIMIT 1')).rows[0];
    const url = `type-${word()}`;
    const made = await send('POST', '/content/sub-category-types', { sub_category_id: sub.id, name: 'Mini Split', sub_category_type_url: url });
    expect(made.status).toBe(201);
    const id = made.body.data.id;
    expect(await shopperSees('/get/categories')).toContain(url);
    expect((await send('PATCH', `/content/sub-category-types/${id}`, { name: 'Wall Split', version: 1 })).status).toBe(200);
    expect(await shopperSees('/get/categories')).toContain('Wall Split');
    expect((await send('PATCH', `/content/sub-category-types/${id}`, { name: 'x', version: 1 })).status).toBe(409);
    const bad = await send('POST', '/content/sub-category-types', { sub_category_id: sub.id, name: 'X', sub_category_type_url: 'Bad Url' });
    expect([bad.status, bad.body.message]).toEqual([422, XM.slug('sub_category_type_url', 'smart-led-tv')]);
    expect(await actions('sub_category_type', id)).toEqual(['sub_category_type.created', 'sub_category_type.changed']);

    const orphan = await send('POST', '/content/sub-category-types', { sub_category_id: 99_999_999, name: 'X', sub_category_type_url: `orphan-${word()}` });
    expect([orphan.status, orphan.body.message]).toEqual([422, TM.noSubCategory(99_999_999)]);
    const seeded = (await t.db.query<{ id: number; sub_category_id: number; version: number }>(
      'SELECT t.id, t.sub_category_id, t.version FROM sub_category_types t WHERE EXISTS (SELECT 1 FROM products p WHERE p.sub_category_type_id = t.id) ORDER BY t.id LIMIT 1',
    )).rows[0];
    const count = Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM products WHERE sub_category_type_id = $1', [seeded.id])).rows[0].n);
    const away = await send('PATCH', `/content/sub-category-types/${seeded.id}`, { sub_category_id: sub.id === seeded.sub_category_id ? sub.id + 1 : sub.id, version: seeded.version });
    expect([away.status, away.body.message]).toEqual([422, TM.typeHasProducts(seeded.id, count)]);
  });

  it('a renamed brand: searching its new name finds its products, the old name no longer does', async () => {
    const [oldName, newName] = [word(), word()];
    const made = await send('POST', '/content/brands', { name: oldName, brand_url: `brand-${oldName}` });
    const id = made.body.data.id;
    const p = await product(t, { pricePaisa: 7_000_00, name: `Steam Iron ${word()}` });
    await t.db.query(`UPDATE products SET brand_id = $2, search_text = lower(name) || ' ' || $3 || ' irons' WHERE id = $1`, [p.id, id, oldName]);
    type Search = { data: { products: { id: number }[] } };
    const found = async (q: string) => (await get<Search>(api(t), `/web-search?keywords=${q}`)).body.data.products.map((x) => x.id);
    expect(await found(oldName)).toContain(p.id);
    expect((await send('PATCH', `/content/brands/${id}`, { name: newName, version: 1 })).status).toBe(200);
    expect(await found(newName)).toContain(p.id);
    expect(await found(oldName)).not.toContain(p.id);
  });
});
