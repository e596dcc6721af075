import type { Database, PoolCheck, PoolState } from './types';

/** A handle without pools of its own to report (a test's wrapper): asked once, as the primary. */
async function checkPlain(db: Database, timeoutMs: number): Promise<PoolCheck[]> {
  const started = Date.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      db.query('SELECT 1'),
      new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs))),
    ]);
    return [{ name: 'primary', role: 'primary', up: true, ms: Date.now() - started }];
  } catch (err) {
    return [{ name: 'primary', role: 'primary', up: false, ms: Date.now() - started, error: err instanceof Error ? err.message : String(err) }];
  } finally {
    clearTimeout(timer);
  }
}

/** Asks the primary and each replica `SELECT 1` at once, each awaited at most timeoutMs (the readiness answer). */
export async function checkDatabases(db: Database, readDb: Database, timeoutMs: number): Promise<PoolCheck[]> {
  const ask = (d: Database) => (d.check ? d.check(timeoutMs) : checkPlain(d, timeoutMs));
  const [primary, replicas] = await Promise.all([ask(db), readDb === db ? [] : ask(readDb)]);
  return [...primary, ...replicas];
}

/** Every pool of the process: the primary's, then each replica's (for the metrics). */
export function poolStates(db: Database, readDb: Database): PoolState[] {
  return [...(db.pools?.() ?? []), ...(readDb === db ? [] : (readDb.pools?.() ?? []))];
}
