// The demo store's data: one call fills an empty, migrated database, deterministically.
import { hash } from '@node-rs/argon2';
import type { Database } from '../../db/types';
import { DEMO_ACCOUNTS } from './accounts';
import { seedCatalogue, seedLocations } from './catalogue';
import { seedContent } from './content';
import { seedDemo } from './demo';

export { DEMO_ACCOUNTS, DEMO_STAFF } from './accounts';
export { ensureDemoStaff } from './staff';

export interface SeedOptions {
  /** How many products to generate (the scooters and combos included); at least MIN_PRODUCTS. */
  products: number;
  log?: (s: string) => void;
}

/** Fewer products could not fill every layout block, order and booking of the demo. */
export const MIN_PRODUCTS = 30;

const SEED_NAME = 'demo';
/** Serialises concurrent seeders of one database (any 64-bit number of our own). */
const SEED_LOCK = 7_302_001;

/**
 * Seeds the demo catalogue, content and accounts unless the database was seeded before.
 * Everything is written in one transaction: either all of it or none.
 */
export async function seedDatabase(db: Database, opts: SeedOptions): Promise<{ seeded: boolean }> {
  const log = opts.log ?? (() => undefined);
  const count = Math.max(MIN_PRODUCTS, Math.floor(Number.isFinite(opts.products) ? opts.products : 0));
  if (await alreadySeeded(db)) return { seeded: false };

  const started = Date.now();
  const passwordHashes = await Promise.all(DEMO_ACCOUNTS.map((a) => hash(a.password)));
  const seeded = await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    if ((await tx.query('SELECT 1 FROM seed_state WHERE name = $1', [SEED_NAME])).rows.length > 0) return false;
    log('seeding locations and countries');
    await seedLocations(tx);
    log('seeding the catalogue');
    const ids = await seedCatalogue(tx, count, log);
    log('seeding content and layouts');
    const content = await seedContent(tx, ids);
    log('seeding demo accounts');
    await seedDemo(tx, ids, content, passwordHashes, db.kind);
    await tx.query('INSERT INTO seed_state (name, details) VALUES ($1, $2)', [
      SEED_NAME,
      JSON.stringify({ products: ids.products.length, accounts: DEMO_ACCOUNTS.map((a) => a.email) }),
    ]);
    return true;
  });
  if (seeded) {
    // search_documents in the order of the places, as migration 021 left it (a bulk load appends).
    await db.exec('CLUSTER search_documents');
    // Fresh statistics and visibility maps: PGlite has no autovacuum, and a freshly loaded
    // PostgreSQL would otherwise plan the listing queries blind until autovacuum comes round.
    await db.exec('VACUUM ANALYZE');
    log(`seeded ${count} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  return { seeded };
}

async function alreadySeeded(db: Database): Promise<boolean> {
  const r = await db.query('SELECT 1 FROM seed_state WHERE name = $1', [SEED_NAME]);
  // rows, not rowCount: PGlite reports rowCount 0 for a SELECT.
  return r.rows.length > 0;
}
