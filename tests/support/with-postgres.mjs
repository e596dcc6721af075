#!/usr/bin/env node
// Runs a command against a throwaway PostgreSQL cluster:
//
//   node tests/support/with-postgres.mjs <command> [args...]
//
// initdb in a temp folder, pg_ctl start on 127.0.0.1 and a free port (as the `postgres` OS user
// when we are root — PostgreSQL refuses to run as root), create a database, start a streaming
// replica of the cluster (pg_basebackup -R), run the command with DATABASE_URL (the primary) and
// DATABASE_REPLICA_URL (the replica) set, then stop both and remove the folders, also on failure
// and on SIGINT/SIGTERM. For the fault suite (tests/faults), which restarts, stops and freezes
// them, it also sets PG_BIN (the folder of pg_ctl), DATABASE_PGDATA and DATABASE_REPLICA_PGDATA
// (the clusters' data folders; run pg_ctl on them as the `postgres` OS user when we are root).
//
// Without PostgreSQL binaries this fails with a clear message, unless ALLOW_NO_POSTGRES=1 (then it
// prints a skip notice and exits 0). PG_BIN=/path/to/bin picks the binaries explicitly.
//
// Also a module: bench/run.mjs uses startPostgres() to get a cluster of its own.
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const PG_USER = 'postgres';

/** The folder holding initdb/pg_ctl/createdb, or null when PostgreSQL is not installed. */
export function findPostgresBin() {
  const candidates = [];
  if (process.env.PG_BIN) candidates.push(process.env.PG_BIN);
  // Debian/Ubuntu: /usr/lib/postgresql/<major>/bin, newest first.
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const majors = readdirSync(debian)
      .filter((v) => /^\d+(\.\d+)?$/.test(v))
      .sort((a, b) => Number(b) - Number(a));
    for (const v of majors) candidates.push(join(debian, v, 'bin'));
  }
  const pgConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (pgConfig.status === 0) candidates.push(pgConfig.stdout.trim());
  for (const dir of (process.env.PATH ?? '').split(delimiter)) if (dir) candidates.push(dir);
  return candidates.find((dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'))) ?? null;
}

/** A port that was free a moment ago on 127.0.0.1. */
export function freePort() {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (srv.address());
      srv.close(() => resolvePort(port));
    });
  });
}

