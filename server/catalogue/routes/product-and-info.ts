import type { FastifyInstance } from 'fastify';
import catalogueRoutes from '../../content/routes/catalogues';
import compareRoutes from './compare';
import enquiryRoutes from '../../content/routes/enquiries';
import newsletterRoutes from '../../content/routes/newsletter';
import pageRoutes from '../../content/routes/pages';
import productRoutes from './product';
import reviewRoutes from './reviews';
import storeRoutes from '../../content/routes/stores';
import wishlistRoutes from '../../accounts/routes/wishlist';

/**
 * The product page, its forms, wishlist, compare and the information pages (issue 5, spec part 2
 * §7 and part 3 §7 wishlist calls): one plugin each, registered together under /api.
 */
export default async function productAndInfoRoutes(app: FastifyInstance): Promise<void> {
  await app.register(productRoutes);
  await app.register(reviewRoutes);
  await app.register(enquiryRoutes);
  await app.register(newsletterRoutes);
  await app.register(wishlistRoutes);
  await app.register(compareRoutes);
  await app.register(pageRoutes);
  await app.register(catalogueRoutes);
  await app.register(storeRoutes);
}
