/**
 * Every answered request counted and timed by its route pattern (`/api/get-product/:id`, never the
 * raw URL: one series per route, whatever shoppers type), and GET /metrics on the store's own port
 * when METRICS_TOKEN is set, for a request bearing it.
 */
import type { FastifyInstance } from 'fastify';
import { bearerMatches } from './bearer';
import { scrapeText } from './cluster-metrics';
import type { StoreMetrics } from './metrics';

/** Requests no route matched (a 404 of the not-found handler). */
export const UNMATCHED = '(unmatched)';

export const METRICS_REFUSED = 'The metrics need the token: send Authorization: Bearer <METRICS_TOKEN>.';

export function registerHttpMetrics(app: FastifyInstance, metrics: StoreMetrics, token: string | undefined): void {
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(request.method, request.routeOptions.url ?? UNMATCHED, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  if (!token) return;
  app.get('/metrics', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ statusCode: 401, message: METRICS_REFUSED });
    }
    return reply.type(metrics.registry.contentType).send(await scrapeText(metrics.registry));
  });
}
