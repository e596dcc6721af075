/**
 * The fault suite's hands on the PostgreSQL clusters that tests/support/with-postgres.mjs started
 * (PG_BIN, DATABASE_PGDATA, DATABASE_REPLICA_PGDATA): restart, stop, start, freeze (SIGSTOP of the
 * postmaster and every backend) and thaw. pg_ctl runs as the `postgres` OS user when we are root.
 * A frozen cluster is thawed when this process exits, whatever happened.
 */
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type Which = 'primary' | 'replica';

export interface PostgresControl {
  /** pg_ctl restart -m fast: every connection is cut, the server comes back on the same port. */
  restartFast(): Promise<void>;
  /** pg_ctl stop -m fast. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** SIGSTOP the postmaster, then each of its children; answers how many processes were stopped. */
  freeze(): number;
  /** SIGCONT what freeze() stopped. */
  thaw(): void;
  postmasterPid(): number;
}

/** Why the fault suite cannot run here, or null when it can. */
export function missingControl(): string | null {
  const missing = ['PG_BIN', 'DATABASE_PGDATA', 'DATABASE_REPLICA_PGDATA', 'DATABASE_URL', 'DATABASE_REPLICA_URL'].filter((k) => !process.env[k]);
  return missing.length
    ? `The fault suite needs a PostgreSQL primary and replica it may restart and freeze (${missing.join(', ')} unset): run it with \`npm run test:faults\`, which starts them through tests/support/with-postgres.mjs.`
    : null;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
const frozen = new Set<number>();
process.on('exit', () => {
  for (const pid of frozen) signal(pid, 'SIGCONT');
});

function signal(pid: number, sig: NodeJS.Signals): boolean {
  try {
    process.kill(pid, sig);
    return true;
  } catch {
    return false;
  }
}

/** pg_ctl, without blocking this process's event loop: the load keeps running during the fault. */
function pgCtl(pgdata: string, args: string[]): Promise<void> {
  const bin = join(process.env.PG_BIN!, 'pg_ctl');
  const full = ['-D', pgdata, '-w', '-t', '60', ...args];
  const [cmd, argv] = isRoot() ? ['runuser', ['-u', 'postgres', '--', bin, ...full]] : [bin, full];
  return new Promise((resolve, reject) => {
    execFile(cmd, argv, { cwd: '/tmp', timeout: 90_000 }, (err, stdout, stderr) => {
      if (err) reject(new Error(`pg_ctl ${args.join(' ')} on ${pgdata} failed (${err.message}): ${stdout}${stderr}`));
      else resolve();
    });
  });
}

function childrenOf(pid: number): number[] {
  const r = spawnSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' });
  return r.stdout.split('\n').map((l) => Number(l.trim())).filter((n) => n > 0);
}

export function postgres(which: Which): PostgresControl {
  const pgdata = process.env[which === 'primary' ? 'DATABASE_PGDATA' : 'DATABASE_REPLICA_PGDATA']!;
  // Where pg_ctl start sends the log: the folder with-postgres.mjs made for the cluster.
  const logFile = join(pgdata, '..', 'server.log');
  // pg_ctl start does not remember the port with-postgres.mjs gave (restart does): the URL says it.
  const port = new URL(process.env[which === 'primary' ? 'DATABASE_URL' : 'DATABASE_REPLICA_URL']!).port;
  const postmasterPid = () => {
    const file = join(pgdata, 'postmaster.pid');
    if (!existsSync(file)) throw new Error(`The ${which} is not running (no ${file})`);
    return Number(readFileSync(file, 'utf8').split('\n')[0]);
  };
  return {
    restartFast: () => pgCtl(pgdata, ['-l', logFile, '-m', 'fast', 'restart']),
    stop: () => pgCtl(pgdata, ['-m', 'fast', 'stop']),
    start: () => pgCtl(pgdata, ['-l', logFile, '-o', `-p ${port}`, 'start']),
    postmasterPid,
    freeze() {
      const main = postmasterPid();
      // The postmaster first, so that it forks no backend we would miss.
      for (const pid of [main, ...childrenOf(main)]) if (signal(pid, 'SIGSTOP')) frozen.add(pid);
      return frozen.size;
    },
    thaw() {
      for (const pid of frozen) signal(pid, 'SIGCONT');
      frozen.clear();
    },
  };
}
