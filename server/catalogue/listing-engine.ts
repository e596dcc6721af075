/**
 * Faceted listing in one SQL statement (standard faceted search):
 * - the products in scope (a category, a search, an event, ...) are read once, with a flag per
 *   active filter (brand, price range, each feature group);
 * - total and the page use every filter;
 * - brand counts use every filter except the brand filter; each feature value's count uses
 *   every filter except its own group's; the price range uses every filter except the range.
 * Nothing but counts, bounds and the page's cards leaves the database; cards are read for the page only.
 */
import type { Queryable } from '../db/types';
import type { ListingSort } from '../../shared/domain/listing-query';
import type { ProductCard } from '../../shared/api/types';
import { CARD_SQL, toProductCard, type CardRow } from './product-cards';
import { RUNNING_FLASH_PRICE_JOIN, SELLING_PRICE_SQL } from './product-sql';
import { statementName } from '../db/prepared';
import { SqlParams } from '../db/sql-params';

export type ListingOrder = ListingSort | 'relevance' | null;

export interface ListingScope {
  /**
   * The relation read as `p`: products, or a narrower one with the columns listings read (id,
   * status, brand_id, sale_price_paisa, created_at, stock_quantity), such as search_documents.
   */
  from?: string;
  /** Extra joins on `p` (e.g. event_products ep). */
  join?: string;
  /** Predicate on p (and the joins); `true` for everything. */
  where: string;
  /** Position of the product within the scope (events, layouts, flash sales): the default order. */
  position?: string;
  /** Relevance of the product (search): the 'relevance' order. */
  rank?: string;
  /**
   * The part of rank read from columns alone: rank is exactly tiers + a share in [0, 1] (1.0 for a
   * product that has it whole), added last. Lets a relevance page without filters skip ranking every
   * match when enough products in stock reach the highest rank there can be (topOfRank below).
   */
  tiers?: string;
}

export interface FeatureGroupFilter {
  filterId: number;
  /** Selected values of the group (ids); an empty list matches nothing. */
  valueIds: number[];
  /** Every value of the group (ids): a value's count ignores its own group's selection. */
  groupValueIds: number[];
}

export interface ListingQuery {
  /** Parameters the scope's SQL refers to; more are added after them. */
  params: SqlParams;
  scope: ListingScope;
  /** null: no brand filter. An empty list matches nothing (only unknown brands were asked for). */
  brandIds: number[] | null;
  /** Inclusive bounds in paisa. */
  pricePaisa: { min: number; max: number } | null;
  features: FeatureGroupFilter[];
  /** Feature values to count (every value of the listing's groups); empty: no feature facets. */
  facetValueIds: number[];
  /** Count products per brand. */
  brandFacet: boolean;
  order: ListingOrder;
  limit: number;
  offset: number;
  /**
   * Given when the database may answer two statements at once and nothing else is asked of it now:
   * a first relevance page without filters is then answered in two halves at once (inHalves below).
   * brandOrder: every brand's id in the order of their names, as the statement orders them.
   */
  halves?: { brandOrder: readonly number[] } | null;
}

export interface BrandFacet {
  id: number;
  name: string;
  brand_url: string;
  product_count: number;
}

export interface ListingResult {
  total: number;
  /** The page's product cards, in order. */
  cards: ProductCard[];
  brands: BrandFacet[];
  /** feature_filter_value id → product count. */
  valueCounts: Map<number, number>;
  /** Bounds in paisa, null when nothing matches. */
  pricePaisa: { min: number; max: number } | null;
}

/** The page's order: its ORDER BY and the columns of base it reads (only these are sorted). */
function orderBy(order: ListingOrder, scope: ListingScope): { sql: string; columns: string[] } {
  switch (order) {
    case 'new':
      return { sql: 'created_at DESC, id DESC', columns: ['created_at'] };
    case 'low-to-high':
      return { sql: 'price ASC, id ASC', columns: ['price'] };
    case 'high-to-low':
      return { sql: 'price DESC, id DESC', columns: ['price'] };
    case 'relevance':
      if (scope.rank) return { sql: 'rank DESC, in_stock DESC, id DESC', columns: ['rank', 'in_stock'] };
      break;
    default:
      break;
  }
  // The default ('-'): the scope's own order when it has one, else products in stock first, newest first.
  return scope.position ? { sql: 'pos ASC, id ASC', columns: ['pos'] } : { sql: 'in_stock DESC, id DESC', columns: ['in_stock'] };
}

