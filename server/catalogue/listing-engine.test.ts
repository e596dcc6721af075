import type { QueryOptions, Queryable, QueryResult } from '../db/types';
import { runListing, type ListingQuery } from './listing-engine';
import { SqlParams } from '../db/sql-params';

/** A database that records each statement and answers one prepared row. */
function recording(row: Record<string, unknown>) {
  const statements: { sql: string; params: unknown[]; name?: string }[] = [];
  const db: Queryable = {
    async query<T>(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<QueryResult<T>> {
      statements.push({ sql, params, name: options.name });
      return { rows: [row as T], rowCount: 1 };
    },
  };
  return { db, statements };
}

const cardRow = (id: number, name: string) => ({
  id, name, brand: 'LG', model_number: `M-${id}`, product_code: String(id), featured_image: null, alt_featured_image: null,
  price_paisa: 50_000_00, discount_price_paisa: null, discount_percent: 0, is_new: false, product_type: 'Normal',
  stock_quantity: 2, emi_months: 0, free_id: null, free_name: null, free_image: null, free_price_paisa: null, ratings: null,
  selling_price_paisa: 50_000_00, ord: id,
});

const query = (over: Partial<ListingQuery> = {}): ListingQuery => ({
  params: new SqlParams(),
  scope: { where: 'true' },
  brandIds: null,
  pricePaisa: null,
  features: [],
  facetValueIds: [],
  brandFacet: true,
  order: null,
  limit: 24,
  offset: 0,
  ...over,
});

describe('runListing', () => {
  it("answers the counts, the facets and the page's cards, in the page's order, from one statement", async () => {
    const { db, statements } = recording({
      total: 7,
      cards: [cardRow(9, 'Second newest'), cardRow(4, 'Older')],
      brands: [{ id: 3, name: 'LG', brand_url: 'lg', product_count: '7' }],
      price: [4_000_000, 9_000_000],
      features: null,
    });
    const r = await runListing(db, query());
    expect(statements).toHaveLength(1);
    expect(r.total).toBe(7);
    expect(r.cards.map((c) => [c.id, c.name, c.price])).toEqual([[9, 'Second newest', 50_000], [4, 'Older', 50_000]]);
    expect(r.brands).toEqual([{ id: 3, name: 'LG', brand_url: 'lg', product_count: 7 }]);
    expect(r.pricePaisa).toEqual({ min: 4_000_000, max: 9_000_000 });
  });

  it('keeps only the products failing at most one filter once two filters or more apply (each facet ignores one)', async () => {
    const { db, statements } = recording({ total: 0, cards: null, brands: null, price: null, features: null });
    await runListing(db, query({ brandIds: [1], pricePaisa: { min: 1, max: 2 } }));
    await runListing(db, query({ brandIds: [1] }));
    expect(statements[0].sql).toMatch(/WHERE fb::int \+ fr::int >= 1/);
    expect(statements[1].sql).not.toMatch(/::int >= /);
  });

  it("names a listing's statement, one name per text, so each connection plans it once; never a search's", async () => {
    const { db, statements } = recording({ total: 0, cards: null, brands: null, price: null, features: null });
    const sub = (id: number) => {
      const params = new SqlParams();
      return query({ params, scope: { where: `p.sub_category_id = ${params.add(id)}::int` }, brandIds: [id] });
    };
    await runListing(db, sub(1));
    await runListing(db, sub(2));
    await runListing(db, query({ pricePaisa: { min: 1, max: 2 } }));
    await runListing(db, query({ scope: { from: 'search_documents', where: 'true', rank: '1' }, order: 'relevance' }));
    const [a, b, other, search] = statements.map((s) => s.name);
    expect(a).toMatch(/^s_[0-9a-f]{20}$/);
    expect(b).toBe(a);
    expect(other).toMatch(/^s_/);
    expect(other).not.toBe(a);
    expect(search).toBeUndefined();
  });

  it('takes a relevance page from the products reaching the top rank only without filters, and only when the scope has tiers', async () => {
    const { db, statements } = recording({ total: 0, cards: null, brands: null, price: null, features: null });
    const search = { from: 'search_documents', where: 'true', rank: '(p.t + 1)', tiers: 'p.t' };
    await runListing(db, query({ scope: search, order: 'relevance' }));
    await runListing(db, query({ scope: search, order: 'relevance', pricePaisa: { min: 0, max: 10 } }));
    await runListing(db, query({ scope: { ...search, tiers: undefined }, order: 'relevance' }));
    await runListing(db, query({ scope: search, order: 'new' }));
    expect(statements.map((s) => s.sql.includes('top AS MATERIALIZED'))).toEqual([true, false, false, false]);
    // The margin comes off the highest tiers once, in float8, not per match (in numeric for whole tiers).
    expect(statements[0].sql).toContain('tiers >= (SELECT max_tiers - 1e-6::float8 FROM totals)');
  });

  it('answers a first relevance page without filters in two halves when asked to, one parity of id each, else in one statement', async () => {
    const { db, statements } = recording({ total: 0, cards: null, brands: null, price: null, features: null });
    const search = { from: 'search_documents', where: 'p.w', rank: '(p.t + 1)', tiers: 'p.t' };
    const halves = { brandOrder: [1, 2] };
    await runListing(db, query({ scope: search, order: 'relevance', halves }));
    expect(statements.map((s) => s.sql.match(/\(p\.w\) AND p\.id % 2 = \d/g)?.[0])).toEqual(['(p.w) AND p.id % 2 = 0', '(p.w) AND p.id % 2 = 1']);
    expect(statements.every((s) => s.name === undefined && s.sql.includes('AS page_rank'))).toBe(true);
    statements.length = 0;
    await runListing(db, query({ scope: search, order: 'relevance', halves, offset: 24 }));
    await runListing(db, query({ scope: search, order: 'relevance', halves, brandIds: [1] }));
    await runListing(db, query({ scope: search, order: 'new', halves }));
    await runListing(db, query({ scope: search, order: 'relevance' }));
    expect(statements.map((s) => s.sql.includes('p.id % 2'))).toEqual([false, false, false, false]);
  });
});
