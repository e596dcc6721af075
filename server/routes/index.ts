import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import brandListingRoutes from './brand-listing';
import dealRoutes from './deals';
import eventRoutes from './events';
import flashSaleRoutes from './flash-sales';
import homeDataRoutes from './home-data';
import layoutRoutes from './layouts';
import listingRoutes from './listings';
import searchRoutes from './search';
import { errorHandler } from '../http/errors';
import accountRoutes from './account';
import categoryRoutes from './categories';
import healthRoutes from './health';
import locationRoutes from './locations';
import paymentReturnRoutes from './payment-returns';
import productAndInfoRoutes from './product-and-info';
import reservationRoutes from './reservation';
import cartRoutes from './cart';
import checkoutRoutes from './checkout';
import prebookingRoutes from './prebooking';
import accountAreaRoutes from './account-area';

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
  await app.register(reservationRoutes);
  await app.register(paymentReturnRoutes);
  await app.register(cartRoutes);
  await app.register(checkoutRoutes);
  await app.register(prebookingRoutes);
  await app.register(layoutRoutes);
  await app.register(homeDataRoutes);
  await app.register(listingRoutes);
  await app.register(brandListingRoutes);
  await app.register(searchRoutes);
  await app.register(flashSaleRoutes);
  await app.register(eventRoutes);
  await app.register(dealRoutes);
  await app.register(productAndInfoRoutes);
  await app.register(accountAreaRoutes);
}