interface Row {
  total: number;
  cards: CardRow[] | null;
  brands: BrandFacet[] | null;
  price: [number | null, number | null] | null;
  features: [number, number][] | null;
}

const and = (conds: string[]) => (conds.length ? conds.join(' AND ') : 'true');

/**
 * The page of a relevance order without filters, over base holding each match's tiers but not its
 * rank. No rank exceeds top = the highest tiers + 1 (the share is at most 1), so when at least
 * offset + limit products in stock reach it, those with the highest ids are the page, in id order:
 * matches are ranked one by one from the highest id among those whose tiers can reach top (a
 * generous margin for rounding), until enough do, WALK times as many at most. A broad word's first
 * page ranks a few dozen products instead of thousands. Otherwise every match is ranked, as in the
 * general case (a second scan, run only then): when the best places' products lack the query in
 * their names ('mobile' finds smartphones through a synonym of their category), none reaches top.
 * The margin comes off the highest tiers once, in float8: subtracted after the sub-select it was
 * worked out again for every match, and for whole tiers (no place named) in numeric, each match's
 * tiers cast to numeric to compare ('sma', 27 000 matches: 1-2 ms of 13-15).
 */
const WALK = 8;

function topOfRank(scope: ListingScope, q: ListingQuery, p: SqlParams): string {
  const from = scope.from ?? 'products';
  const enough = p.add(q.offset + q.limit);
  return `top AS MATERIALIZED (
      SELECT c.id FROM (
        SELECT id FROM base WHERE in_stock AND tiers >= (SELECT max_tiers - 1e-6::float8 FROM totals)
         ORDER BY id DESC LIMIT ${p.add(WALK * (q.offset + q.limit))}::int) c
       WHERE (SELECT ${scope.rank} FROM ${from} p WHERE p.id = c.id) = (SELECT max_tiers FROM totals) + 1
       LIMIT ${enough}::int
    ), page AS (
      SELECT id, row_number() OVER (ORDER BY id DESC) AS ord FROM (
        SELECT id FROM top ORDER BY id DESC OFFSET ${p.add(q.offset)}::int) s
       WHERE (SELECT count(*) FROM top) = ${enough}::int
      UNION ALL
      SELECT id, row_number() OVER (ORDER BY rank DESC, in_stock DESC, id DESC) AS ord FROM (
        SELECT p.id, ${scope.rank} AS rank, p.stock_quantity > 0 AS in_stock
          FROM ${from} p ${scope.join ?? ''}
         WHERE p.status AND (${scope.where})
         ORDER BY rank DESC, in_stock DESC, id DESC
         LIMIT ${p.add(q.limit)}::int OFFSET ${p.add(q.offset)}::int) s
       WHERE (SELECT count(*) FROM top) < ${enough}::int
    )`;
}

/** Whether the page is a relevance page without filters that the top of the rank may answer. */
const topOfRankApplies = (q: ListingQuery) =>
  q.order === 'relevance' && !!q.scope.rank && !!q.scope.tiers && !q.brandIds && !q.pricePaisa && q.features.length === 0;

export async function runListing(db: Queryable, q: ListingQuery): Promise<ListingResult> {
  if (q.halves && q.offset === 0 && topOfRankApplies(q)) {
    const merged = await inHalves(db, q, q.halves.brandOrder);
    if (merged) return merged;
  }
  const sql = listingSql(q, false);
  // Planned once per connection (prepared.ts), except a search: its rank folds the query's words,
  // places and shares into constants, and with parameters each of its thousands of rows paid for
  // them (a generic plan made 'tele' 14 -> 19 ms).
  const row = (await db.query<Row>(sql, q.params.values, { name: q.scope.rank ? undefined : statementName(sql) })).rows[0];
  return resultOf(row, row.cards ?? []);
}

interface RankedCardRow extends CardRow {
  page_rank: number;
  page_in_stock: boolean;
}

/**
 * A first relevance page without filters in two statements at once, each over the products of one
 * parity of id: a broad word's statement is one core's work (10-15 ms at 100 000 products) while
 * the other core idles, and each half costs about two thirds of it (the index scan is not halved).
 * Each half answers its own total, price bounds, brand and value counts, and its own first page
 * with each product's rank and stock; the whole's are their sums, the bounds of the bounds, and
 * the first of the two pages merged in the page's order (rank, in stock, id: all descending), since
 * a product of the whole's first page is in its half's. Brands keep the statement's order (by name,
 * as the brand list given is ordered); null when a brand is not in that list (one statement then).
 */
