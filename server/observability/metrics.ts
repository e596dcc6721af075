/**
 * The Prometheus metrics of one server process (prom-client), in a registry of its own (every
 * app built in a process, tests included, has its own). What each metric means and which alerts
 * to set on them: docs/deploy.md, "Logs and metrics".
 *
 * Under node:cluster the primary sums the workers' registries (cluster-metrics.ts): each metric
 * says how (`aggregator`): per-process counts add up, what every worker reads from the same
 * database (jobs, orders, payments) is taken once ('max'), a replica is up only if every worker
 * sees it up ('min').
 */
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolState } from '../db/types';
import { storeStateMetrics, type StoreStateSources } from './store-metrics';

export interface StoreMetrics {
  readonly registry: Registry;
  /** One answered request: its method, route pattern (not its URL), status and time. */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
}

export interface MetricsSources extends StoreStateSources {
  /** The pools of the primary and of each replica (db/health.ts poolStates). */
  pools: () => PoolState[];
  /** WORKER_GENERATION (cluster.ts workerIdentity): 1 for a slot's first process, +1 for each replacement; 1 outside a cluster. */
  generation: number;
}

export const statusClass = (statusCode: number): string => `${Math.floor(statusCode / 100)}xx`;

function poolMetrics(registry: Registry, pools: () => PoolState[]): void {
  const labelNames = ['database', 'role'] as const;
  const gauge = (name: string, help: string, read: (p: PoolState) => number, aggregator: 'sum' | 'min' = 'sum') =>
    new Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      aggregator,
      collect() {
        this.reset();
        for (const p of pools()) this.set({ database: p.name, role: p.role }, read(p));
      },
    });
  gauge('cg_db_pool_connections', 'Connections open in the pool', (p) => p.total);
  gauge('cg_db_pool_idle_connections', 'Open connections not in use', (p) => p.idle);
  gauge('cg_db_pool_waiting_requests', 'Queries waiting for a connection of the pool', (p) => p.waiting);
  gauge('cg_db_up', '1 while the database answers (a replica marked down is 0: its reads go to the primary)', (p) => (p.up ? 1 : 0), 'min');
}

export function createMetrics(sources: MetricsSources): StoreMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'cg_http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status class (its _count is the request count)',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  poolMetrics(registry, sources.pools);
  storeStateMetrics(registry, sources);
  new Gauge({ name: 'cg_worker_generation', help: 'Which start of this worker slot the newest process is (WORKER_GENERATION: 1 for the first, so restarts = generation - 1)', registers: [registry], aggregator: 'max' }).set(sources.generation);
  new Gauge({ name: 'cg_worker_start_time_seconds', help: 'When the newest server process started (a change is a restart)', registers: [registry], aggregator: 'max' }).set(
    Math.round(Date.now() / 1000 - process.uptime()),
  );
  return {
    registry,
    observeRequest(method, route, statusCode, seconds) {
      requests.observe({ method, route, status_class: statusClass(statusCode) }, seconds);
    },
  };
}
