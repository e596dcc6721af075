import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import brandListingRoutes from '../catalogue/routes/brand-listing';
import dealRoutes from '../catalogue/routes/deals';
import eventRoutes from '../catalogue/routes/events';
import flashSaleRoutes from '../catalogue/routes/flash-sales';
import homeDataRoutes from '../content/routes/home-data';
import layoutRoutes from '../content/routes/layouts';
import listingRoutes from '../catalogue/routes/listings';
import searchRoutes from '../search/routes/search';
import { errorHandler } from './errors';
import accountRoutes from '../accounts/routes/account';
import categoryRoutes from '../catalogue/routes/categories';
import healthRoutes from './routes/health';
import locationRoutes from '../accounts/routes/locations';
import paymentReturnRoutes from '../payments/routes/payment-returns';
import productAndInfoRoutes from '../catalogue/routes/product-and-info';
import reservationRoutes from '../reservation/routes/reservation';
import cartRoutes from '../cart/routes/cart';
import checkoutRoutes from '../orders/routes/checkout';
import prebookingRoutes from '../orders/routes/prebooking';
import accountAreaRoutes from '../accounts/routes/account-area';
import adminRoutes from './admin-routes';

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
  await app.register(adminRoutes, { prefix: '/admin' });
}
