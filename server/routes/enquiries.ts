import type { FastifyInstance } from 'fastify';
import { businessEnquirySchema, contactEnquirySchema, stockConsultationSchema } from '../../shared/validation';
import { checkLengths, clean, formRateLimit, parseForm, requireArea, requireLiveProduct } from '../services/form-input';
import { FORM_LIMITS as L, PRODUCT_MESSAGES as M } from '../services/product-messages';
import { optionalUser } from '../services/sessions';

const PERSON = { name: ['Name', L.name], email: ['Email', L.email], phone: ['Phone', L.phone] } as const;

/**
 * The enquiry forms (spec part 2 §5, §7): the product page's 'Product Enquiry' (business-enquiry)
 * and 'Apply For Store Consultation' (post-stock-consultation), and the contact page's enquiry
 * (post-enquiry). Each is validated, rate-limited per IP and stored; the answer's message is shown.
 */
export default async function enquiryRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  const opts = { config: formRateLimit(config), preHandler: optionalUser };

  app.post('/business-enquiry', opts, async (request) => {
    const body = await parseForm(businessEnquirySchema, request.body);
    checkLengths(body, { ...PERSON, organization: ['Organization', L.organization] });
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
    const body = await parseForm(stockConsultationSchema, request.body);
    checkLengths(body, { name: PERSON.name, email: PERSON.email, number: ['Phone', L.phone] });
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
    const body = await parseForm(contactEnquirySchema, request.body);
    checkLengths(body, { ...PERSON, enquiry: ['Enquiry', L.contactEnquiry] });
    await db.query(
      `INSERT INTO enquiries (kind, user_id, name, email, phone, enquiry) VALUES ('contact', $1, $2, $3, $4, $5)`,
      [request.user?.id ?? null, clean(body.name), clean(body.email), clean(body.phone), clean(body.enquiry)],
    );
    return { statusCode: 200, message: M.contactEnquirySent };
  });
}
