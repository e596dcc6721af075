/**
 * 'Most Relevant' for web-search (ADR 14): the products a query matches, in tiers —
 *   8  the query (or a run of its words) is the product's model number;
 *   4  the product's category, sub-category or type is one the query names ('washing machine',
 *      'fridge' through its synonym, 'ac');
 *   2  the product itself, not a combo or a service (unless the query names those: 'combo',
 *      'installation');
 *   0–1  the share of the query's parts found in the name or model number rather than only in
 *      the brand and category names;
 * then in stock before out of stock and newest first (listing-engine's 'relevance' order).
 */
import type { Taxonomy } from './catalogue-cache';
import type { ListingScope } from './listing-engine';
import type { SearchPlan } from './search-query';
import { searchWords, singular } from './search-text';
import type { SqlParams } from './sql-params';

/** Words a category name may hold that say nothing on their own. */
const FILLER = new Set(['and', 'by', 'the', 'of', 'for', 'with', 'in']);
const COMBO_WORDS = ['combo', 'bundle'];

/** The name's words that matter, singular. */
const nameWords = (name: string) => [...new Set(searchWords(name).filter((w) => !FILLER.has(w)).map(singular))];

export interface NamedPlaces {
  categoryIds: number[];
  subIds: number[];
  typeIds: number[];
}

/** The categories, sub-categories and types the query names: every word of the name is among what it may mean. */
export function namedPlaces(taxonomy: Taxonomy, meaning: ReadonlySet<string>): NamedPlaces {
  const named = (name: string) => {
    const words = nameWords(name);
    return words.length > 0 && words.every((w) => meaning.has(w));
  };
  return {
    categoryIds: [...taxonomy.categoryById.values()].filter((c) => named(c.name)).map((c) => c.id),
    subIds: [...taxonomy.subById.values()].filter((s) => named(s.name)).map((s) => s.id),
    typeIds: [...taxonomy.typeByUrl.values()].filter((t) => named(t.name)).map((t) => t.id),
  };
}

/** The listing scope of a search: what matches, and its rank. */
export function searchScope(plan: SearchPlan, places: NamedPlaces, sql: SqlParams): ListingScope {
  const tsquery = (text: string) => `to_tsquery('simple', ${sql.add(text)})`;
  const inNamedPlace = `(p.category_id = ANY(${sql.add(places.categoryIds)}::int[])
      OR p.sub_category_id = ANY(${sql.add(places.subIds)}::int[])
      OR p.sub_category_type_id = ANY(${sql.add(places.typeIds)}::int[]))`;
  const combosAsked = COMBO_WORDS.some((w) => plan.meaning.has(w));
  const itself = `(${combosAsked ? 'true' : "p.product_type = 'Normal'"} AND (NOT p.is_service OR ${inNamedPlace}))`;
  const inName = plan.nameQueries.map((q) => `(p.search_vector @@ ${tsquery(q)})::int`).join(' + ');
  const rank = `(CASE WHEN search_compact(p.model_number) = ANY(${sql.add(plan.models)}::text[]) THEN 8 ELSE 0 END
      + CASE WHEN ${inNamedPlace} THEN 4 ELSE 0 END
      + CASE WHEN ${itself} THEN 2 ELSE 0 END
      + (${inName})::numeric / ${plan.nameQueries.length})`;
  return { where: `p.search_vector @@ ${tsquery(plan.tsquery)}`, rank };
}
