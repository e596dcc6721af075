import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorHandler } from '../http/errors';
import accountRoutes from './account';
import categoryRoutes from './categories';
import healthRoutes from './health';
import locationRoutes from './locations';

/** Everything under /api/: the contract of the three spec parts. */
export default async function apiRoutes(app: FastifyInstance): Promise<void> {
  app.setErrorHandler(errorHandler);
  const noSuchRoute = (request: FastifyRequest, reply: FastifyReply) =>
    reply.code(404).send({ statusCode: 404, message: `There is no API route ${request.method} ${request.url}.` });
  app.setNotFoundHandler(noSuchRoute);
  // The storefront's page fallback is a root wildcard; this one keeps unknown /api/ paths JSON.
  app.all('/*', noSuchRoute);
  await app.register(healthRoutes);
  await app.register(accountRoutes);
  await app.register(locationRoutes);
  await app.register(categoryRoutes);
}