async function inHalves(db: Queryable, q: ListingQuery, brandOrder: readonly number[]): Promise<ListingResult | null> {
  const halves = [0, 1].map((k) => {
    const params = new SqlParams();
    params.values.push(...q.params.values);
    const sql = listingSql({ ...q, params, scope: { ...q.scope, where: `(${q.scope.where}) AND p.id % 2 = ${k}` } }, true);
    return db.query<Row>(sql, params.values);
  });
  const rows = (await Promise.all(halves)).map((r) => r.rows[0]);

  const position = new Map(brandOrder.map((id, i) => [id, i]));
  const brands = new Map<number, BrandFacet>();
  const values = new Map<number, number>();
  for (const row of rows) {
    for (const b of row.brands ?? []) {
      const id = Number(b.id);
      brands.set(id, { ...b, id, product_count: (brands.get(id)?.product_count ?? 0) + Number(b.product_count) });
    }
    for (const [id, n] of row.features ?? []) values.set(Number(id), (values.get(Number(id)) ?? 0) + Number(n));
  }
  if ([...brands.keys()].some((id) => !position.has(id))) return null;

  const bounds = rows.map((r) => r.price ?? [null, null]).filter(([min]) => min != null).map(([min, max]) => [Number(min), Number(max)]);
  const cards = rows.flatMap((r) => (r.cards ?? []) as RankedCardRow[]);
  cards.sort((a, b) => b.page_rank - a.page_rank || Number(b.page_in_stock) - Number(a.page_in_stock) || Number(b.id) - Number(a.id));
  const merged: Row = {
    total: rows.reduce((n, r) => n + Number(r.total), 0),
    cards: null,
    brands: [...brands.values()].sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0)),
    price: bounds.length ? [Math.min(...bounds.map(([min]) => min)), Math.max(...bounds.map(([, max]) => max))] : null,
    features: values.size ? [...values] : null,
  };
  return resultOf(merged, cards.slice(0, q.limit));
}

/**
 * The faceted statement. withRank: each card also carries its rank and whether it is in stock, as
 * the scope reads them (the page's order; one read of the scope's row), for merging pages answered
 * in halves.
 */
