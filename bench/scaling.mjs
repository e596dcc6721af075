// Whether throughput grows with API processes (issue 33), measured the way this 2-core machine
// allows: each API process gets a fixed CPU share through a cgroup (BENCH_SCALING_CPU cores,
// 0.15 by default; bench/cpu-cgroups.mjs), so the processes are the bottleneck while PostgreSQL
// and this load generator have the rest of the machine. (An uncached request costs PostgreSQL
// somewhat more CPU than the API process, and the load generator a third of that: four processes of
// a quarter core would need about 2.5 of this machine's 2 cores, so PostgreSQL, not the API, would
// decide the last ratio.) 1, 2 and 4 processes of that share (each
// its own server on its own port, the mix sent to them in turn) answer the browse mix of
// bench/throughput.mjs uncached: every request carries its own `nocache` parameter, so no kept
// answer serves it (the catalogue version is still read, as for every real miss). Clients grow
// with the processes (BENCH_SCALING_CLIENTS per process, 12: with 6, two and four capped processes
// still idled a seventh of the time waiting on PostgreSQL, 1.69× and 3.19×) and so do the requests
// (BENCH_SCALING_REQUESTS per process, 800, after a quarter as many to warm up).
// A store built to scale out gives ≥ 1.8× at 2 and ≥ 3.4× at 4.
//
// PostgreSQL only; bench/run.mjs runs it with BENCH_ONLY including 'scaling'.
import { browseMix } from './throughput.mjs';
import { cpuCgroups } from './cpu-cgroups.mjs';
import { cpuMeter, postmasterPid, processTree } from './cpu-use.mjs';
import { load, makeDispatcher } from './load.mjs';

const CPU = Number(process.env.BENCH_SCALING_CPU ?? 0.15);
const CLIENTS = Number(process.env.BENCH_SCALING_CLIENTS ?? 12);
const REQUESTS = Number(process.env.BENCH_SCALING_REQUESTS ?? 800);
const PROCESSES = [1, 2, 4];
export const SCALING_GOALS = { 2: 1.8, 4: 3.4 };

const uncached = (path, i) => `${path}${path.includes('?') ? '&' : '?'}nocache=${i}`;

async function measure(servers, pathFor, postgresPid) {
  const n = servers.length;
  // A whole round of the mix (10 requests) to one process, the next round to the next: i % n
  // would give each process the same slots of the mix for ever (at 2, one all the listings' odd ones).
  const urlFor = (i) => `${servers[Math.floor(i / 10) % n].apiUrl}${uncached(pathFor(i), i)}`;
  const dispatcher = makeDispatcher(CLIENTS * n);
  // Warm-up numbers its requests apart from the measured ones, so neither is kept for the other.
  await load((i) => urlFor(i + 10_000_000), Math.ceil((REQUESTS * n) / 4), { dispatcher, concurrency: CLIENTS * n });
  const stop = cpuMeter({ roots: servers.map((s) => s.pid), serving: servers.map((s) => s.pid), postgresPid });
  const stats = await load(urlFor, REQUESTS * n, { dispatcher, concurrency: CLIENTS * n });
  const cpu = stop();
  await dispatcher?.close?.();
  return { processes: n, ...stats, cpu };
}

/**
 * @param {{ startServer: () => Promise<{ pid: number, apiUrl: string, stop: () => Promise<void> }>,
 *           postgres: { dataDir: string }, products: number, log?: (line: string) => void }} opts
 */
export async function measureScaling({ startServer, postgres, products, log = () => {} }) {
  const groups = cpuCgroups();
  if (groups.unavailable) return { skipped: groups.unavailable };
  const servers = [];
  try {
    for (let i = 0; i < Math.max(...PROCESSES); i++) {
      const s = await startServer();
      servers.push(s);
      groups.limit(`api${i + 1}`, CPU, processTree(s.pid));
    }
    const pathFor = await browseMix(servers[0].apiUrl, products);
    const postgresPid = postmasterPid(postgres.dataDir);
    const runs = [];
    for (const n of PROCESSES) {
      const r = await measure(servers.slice(0, n), pathFor, postgresPid);
      const c = r.cpu;
      log(`  scaling ${n} × ${CPU} core: ${r.rps} req/s, p95 ${r.p95} ms, ${r.failures} failed` +
        (c ? ` (cores: API ${c.server} [${c.serving.join(' + ')}], PostgreSQL ${c.postgres}, load generator ${c.bench}, others ${c.others})` : ''));
      runs.push(r);
    }
    const base = runs[0].rps;
    return {
      cpu_per_process: CPU,
      cgroup: `v${groups.version}`,
      clients_per_process: CLIENTS,
      processes: PROCESSES,
      rps: runs.map((r) => r.rps),
      p95_ms: runs.map((r) => r.p95),
      ratio: runs.map((r) => Math.round((r.rps / base) * 100) / 100),
      failures: runs.map((r) => r.failures),
      cpu: runs.map((r) => r.cpu),
      goals: SCALING_GOALS,
    };
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    groups.removeAll();
  }
}

export function printScaling(configurations) {
  for (const c of configurations.filter((x) => x.scaling)) {
    const s = c.scaling;
    if (s.error || s.skipped) {
      console.log(`\nScaling (bench/scaling.mjs) ${c.db} ${c.products}: ${s.error ?? `skipped (${s.skipped})`}`);
      continue;
    }
    console.log(`\nScaling: the uncached browse mix on 1, 2 and 4 API processes of ${s.cpu_per_process} core each (cgroup ${s.cgroup}; bench/scaling.mjs; goals ≥ ${SCALING_GOALS[2]}× at 2, ≥ ${SCALING_GOALS[4]}× at 4)`);
    s.processes.forEach((n, i) => {
      const goal = SCALING_GOALS[n];
      const cpu = s.cpu[i] ? `; cores: API ${s.cpu[i].server}, PostgreSQL ${s.cpu[i].postgres}, load generator ${s.cpu[i].bench}, others ${s.cpu[i].others}` : '';
      console.log(`  ${c.db} ${c.products}: ${n} process(es) ${s.rps[i]} req/s, p95 ${s.p95_ms[i]} ms, ratio ${s.ratio[i]}×, ${s.failures[i]} failed${goal ? (s.ratio[i] >= goal ? ' — goal met' : ' — goal NOT met') : ''}${cpu}`);
    });
  }
}
