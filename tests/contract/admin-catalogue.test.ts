/**
 * The catalogue in the staff API (issue 32): a product's name, model number, flags and
 * specifications (PATCH /api/admin/products/{id}), and categories, sub-categories, brands and
 * suppliers through the content engine (/api/admin/content/{kind}) — the permission matrix, bad
 * input with its message, what would break the storefront refused (422), the audit rows, 409 on a
 * stale edit, and the shopper seeing each change on the next request (the product page, search,
 * a brand's listing, the category menu).
 */
import type { TestApp } from '../support/contract-app';
import { STAFF_MESSAGES as M } from '../../server/accounts/staff-messages';
import { PRODUCT_EDIT_MESSAGES as PM } from '../../server/catalogue/admin/product-edit';
import { TAXONOMY_SERVER_MESSAGES as TM } from '../../server/catalogue/admin/taxonomy';
import type { StaffRole } from '../../shared/domain/staff-roles';
import { CONTENT_MESSAGES as CM } from '../../shared/validation/content';
import { STAFF_INPUT_MESSAGES as IM } from '../../shared/validation/staff';
import { TAXONOMY_MESSAGES as XM } from '../../shared/validation/taxonomy';
import { call, get } from './http';
import { api, checkoutApp, product, shopper } from './checkout-support';
import { expectNoStaffRefused, expectRoleAnswers, signedInStaff, type StaffRoute } from './staff-support';

let t: TestApp;
beforeAll(async () => ({ t } = await checkoutApp()));
afterAll(() => t.close());

const admin = () => `${api(t)}/admin`;
const staffToken = async (role: StaffRole) => (await signedInStaff(t, role)).token;
type Row = Record<string, unknown> & { id: number; version: number; status: number };
const patch = <T = { data: Row }>(path: string, body: unknown, token: string) => call<T & { current?: Record<string, unknown>; version?: number }>(admin(), 'PATCH', path, body, { token });
const create = (path: string, body: unknown, token: string) => call<{ data: Row }>(admin(), 'POST', path, body, { token });
const auditOf = async (entity: string, id: number) =>
  (await t.db.query<{ action: string; before: Record<string, unknown> | null; after: Record<string, unknown> | null; staff_id: string | null }>(
    'SELECT action, before, after, staff_id FROM staff_audit WHERE entity = $1 AND entity_id = $2 ORDER BY id', [entity, String(id)],
  )).rows;
const tag = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

let catalogue: string;
beforeAll(async () => {
  catalogue = await staffToken('catalogue');
});

describe('who may edit the catalogue', () => {
  const ROUTES: StaffRoute[] = [
    ['PATCH', '/products/999999', { name: 'x', version: 1 }],
    ...['categories', 'sub-categories', 'brands', 'suppliers'].flatMap((kind): StaffRoute[] => [
      ['GET', `/content/${kind}`],
      ['GET', `/content/${kind}/999999`],
      ['PATCH', `/content/${kind}/999999`, { name: 'x', version: 1 }],
      ['POST', `/content/${kind}/999999/move`, { direction: 'up' }],
      // An empty body: allowed roles get the create schema's 422, the others 403.
      ['POST', `/content/${kind}`, {}],
    ]),
  ];
  it('answers 401 without a staff token, a shopper token included', async () => {
    await expectNoStaffRefused(admin(), ROUTES, (await shopper(t)).token, M.sessionEnded);
  });

  it.each(['owner', 'catalogue', 'operations', 'support'] as StaffRole[])('role %s', async (role) => {
    const mayAct = role === 'owner' || role === 'catalogue';
    // Allowed: lists answer 200, the made-up id 404; an empty new row is refused (422).
    await expectRoleAnswers(admin(), ROUTES, await staffToken(role), mayAct, ([method, path]) => (path.includes('999999') ? 404 : method === 'POST' ? 422 : 200), M.forbidden('the catalogue and content'));
  });
});

interface ShopperProduct {
  name: string;
  model_number: string;
  new: number;
  product_type: string;
  is_service: number;
  prepayment: number;
  prepayment_value: number | null;
  product_specifications: { product_feature: { name: string }; feature_value: string }[];
}
const shopperProduct = async (id: number) => (await get<{ data: { product: ShopperProduct } }>(api(t), `/view-product?product=${id}`)).body.data.product;

