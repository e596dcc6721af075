// Where the CPU went during a measurement (Linux /proc; null elsewhere): the server's processes,
// PostgreSQL's, this benchmark's own (the load generator) and everything else on the machine.
// On a small shared machine a throughput figure means little without it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const TICK_MS = 10; // USER_HZ is 100 on every Linux we run on

function read(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

/** CPU ms of one process, with its children that have exited (utime, stime, cutime, cstime). */
function ownMs(pid) {
  const stat = read(`/proc/${pid}/stat`);
  if (!stat) return 0;
  const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) * TICK_MS;
}

const childrenOf = (pid) => (read(`/proc/${pid}/task/${pid}/children`) ?? '').split(' ').filter(Boolean).map(Number);

/** CPU ms of a process and all its live descendants. */
export function treeMs(pid) {
  return ownMs(pid) + childrenOf(pid).reduce((sum, child) => sum + treeMs(child), 0);
}

/** Busy CPU ms of the whole machine (all cores). */
function machineMs() {
  const line = read('/proc/stat')?.split('\n')[0];
  if (!line) return null;
  const [, ...fields] = line.trim().split(/\s+/).map(Number);
  const idle = fields[3] + fields[4];
  return (fields.reduce((a, b) => a + b, 0) - idle) * TICK_MS;
}

/** The pid of the PostgreSQL server of a cluster folder (startPostgres's dataDir). */
export const postmasterPid = (dataDir) => Number(read(join(dataDir, 'pgdata', 'postmaster.pid'))?.split('\n')[0]) || null;

/** The live child processes of a pid (the workers of a WORKERS=N server). */
export const workerPids = (pid) => childrenOf(pid);

/** A process and all its live descendants. */
export const processTree = (pid) => [pid, ...childrenOf(pid).flatMap(processTree)];

/**
 * Starts counting; the answered function stops and answers the cores each part used on average
 * ({ server, serving: [...], postgres, replica, bench, others, machine }), or null without /proc. `roots`:
 * the server's processes with their trees; `serving`: the processes among them that answer requests;
 * `replicaPid`: a streaming replica's postmaster, counted apart from the primary's.
 */
export function cpuMeter({ roots, serving, postgresPid = null, replicaPid = null }) {
  if (machineMs() === null) return () => null;
  const snap = () => {
    const own = process.cpuUsage();
    return {
      server: roots.reduce((sum, pid) => sum + treeMs(pid), 0),
      serving: serving.map(treeMs),
      postgres: postgresPid ? treeMs(postgresPid) : 0,
      replica: replicaPid ? treeMs(replicaPid) : 0,
      bench: (own.user + own.system) / 1000,
      machine: machineMs(),
    };
  };
  const before = snap();
  const t0 = performance.now();
  return () => {
    const after = snap();
    const cores = (ms) => Math.round((ms / (performance.now() - t0)) * 100) / 100;
    const d = (k) => after[k] - before[k];
    const ours = d('server') + d('postgres') + d('replica') + d('bench');
    return {
      server: cores(d('server')),
      serving: after.serving.map((w, i) => cores(w - before.serving[i])),
      postgres: cores(d('postgres')),
      replica: cores(d('replica')),
      bench: cores(d('bench')),
      others: cores(Math.max(0, d('machine') - ours)),
      machine: cores(d('machine')),
    };
  };
}
