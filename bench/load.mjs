// The load generator and statistics every latency benchmark shares.

export const round = (n) => Math.round(n * 100) / 100;

/** The p-th percentile of an ascending array (nearest rank); NaN when empty. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** p50/p95/p99/mean of latencies (ms, any order) and the throughput over `elapsed` ms. */
export function latencyStats(latencies, elapsed) {
  const sorted = Array.from(latencies).sort((a, b) => a - b);
  return {
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    mean: round(sorted.reduce((a, b) => a + b, 0) / sorted.length),
    rps: Math.round((sorted.length / elapsed) * 1000),
  };
}

/**
 * Node's global fetch is undici; its dispatcher keeps connections alive. undici's Agent class is
 * taken from the global dispatcher (no extra dependency) to give a run its own pool of exactly
 * `connections` connections. Null when this Node has no such global.
 */
export function makeDispatcher(connections) {
  const Agent = globalThis[Symbol.for('undici.globalDispatcher.1')]?.constructor;
  if (typeof Agent !== 'function') return null;
  try {
    return new Agent({ connections, keepAliveTimeout: 30_000, pipelining: 1 });
  } catch {
    return null;
  }
}

/** Runs `count` GET requests with `concurrency` workers; urlFor(i) names the i-th request; `headers` go with each. */
export async function load(urlFor, count, { dispatcher = null, concurrency = 1, headers = undefined } = {}) {
  const latencies = new Float64Array(count);
  const statuses = {};
  let next = 0;
  let failures = 0;
  const worker = async () => {
    for (;;) {
      const i = next++;
      if (i >= count) return;
      const t0 = performance.now();
      try {
        const res = await fetch(urlFor(i), { ...(dispatcher ? { dispatcher } : {}), ...(headers ? { headers } : {}) });
        await res.arrayBuffer();
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        if (res.status !== 200) failures++;
      } catch {
        failures++;
        statuses.network = (statuses.network ?? 0) + 1;
      }
      latencies[i] = performance.now() - t0;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
  return { requests: count, concurrency, ...latencyStats(latencies, performance.now() - started), failures, statuses };
}
