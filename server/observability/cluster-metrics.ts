/**
 * Metrics under node:cluster (WORKERS=N): a scrape must see every worker, whichever process it
 * reaches. The primary asks every worker for its registry (prom-client's AggregatorRegistry) and
 * adds its own (worker exits); a worker answering /metrics on the store's port asks the primary
 * for that same whole.
 */
import cluster from 'node:cluster';
import { AggregatorRegistry, Counter, Gauge, Registry } from 'prom-client';

const ASK = 'cg:metrics?';
const ANSWER = 'cg:metrics!';
const ANSWER_WITHIN_MS = 6_000;

interface Ask {
  type: typeof ASK;
  id: number;
}
interface Answer {
  type: typeof ANSWER;
  id: number;
  text?: string;
  error?: string;
}

/** In a worker: its registry answers the primary's AggregatorRegistry. */
export function joinClusterMetrics(registry: Registry): void {
  AggregatorRegistry.setRegistries([registry]);
  new AggregatorRegistry(); // installs the worker's answering listener (prom-client/lib/cluster.js)
}

export interface ClusterScrape {
  scrape(): Promise<string>;
  contentType: string;
}

/** In the primary: the text of a scrape of every worker and the primary's own counts. */
export function startPrimaryMetrics(): ClusterScrape {
  const workers = new AggregatorRegistry();
  const own = new Registry();
  const exits = new Counter({ name: 'cg_worker_exits_total', help: 'Server processes that exited while the cluster was serving (each is replaced)', labelNames: ['how'] as const, registers: [own] });
  new Gauge({
    name: 'cg_workers',
    help: 'Server processes alive now',
    registers: [own],
    collect() {
      this.set(Object.values(cluster.workers ?? {}).filter((w) => w?.isConnected()).length);
    },
  });
  cluster.on('exit', (_worker, code, signal) => exits.inc({ how: signal ?? (code === 0 ? 'exit 0' : 'failed') }));
  const scrape = async () => `${await workers.clusterMetrics()}\n${await own.metrics()}`;
  // A worker's /metrics route (METRICS_TOKEN) asks here.
  cluster.on('message', (worker, message: Partial<Ask>) => {
    if (message?.type !== ASK || typeof message.id !== 'number') return;
    const id = message.id;
    scrape().then(
      (text) => worker.send({ type: ANSWER, id, text } satisfies Answer),
      (err: unknown) => worker.send({ type: ANSWER, id, error: err instanceof Error ? err.message : String(err) } satisfies Answer),
    );
  });
  return { scrape, contentType: own.contentType };
}

let asked = 0;

/** In a worker: the whole cluster's metrics, from the primary. */
export function askPrimaryForMetrics(): Promise<string> {
  const id = ++asked;
  return new Promise((resolve, reject) => {
    const onMessage = (message: Partial<Answer>) => {
      if (message?.type !== ANSWER || message.id !== id) return;
      finish();
      if (message.error !== undefined || message.text === undefined) reject(new Error(`The cluster primary could not gather the metrics: ${message.error}`));
      else resolve(message.text);
    };
    const timer = setTimeout(() => {
      finish();
      reject(new Error('The cluster primary did not answer with the metrics in time'));
    }, ANSWER_WITHIN_MS);
    const finish = () => {
      clearTimeout(timer);
      process.off('message', onMessage);
    };
    process.on('message', onMessage);
    process.send?.({ type: ASK, id } satisfies Ask);
  });
}

/** The text a scrape in this process answers with: its own registry, or the whole cluster's from a worker. */
export const scrapeText = (registry: Registry): Promise<string> => (cluster.isWorker ? askPrimaryForMetrics() : registry.metrics());
