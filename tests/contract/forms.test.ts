/**
 * The public forms (spec part 2 §5, §7): post-reviews, business-enquiry, post-stock-consultation,
 * post-enquiry and post-subscribers — stored, validated with the shared messages, rate-limited per IP.
 */
import type { ProductPageData } from '../../shared/api/catalogue';
import { STORE_MESSAGES as S } from '../../shared/validation/store-messages';
import { FORM_LIMITS, PRODUCT_MESSAGES as M } from '../../server/catalogue/product-messages';
import { createTestApp, type TestApp } from '../support/contract-app';
import { get, post } from './http';

let t: TestApp;
let api: string;
let productId: number;
let areaId: number;

beforeAll(async () => {
  t = await createTestApp({ seedProducts: 40, env: { FORM_RATE_LIMIT: '1000' } });
  api = `${t.baseUrl}/api`;
  productId = Number((await t.db.query<{ id: number }>('SELECT id FROM products WHERE status ORDER BY id LIMIT 1 OFFSET 5')).rows[0].id);
  areaId = Number((await t.db.query<{ id: number }>('SELECT id FROM areas ORDER BY id LIMIT 1')).rows[0].id);
});
afterAll(() => t.close());

const count = async (sql: string, params: unknown[] = []) =>
  Number((await t.db.query<{ n: number }>(sql, params)).rows[0].n);

const expect422 = async (path: string, body: unknown, message: string) => {
  const r = await post(api, path, body);
  expect({ status: r.status, body: r.body }).toEqual({ status: 422, body: { statusCode: 422, message } });
};

describe('post-reviews', () => {
  const review = () => ({ name: 'Bikash', quality: 5, price: 4, value: 4, product_id: productId, summary: 'Great TV', review: 'Picture is sharp.' });

  it('stores a review, publishes it at once and answers with it', async () => {
    const r = await post<{ data: { status: string; name: string; posted_on: string } }>(api, '/post-reviews', review());
    expect(r.status).toBe(200);
    expect(r.body.message).toBe(M.reviewPosted);
    expect(r.body.data).toEqual(expect.objectContaining({ name: 'Bikash', quality: 5, price: 4, value: 4, summary: 'Great TV', review: 'Picture is sharp.', status: 'approved' }));
    const page = await get<{ data: ProductPageData }>(api, `/view-product?product=${productId}`);
    expect(page.body.data.product.reviews[0]).toEqual(expect.objectContaining({ name: 'Bikash', summary: 'Great TV' }));
  });

  it('keeps a review pending when moderation is on', async () => {
    t.config.reviewAutoApprove = false;
    try {
      const r = await post<{ data: { status: string } }>(api, '/post-reviews', { ...review(), summary: 'Moderated one' });
      expect(r.body.message).toBe(M.reviewPending);
      expect(r.body.data.status).toBe('pending');
      const page = await get<{ data: ProductPageData }>(api, `/view-product?product=${productId}`);
      expect(page.body.data.product.reviews.map((rv) => rv.summary)).not.toContain('Moderated one');
    } finally {
      t.config.reviewAutoApprove = true;
    }
  });

  it('validates every field with the shared messages', async () => {
    await expect422('/post-reviews', { ...review(), quality: 6 }, S.rating);
    await expect422('/post-reviews', { ...review(), price: 0 }, S.rating);
    await expect422('/post-reviews', { ...review(), value: 2.5 }, S.rating);
    await expect422('/post-reviews', { ...review(), quality: '5' }, S.rating);
    await expect422('/post-reviews', { ...review(), quality: undefined }, S.rating);
    await expect422('/post-reviews', { ...review(), name: '  ' }, S.required);
    await expect422('/post-reviews', { ...review(), summary: undefined }, S.required);
    await expect422('/post-reviews', { ...review(), review: '' }, S.required);
    await expect422('/post-reviews', { ...review(), review: 'x'.repeat(FORM_LIMITS.review + 1) }, M.tooLong('Review', FORM_LIMITS.review));
    const unknown = await post(api, '/post-reviews', { ...review(), product_id: 99999999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(M.noProduct);
  });
});

describe('business-enquiry', () => {
  const enquiry = () => ({ name: 'Hotel Everest', email: 'buy@everest.example', phone: '9801234567', organization: '', product_id: productId, enquiry: 'Price for 10 units?' });

  it('stores the enquiry (organization optional)', async () => {
    const before = await count("SELECT count(*) AS n FROM enquiries WHERE kind = 'business'");
    const r = await post(api, '/business-enquiry', enquiry());
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ statusCode: 200, message: M.businessEnquirySent });
    const { organization: _o, ...withoutOrganization } = enquiry();
    expect((await post(api, '/business-enquiry', { ...withoutOrganization, organization: null })).status).toBe(200);
    expect((await post(api, '/business-enquiry', { ...enquiry(), organization: 'Everest Pvt. Ltd.' })).status).toBe(200);
    expect(await count("SELECT count(*) AS n FROM enquiries WHERE kind = 'business'")).toBe(before + 3);
    expect(await count("SELECT count(*) AS n FROM enquiries WHERE organization = 'Everest Pvt. Ltd.' AND product_id = $1", [productId])).toBe(1);
  });

  it('validates with the shared messages; the message is at most 140 characters', async () => {
    await expect422('/business-enquiry', { ...enquiry(), enquiry: 'x'.repeat(141) }, S.messageTooLong);
    expect((await post(api, '/business-enquiry', { ...enquiry(), enquiry: 'x'.repeat(140) })).status).toBe(200);
    await expect422('/business-enquiry', { ...enquiry(), email: 'not-an-email' }, S.emailInvalid);
    await expect422('/business-enquiry', { ...enquiry(), phone: 'call me' }, S.phoneNumeric);
    await expect422('/business-enquiry', { ...enquiry(), name: '' }, S.required);
    await expect422('/business-enquiry', { ...enquiry(), enquiry: undefined }, S.required);
    await expect422('/business-enquiry', { ...enquiry(), product_id: 'abc' }, S.required);
    await expect422('/business-enquiry', { ...enquiry(), name: 'x'.repeat(101) }, M.tooLong('Name', FORM_LIMITS.name));
  });
});

