/**
 * The staff product list and the price and stock CSV export and import (issue 32): the list's
 * search and filters, who may use them, the export's columns and quoting, an import with good and
 * bad lines (the report's lines and messages), the new prices on the shopper's product page and
 * search, the import's one audit row, a dry run, and files refused whole (413, 415, 422).
 */
import type { TestApp } from '../support/contract-app';
import type { StaffRole } from '../../shared/domain/staff-roles';
import { PRODUCT_CSV_MESSAGES as CSV, STAFF_INPUT_MESSAGES as IM } from '../../shared/validation/staff';
import { call, get, post } from './http';
import { api, checkoutApp, product, shopper, stockOf } from './checkout-support';
import { signedInStaff } from './staff-support';

let t: TestApp;
beforeAll(async () => ({ t } = await checkoutApp()));
afterAll(() => t.close());

const admin = () => `${api(t)}/admin`;

const staffToken = async (role: StaffRole) => (await signedInStaff(t, role)).token;

interface ListAnswer {
  statusCode: number;
  data: Record<string, unknown>[];
  total: number;
  page: number;
  per_page: number;
}
const list = (query: string, token: string) => get<ListAnswer>(admin(), `/products${query}`, token);

interface ImportAnswer {
  statusCode: number;
  dry_run: boolean;
  applied: number;
  changed: number;
  refused: { line: number; id?: number | string; model_number?: string; message: string }[];
}
const importCsv = (csv: string, token?: string, query = '') =>
  call<ImportAnswer>(admin(), 'POST', `/products/import${query}`, undefined, { token, raw: csv, contentType: 'text/csv; charset=utf-8' });

async function exportCsv(token?: string) {
  const res = await fetch(`${admin()}/products/export.csv`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes, text: bytes.toString('utf8') };
}

const modelOf = async (id: number) => (await t.db.query<{ m: string }>('SELECT model_number AS m FROM products WHERE id = $1', [id])).rows[0].m;
const row = async (id: number) =>
  (await t.db.query<{ price: string; discount: string | null; stock: number; status: boolean; version: number; percent: string }>(
    `SELECT price_paisa::text AS price, discount_price_paisa::text AS discount, stock_quantity AS stock, status, version, discount_percent::text AS percent
       FROM products WHERE id = $1`,
    [id],
  )).rows[0];

describe('GET /api/admin/products', () => {
  it('lists 20 a page in id order, with the search over id, name and model number and the status and low-stock filters', async () => {
    const token = await staffToken('catalogue');
    const tag = `${Date.now().toString(36)}`;
    const low = await product(t, { pricePaisa: 1_500_00, discountPaisa: 1_250_50, stock: 2, name: `Csvlist Kettle ${tag}` });
    const plenty = await product(t, { pricePaisa: 2_000_00, stock: 50, name: `Csvlist Toaster ${tag}` });
    const hidden = await product(t, { pricePaisa: 3_000_00, stock: 1, name: `Csvlist Iron ${tag}` });
    await t.db.query('UPDATE products SET status = false WHERE id = $1', [hidden.id]);

    const all = await list('', token);
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ statusCode: 200, page: 1, per_page: 20 });
    expect(all.body.data).toHaveLength(20);
    const ids = all.body.data.map((p) => p.id as number);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(all.body.total).toBe(Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM products')).rows[0].n));
    expect(Object.keys(all.body.data[0]).sort()).toEqual(['category', 'discount_price', 'id', 'model_number', 'name', 'price', 'status', 'stock', 'version'].sort());

    // The name's start, in any case.
    const byName = await list(`?q=${encodeURIComponent(`csvlist kettle ${tag.toUpperCase()}`)}`, token);
    expect(byName.body.total).toBe(1);
    expect(byName.body.data[0]).toMatchObject({ id: low.id, name: `Csvlist Kettle ${tag}`, price: 1500, discount_price: 1250.5, stock: 2, status: 1, version: 1, category: expect.any(String) });
    // The id exactly; the model number without its dash, in another case.
    expect((await list(`?q=${low.id}`, token)).body.data.map((p) => p.id)).toContain(low.id);
    const model = await modelOf(plenty.id);
    const byModel = await list(`?q=${encodeURIComponent(model.replace('-', '').toUpperCase())}`, token);
    expect(byModel.body.data.map((p) => p.id)).toEqual([plenty.id]);
    // LIKE's own characters are only text.
    expect((await list('?q=%25', token)).body.total).toBe(0);

    const mine = `&q=${encodeURIComponent(`Csvlist `)}`;
    expect((await list(`?status=0${mine}`, token)).body.data.map((p) => p.id)).toEqual([hidden.id]);
    expect((await list(`?status=1${mine}`, token)).body.data.map((p) => p.id)).toEqual([low.id, plenty.id]);
    // Low stock as the dashboard counts it: shown, 3 units or fewer.
    expect((await list(`?low_stock=1${mine}`, token)).body.data.map((p) => p.id)).toEqual([low.id]);
    const page2 = await list('?page=2', token);
    expect(page2.body.page).toBe(2);
    expect(page2.body.data[0].id).toBeGreaterThan(ids[19]);

    const badStatus = await list('?status=2', token);
    expect([badStatus.status, badStatus.body.message]).toEqual([422, 'status is 1 (shown) or 0 (hidden).']);
    const longQ = await list(`?q=${'a'.repeat(101)}`, token);
    expect([longQ.status, longQ.body.message]).toEqual([422, 'Search for at most 100 characters.']);
    expect((await list(`?q=${'a'.repeat(100)}`, token)).status).toBe(200);
  });
});

