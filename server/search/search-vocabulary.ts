/**
 * The search vocabulary (search_terms, the words typos are corrected to; ADR 15) is a materialized
 * view: it is rebuilt on the primary only, at start when it is empty or lacks a synonym's word, and
 * by the recurring job refresh-search-terms when the catalogue has changed since its last build.
 * Searches only read it, from the replicas (docs/adr/0014).
 */
import type { Queryable } from '../db/types';
import { catalogueVersion } from '../http/page-cache';

/** The period of the refresh-search-terms job: a new word becomes typo-tolerant within it. */
export const SEARCH_TERMS_REFRESH_MS = 10 * 60_000;

/** Rebuilds search_terms (the vocabulary) from the products on sale and the synonyms. */
export async function refreshSearchTerms(db: Queryable): Promise<void> {
  // Read before the rebuild: the version recorded is never newer than what the rebuild saw.
  const version = await catalogueVersion(db);
  await db.query('REFRESH MATERIALIZED VIEW CONCURRENTLY search_terms');
  await db.query('UPDATE search_terms_built SET version = $1::bigint', [version]);
}

/** Rebuilds the vocabulary when the catalogue changed since its last build; answers whether it did. */
export async function refreshSearchTermsIfChanged(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ changed: boolean }>(
    'SELECT c.version <> b.version AS changed FROM catalogue_version c, search_terms_built b',
  );
  if (!rows[0]?.changed) return false;
  await refreshSearchTerms(db);
  return true;
}

/**
 * At start: builds the vocabulary when it is empty (the first start after the seed) or lacks a
 * synonym's word (a line added to the synonyms file, synced just before); otherwise leaves later
 * catalogue changes to the job. Rebuilding it on every start cost each process seconds at 100 000
 * products (past Fastify's 10 s for a plugin on a busy machine, so processes failed to start), and
 * N processes starting at once rebuilt it N times.
 */
export async function prepareSearchTerms(db: Queryable): Promise<void> {
  const { rows } = await db.query<{ stale: boolean }>(
    `SELECT NOT EXISTS (SELECT 1 FROM search_terms) OR EXISTS (
       SELECT 1 FROM search_synonyms s, regexp_split_to_table(s.term || ' ' || s.expands_to, ' ') AS x
        WHERE length(x) >= 3 AND NOT EXISTS (SELECT 1 FROM search_terms t WHERE t.term = x)) AS stale`,
  );
  if (rows[0].stale) await refreshSearchTerms(db);
}