/** The temp root for clusters: os.tmpdir(), unless we are root and the postgres user couldn't reach it. */
function pgTmpRoot() {
  const dir = tmpdir();
  if (!isRoot()) return dir;
  try {
    // every ancestor must be searchable by others for the postgres user to reach the cluster
    for (let d = resolve(dir); ; d = dirname(d)) {
      if ((statSync(d).mode & 0o001) === 0) return '/tmp';
      if (d === dirname(d)) return dir;
    }
  } catch {
    return '/tmp';
  }
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Runs a PostgreSQL binary, as the postgres OS user when we are root. Throws with its output on failure. */
function runPg(bin, args, { quiet = true } = {}) {
  let cmd = bin;
  let argv = args;
  if (isRoot()) {
    if (existsSync('/usr/sbin/runuser') || existsSync('/sbin/runuser') || existsSync('/usr/bin/runuser')) {
      cmd = 'runuser';
      argv = ['-u', PG_USER, '--', bin, ...args];
    } else {
      cmd = 'su';
      argv = [PG_USER, '-s', '/bin/sh', '-c', [bin, ...args].map(shellQuote).join(' ')];
    }
  }
  const r = spawnSync(cmd, argv, { encoding: 'utf8', cwd: tmpdir(), stdio: quiet ? 'pipe' : 'inherit' });
  if (r.error) throw r.error;
  if (r.status !== 0) {
    const err = new Error(`${bin} ${args.join(' ')} failed (exit ${r.status}):\n${r.stdout ?? ''}${r.stderr ?? ''}`);
    throw err;
  }
  return r.stdout ?? '';
}

function shellQuote(s) {
  return /^[\w@%+=:,./-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}

function postgresUid() {
  const r = spawnSync('id', ['-u', PG_USER], { encoding: 'utf8' });
  const g = spawnSync('id', ['-g', PG_USER], { encoding: 'utf8' });
  if (r.status !== 0 || g.status !== 0) {
    throw new Error(
      `Running as root, but there is no "${PG_USER}" OS user to run PostgreSQL as (PostgreSQL refuses root). ` +
        'Install Debian\'s postgresql package (it creates the user) or run as an ordinary user.',
    );
  }
  return { uid: Number(r.stdout.trim()), gid: Number(g.stdout.trim()) };
}

/**
 * The cluster in `baseDir`/pgdata (the folder made the postgres user's when we are root):
 * start(port) runs it, stop() stops it if it runs and removes `baseDir` unless `keep`.
 */
function clusterIn(bin, baseDir, { keep, what }) {
  const pgdata = join(baseDir, 'pgdata');
  const owner = isRoot() ? postgresUid() : null;
  if (owner) {
    chownSync(baseDir, owner.uid, owner.gid);
    chmodSync(baseDir, 0o700);
  }
  let started = false;
  return {
    pgdata,
    start(port) {
      runPg(join(bin, 'pg_ctl'), ['-D', pgdata, '-l', join(baseDir, 'server.log'), '-w', '-t', '60', '-o', `-p ${port}`, 'start']);
      started = true;
    },
    async stop() {
      if (started) {
        try {
          runPg(join(bin, 'pg_ctl'), ['-D', pgdata, '-m', 'fast', '-w', '-t', '60', 'stop']);
        } catch (err) {
          process.stderr.write(`with-postgres: could not stop the ${what} cleanly: ${String(err)}\n`);
        }
        started = false;
      }
      if (!keep) rmSync(baseDir, { recursive: true, force: true });
    },
  };
}

/**
 * Creates (or reuses, when `dataDir` is given and already initialised) a cluster, starts it on
 * 127.0.0.1 and a free port, and creates `database` (default "app") unless it exists.
 * Returns { databaseUrl, port, dataDir, stop() }. stop() stops the server and removes the folder
 * unless `keep` is true.
 *
 * @param {{ dataDir?: string, keep?: boolean, database?: string, log?: (line: string) => void }} [opts]
 */
export async function startPostgres(opts = {}) {
  const bin = findPostgresBin();
  if (!bin) throw new NoPostgresError();
  const log = opts.log ?? (() => undefined);
  const keep = opts.keep ?? Boolean(opts.dataDir);
  const database = opts.database ?? 'app';

  const baseDir = opts.dataDir ? resolve(opts.dataDir) : mkdtempSync(join(pgTmpRoot(), 'cg-pg-'));
  mkdirSync(baseDir, { recursive: true });
  const cluster = clusterIn(bin, baseDir, { keep, what: 'cluster' });
  const { pgdata, stop } = cluster;

  try {
    if (!existsSync(join(pgdata, 'PG_VERSION'))) {
      log(`initdb ${pgdata}`);
      runPg(join(bin, 'initdb'), [
        '-D', pgdata, '-U', PG_USER, '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync',
      ]);
      // Loopback TCP only, no Unix socket (the folder path may be too long for one), and no
      // durability: the cluster is thrown away (or is a benchmark cache that can be rebuilt).
      appendFileSync(
        join(pgdata, 'postgresql.conf'),
        [
          '',
          "listen_addresses = '127.0.0.1'",
          "unix_socket_directories = ''",
          'fsync = off',
          'synchronous_commit = off',
          'full_page_writes = off',
          // Two jest workers each run a test app (and some tests several) side by side.
          'max_connections = 200',
          "shared_buffers = '128MB'",
          '',
        ].join('\n'),
      );
    }
    // A port can be taken between freePort() and the server's bind: retry a few times.
    let port = 0;
    for (let attempt = 1; ; attempt++) {
      port = await freePort();
      try {
        cluster.start(port);
        break;
      } catch (err) {
        if (attempt >= 3) throw new Error(`${String(err)}\n${readLog(baseDir)}`);
      }
    }
    log(`PostgreSQL on 127.0.0.1:${port}`);

    const exists = runPg(join(bin, 'psql'), [
      '-h', '127.0.0.1', '-p', String(port), '-U', PG_USER, '-d', 'postgres', '-tAc',
      `SELECT 1 FROM pg_database WHERE datname = '${database.replace(/'/g, "''")}'`,
    ]).trim();
    if (exists !== '1') runPg(join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', PG_USER, database]);

    return {
      databaseUrl: `postgres://${PG_USER}@127.0.0.1:${port}/${database}`,
      port,
      dataDir: baseDir,
      pgdata,
      bin,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

/**
 * A streaming replica of `primary` (what startPostgres returned): pg_basebackup -R copies the
 * primary's cluster and writes standby.signal and primary_conninfo, then the copy starts as a hot
 * standby on a free port. Returns { databaseUrl (its `database`, default "app"), port, pgdata, stop() }.
 *
 * @param {{ port: number, bin: string }} primary
 * @param {{ database?: string, log?: (line: string) => void }} [opts]
 */
export async function startReplica(primary, opts = {}) {
  const log = opts.log ?? (() => undefined);
  const cluster = clusterIn(primary.bin, mkdtempSync(join(pgTmpRoot(), 'cg-pg-replica-')), { keep: false, what: 'replica' });
  const { pgdata, stop } = cluster;
  try {
    runPg(join(primary.bin, 'pg_basebackup'), ['-h', '127.0.0.1', '-p', String(primary.port), '-U', PG_USER, '-D', pgdata, '-R', '-X', 'stream']);
    const port = await freePort();
    cluster.start(port);
    log(`streaming replica on 127.0.0.1:${port}`);
    return { databaseUrl: `postgres://${PG_USER}@127.0.0.1:${port}/${opts.database ?? 'app'}`, port, pgdata, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

function readLog(baseDir) {
  try {
    return spawnSync('tail', ['-n', '30', join(baseDir, 'server.log')], { encoding: 'utf8' }).stdout ?? '';
  } catch {
    return '';
  }
}

export class NoPostgresError extends Error {
  constructor() {
    super(
      'No PostgreSQL binaries found (looked for initdb and pg_ctl under PG_BIN, /usr/lib/postgresql/*/bin, ' +
        '`pg_config --bindir` and PATH). Install them with `apt-get install postgresql` (Debian), point PG_BIN at ' +
        'them, or set ALLOW_NO_POSTGRES=1 to skip the PostgreSQL run.',
    );
    this.name = 'NoPostgresError';
  }
}

/** CLI: start a cluster, run the command with DATABASE_URL, clean up, exit with the command's code. */
async function main(argv) {
  if (argv.length === 0) {
    process.stderr.write('usage: node tests/support/with-postgres.mjs <command> [args...]\n');
    return 2;
  }
  if (!findPostgresBin()) {
    if (process.env.ALLOW_NO_POSTGRES === '1') {
      process.stdout.write(`with-postgres: SKIPPED "${argv.join(' ')}" — no PostgreSQL binaries (ALLOW_NO_POSTGRES=1).\n`);
      return 0;
    }
    process.stderr.write(`with-postgres: ${new NoPostgresError().message}\n`);
    return 1;
  }

  let signalled = null;
  let child = null;
  const onSignal = (sig) => {
    signalled = sig;
    if (child && child.exitCode === null) child.kill(sig);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  process.on('SIGHUP', onSignal);

  let pg;
  try {
    pg = await startPostgres({ log: (l) => process.stdout.write(`with-postgres: ${l}\n`) });
  } catch (err) {
    process.stderr.write(`with-postgres: could not start PostgreSQL: ${err instanceof Error ? err.message : String(err)}\n`);
    return 1;
  }
  if (signalled) {
    await pg.stop();
    return 130;
  }

  // A streaming replica beside the primary, for the tests of DATABASE_READ_URL (DATABASE_REPLICA_URL).
  let replica = null;
  try {
    replica = await startReplica(pg, { log: (l) => process.stdout.write(`with-postgres: ${l}\n`) });
  } catch (err) {
    process.stderr.write(`with-postgres: could not start a replica: ${err instanceof Error ? err.message : String(err)}\n`);
    await pg.stop();
    return 1;
  }

  try {
    const binPath = join(ROOT, 'node_modules', '.bin');
    const code = await new Promise((resolveCode) => {
      child = spawn(argv[0], argv.slice(1), {
        stdio: 'inherit',
        env: {
          ...process.env,
          DATABASE_URL: pg.databaseUrl,
          DATABASE_REPLICA_URL: replica.databaseUrl,
          PG_BIN: pg.bin,
          DATABASE_PGDATA: pg.pgdata,
          DATABASE_REPLICA_PGDATA: replica.pgdata,
          PATH: `${binPath}${delimiter}${process.env.PATH ?? ''}`,
        },
      });
      child.on('error', (err) => {
        process.stderr.write(`with-postgres: could not run ${argv[0]}: ${err.message}\n`);
        resolveCode(127);
      });
      child.on('exit', (c, sig) => resolveCode(c ?? (sig ? 128 + (signalNumber(sig) ?? 1) : 1)));
    });
    return signalled ? 130 : code;
  } finally {
    await replica.stop();
    await pg.stop();
    process.stdout.write('with-postgres: cluster stopped and removed\n');
  }
}

function signalNumber(sig) {
  return { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 }[sig];
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err) => {
      process.stderr.write(`with-postgres: ${err instanceof Error ? err.stack : String(err)}\n`);
      process.exit(1);
    },
  );
}