function listingSql(q: ListingQuery, withRank: boolean): string {
  const p = q.params;
  const { scope } = q;
  // Filtered, sorted and bounded on what the cards show (product-sql.ts).
  const price = SELLING_PRICE_SQL;

  // One flag per active filter, computed once per product in scope.
  const flags: { name: string; sql: string; group?: number }[] = [];
  if (q.brandIds) flags.push({ name: 'fb', sql: `p.brand_id = ANY(${p.add(q.brandIds)}::int[])` });
  if (q.pricePaisa) {
    flags.push({ name: 'fr', sql: `${price} BETWEEN ${p.add(q.pricePaisa.min)}::bigint AND ${p.add(q.pricePaisa.max)}::bigint` });
  }
  q.features.forEach((g, i) => {
    flags.push({
      name: `ff${i}`,
      group: g.filterId,
      sql: `p.id IN (SELECT v.product_id FROM product_filter_values v WHERE v.feature_filter_value_id = ANY(${p.add(g.valueIds)}::int[]))`,
    });
  });
  const all = flags.map((f) => f.name);
  const groupValues = new Map(q.features.map((g) => [g.filterId, g.groupValueIds]));
  const except = (name: string) => and(all.filter((n) => n !== name));

  const order = orderBy(q.order, scope);
  const top = topOfRankApplies(q) ? scope.tiers : null;
  const columns = [
    'p.id',
    'p.brand_id',
    `${price} AS price`,
    order.columns.includes('created_at') ? 'p.created_at' : null,
    'p.stock_quantity > 0 AS in_stock',
    scope.position ? `${scope.position} AS pos` : null,
    scope.rank && !top ? `${scope.rank} AS rank` : null,
    top ? `${top} AS tiers` : null,
    ...flags.map((f) => `(${f.sql}) AS ${f.name}`),
  ].filter(Boolean);
  // Every part of the answer reads the products that pass all filters but at most one (a facet
  // ignores its own filter): with two filters or more, the others are dropped before base is kept.
  // (OFFSET 0 keeps the flags computed once, in the inner select.)
  const inScope = `SELECT ${columns.join(', ')}
        FROM ${scope.from ?? 'products'} p ${scope.join ?? ''} ${RUNNING_FLASH_PRICE_JOIN}
       WHERE p.status AND (${scope.where})`;
  const baseSql = flags.length >= 2
    ? `SELECT * FROM (${inScope} OFFSET 0) s WHERE ${all.map((n) => `${n}::int`).join(' + ')} >= ${flags.length - 1}`
    : inScope;

  // The total, the price bounds and the brand counts in one grouped pass over base.
  const brandsSql = q.brandFacet
    ? `(SELECT json_agg(json_build_object('id', b.id, 'name', b.name, 'brand_url', b.brand_url, 'product_count', g.brand_n) ORDER BY b.name)
          FROM groups g JOIN brands b ON b.id = g.brand_id WHERE g.brand_n > 0)`
    : 'NULL';

  // A value of group g counts products that pass every filter except g's own: the value's own
  // group is recognised by its id (the group's values are given), so no join is needed.
  const featureFlags = flags.filter((f) => f.group !== undefined);
  const otherFilters = flags.filter((f) => f.group === undefined).map((f) => f.name);
  const featuresSql = q.facetValueIds.length
    ? `(SELECT json_agg(json_build_array(c.value_id, c.n))
          FROM (SELECT v.feature_filter_value_id AS value_id, count(*) AS n
                  FROM base JOIN product_filter_values v ON v.product_id = base.id
                 WHERE v.feature_filter_value_id = ANY(${p.add(q.facetValueIds)}::int[])
                   AND ${and([
                     ...otherFilters,
                     ...featureFlags.map((f) => `(v.feature_filter_value_id = ANY(${p.add(groupValues.get(f.group as number) ?? [])}::int[]) OR ${f.name})`),
                   ])}
                 GROUP BY v.feature_filter_value_id) c)`
    : 'NULL';

  // The page sorts only its order's columns; its cards are read in the same statement.
  const cards = CARD_SQL;
  const sql = `
    WITH base AS MATERIALIZED (
      ${baseSql}
    ), groups AS (
      SELECT brand_id,
             count(*) FILTER (WHERE ${and(all)}) AS total,
             count(*) FILTER (WHERE ${except('fb')}) AS brand_n,
             min(price) FILTER (WHERE ${except('fr')}) AS min_price,
             max(price) FILTER (WHERE ${except('fr')}) AS max_price${top ? ', max(tiers) AS max_tiers' : ''}
        FROM base GROUP BY brand_id
    ), totals AS (
      SELECT coalesce(sum(total), 0) AS total, min(min_price) AS min_price, max(max_price) AS max_price${top ? ', max(max_tiers) AS max_tiers' : ''}
        FROM groups
    ), ${top ? topOfRank(scope, q, p) : `page AS (
      SELECT id, row_number() OVER (ORDER BY ${order.sql}) AS ord FROM (
        SELECT ${['id', ...order.columns].join(', ')} FROM base WHERE ${and(all)}
         ORDER BY ${order.sql}
         LIMIT ${p.add(q.limit)}::int OFFSET ${p.add(q.offset)}::int) s
    )`}
    SELECT
      totals.total,
      (SELECT json_agg(card ORDER BY card.ord) FROM (
         SELECT ${cards.columns}, page.ord${withRank ? ', ranked.page_rank, ranked.page_in_stock' : ''}
           FROM page JOIN products p ON p.id = page.id
           ${cards.joins}${withRank ? `
           LEFT JOIN LATERAL (SELECT ${scope.rank} AS page_rank, p.stock_quantity > 0 AS page_in_stock
                                FROM ${scope.from ?? 'products'} p WHERE p.id = page.id) ranked ON true` : ''}
          WHERE p.status) card) AS cards,
      ${brandsSql} AS brands,
      json_build_array(totals.min_price, totals.max_price) AS price,
      ${featuresSql} AS features
    FROM totals`;

  return sql;
}

function resultOf(row: Row, cards: CardRow[]): ListingResult {
  const [min, max] = row.price ?? [null, null];
  return {
    total: Number(row.total),
    cards: cards.map(toProductCard),
    brands: (row.brands ?? []).map((b) => ({ ...b, id: Number(b.id), product_count: Number(b.product_count) })),
    valueCounts: new Map((row.features ?? []).map(([id, n]) => [Number(id), Number(n)])),
    pricePaisa: min == null || max == null ? null : { min: Number(min), max: Number(max) },
  };
}
