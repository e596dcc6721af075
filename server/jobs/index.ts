/**
 * The store's background work (docs/adr/0014): jobs in PostgreSQL that whichever server process
 * is alive runs. Every process schedules the recurring ones (one row each) and starts a runner.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { paymentSettings } from '../payments/config';
import { releaseAbandoned } from '../services/order-settlement';
import { scheduleRecurring } from './queue';
import { startJobRunner, type JobHandler, type JobRunner } from './runner';

/** Releases the stock, coins and coupons of online orders and bookings left unpaid past PAYMENT_HOLD_MINUTES, asking their gateways first. */
export const EXPIRE_HOLDS = 'expire-payment-holds';

/** Expired holds one run looks at (the oldest first). */
const HOLDS_PER_RUN = 100;

/** A run asks gateways in parallel, each for at most SWEEP_WAIT_MS: five minutes is ample. */
const LEASE_MS = 5 * 60_000;

export const storeJobs = (config: ServerConfig): Record<string, JobHandler> => ({
  [EXPIRE_HOLDS]: async (db) => {
    await releaseAbandoned(db, paymentSettings(config).holdMinutes, HOLDS_PER_RUN);
  },
});

/**
 * Schedules the recurring jobs and runs jobs in this process until the app closes; null when
 * JOB_POLL_MS=0 (this process runs none: the others do).
 */
export async function startStoreJobs(app: FastifyInstance): Promise<JobRunner | null> {
  const { db, config } = app;
  if (config.jobPollMs === 0) return null;
  await scheduleRecurring(db, EXPIRE_HOLDS, config.holdSweepMs);
  const runner = startJobRunner({ db, handlers: storeJobs(config), pollMs: config.jobPollMs, leaseMs: LEASE_MS, log: app.log });
  app.addHook('onClose', () => runner.stop());
  return runner;
}
