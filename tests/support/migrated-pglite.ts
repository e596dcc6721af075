// An embedded database with every migration applied, started from a dump of one migrated before:
// creating a cluster and migrating it took about 4 of the ~5 s each contract test app spent
// starting on PGlite. The dump is kept in the temp folder under a key of the migrations and
// PGlite's version, so a changed migration makes a new one. Only the migrated schema is kept:
// the demo seed writes times relative to now, so each app still seeds its own.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { migrate } from '../../server/db';
import { openPglite, type EmbeddedDatabase } from '../../server/db/pglite';

const ROOT = resolve(__dirname, '../..');
const MIGRATIONS = join(ROOT, 'server/db/migrations');
const DUMPS = join(tmpdir(), 'cg-migrated-pglite');

function dumpKey(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(join(ROOT, 'node_modules/@electric-sql/pglite/package.json')));
  for (const name of readdirSync(MIGRATIONS).sort()) hash.update(name).update(readFileSync(join(MIGRATIONS, name)));
  return hash.digest('hex').slice(0, 24);
}

async function writeDump(file: string): Promise<Buffer> {
  const db = await openPglite();
  try {
    await migrate(db);
    const dump = Buffer.from(await (await db.dumpDataDir()).arrayBuffer());
    mkdirSync(DUMPS, { recursive: true });
    for (const old of readdirSync(DUMPS)) rmSync(join(DUMPS, old), { force: true });
    // Renamed into place whole: a reader never sees half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, dump);
    renameSync(partial, file);
    return dump;
  } finally {
    await db.close();
  }
}

export async function openMigratedPglite(): Promise<EmbeddedDatabase> {
  const file = join(DUMPS, `${dumpKey()}.tar`);
  let dump: Buffer;
  try {
    dump = readFileSync(file);
  } catch {
    dump = await writeDump(file);
  }
  return openPglite(undefined, { loadDataDir: new Blob([new Uint8Array(dump)]) });
}
