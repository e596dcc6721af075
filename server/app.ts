import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { constants as zlib } from 'node:zlib';
import type { Database } from './db';
import type { ServerConfig } from './config';
import { errorHandler } from './http/errors';
import './http/context';
import apiCors from './http/cors';
import staticSite from './http/static-site';
import apiRoutes from './routes';
import devRoutes from './routes/dev';
import mediaRoutes from './routes/media';
import sandboxGateways from './sandbox';

export interface AppDeps {
  db: Database;
  config: ServerConfig;
  logger?: boolean;
}

/** The storefront server: API under /api/, sandbox gateways, dev outbox, the built site. */
export async function buildApp({ db, config, logger = false }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
  });
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorateRequest('user', null);
  const routeList: { method: string; url: string }[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routeList.push({ method, url: route.url });
  });
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ statusCode: 404, message: `Nothing found at ${request.url}.` }),
  );
  await app.register(rateLimit, { global: false });
  // API answers and drawn images, compressed on the fly (built assets come precompressed).
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(apiCors);
  await app.register(apiRoutes, { prefix: '/api' });
  await app.register(mediaRoutes);
  await app.register(sandboxGateways, { prefix: '/sandbox' });
  if (!config.production) await app.register(devRoutes, { prefix: '/_dev' });
  await app.register(staticSite);
  return app;
}
