/** What the coupon and flash sale staff routes share: a promotion's state now, and product checks. */
import type { Queryable } from '../../db';

/**
 * SQL for where a coupon or a flash sale stands now, as shoppers meet it: 'off' (switched off),
 * 'scheduled' (not started), 'ended', `extra` when it gives a word ('used up'), else 'running'.
 */
export const promotionState = (status: string, from: string, until: string, extra = 'NULL') =>
  `CASE WHEN NOT ${status} THEN 'off' WHEN ${from} > now() THEN 'scheduled' WHEN ${until} <= now() THEN 'ended'
        ELSE COALESCE(${extra}, 'running') END`;

/** The first of `ids` that is no product, or null when all are. */
export async function missingProducts(db: Queryable, ids: readonly number[]): Promise<number | null> {
  if (!ids.length) return null;
  const r = await db.query<{ id: number }>(
    'SELECT x.id::int AS id FROM unnest($1::bigint[]) WITH ORDINALITY AS x(id, n) WHERE NOT EXISTS (SELECT 1 FROM products p WHERE p.id = x.id) ORDER BY x.n LIMIT 1',
    [[...ids]],
  );
  return r.rows[0] ? Number(r.rows[0].id) : null;
}

/** PostgreSQL's unique_violation (another writer took the same key between our check and our write). */
export const isUniqueViolation = (err: unknown) => (err as { code?: unknown } | null)?.code === '23505';
