import type { FastifyInstance } from 'fastify';
import { businessEnquirySchema, contactEnquirySchema, stockConsultationSchema } from '../../../shared/validation';
import { parseInput } from '../../http/validate';
import { clean, formRateLimit, requireArea, requireLiveProduct } from '../../http/form-input';
import { PRODUCT_MESSAGES as M } from '../../catalogue/product-messages';
import { optionalUser } from '../../accounts/sessions';

/**
 * The enquiry forms (spec part 2 §5, §7): the product page's 'Product Enquiry' (business-enquiry)
 * and 'Apply For Store Consultation' (post-stock-consultation), and the contact page's enquiry
 * (post-enquiry). Each is validated, rate-limited per IP and stored; the answer's message is shown.
 */
export default async function enquiryRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  const opts = { config: formRateLimit(config), preHandler: optionalUser };

  app.post('/business-enquiry', opts, async (request) => {
    const body = await parseInput(businessEnquirySchema, request.body);
    await requireLiveProduct(db, body.product_id);
    await db.query(
      `INSERT INTO enquiries (kind, user_id, product_id, name, email, phone, organization, enquiry)
       VALUES ('business', $1, $2, $3, $4, $5, $6, $7)`,
      [request.user?.id ?? null, body.product_id, clean(body.name), clean(body.email), clean(body.phone),
        clean(body.organization), clean(body.enquiry)],
    );
    return { statusCode: 200, message: M.businessEnquirySent };
  });

  app.post('/post-stock-consultation', opts, async (request) => {
    const body = await parseInput(stockConsultationSchema, request.body);
    await requireLiveProduct(db, body.product_id);
    await requireArea(db, body.area_id);
    await db.query(
      `INSERT INTO store_consultations (user_id, product_id, name, email, number, area_id, queries)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [request.user?.id ?? null, body.product_id, clean(body.name), clean(body.email), body.number.trim(),
        body.area_id, clean(body.queries)],
    );
    return { statusCode: 200, message: M.consultationSent };
  });

  app.post('/post-enquiry', opts, async (request) => {
    const body = await parseInput(contactEnquirySchema, request.body);
    await db.query(
      `INSERT INTO enquiries (kind, user_id, name, email, phone, enquiry) VALUES ('contact', $1, $2, $3, $4, $5)`,
      [request.user?.id ?? null, clean(body.name), clean(body.email), clean(body.phone), clean(body.enquiry)],
    );
    return { statusCode: 200, message: M.contactEnquirySent };
  });
}