describe('PATCH /api/admin/products/{id}: name, model number, flags and specifications', () => {
  it('keeps the listing facets with the specification: a new value counts the product, the old one no longer does', async () => {
    const row = (await t.db.query<{ id: number; url: string; group: string; value: string; features: string }>(
      `SELECT p.id::int AS id, s.sub_category_url AS url, ff.name AS group, ps.feature_value AS value,
              (SELECT json_agg(json_build_object('name', f2.name, 'value', s2.feature_value) ORDER BY s2.position)::text
                 FROM product_specifications s2 JOIN product_features f2 ON f2.id = s2.product_feature_id WHERE s2.product_id = p.id) AS features
         FROM products p JOIN sub_categories s ON s.id = p.sub_category_id
         JOIN product_specifications ps ON ps.product_id = p.id JOIN product_features pf ON pf.id = ps.product_feature_id
         JOIN feature_filters ff ON ff.sub_category_id = p.sub_category_id AND ff.name = pf.name
        WHERE p.status ORDER BY p.id LIMIT 1`,
    )).rows[0];
    type Facets = { data: { filters?: { name: string; values: { feature_value: string; product_count: number }[] }[] } };
    const count = async (value: string) =>
      (await get<Facets>(api(t), `/get/sub-${row.url}`)).body.data.filters?.find((g) => g.name === row.group)?.values.find((v) => v.feature_value === value)?.product_count ?? 0;
    const before = await count(row.value);
    expect(before).toBeGreaterThan(0);
    const fresh = `Zeta ${tag()}`;
    const specs = (JSON.parse(row.features) as { name: string; value: string }[]).map((f) => (f.name === row.group ? { ...f, value: fresh } : f));
    const v = (await get<{ product: { version: number } }>(admin(), `/products/${row.id}`, catalogue)).body.product.version;
    expect((await patch(`/products/${row.id}`, { specifications: specs, version: v }, catalogue)).status).toBe(200);
    expect(await count(fresh)).toBe(1);
    expect(await count(row.value)).toBe(before - 1);
    // Put back: the facet follows again.
    const back = specs.map((f) => (f.name === row.group ? { ...f, value: row.value } : f));
    expect((await patch(`/products/${row.id}`, { specifications: back, version: v + 1 }, catalogue)).status).toBe(200);
    expect(await count(row.value)).toBe(before);
    expect(await count(fresh)).toBe(0);
  });

  it('renames a product, sets its flags and specifications; the product page and search show them; audit row; 409 when stale', async () => {
    const p = await product(t, { pricePaisa: 40_000_00, stock: 3, name: `Plainname Fridge ${tag()}` });
    const v = (await get<{ product: { version: number } }>(admin(), `/products/${p.id}`, catalogue)).body.product.version;
    const name = `Frostfree Fridge ${tag()}`;
    const model = `FF-${tag()}`.toUpperCase();
    const specs = [{ name: 'Capacity', value: '253 L' }, { name: `Door Count ${tag()}`, value: '2' }];
    const r = await patch<{ product: Record<string, unknown> }>(`/products/${p.id}`, {
      name, model_number: model, is_new: 1, is_service: 1, prepayment: 1, prepayment_value: 5000, specifications: specs, version: v,
    }, catalogue);
    expect(r.status).toBe(200);
    expect(r.body.product).toMatchObject({ name, model_number: model, is_new: 1, is_service: 1, prepayment: 1, prepayment_value: 5000, product_type: 'Normal', specifications: specs, version: v + 1 });

    expect(await shopperProduct(p.id)).toMatchObject({
      name, model_number: model, new: 1, is_service: 1, prepayment: 1, prepayment_value: 5000,
      product_specifications: specs.map((s) => ({ product_feature: { name: s.name }, feature_value: s.value })),
    });
    const search = await get(api(t), `/web-search?keywords=${encodeURIComponent(name)}`);
    expect(JSON.stringify(search.body)).toContain(name);
    // The slug follows the name (banners leading to the product use it).
    expect((await t.db.query<{ slug: string }>('SELECT slug FROM products WHERE id = $1', [p.id])).rows[0].slug).toBe(name.replace(/ /g, '-').toLowerCase());

    const rows = await auditOf('product', p.id);
    expect(rows.map((a) => a.action)).toEqual(['product.changed']);
    expect([rows[0].before?.name, rows[0].after?.name, rows[0].after?.specifications, rows[0].staff_id !== null]).toEqual([p.name, name, specs, true]);

    const stale = await patch(`/products/${p.id}`, { name: 'Old form', version: v }, catalogue);
    expect([stale.status, stale.body.message]).toEqual([409, M.staleVersion(`Product ${p.id}`)]);
    expect(stale.body.current).toMatchObject({ name, version: v + 1 });

    // Specifications replaced as sent (an empty list removes them); switching prepayment off.
    const cleared = await patch<{ product: Record<string, unknown> }>(`/products/${p.id}`, { specifications: [], prepayment: 0, prepayment_value: null, version: v + 1 }, catalogue);
    expect(cleared.body.product).toMatchObject({ specifications: [], prepayment: 0, prepayment_value: null });
    expect((await shopperProduct(p.id)).product_specifications).toEqual([]);
  });

  it('refuses what shoppers could not be shown, each with its message, and writes nothing', async () => {
    const p = await product(t, { pricePaisa: 20_000_00, discountPaisa: 18_000_00, name: `Refusal Heater ${tag()}` });
    const v = (await get<{ product: { version: number } }>(admin(), `/products/${p.id}`, catalogue)).body.product.version;
    const refused: [unknown, string][] = [
      [{ name: '   ' }, IM.productName],
      [{ name: 42 }, IM.productName],
      [{ model_number: '' }, IM.modelNumber],
      [{ is_new: 2 }, IM.flag('is_new')],
      [{ product_type: 'Bundle' }, IM.productType],
      [{ prepayment: 1 }, PM.needsPrepaymentValue],
      [{ prepayment: 1, prepayment_value: 0 }, IM.prepaymentValue],
      [{ prepayment: 1, prepayment_value: 19_000 }, PM.prepaymentAbovePrice],
      [{ product_type: 'Combo' }, PM.comboWithoutItems(p.id)],
      [{ specifications: 'Capacity: 10 L' }, IM.specifications],
      [{ specifications: [{ name: 'Capacity' }] }, IM.specValue],
      [{ specifications: [{ name: ' ', value: '1' }] }, IM.specName],
      [{ specifications: [{ name: 'Capacity', value: '1' }, { name: 'capacity ', value: '2' }] }, IM.specRepeated('capacity')],
      [{ price: 17_000 }, PM.discountAbovePrice],
      [{}, IM.productNothingToChange],
    ];
    for (const [body, message] of refused) {
      const r = await patch(`/products/${p.id}`, { ...(body as object), version: v }, catalogue);
      expect([JSON.stringify(body), r.status, r.body.message]).toEqual([JSON.stringify(body), 422, message]);
    }
    expect(await auditOf('product', p.id)).toEqual([]);
    expect((await get<{ product: { version: number; name: string } }>(admin(), `/products/${p.id}`, catalogue)).body.product).toMatchObject({ version: v, name: p.name });
  });
});

