import cluster from 'node:cluster';
import { buildApp } from './app';
import { printsBanner, runWorkers, workerPlan } from './cluster';
import { loadConfig, type ServerConfig } from './config';
import { returnOriginLine } from './http/public-origin';
import { gatewayModesLine, paymentSettings } from './payments/config';
import { openDatabase, openReadDatabase, prepareDatabase } from './db';
import { demoFirstRun, loadDemoCode } from './demo-mode';
import { buildDemoApp } from './demo-site';
import { joinClusterMetrics, startPrimaryMetrics } from './observability/cluster-metrics';
import { createLogger, type Logger } from './observability/logger';
import { metricsLine } from './observability/metrics-line';
import { startMetricsServer, type MetricsServer } from './observability/metrics-server';

/** `npm start`: a process serving the store and API on PORT and the partner demo on DEMO_PORT (WORKERS: several, server/cluster.ts). */
async function main(config: ServerConfig, logger: Logger): Promise<void> {
  // Waits (with backoff) for PostgreSQL to answer; the database layer reports through the logger.
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log: logger });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  // The start-up report stays plain text lines on stdout, as people and scripts read them
  // (tests/support/server-process.cjs waits for "Storefront and API:"); one JSON line below says
  // the same for a log pipeline. Everything after the start goes through the logger.
  console.log(`Database: ${where}`);
  const log = (line: string) => console.log(line);
  const demoCode = await loadDemoCode(config);
  const { applied, result: seeded } = await prepareDatabase(db, demoFirstRun(config, demoCode, log));
  if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
  if (seeded.seeded) console.log(`Seeded the demo catalogue (${config.seedProducts} products).`);

  // Not waited for: a replica that does not answer is skipped until it does (db/replicas.ts).
  const readDb = await openReadDatabase(db, config.databaseReadUrls, { log: logger });
  if (readDb !== db) console.log(`Catalogue reads: ${config.databaseReadUrls.length} replica(s) (DATABASE_READ_URL)`);
  const app = await buildApp({ db, readDb, config, demo: demoCode, logger });
  const demo = await buildDemoApp(config, { logger, level: config.logLevel, logRequests: config.logRequests });
  await app.listen({ port: config.port, host: config.host });
  await demo.listen({ port: config.demoPort, host: config.host });
  // Under node:cluster the primary serves METRICS_PORT for every worker (start()).
  let metricsServer: MetricsServer | null = null;
  if (cluster.isWorker) joinClusterMetrics(app.metrics.registry);
  else if (config.metricsPort) metricsServer = await serveMetricsPort(config, logger, () => app.metrics.registry.metrics(), app.metrics.registry.contentType);
  logger.info(
    { database: db.kind, replicas: config.databaseReadUrls.length, migrationsApplied: applied, seeded: seeded.seeded, host: config.host, port: config.port, demoPort: config.demoPort, logLevel: config.logLevel },
    `Serving the store on ${config.host}:${config.port} (${where}). ${metricsLine(config)}`,
  );

  if (printsBanner()) {
    console.log(`Storefront and API: ${config.publicUrl}/ (API under ${config.apiBase})`);
    console.log(`Demo partner site:  http://localhost:${config.demoPort}/`);
    console.log(gatewayModesLine(paymentSettings(config)));
    console.log(returnOriginLine(config));
    if (!config.production) console.log(`Mail outbox:        ${config.publicUrl}/_dev/outbox`);
    if (demoCode && config.demoMode) {
      console.log('Demo mode:          on (DEMO_MODE): the demo catalogue and its drawn pictures. Demo accounts:');
      for (const a of demoCode.DEMO_ACCOUNTS) console.log(`  ${a.email} / ${a.password}  (${a.name})`);
      const s = demoCode.DEMO_STAFF;
      console.log(`Demo staff (back office, /api/admin/): ${s.email} / ${s.password}  (${s.role})`);
    } else {
      console.log('Demo mode:          off (DEMO_MODE): no demo catalogue, no drawn pictures');
    }
    console.log(metricsLine(config));
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, `${signal}: shutting down`);
    await Promise.allSettled([app.close(), demo.close(), metricsServer?.close()]);
    if (readDb !== db) await readDb.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

function serveMetricsPort(config: ServerConfig, logger: Logger, scrape: () => Promise<string>, contentType: string): Promise<MetricsServer> {
  return startMetricsServer({ host: config.metricsHost, port: config.metricsPort, token: config.metricsToken, contentType, scrape, log: logger });
}

/** A start that failed: the message for the person at the terminal (as before), the stack for the log. */
const failed = (logger: Logger, what: string) => (err: unknown) => {
  const message = err instanceof Error ? err.message : String(err);
  console.error(message);
  logger.fatal({ err }, `${what}: ${message}`);
  process.exit(1);
};

function start(): void {
  const config = loadConfig();
  const logger = createLogger({ level: config.logLevel });
  // Watches only (the process's fate is decided elsewhere): an error nothing caught, in the log with its stack.
  process.on('uncaughtExceptionMonitor', (err, origin) => logger.fatal({ err, origin }, `Uncaught ${origin}: ${err.message}`));
  const plan = workerPlan(process.env);
  if (plan.note) console.log(plan.note);
  if (plan.count > 1 && cluster.isPrimary) {
    runWorkers(plan.count);
    if (config.metricsPort) {
      const { scrape, contentType } = startPrimaryMetrics();
      serveMetricsPort(config, logger, scrape, contentType).then(
        (server) => logger.info(`Metrics of all ${plan.count} server processes on ${config.metricsHost}:${server.port}/metrics`),
        failed(logger, 'The metrics port could not be opened'),
      );
    } else if (config.metricsToken) startPrimaryMetrics();
    return;
  }
  main(config, logger).catch(failed(logger, 'The server could not start'));
}

if (process.argv[2] === 'staff') {
  // `npm run staff -- …` (scripts/staff.mjs): the staff accounts' command line, not a server.
  import('./accounts/staff-cli').then((cli) => cli.runStaffCommand(process.argv.slice(3))).then((code) => process.exit(code));
} else {
  try {
    start();
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
