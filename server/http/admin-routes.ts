import type { FastifyInstance } from 'fastify';
import staffChangeRoutes from '../accounts/admin/staff-changes';
import staffRoutes from '../accounts/admin/staff-routes';
import adminWarrantyRoutes from '../accounts/admin/warranty';
import adminReviewRoutes from '../catalogue/admin/reviews';
import adminProductRoutes from '../catalogue/admin/products';
import adminProductImageRoutes from '../catalogue/admin/product-image-routes';
import adminCouponRoutes from '../catalogue/admin/coupons';
import adminFlashSaleRoutes from '../catalogue/admin/flash-sales';
import adminContentRoutes from '../content/admin/content';
import adminEnquiryRoutes from '../content/admin/enquiries';
import adminEventRoutes from '../content/admin/events';
import adminListingContentRoutes from '../content/admin/listing-content';
import adminNewsletterRoutes from '../content/admin/newsletter';
import adminProductCsvRoutes from '../catalogue/admin/product-csv';
import adminTaxonomyRoutes from '../catalogue/admin/taxonomy';
import adminBookingRoutes from '../orders/admin/bookings';
import adminOrderRoutes from '../orders/admin/orders';
import adminDashboardRoutes from './admin-dashboard';
import { NO_STORE } from './security-headers';

/**
 * Everything under /api/admin/: the staff API (issue 32), outside the shopper contract. Never open
 * to partner origins (http/cors.ts leaves it out); every route but login needs a staff session.
 */
export default async function adminRoutes(app: FastifyInstance): Promise<void> {
  // Staff answers hold customers' details: never kept by a browser or a proxy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', NO_STORE);
  });
  await app.register(staffRoutes);
  await app.register(staffChangeRoutes);
  await app.register(adminOrderRoutes);
  await app.register(adminBookingRoutes);
  await app.register(adminProductRoutes);
  await app.register(adminProductImageRoutes);
  await app.register(adminProductCsvRoutes);
  await app.register(adminCouponRoutes);
  await app.register(adminFlashSaleRoutes);
  await app.register(adminReviewRoutes);
  await app.register(adminWarrantyRoutes);
  await app.register(adminContentRoutes);
  await app.register(adminTaxonomyRoutes);
  await app.register(adminEventRoutes);
  await app.register(adminListingContentRoutes);
  await app.register(adminEnquiryRoutes);
  await app.register(adminNewsletterRoutes);
  await app.register(adminDashboardRoutes);
}
