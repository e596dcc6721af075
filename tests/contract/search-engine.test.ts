/**
 * web-search finds what shoppers type (issue 18, ADR 15): synonyms kept as data, plurals, model
 * numbers with or without dashes and spaces, numbers with units as shoppers write them.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SearchData } from '../../shared/api/catalogue';
import { catalogueCache } from '../../server/catalogue/catalogue-cache';
import { runListing, type ListingQuery } from '../../server/catalogue/listing-engine';
import { estimatedMatches } from '../../server/search/search-breadth';
import { planSearch } from '../../server/search/search-query';
import { namedPlaces, searchScope } from '../../server/search/search-rank';
import { SYNONYMS_FILE, searchSynonyms, syncSynonyms } from '../../server/search/search-synonyms';
import { SqlParams } from '../../server/db/sql-params';
import { normalizeUnits } from '../../server/search/search-text';
import { lookUpWords } from '../../server/search/search-typos';
import { createTestApp, type TestApp } from '../support/contract-app';
import { walkPages } from './catalogue-helpers';
import { get } from './http';

let t: TestApp;
let api: string;
beforeAll(async () => {
  t = await createTestApp({ seedProducts: 300 });
  api = `${t.baseUrl}/api`;
});
afterAll(() => t.close());

type Body<T> = { statusCode: number; data: T };
const search = async (keywords: string, query = '') =>
  (await get<Body<SearchData>>(api, `/web-search?keywords=${encodeURIComponent(keywords)}${query}`)).body.data;
const ids = async (keywords: string) => new Set((await walkPages(t, `/api/web-search?keywords=${encodeURIComponent(keywords)}`)).ids);
const inSub = async (sub: string) =>
  (
    await t.db.query<{ id: number }>(
      'SELECT p.id FROM products p JOIN sub_categories s ON s.id = p.sub_category_id WHERE s.sub_category_url = $1 AND p.status',
      [sub],
    )
  ).rows.map((r) => Number(r.id));

describe('synonyms', () => {
  it("finds refrigerators for 'fridge' and 'lg fridge', air conditioners for 'AC', as the shop's file says", async () => {
    const fridge = await ids('fridge');
    const fridges = await inSub('refrigerators');
    expect(fridges.length).toBeGreaterThan(0);
    for (const id of fridges) expect(fridge.has(id)).toBe(true);
    expect(fridge).toEqual(await ids('refrigerator'));

    const lg = await search('lg fridge');
    expect(lg.products.length).toBeGreaterThan(0);
    expect(lg.products.every((p) => p.brand === 'LG')).toBe(true);

    const ac = await ids('AC');
    for (const id of await inSub('air-conditioners')) expect(ac.has(id)).toBe(true);
  });

  it("reads a synonym still being typed: 'frid' and 'lg fridg' find the refrigerators", async () => {
    const fridges = await inSub('refrigerators');
    const frid = await ids('frid');
    for (const id of fridges) expect(frid.has(id)).toBe(true);
    const lg = await search('lg fridg');
    expect(lg.products.length).toBeGreaterThan(0);
    expect(lg.products.every((p) => p.brand === 'LG')).toBe(true);
    expect(fridges).toContain(Number(lg.products[0].id));
  });

  it('reads plurals as their singular', async () => {
    expect(await ids('refrigerators')).toEqual(await ids('refrigerator'));
    expect(await ids('fridges')).toEqual(await ids('fridge'));
  });

  it('keeps the synonyms as data: start-up copies the file into search_synonyms, each rule once', async () => {
    const held = await t.db.query<{ term: string; expands_to: string }>('SELECT term, expands_to FROM search_synonyms');
    expect(held.rows).toEqual(
      expect.arrayContaining([
        { term: 'fridge', expands_to: 'refrigerator' },
        { term: 'refrigerator', expands_to: 'fridge' },
        { term: 'notebook', expands_to: 'laptop' },
        { term: 'press', expands_to: 'iron' },
      ]),
    );
    expect(held.rows).not.toContainEqual({ term: 'iron', expands_to: 'press' });

    const root = mkdtempSync(join(tmpdir(), 'cg-synonyms-'));
    try {
      mkdirSync(join(root, 'server', 'search'), { recursive: true });
      writeFileSync(join(root, SYNONYMS_FILE), '# a comment\nTelly, Television  # trailing\nfrij => fridge, refrigerator\n');
      expect(await syncSynonyms(t.db, root)).toBe(4);
      const rows = (await t.db.query<{ term: string; expands_to: string }>('SELECT term, expands_to FROM search_synonyms ORDER BY 1, 2')).rows;
      expect(rows).toEqual([
        { term: 'frij', expands_to: 'fridge' },
        { term: 'frij', expands_to: 'refrigerator' },
        { term: 'television', expands_to: 'telly' },
        { term: 'telly', expands_to: 'television' },
      ]);
    } finally {
      await syncSynonyms(t.db, process.cwd());
      rmSync(root, { recursive: true, force: true });
    }
    expect((await t.db.query('SELECT 1 FROM search_synonyms')).rows.length).toBe(held.rows.length);
  });
});

describe('model numbers and sizes', () => {
  it('finds a model number written with or without its dashes and spaces, that product first', async () => {
    const r = await t.db.query<{ id: number; model_number: string }>(
      "SELECT id, model_number FROM products WHERE status AND model_number ~ '^[A-Z]{2}-[0-9]{2}[A-Z][A-Z0-9]+$' ORDER BY id LIMIT 1",
    );
    expect(r.rows).toHaveLength(1);
    const { id, model_number } = r.rows[0];
    const bare = model_number.replace(/-/g, '');
    const spaced = model_number.replace(/-/g, ' ');
    for (const written of [model_number, bare, spaced, bare.toLowerCase()]) {
      const d = await search(written);
      expect(d.products[0]?.id).toBe(Number(id));
    }
    // And a model number stored without a dash, asked for with one.
    const plain = await t.db.query<{ id: number; model_number: string }>(
      "SELECT id, model_number FROM products WHERE status AND model_number ~ '^[A-Z]{2}[0-9]{2}[A-Z][A-Z0-9]{3,}$' ORDER BY id LIMIT 1",
    );
    const m = plain.rows[0].model_number;
    expect((await search(`${m.slice(0, 2)}-${m.slice(2)}`)).products[0]?.id).toBe(Number(plain.rows[0].id));
  });

  it("reads sizes as shoppers write them: '55 inch', '55\"', '55-inch'; '1.5 ton'; '7 kg'", async () => {
    const inch = await ids('55 inch tv');
    expect(inch.size).toBeGreaterThan(0);
    expect(await ids('55" tv')).toEqual(inch);
    expect(await ids('55-inch tv')).toEqual(inch);
    const tvs = await search('55 inch tv');
    expect(tvs.products.every((p) => p.name.includes('55"'))).toBe(true);

    const ton = await search('1.5 ton ac');
    expect(ton.products.length).toBeGreaterThan(0);
    expect(ton.products.every((p) => /1\.5 Ton/.test(p.name))).toBe(true);
    expect(await ids('1.5ton ac')).toEqual(await ids('1.5 ton ac'));

    const kg = await search('7 kg washing machine');
    expect(kg.products.length).toBeGreaterThan(0);
    expect(kg.products.every((p) => /\b7 ?kg/i.test(p.name))).toBe(true);
  });

  it("writes units in the document as the query reader does (search_units() and normalizeUnits() agree)", async () => {
    const examples = ['Samsung 55" Crystal', '55 inch, 55-inch, 55inches, 55in', '1.5 Ton, 2 tons, 7 kg, 6.5kg', '1.8 L, 20 Litres, 256 GB, 1 TB',
      '10000 mAh, 1000 W, 24.2 MP, 1100 VA, 2 kVA', '3-in-1 Removable Plates, 2 in 1, 43LQ6000PSA, QA-65Q73', "32'' TV", '55” TV'];
    for (const text of examples) {
      const r = await t.db.query<{ s: string }>('SELECT search_units($1) AS s', [text]);
      expect(r.rows[0].s).toBe(normalizeUnits(text));
    }
  });
});

describe('what shoppers type', () => {
  it("reads a size without its unit: 'tv 32', '32 tv', 'led 32', 'tv 43' find the sets '32 inch tv' finds", async () => {
    const inch32 = await ids('32 inch tv');
    expect(inch32.size).toBeGreaterThan(0);
    expect(await ids('tv 32')).toEqual(inch32);
    expect(await ids('32 tv')).toEqual(inch32);
    expect(await ids('led 32')).toEqual(await ids('32 inch led'));
    const inch43 = await ids('43 inch tv');
    expect(inch43.size).toBeGreaterThan(0);
    expect(await ids('tv 43')).toEqual(inch43);
  });

  it("reads a brand split in two as the word the catalogue has: 'i phone' finds what 'iphone' finds", async () => {
    const iphone = await ids('iphone');
    expect(iphone.size).toBeGreaterThan(0);
    expect(await ids('i phone')).toEqual(iphone);
  });

  it("reads a brand and a category word together: 'apple phone' puts iPhones first", async () => {
    const d = await search('apple phone');
    expect(d.products.length).toBeGreaterThan(0);
    expect(d.products.slice(0, 5).map((p) => p.name).filter((n) => !/^Apple iPhone/.test(n))).toEqual([]);
  });
});

describe('typos', () => {
  const total = async (keywords: string) => (await search(keywords)).productPaginate.total;

  it('reads one typo from 5 letters, two from 9, none below 5', async () => {
    const samsung = await ids('samsung');
    expect(samsung.size).toBeGreaterThan(0);
    expect(await ids('samsng')).toEqual(samsung); // 6 letters, one typo
    expect(await ids('smasung')).toEqual(samsung); // two letters swapped: one typo
    const refrigerator = await ids('refrigerator');
    expect(await ids('refrigerater')).toEqual(refrigerator); // 12 letters, one typo
    expect(await ids('refrijerater')).toEqual(refrigerator); // 12 letters, two typos
    expect(await ids('frige')).toEqual(await ids('fridge')); // a synonym, misspelt
    expect(await total('smsng')).toBe(0); // 5 letters, two typos: too far
    expect(await total('sonu')).toBe(0); // 4 letters: no typo allowed
  });

  it('reads a word still being typed as close to the beginning of a catalogue word', async () => {
    expect(await ids('lg refrigarat')).toEqual(await ids('lg refrigerat'));
  });

  it('never widens a word the catalogue knows: samsung finds exactly what its prefix finds', async () => {
    const n = Number(
      (await t.db.query<{ n: number }>("SELECT count(*) AS n FROM products WHERE status AND search_vector @@ to_tsquery('simple', 'samsung:*')")).rows[0].n,
    );
    expect(await total('samsung')).toBe(n);
  });

  it('looks the nearest words up only for a word the catalogue does not know', async () => {
    const lookups = await lookUpWords(t.db, 'samsung sonu', new Map());
    expect(lookups.find((l) => l.word === 'samsung')).toEqual({ word: 'samsung', known: true, candidates: [] });
    const sonu = lookups.find((l) => l.word === 'sonu');
    expect(sonu?.known).toBe(false);
    expect(sonu?.candidates.map((c) => c.term)).toContain('sony');
  });
});

describe("ranking ('Most Relevant')", () => {
  interface Facts {
    id: number;
    sub: string;
    product_type: string;
    is_service: boolean;
    in_stock: boolean;
    brand: string;
  }
  const facts = async (list: number[]) => {
    const r = await t.db.query<Facts>(
      `SELECT p.id, s.sub_category_url AS sub, p.product_type, p.is_service, p.stock_quantity > 0 AS in_stock, b.name AS brand
         FROM unnest($1::bigint[]) WITH ORDINALITY AS u(id, ord) JOIN products p ON p.id = u.id
         JOIN sub_categories s ON s.id = p.sub_category_id JOIN brands b ON b.id = p.brand_id ORDER BY u.ord`,
      [list],
    );
    return r.rows.map((x) => ({ ...x, id: Number(x.id) }));
  };
  const walk = async (keywords: string) => facts((await walkPages(t, `/api/web-search?keywords=${encodeURIComponent(keywords)}`)).ids);

  it("puts the category a query names first, its products before combos and services: 'washing machine'", async () => {
    const list = await walk('washing machine');
    const own = (f: Facts) => f.sub === 'washing-machines' && f.product_type === 'Normal' && !f.is_service;
    expect(list.filter(own).length).toBeGreaterThan(0);
    expect(list.some((f) => !own(f))).toBe(true);
    const lastOwn = list.map(own).lastIndexOf(true);
    const firstOther = list.findIndex((f) => !own(f));
    expect(lastOwn).toBeLessThan(firstOther);
  });

  it("reads 'ac' as air conditioners, never Acer", async () => {
    const list = await walk('ac');
    expect(list.length).toBeGreaterThan(0);
    expect(list[0].sub).toBe('air-conditioners');
    expect(list.some((f) => f.brand === 'Acer')).toBe(false);
    const fridge = await walk('lg fridge');
    expect(fridge[0].sub).toBe('refrigerators');
  });

  it("ranks by how much of a place's name the query names: 'inverter ac' puts Inverter Split ACs before Non-Inverter ones", async () => {
    const types = await t.db.query<{ id: number; type: string | null }>(
      `SELECT u.id, t.sub_category_type_url AS type
         FROM unnest($1::bigint[]) WITH ORDINALITY AS u(id, ord) JOIN products p ON p.id = u.id
         LEFT JOIN sub_category_types t ON t.id = p.sub_category_type_id
        WHERE p.product_type = 'Normal' ORDER BY u.ord`,
      [(await walkPages(t, '/api/web-search?keywords=inverter%20ac')).ids],
    );
    const order = types.rows.map((r) => r.type);
    expect(order).toContain('inverter-split-acs');
    expect(order).toContain('non-inverter-split-acs');
    expect(order.lastIndexOf('inverter-split-acs')).toBeLessThan(order.indexOf('non-inverter-split-acs'));
  });

  it('puts products in stock before those out of stock at equal relevance', async () => {
    const list = (await walk('samsung')).filter((f) => f.product_type === 'Normal' && !f.is_service);
    expect(list.some((f) => !f.in_stock)).toBe(true);
    const firstOut = list.findIndex((f) => !f.in_stock);
    expect(list.slice(firstOut).every((f) => !f.in_stock)).toBe(true);
  });

  it('answers a page from its best products alone exactly as from ranking every match (listing-engine topOfRank)', async () => {
    // Without filters the first pages may come from the products that reach the highest rank there
    // can be; a price range that keeps everything makes every match ranked: the same products.
    for (const keywords of ['samsung', 'tv', 'lg', 'washing machine', 'mobile', 'sam']) {
      for (const page of ['', '&page=2']) {
        const best = await search(keywords, page);
        const ranked = await search(keywords, `${page}&range=0-1000000000`);
        expect(best.products.map((p) => p.id)).toEqual(ranked.products.map((p) => p.id));
        expect(best.productPaginate.total).toBe(ranked.productPaginate.total);
      }
    }
  });

  it('answers a first page in two halves at once exactly as in one statement (listing-engine inHalves)', async () => {
    // Alone on PostgreSQL a broad search is answered in two statements at once, one per parity of id,
    // merged: the same total, bounds, brand counts (in the same order) and page, with a short page so
    // that the merge's order decides it; and one statement when a brand is not in the brand list.
    const synonyms = await searchSynonyms(t.db);
    const cache = catalogueCache(t.db);
    const brandOrder = (await cache.brands()).map((b) => b.id);
    const answer = async (keywords: string, limit: number, halves: ListingQuery['halves']) => {
      const plan = planSearch(keywords, synonyms);
      if (!plan) throw new Error(keywords);
      const params = new SqlParams();
      const scope = searchScope(plan, namedPlaces(await cache.taxonomy(), plan.meaning), params);
      const q = { params, scope, brandIds: null, pricePaisa: null, features: [], facetValueIds: [], brandFacet: true };
      return runListing(t.db, { ...q, order: 'relevance', limit, offset: 0, halves });
    };
    let merged = 0;
    for (const keywords of ['samsung', 'tv', 'lg', 'washing machine', 'mobile', 'sam', 'fridge', 'daikin', 'zzqqxx']) {
      for (const limit of [3, 24]) {
        const one = await answer(keywords, limit, null);
        const two = await answer(keywords, limit, { brandOrder });
        expect(two).toEqual(one);
        if (new Set(two.cards.map((c) => Number(c.id) % 2)).size === 2) merged += 1;
        expect(await answer(keywords, limit, { brandOrder: brandOrder.slice(1) })).toEqual(one);
      }
    }
    // Both halves gave products to most of the pages compared.
    expect(merged).toBeGreaterThan(8);
  });

  it("guesses how many products a search matches from the database's statistics (search-breadth)", async () => {
    const synonyms = await searchSynonyms(t.db);
    const guess = async (keywords: string) => estimatedMatches(t.db, planSearch(keywords, synonyms)?.tsquery ?? '');
    expect(await guess('samsung')).toBeGreaterThan(await guess('daikin'));
    expect(await guess('zzqqxx')).toBeLessThanOrEqual(1);
  });

  it('counts the facets of the search page over the same matching', async () => {
    const d = await search('fridge');
    expect(d.brands.reduce((n, b) => n + b.product_count, 0)).toBe(d.productPaginate.total);
    const lg = d.brands.find((b) => b.name === 'LG');
    expect(lg).toBeDefined();
    expect((await search('fridge', '&brand=lg')).productPaginate.total).toBe(lg?.product_count);
  });
});

describe('when nothing matches', () => {
  it("answers 'did you mean' with the closest words the catalogue has, and links to the nearest categories", async () => {
    const d = await search('sonu telivison');
    expect(d.products).toEqual([]);
    expect(d.productPaginate.total).toBe(0);
    expect(d.did_you_mean).toBe('sony television');
    expect((await search(d.did_you_mean ?? '')).productPaginate.total).toBeGreaterThan(0);
    expect(d.related_categories?.map((c) => c.path)).toContain('/sub-led-tvs');

    const fridge = await search('frizz fridge');
    expect(fridge.productPaginate.total).toBe(0);
    expect(fridge.related_categories?.[0]?.path).toMatch(/^\/(sub|type)-.*refrigerators$/);
  });

  it('says nothing more for nonsense, and adds nothing when products were found (the spec keys stay)', async () => {
    const d = await search('zzqqxxnothing');
    expect(d.did_you_mean).toBeNull();
    expect(d.related_categories).toEqual([]);
    const found = await search('samsung');
    expect(Object.keys(found).sort()).toEqual(['brands', 'price_range', 'productPaginate', 'products', 'setProductPaginate', 'sliders']);
  });
});

describe('search documents (migration 020: the narrow copy of products that search reads)', () => {
  const columns = [
    'status', 'brand_id', 'category_id', 'sub_category_id', 'sub_category_type_id', 'sale_price_paisa', 'stock_quantity',
    'created_at', 'product_type', 'is_service', 'search_vector',
  ];
  /** Products whose document differs from them (or is missing), and documents of no product. */
  const drift = async () =>
    Number(
      (
        await t.db.query<{ n: number }>(
          `SELECT count(*) AS n FROM products p FULL JOIN search_documents d ON d.id = p.id
            WHERE (${columns.map((c) => `p.${c}`).join(', ')}, search_compact(p.model_number))
                  IS DISTINCT FROM (${columns.map((c) => `d.${c}`).join(', ')}, d.model_compact)`,
        )
      ).rows[0].n,
    );

  it('lies in the order of the places (migration 021), so a query matching a whole place reads few pages', async () => {
    // (First in its block: a later write that changes a document moves it to the table's end.)
    const { rows } = await t.db.query<{ clustered: boolean; options: string[] | null }>(
      `SELECT i.indisclustered AS clustered, c.reloptions AS options
         FROM pg_index i JOIN pg_class x ON x.oid = i.indexrelid JOIN pg_class c ON c.oid = i.indrelid
        WHERE x.relname = 'search_documents_place_idx'`,
    );
    expect(rows).toEqual([{ clustered: true, options: ['fillfactor=90'] }]);
    // Physically: a sub-category's documents follow one another (one run per sub-category).
    const runs = await t.db.query<{ n: number }>(
      `SELECT count(*) AS n FROM (
         SELECT sub_category_id, lag(sub_category_id) OVER (ORDER BY ctid) AS before FROM search_documents
       ) r WHERE before IS DISTINCT FROM sub_category_id`,
    );
    const subs = await t.db.query<{ n: number }>('SELECT count(DISTINCT sub_category_id) AS n FROM search_documents');
    expect(Number(runs.rows[0].n)).toBe(Number(subs.rows[0].n));
  });

  it('stays equal to products through every write, so a search sees a product as it is now', async () => {
    expect(await drift()).toBe(0);
    const { id, name, stock } = (
      await t.db.query<{ id: number; name: string; stock: number }>(
        "SELECT id, name, stock_quantity AS stock FROM products WHERE status AND stock_quantity > 0 AND product_type = 'Normal' ORDER BY id LIMIT 1",
      )
    ).rows[0];
    try {
      await t.db.query("UPDATE products SET name = name || ' Zorblax', stock_quantity = 0 WHERE id = $1", [id]);
      const renamed = await search('zorblax');
      expect(renamed.products.map((p) => p.id)).toEqual([Number(id)]);
      expect(renamed.products[0].availability).toBe(0);
      expect(await drift()).toBe(0);

      await t.db.query('UPDATE products SET status = false WHERE id = $1', [id]);
      expect((await search('zorblax')).productPaginate.total).toBe(0);
      expect(await drift()).toBe(0);
    } finally {
      await t.db.query('UPDATE products SET name = $2, stock_quantity = $3, status = true WHERE id = $1', [id, name, stock]);
    }
    expect(await drift()).toBe(0);
  });

});