describe('post-stock-consultation', () => {
  const consultation = () => ({ name: 'Sunita', email: '', number: '9812345678', area_id: areaId, product_id: productId, queries: 'Can I see it at Durbarmarg?' });

  it('stores the request (email and message optional)', async () => {
    const r = await post(api, '/post-stock-consultation', consultation());
    expect(r.body).toEqual({ statusCode: 200, message: M.consultationSent });
    expect((await post(api, '/post-stock-consultation', { ...consultation(), email: undefined, queries: undefined })).status).toBe(200);
    expect(await count('SELECT count(*) AS n FROM store_consultations WHERE product_id = $1 AND area_id = $2', [productId, areaId])).toBe(2);
  });

  it('validates: numeric phone, a known area, message at most 140', async () => {
    await expect422('/post-stock-consultation', { ...consultation(), number: '98-123' }, S.phoneNumeric);
    await expect422('/post-stock-consultation', { ...consultation(), number: 9812345678 }, M.wrongType('number', 'text'));
    await expect422('/post-stock-consultation', { ...consultation(), area_id: 99999999 }, M.unknownArea);
    await expect422('/post-stock-consultation', { ...consultation(), area_id: undefined }, S.required);
    await expect422('/post-stock-consultation', { ...consultation(), queries: 'q'.repeat(141) }, S.messageTooLong);
    await expect422('/post-stock-consultation', { ...consultation(), email: 'nope' }, S.emailInvalid);
    await expect422('/post-stock-consultation', { ...consultation(), name: ' ' }, S.required);
  });
});

describe('post-enquiry (Contact Us)', () => {
  const enquiry = () => ({ name: 'Bishnu', email: 'bishnu.contact@example.net', phone: '+977 9812345678', enquiry: 'Do you deliver to Hetauda?' });

  it('stores the enquiry and answers 200 with a message', async () => {
    const r = await post(api, '/post-enquiry', enquiry());
    expect(r.body).toEqual({ statusCode: 200, message: M.contactEnquirySent });
    expect(await count("SELECT count(*) AS n FROM enquiries WHERE kind = 'contact' AND email = 'bishnu.contact@example.net' AND product_id IS NULL")).toBe(1);
  });

  it('requires name, e-mail, phone and enquiry', async () => {
    for (const key of ['name', 'email', 'phone', 'enquiry'] as const) {
      await expect422('/post-enquiry', { ...enquiry(), [key]: '' }, S.required);
    }
    await expect422('/post-enquiry', { ...enquiry(), email: 'x@y' }, S.emailInvalid);
  });
});

describe('post-subscribers', () => {
  it('stores an address once; again in any case answers already subscribed', async () => {
    const first = await post(api, '/post-subscribers', { email: 'Newsletter.Fan@Example.com' });
    expect(first.body).toEqual({ statusCode: 200, message: M.subscribed });
    for (const again of ['newsletter.fan@example.com', 'NEWSLETTER.FAN@EXAMPLE.COM']) {
      const r = await post(api, '/post-subscribers', { email: again });
      expect(r.body).toEqual({ statusCode: 200, message: M.alreadySubscribed });
    }
    expect(await count("SELECT count(*) AS n FROM newsletter_subscribers WHERE lower(email) = 'newsletter.fan@example.com'")).toBe(1);
  });

  it('subscribes an address again after it unsubscribed', async () => {
    await post(api, '/post-subscribers', { email: 'back@example.com' });
    await t.db.query("UPDATE newsletter_subscribers SET status = false, unsubscribed_at = now() WHERE email = 'back@example.com'");
    expect((await post(api, '/post-subscribers', { email: 'back@example.com' })).body.message).toBe(M.subscribed);
    expect(await count("SELECT count(*) AS n FROM newsletter_subscribers WHERE email = 'back@example.com' AND status")).toBe(1);
  });

  it('validates the address', async () => {
    await expect422('/post-subscribers', {}, S.required);
    await expect422('/post-subscribers', { email: 'plainaddress' }, S.emailInvalid);
    await expect422('/post-subscribers', { email: 42 }, M.wrongType('email', 'text'));
    await expect422('/post-subscribers', { email: `${'a'.repeat(250)}@x.io` }, M.tooLong('Email', FORM_LIMITS.email));
  });
});

describe('rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ seedProducts: 30, env: { FORM_RATE_LIMIT: '3' } });
  });
  afterAll(() => limited.close());

  it('answers 429 with a message after FORM_RATE_LIMIT requests per IP and route', async () => {
    const lapi = `${limited.baseUrl}/api`;
    for (const path of ['/post-subscribers', '/post-enquiry', '/business-enquiry', '/post-stock-consultation', '/post-reviews']) {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await post(lapi, path, {})).status);
      expect(statuses).toEqual([422, 422, 422, 429]);
    }
    const r = await post(lapi, '/post-subscribers', { email: 'late@example.com' });
    expect(r.status).toBe(429);
    expect(r.body.statusCode).toBe(429);
    expect(r.body.message).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
    expect(Number((await limited.db.query<{ n: number }>("SELECT count(*) AS n FROM newsletter_subscribers WHERE email = 'late@example.com'")).rows[0].n)).toBe(0);
  });
});
