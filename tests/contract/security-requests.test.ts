/**
 * Issue 30, security findings: requests shaped to hurt. Crafted search keywords cost time linear
 * in their length and searches are limited per address; the price form's redirect never leaves
 * the site; a malformed multipart body is the client's 400; every answer that carries a token,
 * or was authorised by one, is no-store.
 */
import { request as httpRequest } from 'node:http';
import { LIMIT_MESSAGES } from '../../server/http/rate-limits';
import { MALFORMED_FORM } from '../../server/accounts/routes/warranty';
import { createTestApp, type TestApp } from '../support/contract-app';
import { api, shopper } from './checkout-support';
import { get, post } from './http';

/** A raw GET (no URL normalisation: '/\evil' stays as written), its status and headers. */
function rawGet(base: string, path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method: 'GET', headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('search', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedProducts: 20 });
  });
  afterAll(() => t.close());

  /** The least time of three searches for `keywords(trial)` (each a new text: no kept answer). */
  const leastTime = async (keywords: (trial: string) => string) => {
    let least = Infinity;
    for (const trial of ['q', 'r', 's']) {
      const start = performance.now();
      const r = await rawGet(t.baseUrl, `/api/web-search?keywords=${keywords(trial)}`);
      least = Math.min(least, performance.now() - start);
      expect(r.status).toBe(200);
    }
    return least;
  };

  it.each([
    ['spaces', '+'],
    ['digits', '1'],
    ['dashes', '-'],
    ['digit, space, dash', '1+-+'],
  ])('answers crafted keywords (%s) in time linear in their length', async (_name, unit) => {
    const crafted = (length: number) => (trial: string) => `1${unit.repeat(length / unit.length)}${trial}`;
    await leastTime(crafted(10)); // warm up
    const small = await leastTime(crafted(490));
    const large = await leastTime(crafted(4900));
    // Before: 2-3 s for 4,900 spaces against tens of milliseconds for 490 (quadratic).
    expect(large).toBeLessThan(small * 15);
  });

  it('reads keywords whitespace collapsed and cut to a length: 4,900 spaces search "1 x"', async () => {
    const crafted = await get<{ data: { productPaginate: { total: number } } }>(`${t.baseUrl}/api`, `/web-search?keywords=samsung${'+'.repeat(4900)}tv`);
    const plain = await get<{ data: { productPaginate: { total: number } } }>(`${t.baseUrl}/api`, '/web-search?keywords=samsung+tv');
    expect(crafted.status).toBe(200);
    expect(crafted.body.data.productPaginate.total).toBe(plain.body.data.productPaginate.total);
  });

  it('limits searches per address (SEARCH_RATE_LIMIT), search pages included, with a message saying how long to wait', async () => {
    const limited = await createTestApp({ seedProducts: 5, env: { SEARCH_RATE_LIMIT: '4' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await get(`${limited.baseUrl}/api`, `/web-search?keywords=tv${i}`)).status);
      expect(statuses).toEqual([200, 200, 200, 200]);
      const over = await get(`${limited.baseUrl}/api`, '/web-search?keywords=fridge');
      expect(over.status).toBe(429);
      expect(over.body.message).toMatch(/^Too many searches from your network\. Please wait \d+ seconds and search again\.$/);
      expect(over.body.message).toBe(LIMIT_MESSAGES.search(Number(over.headers.get('retry-after'))));
      const page = await fetch(`${limited.baseUrl}/search/fridge`, { headers: { Accept: 'text/html' } });
      expect([page.status, page.headers.get('content-type')]).toEqual([429, expect.stringMatching(/^text\/html/)]);
      expect(await page.text()).toContain(LIMIT_MESSAGES.search(Number(page.headers.get('retry-after'))));
      // Other pages are not searches.
      expect((await rawGet(limited.baseUrl, '/about-us', { Accept: 'text/html' })).status).not.toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('redirects', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seedProducts: 0 });
  });
  afterAll(() => t.close());

  it.each(['//evil.example/x?price_min=1', '/\\evil.example/x?price_min=1', '///evil.example/?price_min=1', '/%5Cevil.example/x?price_min=1'])(
    'never sends the price form to another site: %s',
    async (path) => {
      const r = await rawGet(t.baseUrl, path, { Accept: 'text/html' });
      const location = String(r.headers.location ?? '');
      // A redirect, if any, to a path of this site: one '/', no second '/' or '\' after it, no scheme.
      const sameSite = r.status < 300 || r.status >= 400 || /^\/(?![/\\])[^\\]*$/.test(location);
      expect({ path, status: r.status, location, sameSite }).toEqual({ path, status: r.status, location, sameSite: true });
    },
  );

  it('still sends the price form to the listing it came from', async () => {
    const r = await rawGet(t.baseUrl, '/cat-tv?price_min=1000&price_max=5000', { Accept: 'text/html' });
    expect([r.status, r.headers.location]).toEqual([303, '/cat-tv?range=1000-5000']);
  });
});

