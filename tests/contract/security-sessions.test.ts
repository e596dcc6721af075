/**
 * Issue 14 §5: sessions with a sliding lifetime, the token only in the bearer header (but for the
 * wishlist calls), forgot-password alike for known and unknown emails, security headers, and the
 * dev outbox only for this machine. Session ages are moved with SQL, never by waiting.
 */
import { buildDemoApp } from '../../server/demo-site';
import { sha256 } from '../../server/accounts/tokens';
import { createTestApp, type TestApp } from '../support/contract-app';
import { product as newProduct } from './checkout-support';
import { get, post } from './http';

let t: TestApp;
let api: string;
beforeAll(async () => {
  t = await createTestApp({ seedProducts: 5 });
  api = `${t.baseUrl}/api`;
});
afterAll(() => t.close());

let seq = 0;
async function account() {
  seq += 1;
  const email = `sess-${seq}-${Date.now()}@example.com`;
  const r = await post<{ data: { token: string } }>(api, '/register', { fullName: 'Gita Magar', emailAddress: email, mobileNumber: '9801234567', password: 'secret12' });
  expect(r.status).toBe(200);
  return { email, token: r.body.data.token };
}

const age = (token: string, days: number) =>
  t.db.query(`UPDATE sessions SET last_used_at = now() - make_interval(days => $2) WHERE token_hash = $1`, [sha256(token), days]);

describe('session lifetime (SESSION_TTL_DAYS, default 30, sliding)', () => {
  it('stores only the hash of a token', async () => {
    const { token } = await account();
    expect((await t.db.query('SELECT 1 FROM sessions WHERE token_hash = $1', [token])).rows).toHaveLength(0);
    expect((await t.db.query('SELECT 1 FROM sessions WHERE token_hash = $1', [sha256(token)])).rows).toHaveLength(1);
  });

  it('answers 401 to a token unused for longer than the lifetime, like an unknown one', async () => {
    const { token } = await account();
    await age(token, 31);
    const expired = await get(api, '/get-profile', token);
    const unknown = await get(api, '/get-profile', 'no-such-token');
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual(unknown.body);
  });

  it('is one rule on every route: an expired session changes no cart, the one-statement fast path of update-cart included', async () => {
    const { token } = await account();
    const product = (await newProduct(t, { pricePaisa: 5_000_00, stock: 10 })).id;
    const added = await post(api, '/add-to-cart', { product_id: product, qty: 1 }, token);
    expect([added.status, added.body.message]).toEqual([200, expect.any(String)]);
    const raised = await post(api, '/update-cart', { product_id: product, qty: 1 }, token);
    expect([raised.status, raised.body.message]).toEqual([200, expect.any(String)]);
    const qty = async () =>
      (await t.db.query<{ qty: number }>(
        'SELECT ci.qty FROM cart_items ci JOIN carts c ON c.id = ci.cart_id JOIN sessions s ON s.user_id = c.user_id WHERE s.token_hash = $1 AND ci.product_id = $2',
        [sha256(token), product],
      )).rows[0].qty;
    expect(await qty()).toBe(2);
    await age(token, 31);
    for (const [path, body] of [
      ['/update-cart', { product_id: product, qty: 1 }],
      ['/update-cart', { product_id: product, qty: -1 }],
      ['/add-to-cart', { product_id: product, qty: 1 }],
      ['/delete-cart', { product_id: product }],
    ] as const) {
      const r = await post(api, path, body, token);
      expect([path, r.status]).toEqual([path, 401]);
    }
    expect((await get(api, '/get-cart?platform=W', token)).status).toBe(401);
    expect(await qty()).toBe(2);
  });

  it('renews the lifetime on each use', async () => {
    const { token } = await account();
    await age(token, 29);
    expect((await get(api, '/get-profile', token)).status).toBe(200);
    const r = await t.db.query<{ fresh: boolean }>(`SELECT last_used_at > now() - interval '1 minute' AS fresh FROM sessions WHERE token_hash = $1`, [sha256(token)]);
    expect(r.rows[0].fresh).toBe(true);
    await age(token, 2); // 2 days after the renewal: still alive
    expect((await get(api, '/get-profile', token)).status).toBe(200);
  });
});

describe('?token=', () => {
  it('is refused off the wishlist routes', async () => {
    const { token } = await account();
    for (const path of ['/get-profile', '/get-orders', '/get-loyalty-point', '/get-cart?platform=W']) {
      const r = await get(api, `${path}${path.includes('?') ? '&' : '?'}token=${token}`);
      expect([path, r.status]).toEqual([path, 401]);
    }
  });

  it('is still accepted by the wishlist calls, whose contract passes it so', async () => {
    const { token } = await account();
    const r = await get<{ data: { wishlists: unknown[] } }>(api, `/get-wishlist?token=${token}`);
    expect(r.status).toBe(200);
    expect(r.body.data.wishlists).toEqual([]);
  });
});

