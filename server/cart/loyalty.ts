import type { Queryable } from '../db';

/** A user's CG|Coins balance: the sum of approved ledger entries, never below zero. */
export async function loyaltyBalance(db: Queryable, userId: number): Promise<number> {
  const r = await db.query<{ total: number | null }>(
    `SELECT COALESCE(SUM(points), 0)::bigint AS total FROM loyalty_ledger WHERE user_id = $1 AND status = 'Approved'`,
    [userId],
  );
  return Math.max(0, Number(r.rows[0]?.total ?? 0));
}
