/**
 * 'Most Relevant' for web-search (ADR 15): the products a query matches, in tiers —
 *   16  the query (or a run of its words) is the product's model number;
 *   4 × how much the query names the product's category, sub-category and type, each the share of
 *      its name's words the query may mean ('washing machine', 'fridge' through its synonym, 'ac');
 *   2  the product itself, not a combo or a service (unless the query names those: 'combo',
 *      'installation');
 *   0–1  the share of the query's parts found in the name or model number rather than only in
 *      the brand and category names;
 * then in stock before out of stock and newest first (listing-engine's 'relevance' order).
 */
import type { Taxonomy } from '../catalogue/catalogue-cache';
import type { ListingScope } from '../catalogue/listing-engine';
import type { SearchPlan } from './search-query';
import { searchWords, singular } from './search-text';
import type { SqlParams } from '../db/sql-params';

/** Words a category name may hold that say nothing on their own. */
const FILLER = new Set(['and', 'by', 'the', 'of', 'for', 'with', 'in']);
const COMBO_WORDS = ['combo', 'bundle'];

/** The name's words that matter, singular. */
const nameWords = (name: string) => [...new Set(searchWords(name).filter((w) => !FILLER.has(w)).map(singular))];

/** How much of each place's name the query names: place id → share of its words (0–1]. */
export interface NamedPlaces {
  categories: Map<number, number>;
  subs: Map<number, number>;
  types: Map<number, number>;
}

/**
 * The categories, sub-categories and types the query names, each with the share of its name's
 * words among what the query may mean — counted only when the last word (what the place is:
 * 'Refrigerators', 'ACs') is among them. 'inverter ac' names Air Conditioners whole and Inverter
 * Split ACs two thirds, Non-Inverter Split ACs only half.
 */
export function namedPlaces(taxonomy: Taxonomy, meaning: ReadonlySet<string>): NamedPlaces {
  const share = (words: string[]) => {
    if (!words.length || !meaning.has(words[words.length - 1])) return 0;
    return words.filter((w) => meaning.has(w)).length / words.length;
  };
  const named = (places: PlaceWords[]) => new Map(places.map(([id, words]) => [id, share(words)] as const).filter(([, s]) => s > 0));
  const words = placeWords(taxonomy);
  return { categories: named(words.categories), subs: named(words.subs), types: named(words.types) };
}

type PlaceWords = readonly [id: number, words: string[]];

/**
 * Every place's name words, worked out once per read of the taxonomy (catalogue-cache keeps one
 * for 30 s) rather than on every search: splitting a few hundred names was most of the server's
 * own work for a search answer.
 */
const wordsByTaxonomy = new WeakMap<Taxonomy, { categories: PlaceWords[]; subs: PlaceWords[]; types: PlaceWords[] }>();
function placeWords(taxonomy: Taxonomy) {
  let words = wordsByTaxonomy.get(taxonomy);
  if (!words) {
    const of = (places: Iterable<{ id: number; name: string }>) => [...places].map((p): PlaceWords => [p.id, nameWords(p.name)]);
    words = { categories: of(taxonomy.categoryById.values()), subs: of(taxonomy.subById.values()), types: of(taxonomy.typeByUrl.values()) };
    wordsByTaxonomy.set(taxonomy, words);
  }
  return words;
}

/** The listing scope of a search: what matches, and its rank, over search_documents (migration 020). */
export function searchScope(plan: SearchPlan, places: NamedPlaces, sql: SqlParams): ListingScope {
  // The plan's text is already a tsquery of lower-case words: cast once, not parsed again per row.
  const tsquery = (text: string) => `${sql.add(text)}::tsquery`;
  const shareOf = (column: string, named: Map<number, number>) =>
    named.size
      ? `COALESCE((${sql.add([...named.values()])}::float8[])[array_position(${sql.add([...named.keys()])}::int[], ${column})], 0)`
      : '0';
  const whole = (named: Map<number, number>) => [...named].filter(([, s]) => s === 1).map(([id]) => id);
  const intent = [
    shareOf('p.category_id', places.categories),
    shareOf('p.sub_category_id', places.subs),
    shareOf('p.sub_category_type_id', places.types),
  ].join(' + ');
  const inNamedPlace = `(p.category_id = ANY(${sql.add(whole(places.categories))}::int[])
      OR p.sub_category_id = ANY(${sql.add(whole(places.subs))}::int[])
      OR p.sub_category_type_id = ANY(${sql.add(whole(places.types))}::int[]))`;
  const combosAsked = COMBO_WORDS.some((w) => plan.meaning.has(w));
  const itself = `(${combosAsked ? 'true' : "p.product_type = 'Normal'"} AND (NOT p.is_service OR ${inNamedPlace}))`;
  const inName = plan.nameQueries.map((q) => `(p.search_vector @@ ${tsquery(q)})::int`).join(' + ');
  const model = plan.models.length ? `CASE WHEN p.model_compact = ANY(${sql.add(plan.models)}::text[]) THEN 16 ELSE 0 END` : '0';
  // The same sum, in the same order, as before the split: tiers first, the name's share added last.
  const tiers = `(${model}
      + 4 * (${intent})
      + CASE WHEN ${itself} THEN 2 ELSE 0 END)`;
  const rank = `(${tiers} + (${inName})::float8 / ${plan.nameQueries.length})`;
  return { from: 'search_documents', where: `p.search_vector @@ ${tsquery(plan.tsquery)}`, rank, tiers };
}
