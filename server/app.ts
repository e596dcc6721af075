import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { constants as zlib } from 'node:zlib';
import { workerIdentity } from './cluster';
import { poolStates, type Database } from './db';
import type { ServerConfig } from './config';
import { errorHandler } from './http/errors';
import { refuseHostileInput } from './http/validate';
import './http/context';
import { registerRequestScope } from './http/request-scope';
import { fastifyTimeoutOptions } from './http/timeouts';
import { fastifyRateLimitStore, pgCounterStore, registerRateLimits, withCouponGuard } from './http/rate-limits';
import { isHttpsUrl, securityHeaders } from './http/security-headers';
import apiCors from './http/cors';
import adminSite from './http/admin-site';
import staticSite, { isPageRequest, type NotFoundPageSender } from './http/static-site';
import type { DemoCode } from './demo-mode';
import { startStoreJobs } from './jobs';
import apiRoutes from './http/api-routes';
import catalogueFileRoutes from './content/routes/catalogue-files';
import productImageRoutes from './catalogue/routes/product-images';
import devRoutes from './http/routes/dev';
import { fastifyLogging } from './observability/fastify-logging';
import { logServerErrors } from './observability/http-logging';
import { registerHttpMetrics } from './observability/http-metrics';
import { createLogger, type Logger } from './observability/logger';
import { createMetrics, type StoreMetrics } from './observability/metrics';

/** TRUST_PROXY=n: believe the n nearest hops of X-Forwarded-For. */
const hops = (n: number) => (_address: string, hop: number) => hop < n;

export interface AppDeps {
  /** The primary: every write, and every read that must see the caller's own writes. */
  db: Database;
  /** Catalogue and content reads that may lag a moment (db/index.ts openReadDatabase); default db. */
  readDb?: Database;
  config: ServerConfig;
  /** The demo code this start loaded (demo-mode.ts loadDemoCode), or null: its routes are served. */
  demo: Pick<DemoCode, 'demoRoutes'> | null;
  /** The process's logger (index.ts); default: one on stdout at config.logLevel. */
  logger?: Logger;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's Prometheus metrics (observability/metrics.ts). */
    metrics: StoreMetrics;
  }
}

/** The storefront server: API under /api/, the demo's media and sandbox gateways (when on), dev outbox, the built site. */
export async function buildApp({ db, readDb = db, config, demo, logger }: AppDeps): Promise<FastifyInstance> {
  const log = logger ?? createLogger({ level: config.logLevel });
  // Set once the storefront's pages are registered (http/static-site.ts).
  let sendNotFoundPage: NotFoundPageSender | null = null;
  const app = Fastify({
    ...fastifyLogging(log, { level: config.logLevel, logRequests: config.logRequests }),
    // A malformed URL (a broken %-escape) reaches no route: a page load gets the store's
    // not-found page, anything else the API's JSON 400.
    frameworkErrors: (error, request, reply) => {
      if (error.code === 'FST_ERR_BAD_URL' && sendNotFoundPage && isPageRequest(request)) return sendNotFoundPage(request, reply);
      return errorHandler(error, request, reply);
    },
    bodyLimit: 1024 * 1024,
    // A request answers 503 after HTTP_REQUEST_TIMEOUT_MS; a body still arriving after HTTP_BODY_TIMEOUT_MS is cut off.
    ...fastifyTimeoutOptions(config.httpTimeouts),
    // X-Forwarded-For is believed only from the proxies TRUST_PROXY names (default: none).
    trustProxy: typeof config.trustProxy === 'number' ? hops(config.trustProxy) : config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    // The first start after a bulk load (the demo seed) builds the search vocabulary inside
    // searchRoutes: 10-15 s at 100 000 products on a busy machine, past Fastify's default 10 s.
    pluginTimeout: 120_000,
  });
  app.decorate('db', db);
  app.decorate('readDb', readDb);
  app.decorate('config', config);
  app.decorateRequest('user', null);
  app.decorateRequest('staff', null);
  registerRequestScope(app);
  logServerErrors(app, { level: config.logLevel, logRequests: config.logRequests });
  const metrics = createMetrics({
    pools: () => poolStates(db, readDb),
    db,
    readDb,
    cacheMs: config.metricsCacheMs,
    log: app.log,
    generation: workerIdentity()?.generation ?? 1,
  });
  app.decorate('metrics', metrics);
  registerHttpMetrics(app, metrics, config.metricsToken);
  const routeList: { method: string; url: string }[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeList.push({ method, url: route.url });
  });
  // Rate-limit counters shared by all processes; coupon guessing limited on every API route.
  const counters = pgCounterStore(db);
  registerRateLimits(app, config, counters);
  app.addHook('onRoute', withCouponGuard);
  securityHeaders(app, { hsts: isHttpsUrl(config.publicUrl) });
  app.setErrorHandler(errorHandler);
  // Input no route accepts (control characters, oversized text, absurd nesting) is refused once, here.
  app.addHook('preValidation', refuseHostileInput);
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ statusCode: 404, message: `Nothing found at ${request.url}.` }),
  );
  await app.register(rateLimit, { global: false, store: fastifyRateLimitStore(counters) });
  // API answers and drawn images, compressed on the fly (built assets come precompressed).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(apiCors);
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(catalogueFileRoutes);
  await app.register(productImageRoutes);
  if (demo) await app.register(demo.demoRoutes);
  if (!config.production) await app.register(devRoutes, { prefix: '/_dev' });
  await app.register(adminSite, { distDir: config.distDir });
  await app.register(staticSite, { onNotFoundPage: (send: NotFoundPageSender) => (sendNotFoundPage = send) });
  // After the routes: payment-returns binds the gateways the hold job asks.
  app.decorate('jobs', await startStoreJobs(app));
  return app;
}
