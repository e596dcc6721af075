/**
 * With a line per request off (the default), an answer of 500 or more still gets one: the
 * operator sees every 5xx, with its route, status and time, whoever answered it (an error the
 * error handler logged with its stack, a 503 a route chose, the framework).
 */
import type { FastifyInstance } from 'fastify';
import { logsEveryRequest, type RequestLogging } from './fastify-logging';

export function logServerErrors(app: FastifyInstance, settings: RequestLogging): void {
  if (logsEveryRequest(settings)) return; // Fastify's own "request completed" line says it already.
  app.addHook('onResponse', (request, reply, done) => {
    if (reply.statusCode >= 500) {
      request.log.warn({ req: request, res: reply, responseTime: reply.elapsedTime }, `answered ${reply.statusCode}`);
    }
    done();
  });
}
