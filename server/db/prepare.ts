import { migrate } from './migrate';
import type { Database } from './types';

/** Serialises the start-ups of processes sharing one database (any 64-bit number of our own). */
export const STARTUP_LOCK = 7_302_002;

/**
 * Start-up work that must happen once however many processes start together: migrations and
 * then `firstRun` (the demo seed), on one connection holding a PostgreSQL advisory lock. The
 * others wait for the lock, then find nothing left to do. The lock is a session lock, so a
 * process that dies half way releases it with its connection.
 */
export async function prepareDatabase<T>(
  db: Database,
  firstRun: (db: Database) => Promise<T>,
): Promise<{ applied: string[]; result: T }> {
  // No statement timeout here: migrating or seeding 100 000 products takes longer than any request may.
  return db.session(async (session) => {
    await session.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
    try {
      const applied = await migrate(session);
      return { applied, result: await firstRun(session) };
    } finally {
      await session.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]);
    }
  }, { unbounded: true });
}