describe('who may use the list, the export and the import', () => {
  it('catalogue and owner may; support is refused with 403, no token and a shopper token with 401', async () => {
    const support = await staffToken('support');
    const owner = await staffToken('owner');
    const s = await shopper(t);
    const csv = 'id,stock\n3,5\n';
    for (const token of [undefined, s.token]) {
      expect((await list('', token as string)).status).toBe(401);
      expect((await exportCsv(token)).status).toBe(401);
      expect((await importCsv(csv, token)).status).toBe(401);
    }
    expect((await list('', support)).status).toBe(403);
    expect((await exportCsv(support)).status).toBe(403);
    expect((await importCsv(csv, support)).status).toBe(403);
    expect((await list('', owner)).status).toBe(200);
    expect((await exportCsv(owner)).status).toBe(200);
  });
});

describe('GET /api/admin/products/export.csv', () => {
  it('answers every product as CSV, fields quoted where they need it', async () => {
    const token = await staffToken('catalogue');
    const odd = await product(t, { pricePaisa: 12_345_67, discountPaisa: 11_000_00, stock: 7, name: `Kettle, 1.5 L "Steel" ${Date.now()}` });
    await t.db.query(`UPDATE products SET model_number = '=SUM(A1)' WHERE id = $1`, [odd.id]);
    const r = await exportCsv(token);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(r.headers.get('content-disposition')).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(r.headers.get('cache-control')).toBe('private, no-store');
    // A UTF-8 byte order mark first, for spreadsheets.
    expect([...r.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = r.text.split('\r\n');
    expect(lines[0]).toBe('\uFEFFid,model_number,name,price,discount_price,stock,status');
    expect(lines.at(-1)).toBe('');
    expect(lines).toHaveLength(Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM products')).rows[0].n) + 2);
    const name = (await t.db.query<{ name: string }>('SELECT name FROM products WHERE id = $1', [odd.id])).rows[0].name;
    expect(lines).toContain(`${odd.id},'=SUM(A1),"${name.replace(/"/g, '""')}",12345.67,11000,7,1`);
    const three = (await t.db.query<{ m: string; p: string; s: number }>('SELECT model_number AS m, price_paisa::text AS p, stock_quantity AS s FROM products WHERE id = 3')).rows[0];
    expect(lines.find((l) => l.startsWith('3,'))).toMatch(new RegExp(`^3,${three.m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')},.*,${Number(three.p) / 100},[0-9.]*,${three.s},1$`));
  });
});

describe('POST /api/admin/products/import', () => {
  it('applies the good lines in one go, reports each refused line, and shoppers see the new prices at once', async () => {
    const token = await staffToken('catalogue');
    const tag = Date.now().toString(36);
    const a = await product(t, { pricePaisa: 40_000_00, stock: 3, name: `Csvimport Fridge ${tag}` });
    const b = await product(t, { pricePaisa: 10_000_00, discountPaisa: 9_000_00, stock: 8, name: `Csvimport Fan ${tag}` });
    const c = await product(t, { pricePaisa: 5_000_00, stock: 1 });
    const d = await product(t, { pricePaisa: 7_000_00, stock: 4 });
    const e = await product(t, { pricePaisa: 2_000_00, stock: 4 });
    const f = await product(t, { pricePaisa: 2_000_00, stock: 4 });
    const bModel = await modelOf(b.id);
    const shared = `SHARED-${tag}`;
    await t.db.query('UPDATE products SET model_number = $1 WHERE id = ANY($2::bigint[])', [shared, [d.id, e.id]]);
    const versionA = (await row(a.id)).version;
    const auditBefore = Number((await t.db.query<{ n: string }>(`SELECT count(*) AS n FROM staff_audit WHERE action = 'products.imported'`)).rows[0].n);

    const csv = [
      'id,model_number,price,discount_price,stock,status',
      `${a.id},,38999.50,35000,12,1`, // 2: good
      `,${bModel.toLowerCase()},9500,,20,`, // 3: good, by model number in another case; discount removed
      `${c.id},,abc,,,`, // 4: not a number
      `${c.id + 1000000},,100,,,`, // 5: no such product
      '', // blank lines are skipped
      `${d.id},,-5,,,`, // 7: negative
      `${f.id},,100,200,,`, // 8: discount above price
      `${e.id},,,,,7`, // 9: bad status
      `,${shared},100,,,`, // 10: model number of two products
      `,NO-SUCH-MODEL-${tag},100,,,`, // 11
      `${c.id},,,,2.5,`, // 12: stock not whole; and c is on line 4 too
      `${d.id},,,,3,,extra`, // 13: more fields than the header
      `x${d.id},,,,3,`, // 14: bad id
      `${a.id + 0},${bModel},,,,`, // 15: id and model number of two products (and a is on line 2 too)
    ].join('\r\n');
    const r = await importCsv(csv, token);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      statusCode: 200,
      dry_run: false,
      applied: 2,
      changed: 2,
      refused: [
        { line: 4, id: c.id, message: IM.money('price') },
        { line: 5, id: c.id + 1000000, message: CSV.unknownId(c.id + 1000000) },
        { line: 7, id: d.id, message: IM.money('price') },
        { line: 8, id: f.id, message: 'The discount price cannot be more than the price.' },
        { line: 9, id: e.id, message: 'status is 1 (shown) or 0 (hidden).' },
        { line: 10, model_number: shared, message: `2 products have model number ${shared}: use their ids instead.` },
        { line: 11, model_number: `NO-SUCH-MODEL-${tag}`, message: `There is no product with model number NO-SUCH-MODEL-${tag}.` },
        { line: 12, id: c.id, message: 'stock is a whole number, 0 or more.' },
        { line: 13, id: d.id, message: 'This line has more fields than the header row.' },
        { line: 14, id: `x${d.id}`, message: 'id is a whole number from 1.' },
        { line: 15, id: a.id, message: `Product ${a.id} has model number ${await modelOf(a.id)}, not the one on this line.` },
      ],
    });
    // c is on lines 4 and 12, d on 7 and 13: a line's own problem is named before that.
    expect(await row(a.id)).toMatchObject({ price: '3899950', discount: '3500000', stock: 12, status: true, version: versionA + 1, percent: '10.00' });
    expect(await row(b.id)).toMatchObject({ price: '950000', discount: null, stock: 20, percent: '0.00' });
    expect(await row(c.id)).toMatchObject({ price: '500000', stock: 1 });

    // The shopper's product page, listing search and stock show it on the next load.
    const page = await get<{ data: { product: { price: number; discount_price: number | null; discount_percent: number } } }>(api(t), `/view-product?product=${a.id}`);
    expect(page.body.data.product).toMatchObject({ price: 38999.5, discount_price: 35000, discount_percent: 10 });
    const fan = await get<{ data: { product: { price: number; discount_price: number | null } } }>(api(t), `/view-product?product=${b.id}`);
    expect(fan.body.data.product).toMatchObject({ price: 9500, discount_price: null });
    const search = await get(api(t), `/web-search?keywords=${encodeURIComponent(`Csvimport Fridge ${tag}`)}`);
    expect(JSON.stringify(search.body)).toContain('35000');
    expect(await stockOf(t, b.id)).toBe(20);

    // One audit row for the file: who, the counts, each changed product before and after.
    const audits = await t.db.query<{ staff: string; entity: string; entity_id: string; before: Record<string, unknown>; after: Record<string, unknown> }>(
      `SELECT m.role AS staff, a.entity, a.entity_id, a.before, a.after FROM staff_audit a JOIN staff m ON m.id = a.staff_id
        WHERE a.action = 'products.imported' ORDER BY a.id DESC LIMIT 1`,
    );
    expect(Number((await t.db.query<{ n: string }>(`SELECT count(*) AS n FROM staff_audit WHERE action = 'products.imported'`)).rows[0].n)).toBe(auditBefore + 1);
    expect(audits.rows[0]).toEqual({
      staff: 'catalogue',
      entity: 'product',
      entity_id: 'import',
      before: { products: { [a.id]: { price: 40000, discount_price: null, stock: 3 }, [b.id]: { price: 10000, discount_price: 9000, stock: 8 } } },
      after: { applied: 2, changed: 2, refused: 11, products: { [a.id]: { price: 38999.5, discount_price: 35000, stock: 12 }, [b.id]: { price: 9500, discount_price: null, stock: 20 } } },
    });

    // The same file again: the good lines are applied and change nothing (no version moves).
    const again = await importCsv(csv, token);
    expect(again.body).toMatchObject({ applied: 2, changed: 0 });
    expect((await row(a.id)).version).toBe(versionA + 1);
  });

  it('refuses every line of a product named twice; a dry run checks and changes nothing', async () => {
    const token = await staffToken('catalogue');
    const p = await product(t, { pricePaisa: 1_000_00, stock: 5 });
    const q = await product(t, { pricePaisa: 1_000_00, stock: 5 });
    const model = await modelOf(p.id);
    const twice = await importCsv(`model_number;stock\n${model};6\n${q.id};7\n${model};8\n`, token);
    // A header with semicolons and no comma: semicolons separate.
    expect(twice.status).toBe(422);
    expect(twice.body).toMatchObject({
      statusCode: 422,
      message: CSV.nothingApplied,
      applied: 0,
      refused: [
        { line: 2, model_number: model, message: `Product ${p.id} is on more than one line (2, 4): keep it on one line.` },
        { line: 3, model_number: String(q.id), message: `There is no product with model number ${q.id}.` },
        { line: 4, model_number: model, message: `Product ${p.id} is on more than one line (2, 4): keep it on one line.` },
      ],
    });
    const dry = await importCsv(`id,stock,name\n${p.id},9,"anything, ignored"\n${q.id},5,\n`, token, '?dry_run=1');
    expect(dry.body).toEqual({ statusCode: 200, dry_run: true, applied: 2, changed: 1, refused: [] });
    expect(await stockOf(t, p.id)).toBe(5);
  });

  it('refuses a whole file that cannot be read: too large, not CSV, no header it knows', async () => {
    const token = await staffToken('catalogue');
    const big = `id,stock\n${'3,5\n'.repeat(Math.ceil((5 * 1024 * 1024) / 4) + 1)}`;
    const tooBig = await importCsv(big, token);
    expect([tooBig.status, tooBig.body.message]).toEqual([413, 'The CSV file is larger than 5 MB: split it into smaller files.']);
    const json = await post(admin(), '/products/import', { id: 3, stock: 5 }, token);
    expect([json.status, json.body.message]).toEqual([415, CSV.notCsv]);
    const cases: [string, number, string][] = [
      ['', 422, CSV.empty],
      ['id,stock\n', 422, CSV.noProductLines],
      ['id,prce\n3,100\n', 422, 'The header row has a column "prce" the import does not know: the columns are id, model_number, name, price, discount_price, stock, status.'],
      ['name,price\nx,100\n', 422, CSV.noIdentityColumn],
      ['id,name\n3,x\n', 422, CSV.noValueColumn],
      ['id,stock,stock\n3,1,2\n', 422, 'The header row has the column "stock" twice.'],
      ['id,stock\n3,"5\n', 422, 'Line 2 opens a quoted field that is never closed.'],
      ['id,stock\n3,5\u0000\n', 400, CSV.controlCharacters],
    ];
    for (const [csv, status, message] of cases) {
      const r = await importCsv(csv, token);
      expect([JSON.stringify(csv), r.status, r.body.message]).toEqual([JSON.stringify(csv), status, message]);
    }
    const notUtf8 = await fetch(`${admin()}/products/import`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'text/csv' },
      body: Buffer.from([0x69, 0x64, 0x2c, 0x73, 0x74, 0x6f, 0x63, 0x6b, 0x0a, 0x33, 0x2c, 0xe9, 0x0a]),
    });
    expect([notUtf8.status, ((await notUtf8.json()) as { message: string }).message]).toEqual([400, CSV.notUtf8]);
    const badFlag = await importCsv('id,stock\n3,5\n', token, '?dry_run=yes');
    expect([badFlag.status, badFlag.body.message]).toEqual([422, CSV.dryRun]);
  });
});
