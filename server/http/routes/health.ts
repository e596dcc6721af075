import type { FastifyInstance } from 'fastify';
import { checkDatabases } from '../../db';
import { RETRY_AFTER_SECONDS } from '../errors';

/** Each database probe of the readiness answer waits at most this long (all at once: under a second in all). */
export const READINESS_PROBE_MS = 800;

export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  // Liveness: the process serves. Never waits for the database, so a frozen PostgreSQL does not
  // make a supervisor kill healthy processes (a restart cannot fix the database).
  app.get('/health', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { statusCode: 200, status: 'success', database: app.db.kind };
  });

  // Readiness: whether this process can serve shoppers now. 200 while the primary answers (a
  // replica down is reported, its reads go to the primary); 503 while it does not.
  app.get('/health/ready', async (_request, reply) => {
    const databases = await checkDatabases(app.db, app.readDb, READINESS_PROBE_MS);
    const primaryUp = databases.some((d) => d.role === 'primary' && d.up);
    const replicasDown = databases.filter((d) => d.role === 'replica' && !d.up).map((d) => d.name);
    reply.header('cache-control', 'no-store');
    if (!primaryUp) {
      reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS));
      return {
        statusCode: 503,
        status: 'unavailable',
        message: 'The primary database does not answer: this process cannot take orders. Check PostgreSQL (DATABASE_URL).',
        databases,
      };
    }
    return {
      statusCode: 200,
      status: replicasDown.length ? 'degraded' : 'ready',
      message: replicasDown.length
        ? `Serving; ${replicasDown.join(', ')} ${replicasDown.length > 1 ? 'do' : 'does'} not answer and ${replicasDown.length > 1 ? 'their' : 'its'} reads go elsewhere. Check the replica (DATABASE_READ_URL).`
        : 'Serving; every database answers.',
      databases,
    };
  });
}