describe('brands', () => {
  it("creates a brand, renames it from its version: its listing's cards show the new name at once; 409 when stale; audit rows", async () => {
    const slug = `brand-${tag()}`;
    const made = await create('/content/brands', { name: `Himal ${slug}`, brand_url: slug }, catalogue);
    expect(made.status).toBe(201);
    const id = made.body.data.id;
    expect(made.body.data).toMatchObject({ name: `Himal ${slug}`, brand_url: slug, status: 1, is_featured: 0, version: 1 });
    const p = await product(t, { pricePaisa: 5_000_00, name: `Himal Kettle ${tag()}` });
    await t.db.query('UPDATE products SET brand_id = $2 WHERE id = $1', [p.id, id]);

    type Listing = { data: { brand: { name: string }; products: { id: number; brand: string }[] } };
    const before = (await get<Listing>(api(t), `/get/brand-${slug}`)).body.data;
    expect([before.brand.name, before.products.map((x) => x.brand)]).toEqual([`Himal ${slug}`, [`Himal ${slug}`]]);

    const renamed = await patch(`/content/brands/${id}`, { name: `Everest ${slug}`, version: 1 }, catalogue);
    expect([renamed.status, renamed.body.data.name, renamed.body.data.version]).toEqual([200, `Everest ${slug}`, 2]);
    const after = (await get<Listing>(api(t), `/get/brand-${slug}`)).body.data;
    expect([after.brand.name, after.products.map((x) => x.brand)]).toEqual([`Everest ${slug}`, [`Everest ${slug}`]]);
    expect((await get<{ data: { brands: { name: string }[] } }>(api(t), '/get/categories')).body.data.brands.map((b) => b.name)).toContain(`Everest ${slug}`);

    const stale = await patch(`/content/brands/${id}`, { name: 'Old form', version: 1 }, catalogue);
    expect([stale.status, stale.body.message]).toEqual([409, M.staleVersion(`Brand ${id}`)]);
    expect(stale.body).toMatchObject({ version: 2, current: { name: `Everest ${slug}` } });

    // Switched off while a product of it is shown: refused; once the product is hidden, allowed.
    const off = await patch(`/content/brands/${id}`, { status: 0, version: 2 }, catalogue);
    expect([off.status, off.body.message]).toEqual([422, TM.stillShown('Brand', id, 1)]);
    await t.db.query('UPDATE products SET status = false WHERE id = $1', [p.id]);
    expect((await patch(`/content/brands/${id}`, { status: 0, version: 2 }, catalogue)).body.data.status).toBe(0);
    expect((await get(api(t), `/get/brand-${slug}`)).status).toBe(404);

    const rows = await auditOf('brand', id);
    expect(rows.map((a) => a.action)).toEqual(['brand.created', 'brand.changed', 'brand.switched_off']);
    expect([rows[1].before?.name, rows[1].after?.name, rows[1].staff_id !== null]).toEqual([`Himal ${slug}`, `Everest ${slug}`, true]);
  });

  it('refuses a taken address or name, a malformed address and a missing name, with messages', async () => {
    const seeded = (await t.db.query<{ name: string; brand_url: string }>('SELECT name, brand_url FROM brands ORDER BY id LIMIT 1')).rows[0];
    const slug = `brand-${tag()}`;
    const cases: [unknown, number, string][] = [
      [{ name: `New ${slug}`, brand_url: seeded.brand_url }, 422, TM.addressTaken('brand', 'brand_url', seeded.brand_url)],
      [{ name: seeded.name.toUpperCase(), brand_url: slug }, 422, TM.nameTaken('brand', seeded.name.toUpperCase())],
      [{ name: `New ${slug}`, brand_url: 'Not A Slug' }, 422, XM.slug('brand_url', 'samsung')],
      [{ brand_url: slug }, 422, XM.name('brand')],
      [{ name: `New ${slug}`, brand_url: slug, image: 'javascript:alert(1)' }, 422, XM.image('image')],
    ];
    for (const [body, status, message] of cases) {
      const r = await create('/content/brands', body, catalogue);
      expect([JSON.stringify(body), r.status, r.body.message]).toEqual([JSON.stringify(body), status, message]);
    }
    const id = (await create('/content/brands', { name: `Fine ${slug}`, brand_url: slug }, catalogue)).body.data.id;
    const clash = await patch(`/content/brands/${id}`, { brand_url: seeded.brand_url, version: 1 }, catalogue);
    expect([clash.status, clash.body.message]).toEqual([422, TM.addressTaken('brand', 'brand_url', seeded.brand_url)]);
    const nothing = await patch(`/content/brands/${id}`, { version: 1 }, catalogue);
    expect([nothing.status, nothing.body.message]).toEqual([422, CM.nothingToChange]);
  });
});

