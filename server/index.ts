import cluster from 'node:cluster';
import { buildApp } from './app';
import { printsBanner, runWorkers, workerPlan } from './cluster';
import { loadConfig } from './config';
import { returnOriginLine } from './http/public-origin';
import { gatewayModesLine, paymentSettings } from './payments/config';
import { openDatabase, openReadDatabase, prepareDatabase } from './db';
import { switchableDbLog } from './db/log';
import { demoFirstRun, loadDemoCode } from './demo-mode';
import { buildDemoApp } from './demo-site';

/** `npm start`: a process serving the store and API on PORT and the partner demo on DEMO_PORT (WORKERS: several, server/cluster.ts). */
async function main(): Promise<void> {
  const config = loadConfig();
  // The console until the server's logger exists; waits (with backoff) for PostgreSQL to answer.
  const dbLog = switchableDbLog();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, log: dbLog });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  console.log(`Database: ${where}`);
  const log = (line: string) => console.log(line);
  const demoCode = await loadDemoCode(config);
  const { applied, result: seeded } = await prepareDatabase(db, demoFirstRun(config, demoCode, log));
  if (applied.length) console.log(`Applied migrations: ${applied.join(', ')}`);
  if (seeded.seeded) console.log(`Seeded the demo catalogue (${config.seedProducts} products).`);

  // Not waited for: a replica that does not answer is skipped until it does (db/replicas.ts).
  const readDb = await openReadDatabase(db, config.databaseReadUrls, { log: dbLog });
  if (readDb !== db) console.log(`Catalogue reads: ${config.databaseReadUrls.length} replica(s) (DATABASE_READ_URL)`);
  const app = await buildApp({ db, readDb, config, demo: demoCode, logger: process.env.LOG_REQUESTS === '1' });
  // A logger that is off has no level: the database's lines then stay on the console.
  if (app.log.level) dbLog.use(app.log);
  const demo = await buildDemoApp(config);
  await app.listen({ port: config.port, host: config.host });
  await demo.listen({ port: config.demoPort, host: config.host });

  if (printsBanner()) {
    console.log(`Storefront and API: ${config.publicUrl}/ (API under ${config.apiBase})`);
    console.log(`Demo partner site:  http://localhost:${config.demoPort}/`);
    console.log(gatewayModesLine(paymentSettings(config)));
    console.log(returnOriginLine(config));
    if (!config.production) console.log(`Mail outbox:        ${config.publicUrl}/_dev/outbox`);
    if (demoCode && config.demoMode) {
      console.log('Demo mode:          on (DEMO_MODE): the demo catalogue and its drawn pictures. Demo accounts:');
      for (const a of demoCode.DEMO_ACCOUNTS) console.log(`  ${a.email} / ${a.password}  (${a.name})`);
    } else {
      console.log('Demo mode:          off (DEMO_MODE): no demo catalogue, no drawn pictures');
    }
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: shutting down`);
    await Promise.allSettled([app.close(), demo.close()]);
    if (readDb !== db) await readDb.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

function start(): void {
  const plan = workerPlan(process.env);
  if (plan.note) console.log(plan.note);
  if (plan.count > 1 && cluster.isPrimary) return runWorkers(plan.count);
  main().catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}

try {
  start();
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
