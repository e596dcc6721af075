/**
 * The categories nearest to a search that found nothing (ADR 15): sub-categories and types with
 * products on sale whose names come closest (pg_trgm word similarity) to any word the query may
 * mean, synonyms and the 'did you mean' words included.
 */
import type { Queryable } from '../db/types';
import type { NearestCategory } from '../../shared/api/catalogue';
import { subCategoryPath, typePath } from '../../shared/domain/slug';

const NEAREST = 4;
/** Below this a name shares too little with the words to be worth a link. */
const MIN_SIMILARITY = 0.5;

export async function nearestCategories(db: Queryable, words: string[]): Promise<NearestCategory[]> {
  const asked = [...new Set(words)].filter((w) => w.length >= 2);
  if (asked.length === 0) return [];
  const r = await db.query<{ kind: 'sub' | 'type'; name: string; url: string }>(
    `SELECT kind, name, url FROM (
       SELECT 'sub' AS kind, s.name, s.sub_category_url AS url,
              (SELECT max(word_similarity(w, lower(s.name))) FROM unnest($1::text[]) AS w) AS sim
         FROM sub_categories s JOIN categories c ON c.id = s.category_id AND c.status
        WHERE s.status AND EXISTS (SELECT 1 FROM products p WHERE p.sub_category_id = s.id AND p.status)
       UNION ALL
       SELECT 'type', t.name, t.sub_category_type_url,
              (SELECT max(word_similarity(w, lower(t.name))) FROM unnest($1::text[]) AS w)
         FROM sub_category_types t JOIN sub_categories s ON s.id = t.sub_category_id AND s.status
        WHERE t.status AND EXISTS (SELECT 1 FROM products p WHERE p.sub_category_type_id = t.id AND p.status)
     ) x
     WHERE sim >= $2
     ORDER BY sim DESC, kind, name
     LIMIT ${NEAREST}`,
    [asked, MIN_SIMILARITY],
  );
  return r.rows.map((c) => ({ name: c.name, path: c.kind === 'sub' ? subCategoryPath(c.url) : typePath(c.url) }));
}