describe('categories and sub-categories', () => {
  type Menu = { data: { category: { name: string; category_url: string; subCategories: { name: string; sub_category_url: string }[] }[] } };
  const menu = async () => (await get<Menu>(api(t), '/get/categories')).body.data.category;

  it('creates a category and a sub-category in it; the menu shows them, renamed, at once; moves; audit rows', async () => {
    const url = `cat-${tag()}`;
    const cat = await create('/content/categories', { name: 'Solar Power', category_url: url }, catalogue);
    expect(cat.status).toBe(201);
    const catId = cat.body.data.id;
    const sub = await create('/content/sub-categories', { category_id: catId, name: 'Solar Panels', sub_category_url: `${url}-panels` }, catalogue);
    expect(sub.status).toBe(201);
    expect(sub.body.data).toMatchObject({ category_id: catId, category: 'Solar Power', position: 1, version: 1 });
    expect((await menu()).find((c) => c.category_url === url)).toMatchObject({ name: 'Solar Power', subCategories: [{ name: 'Solar Panels', sub_category_url: `${url}-panels` }] });

    const renamed = await patch(`/content/categories/${catId}`, { name: 'Solar Energy', version: 1 }, catalogue);
    expect(renamed.status).toBe(200);
    expect((await menu()).find((c) => c.category_url === url)?.name).toBe('Solar Energy');

    // A second sub-category moved above the first.
    const second = await create('/content/sub-categories', { category_id: catId, name: 'Inverters', sub_category_url: `${url}-inverters` }, catalogue);
    expect(second.body.data.position).toBe(2);
    const moved = await call<{ data: Row }>(admin(), 'POST', `/content/sub-categories/${second.body.data.id}/move`, { direction: 'up' }, { token: catalogue });
    expect([moved.status, moved.body.data.position, moved.body.data.version]).toEqual([200, 1, 1]);

    const off = await patch(`/content/categories/${catId}`, { status: 0, version: 2 }, catalogue);
    expect(off.status).toBe(200);
    expect((await menu()).some((c) => c.category_url === url)).toBe(false);
    expect((await auditOf('category', catId)).map((a) => a.action)).toEqual(['category.created', 'category.changed', 'category.switched_off']);
    expect((await auditOf('sub_category', second.body.data.id)).map((a) => a.action)).toEqual(['sub_category.created', 'sub_category.moved_up']);
  });

  it('refuses a sub-category in no category, one moved away from its products, and a category with products shown switched off', async () => {
    const noCat = await create('/content/sub-categories', { category_id: 99_999_999, name: 'Orphans', sub_category_url: `orphans-${tag()}` }, catalogue);
    expect([noCat.status, noCat.body.message]).toEqual([422, TM.noCategory(99_999_999)]);
    const badUrl = await create('/content/categories', { name: 'Bad', category_url: 'Bad_URL' }, catalogue);
    expect([badUrl.status, badUrl.body.message]).toEqual([422, XM.slug('category_url', 'home-appliances')]);

    const seededSub = (await t.db.query<{ id: number; category_id: number; version: number }>(
      'SELECT s.id, s.category_id, s.version FROM sub_categories s WHERE EXISTS (SELECT 1 FROM products p WHERE p.sub_category_id = s.id) ORDER BY s.id LIMIT 1',
    )).rows[0];
    const otherCat = (await t.db.query<{ id: number }>('SELECT id FROM categories WHERE id <> $1 ORDER BY id LIMIT 1', [seededSub.category_id])).rows[0].id;
    const count = Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM products WHERE sub_category_id = $1', [seededSub.id])).rows[0].n);
    const away = await patch(`/content/sub-categories/${seededSub.id}`, { category_id: otherCat, version: seededSub.version }, catalogue);
    expect([away.status, away.body.message]).toEqual([422, TM.subCategoryHasProducts(seededSub.id, count)]);

    const shown = Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM products WHERE status AND category_id = $1', [seededSub.category_id])).rows[0].n);
    const catVersion = (await t.db.query<{ version: number }>('SELECT version FROM categories WHERE id = $1', [seededSub.category_id])).rows[0].version;
    const off = await patch(`/content/categories/${seededSub.category_id}`, { status: 0, version: catVersion }, catalogue);
    expect([off.status, off.body.message]).toEqual([422, TM.stillShown('Category', seededSub.category_id, shown)]);
  });
});

