import type { FastifyInstance } from 'fastify';
import { answerRoutes } from './inbox-answers';

const product = `(SELECT p.name FROM products p WHERE p.id = x.product_id)`;

/** The product page's 'Product Enquiry' (enquiries of kind business): /enquiries. */
export const enquiryInbox = answerRoutes({
  path: 'enquiries',
  entity: 'enquiry',
  noun: 'enquiry',
  table: 'enquiries',
  where: `x.kind = 'business'`,
  stored: { open: 'new', answered: 'answered' },
  columns: `x.id::int AS id, x.user_id::int AS user_id, x.product_id::int AS product_id, ${product} AS product_name,
    x.name, x.email, x.phone, x.organization, x.enquiry, x.created_at`,
  csv: [['name', 'x.name'], ['email', 'x.email'], ['phone', 'x.phone'], ['organization', 'x.organization'], ['product', product], ['enquiry', 'x.enquiry']],
});

/** The contact page's enquiry (enquiries of kind contact): /contact-messages. */
export const contactMessageInbox = answerRoutes({
  path: 'contact-messages',
  entity: 'contact_message',
  noun: 'contact message',
  table: 'enquiries',
  where: `x.kind = 'contact'`,
  stored: { open: 'new', answered: 'answered' },
  columns: `x.id::int AS id, x.user_id::int AS user_id, x.name, x.email, x.phone, x.enquiry AS message, x.created_at`,
  csv: [['name', 'x.name'], ['email', 'x.email'], ['phone', 'x.phone'], ['message', 'x.enquiry']],
});

const area = `(SELECT a.name FROM areas a WHERE a.id = x.area_id)`;
const city = `(SELECT c.name FROM areas a JOIN cities c ON c.id = a.city_id WHERE a.id = x.area_id)`;

/** 'Apply For Store Consultation' on a product page (store_consultations): /consultations. */
export const consultationInbox = answerRoutes({
  path: 'consultations',
  entity: 'consultation',
  noun: 'consultation',
  table: 'store_consultations',
  where: 'true',
  stored: { open: 'new', answered: 'contacted' },
  columns: `x.id::int AS id, x.user_id::int AS user_id, x.product_id::int AS product_id, ${product} AS product_name,
    x.name, x.email, x.number, x.area_id, ${area} AS area_name, ${city} AS city_name, x.queries, x.created_at`,
  csv: [['name', 'x.name'], ['email', 'x.email'], ['number', 'x.number'], ['area', area], ['city', city], ['product', product], ['queries', 'x.queries']],
});

/**
 * The support inbox's messages (issue 32): product enquiries, contact messages and store
 * consultations, each listed by open / answered, answered once, exported as CSV.
 */
export default async function adminEnquiryRoutes(app: FastifyInstance): Promise<void> {
  await app.register(enquiryInbox);
  await app.register(contactMessageInbox);
  await app.register(consultationInbox);
}
