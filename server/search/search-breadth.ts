/**
 * How many products a search matches, as PostgreSQL's planner guesses it from its statistics of
 * search_documents (no product is read): the statement of a broad word costs per match, so a search
 * alone on the server answers one that matches many in two halves at once (listing-engine inHalves),
 * and a narrow one, which two halves would not make faster, in one statement.
 */
import type { Queryable } from '../db/types';

/** From about this many matches, two halves at once answer sooner than one statement (ADR 15, fifth pass). */
export const BROAD_MATCHES = 5000;

export async function estimatedMatches(db: Queryable, tsquery: string): Promise<number> {
  const r = await db.query<{ 'QUERY PLAN': { Plan: { 'Plan Rows': number } }[] }>(
    'EXPLAIN (FORMAT JSON) SELECT 1 FROM search_documents p WHERE p.status AND p.search_vector @@ $1::tsquery',
    [tsquery],
  );
  return Number(r.rows[0]['QUERY PLAN'][0].Plan['Plan Rows']);
}
