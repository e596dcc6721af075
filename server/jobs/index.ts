/**
 * The store's background work (docs/adr/0014): jobs in PostgreSQL that whichever server process
 * is alive runs. Every process schedules the recurring ones (one row each) and starts a runner.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { paymentSettings } from '../payments/config';
import { releaseAbandoned } from '../orders/order-settlement';
import { reconcilePayments } from '../payments/payment-reconciliation';
import { refreshSearchTermsIfChanged, SEARCH_TERMS_REFRESH_MS } from '../search/search-vocabulary';
import { scheduleRecurring } from './queue';
import { startJobRunner, type JobHandler, type JobRunner } from './runner';

/** Releases the stock, coins and coupons of online orders and bookings left unpaid past PAYMENT_HOLD_MINUTES, asking their gateways first. */
export const EXPIRE_HOLDS = 'expire-payment-holds';

/** Expired holds one run looks at (the oldest first). */
const HOLDS_PER_RUN = 100;

/** A run asks gateways in parallel, each for at most SWEEP_WAIT_MS: five minutes is ample. */
const LEASE_MS = 5 * 60_000;

/**
 * Asks the gateways again about payments released without their own "not paid" (superseded,
 * expired, cancelled by the customer, unknown), on each payment's backoff schedule (ADR 10).
 */
export const RECONCILE_PAYMENTS = 'reconcile-payments';
const RECONCILE_EVERY_MS = 60_000;

/** Deletes what can never count again: rate-limit windows ended a day ago, sessions expired or revoked a day ago. */
export const PRUNE_EXPIRED = 'prune-expired-rows';
const PRUNE_EVERY_MS = 60 * 60_000;

/** Rebuilds the search vocabulary on the primary when the catalogue changed (searches read it from the replicas). */
export const REFRESH_SEARCH_TERMS = 'refresh-search-terms';

export const storeJobs = (config: ServerConfig): Record<string, JobHandler> => ({
  [EXPIRE_HOLDS]: async (db) => {
    await releaseAbandoned(db, paymentSettings(config).holdMinutes, HOLDS_PER_RUN);
  },
  [RECONCILE_PAYMENTS]: async (db) => {
    await reconcilePayments(db);
  },
  [PRUNE_EXPIRED]: async (db) => {
    await db.query(`DELETE FROM rate_limits WHERE reset_at < now() - interval '1 day'`);
    await db.query(
      `DELETE FROM sessions WHERE last_used_at < now() - make_interval(days => $1) OR revoked_at < now() - interval '1 day'`,
      [config.sessionTtlDays],
    );
  },
  [REFRESH_SEARCH_TERMS]: async (db) => {
    await refreshSearchTermsIfChanged(db);
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
  await scheduleRecurring(db, RECONCILE_PAYMENTS, RECONCILE_EVERY_MS);
  await scheduleRecurring(db, PRUNE_EXPIRED, PRUNE_EVERY_MS);
  await scheduleRecurring(db, REFRESH_SEARCH_TERMS, SEARCH_TERMS_REFRESH_MS);
  const runner = startJobRunner({ db, handlers: storeJobs(config), pollMs: config.jobPollMs, leaseMs: LEASE_MS, log: app.log });
  app.addHook('onClose', () => runner.stop());
  return runner;
}