describe('post-warranty-web with a malformed multipart body', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ seedProducts: 5, env: { FORM_RATE_LIMIT: '1000' } });
    token = (await shopper(t)).token;
  });
  afterAll(() => t.close());

  const body = [
    '--real-boundary',
    'Content-Disposition: form-data; name="model_no"',
    '',
    'UA55',
    '--real-boundary',
    'Content-Disposition: form-data; name="proof_of_purchase"; filename="a.png"',
    'Content-Type: image/png',
    '',
    'not really a png',
    '--real-boundary--',
    '',
  ].join('\r\n');

  it.each([
    ['no boundary', 'multipart/form-data', body],
    ['a wrong boundary', 'multipart/form-data; boundary=other-boundary', body],
    ['a truncated body', 'multipart/form-data; boundary=real-boundary', body.slice(0, body.indexOf('not really'))],
    ['a truncated part header', 'multipart/form-data; boundary=real-boundary', '--real-boundary\r\nContent-Disposition: form-da'],
  ])('%s answers 400 saying to send the form again', async (_name, contentType, payload) => {
    const res = await fetch(`${api(t)}/post-warranty-web`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': contentType },
      body: payload,
    });
    expect([res.status, ((await res.json()) as { message: string }).message]).toEqual([400, MALFORMED_FORM]);
  });
});

describe('Cache-Control: no-store on answers that carry or are authorised by a token', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ seedProducts: 0 });
    base = `${t.baseUrl}/api`;
  });
  afterAll(() => t.close());

  const noStore = (path: string, headers: Headers) => expect([path, headers.get('cache-control')]).toEqual([path, expect.stringMatching(/\bno-store\b/)]);

  it('register, login, forgot-password and the reset calls taking ?token=', async () => {
    const email = `nostore-${Date.now()}@example.com`;
    const reg = await post(base, '/register', { fullName: 'Maya Rai', emailAddress: email, mobileNumber: '9801234567', password: 'secret12' });
    expect(reg.status).toBe(200);
    noStore('register', reg.headers);
    const login = await post(base, '/login', { email, password: 'secret12' });
    expect(login.status).toBe(200);
    noStore('login', login.headers);
    const forgot = await post<{ remember_token: string }>(base, '/forgot-password', { email });
    expect(typeof forgot.body.remember_token).toBe('string');
    noStore('forgot-password', forgot.headers);
    const verify = await post(base, `/forgot-password-verify?token=${forgot.body.remember_token}`, { code: '000000' });
    noStore('forgot-password-verify', verify.headers);
  });

  it('get-wishlist?token= (the token in the query string)', async () => {
    const { token } = await shopper(t);
    const r = await get(base, `/get-wishlist?token=${token}`);
    expect(r.status).toBe(200);
    noStore('get-wishlist', r.headers);
    // Refused, it still names the token it was given: not kept either.
    noStore('get-wishlist refused', (await get(base, '/get-wishlist?token=not-a-session')).headers);
  });
});