describe('forgot-password', () => {
  it('answers known and unknown emails alike, after the same work (one mail each)', async () => {
    const { email } = await account();
    const mails = async () => Number((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox')).rows[0].n);
    const before = await mails();
    const known = await post<{ remember_token: string }>(api, '/forgot-password', { email });
    const afterKnown = await mails();
    const unknown = await post<{ remember_token: string }>(api, '/forgot-password', { email: `nobody-${Date.now()}@example.com` });
    const afterUnknown = await mails();
    expect(unknown.status).toBe(known.status);
    expect(Object.keys(unknown.body).sort()).toEqual(Object.keys(known.body).sort());
    expect(unknown.body.message).toBe(known.body.message);
    expect(typeof unknown.body.remember_token).toBe('string');
    expect([afterKnown - before, afterUnknown - afterKnown]).toEqual([1, 1]);
  });
});

describe('security headers', () => {
  it('sends nosniff on every answer, API, 404 and HTML', async () => {
    for (const path of ['/api/get-provinces', '/api/no-such-route', '/_dev/outbox', '/no-such-page']) {
      const res = await fetch(t.baseUrl + path);
      await res.arrayBuffer();
      expect([path, res.headers.get('x-content-type-options')]).toEqual([path, 'nosniff']);
    }
  });

  it('marks authenticated API answers no-store', async () => {
    const { token } = await account();
    for (const path of ['/api/get-loyalty-point', '/api/get-wishlist']) {
      const res = await fetch(t.baseUrl + path, { headers: { Authorization: `Bearer ${token}` } });
      await res.arrayBuffer();
      expect([path, res.headers.get('cache-control')]).toEqual([path, expect.stringContaining('no-store')]);
    }
  });

  it('gives HTML a Referrer-Policy and CSP frame-ancestors', async () => {
    const res = await fetch(`${t.baseUrl}/_dev/outbox`);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    await res.text();
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'/);
  });

  it('does the same on the demo partner site, its 404 page included', async () => {
    const demo = await buildDemoApp({ rootDir: t.config.rootDir, distDir: t.config.distDir, publicUrl: t.baseUrl, apiBase: '/api/' });
    try {
      for (const url of ['/', '/no-such-demo-page']) {
        const r = await demo.inject({ url });
        expect([url, r.headers['x-content-type-options']]).toEqual([url, 'nosniff']);
        expect([url, String(r.headers['content-security-policy'])]).toEqual([url, expect.stringContaining("frame-ancestors 'self'")]);
        expect([url, r.headers['referrer-policy']]).toEqual([url, 'strict-origin-when-cross-origin']);
      }
    } finally {
      await demo.close();
    }
  });

  it('sends HSTS only when PUBLIC_URL is https', async () => {
    expect((await t.app.inject({ url: '/api/get-provinces' })).headers['strict-transport-security']).toBeUndefined();
    const https = await createTestApp({ seedProducts: 0, env: { PUBLIC_URL: 'https://shop.example.com' }, config: { publicUrl: 'https://shop.example.com' } });
    try {
      for (const url of ['/api/get-provinces', '/no-such-page']) {
        const r = await https.app.inject({ url });
        expect([url, r.headers['strict-transport-security']]).toEqual([url, expect.stringMatching(/^max-age=\d{7,}/)]);
      }
    } finally {
      await https.close();
    }
  });
});

describe('/_dev/outbox', () => {
  it('is served to a loopback client only, judged by the socket, never by X-Forwarded-For', async () => {
    for (const url of ['/_dev/outbox', '/_dev/outbox.json']) {
      const far = await t.app.inject({ url, remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect([url, far.statusCode]).toEqual([url, 403]);
      expect(far.json().message).toMatch(/only shown to a browser on the server machine/);
      expect([url, (await t.app.inject({ url, remoteAddress: '127.0.0.1' })).statusCode]).toEqual([url, 200]);
      expect([url, (await t.app.inject({ url, remoteAddress: '::1' })).statusCode]).toEqual([url, 200]);
    }
  });

  it('is absent in production', async () => {
    const prod = await createTestApp({ seedProducts: 0, config: { production: true } });
    try {
      const r = await prod.app.inject({ url: '/_dev/outbox.json', remoteAddress: '127.0.0.1' });
      expect(r.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