describe('suppliers', () => {
  it('creates and edits a supplier; a taken name is refused; the product page shows the new name', async () => {
    const slug = `supplier-${tag()}`;
    const made = await create('/content/suppliers', { name: `Kathmandu ${slug}`, slug, phone: '01-4444444', email: 'sales@example.com' }, catalogue);
    expect(made.status).toBe(201);
    const id = made.body.data.id;
    const p = await product(t, { pricePaisa: 3_000_00, name: `Supplied Iron ${tag()}` });
    await t.db.query('UPDATE products SET supplier_id = $2 WHERE id = $1', [p.id, id]);
    const edited = await patch(`/content/suppliers/${id}`, { name: `Lalitpur ${slug}`, version: 1 }, catalogue);
    expect([edited.status, edited.body.data.name]).toEqual([200, `Lalitpur ${slug}`]);
    expect((await get<{ data: { product: { supplier_name: string } } }>(api(t), `/view-product?product=${p.id}`)).body.data.product.supplier_name).toBe(`Lalitpur ${slug}`);
    const dup = await create('/content/suppliers', { name: `lalitpur ${slug}`, slug: `${slug}-2` }, catalogue);
    expect([dup.status, dup.body.message]).toEqual([422, TM.nameTaken('supplier', `lalitpur ${slug}`)]);
    const badMail = await patch(`/content/suppliers/${id}`, { email: 'not-mail', version: 2 }, catalogue);
    expect([badMail.status, badMail.body.message]).toEqual([422, XM.email]);
    expect((await auditOf('supplier', id)).map((a) => a.action)).toEqual(['supplier.created', 'supplier.changed']);
  });
});
