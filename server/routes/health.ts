import type { FastifyInstance } from 'fastify';

export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', async () => {
    await app.db.query('SELECT 1');
    return { statusCode: 200, status: 'success', database: app.db.kind };
  });
}
