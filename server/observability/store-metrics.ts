/**
 * What the store's tables say at a scrape: the job queue (its depth and how late its oldest due
 * job is), orders placed, and payments by state. Read at scrape time, one grouped query per
 * table, reused for cacheMs; the same for every process, so the cluster takes one ('max').
 */
import { Counter, Gauge, type Registry } from 'prom-client';
import type { Queryable } from '../db/types';
import { cached } from './cached';

export interface StoreStateSources {
  /** The primary: the job queue is read where it is written. */
  db: Queryable;
  /** Orders and payments may be read a moment behind (a replica when there is one). */
  readDb: Queryable;
  cacheMs: number;
  /** Where a failed read is reported (the scrape then answers the last values read). */
  log: { warn(obj: object, msg: string): void };
}

interface JobRow {
  name: string;
  due: number;
  lag: number;
  running: number;
  failed: number;
}

const JOBS_SQL = `
  SELECT name,
         count(*) FILTER (WHERE due) AS due,
         coalesce(extract(epoch FROM now() - min(run_at) FILTER (WHERE due)), 0)::float8 AS lag,
         count(*) FILTER (WHERE locked_until >= now()) AS running,
         count(*) FILTER (WHERE failed_at IS NOT NULL) AS failed
    FROM (SELECT name, run_at, locked_until, failed_at,
                 failed_at IS NULL AND run_at <= now() AND (locked_until IS NULL OR locked_until < now()) AS due
            FROM jobs) j
   GROUP BY name`;

interface CountRow {
  record: string;
  a: string;
  b: string;
  n: number;
}

/** Orders by payment method (placed) and status, bookings by status, gateway payments by gateway and status. */
const PAYMENTS_SQL = `
  SELECT 'order' AS record, payment_method AS a, payment_status AS b, count(*) AS n FROM orders GROUP BY 2, 3
  UNION ALL SELECT 'booking', kind, payment_status, count(*) FROM bookings GROUP BY 2, 3
  UNION ALL SELECT 'gateway', gateway, CASE WHEN refund_reason IS NOT NULL THEN 'refund due' ELSE status END, count(*) FROM payments GROUP BY 2, 3`;

export function storeStateMetrics(registry: Registry, { db, readDb, cacheMs, log }: StoreStateSources): void {
  const read = <T>(what: string, load: () => Promise<T[]>) => {
    let last: T[] = [];
    const fresh = cached(cacheMs, load);
    return async (): Promise<T[]> => {
      try {
        last = await fresh();
      } catch (err) {
        log.warn({ err }, `Metrics: reading ${what} failed; the scrape shows the last values read`);
      }
      return last;
    };
  };
  const jobs = read('the job queue', async () => (await db.query<JobRow>(JOBS_SQL)).rows);
  const counts = read('orders and payments', async () => (await readDb.query<CountRow>(PAYMENTS_SQL)).rows);

  const jobGauge = (name: string, help: string, pick: (r: JobRow) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['job'] as const,
      registers: [registry],
      aggregator: 'max',
      async collect() {
        const rows = await jobs();
        this.reset();
        for (const r of rows) this.set({ job: r.name }, Number(pick(r)));
      },
    });
  jobGauge('cg_jobs_due', 'Jobs due and waiting for a process to run them', (r) => r.due);
  jobGauge('cg_jobs_lag_seconds', 'How long the oldest due job has been waiting (0: none waits)', (r) => r.lag);
  jobGauge('cg_jobs_running', 'Jobs a process holds a lease on now', (r) => r.running);
  jobGauge('cg_jobs_failed', 'One-off jobs given up after their last attempt', (r) => r.failed);

  new Counter({
    name: 'cg_orders_placed_total',
    help: 'Orders placed, by payment method (counted in the orders table at scrape time)',
    labelNames: ['payment_method'] as const,
    registers: [registry],
    aggregator: 'max',
    async collect() {
      const rows = await counts();
      this.reset();
      for (const r of rows) if (r.record === 'order') this.inc({ payment_method: r.a }, Number(r.n));
    },
  });
  new Gauge({
    name: 'cg_payments',
    help: 'Orders and bookings by payment status (Paid, Pending, Refund Due, the unknown state …)',
    labelNames: ['record', 'status'] as const,
    registers: [registry],
    aggregator: 'max',
    async collect() {
      const rows = await counts();
      this.reset();
      for (const r of rows) if (r.record !== 'gateway') this.inc({ record: r.record, status: r.b }, Number(r.n));
    },
  });
  new Gauge({
    name: 'cg_gateway_payments',
    help: "Gateway payment attempts by gateway and status ('refund due': paid, but its order could not be restored)",
    labelNames: ['gateway', 'status'] as const,
    registers: [registry],
    aggregator: 'max',
    async collect() {
      const rows = await counts();
      this.reset();
      for (const r of rows) if (r.record === 'gateway') this.set({ gateway: r.a, status: r.b }, Number(r.n));
    },
  });
}
