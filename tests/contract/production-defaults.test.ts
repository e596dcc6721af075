/**
 * Production defaults of payments and static files (issue 14 §5):
 * - in production the sandbox is off unless PAYMENT_SANDBOX=on, and a gateway without real
 *   configuration is neither offered nor accepted;
 * - the sandbox sends the browser back only to this server's own origin;
 * - gateway returns go to the origin the shopper used (a loopback name of this server) or to
 *   PUBLIC_URL, never to a Host header's foreign name;
 * - source maps are not served in production unless SERVE_SOURCE_MAPS=1.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../support/contract-app';
import { useProcessEnv } from '../support/process-env';
import { CHECKOUT_MESSAGES } from '../../server/orders/checkout-messages';
import { addLine, api, checkout, orderPayload, place, product, settle, shopper, type CheckoutAnswer, type Place } from './checkout-support';
import { get } from './http';
import { basicAuth } from '../../server/payments/http';
import { bookingPayload, hop, newCustomer, somePlace } from './reservation-support';

jest.setTimeout(120_000);

const ONLINE = ['eSewa', 'Khalti', 'Nabil Card', 'Connect IPS', 'IME Pay', 'CG Pay'];
const GATEWAY_VARS = [
  'PAYMENT_SANDBOX', 'SERVE_SOURCE_MAPS', 'PUBLIC_URL',
  'ESEWA_BASE_URL', 'ESEWA_MERCHANT_CODE', 'CONNECT_IPS_BASE_URL', 'NABIL_CARD_BASE_URL', 'KHALTI_BASE_URL',
  'KHALTI_PUBLIC_KEY', 'KHALTI_SECRET_KEY', 'IMEPAY_BASE_URL', 'CGPAY_BASE_URL',
];
/** Every payment variable empty (as unset), whatever the test runner's environment holds. */
const CLEAN = Object.fromEntries(GATEWAY_VARS.map((k) => [k, '']));

/** The payment settings are read from process.env at request time (server/payments/config.ts): `vars` after CLEAN. */
const useGatewayEnv = (vars: Record<string, string> = {}) => useProcessEnv({ ...CLEAN, ...vars });

/** A dist/ folder with a storefront asset, a widget bundle and their source maps. */
function distWithMaps(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cg-dist-'));
  mkdirSync(join(dir, 'storefront', 'assets'), { recursive: true });
  mkdirSync(join(dir, 'widgets'), { recursive: true });
  writeFileSync(join(dir, 'storefront', 'index.html'), '<!doctype html><title>t</title>');
  writeFileSync(join(dir, 'storefront', 'assets', 'main-abc123.js'), 'console.log(1);\n//# sourceMappingURL=main-abc123.js.map\n');
  writeFileSync(join(dir, 'storefront', 'assets', 'main-abc123.js.map'), '{"version":3,"sources":["main.tsx"],"mappings":""}');
  writeFileSync(join(dir, 'widgets', 'cg-widgets.js'), 'console.log(2);\n//# sourceMappingURL=cg-widgets.js.map\n');
  writeFileSync(join(dir, 'widgets', 'cg-widgets.js.map'), '{"version":3,"sources":["define.ts"],"mappings":""}');
  return dir;
}

/** A POST with an explicit Host header (fetch cannot set one). */
function postWithHost(url: string, host: string, body: unknown, token: string): Promise<{ status: number; body: CheckoutAnswer & { message?: string } }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, {
      method: 'POST',
      headers: { Host: host, 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload), Authorization: `Bearer ${token}` },
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

const esewaReturns = (a: CheckoutAnswer) => {
  const data = a.payment_data!.data as Record<string, string>;
  return [data.su, data.fu];
};

describe('production without gateway variables', () => {
  let t: TestApp;
  let valley: Place;
  let dist: string;
  useGatewayEnv();

  beforeAll(async () => {
    dist = distWithMaps();
    t = await createTestApp({ seedProducts: 20, env: { ...CLEAN, NODE_ENV: 'production', AUTH_RATE_LIMIT: '1000' }, config: { distDir: dist } });
    valley = await place(t, 'valley');
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('does not serve the sandbox gateways', async () => {
    expect((await fetch(`${t.baseUrl}/sandbox/sandbox.css`)).status).toBe(404);
    const r = await hop(`${t.baseUrl}/sandbox/esewa/epay/main`, { method: 'POST', form: { pid: 'x' } });
    expect(r.status).toBe(404);
  });

  it('offers no online method at checkout and refuses one posted anyway with a 422', async () => {
    const s = await shopper(t);
    const p = await product(t, { pricePaisa: 150_000 });
    await addLine(t, s.token, p.id);
    const data = await get<{ data: { payment_options: string[] } }>(api(t), '/get-checkout?platform=W', s.token);
    expect(data.status).toBe(200);
    expect(data.body.data.payment_options).toEqual(['Bank Transfer', 'Cash On Delivery']);
    for (const m of ONLINE) expect(data.body.data.payment_options).not.toContain(m);

    const r = await checkout(t, s.token, orderPayload(valley, 'eSewa'));
    expect(r.status).toBe(422);
    expect(r.body).toEqual({ statusCode: 422, message: CHECKOUT_MESSAGES.methodUnavailable('eSewa') });
    expect(r.body.message).toBe('The payment method eSewa is not available for this checkout.');
    const orders = await t.db.query('SELECT id FROM orders WHERE user_id = $1', [s.id]);
    expect(orders.rows).toHaveLength(0);
  });

  it('offers no online method for a pre-booking or Flexi Pay', async () => {
    const s = await shopper(t);
    const p = await product(t, { pricePaisa: 500_000, prepaymentPaisa: 50_000 });
    const pre = await get<{ data: { payment_options: string[] } }>(api(t), `/get-prebooking/${p.id}`, s.token);
    expect(pre.status).toBe(200);
    expect(pre.body.data.payment_options).toEqual(['Bank Transfer']);

    const emi = await product(t, { pricePaisa: 60_000_00 });
    await addLine(t, s.token, emi.id);
    const flexi = await get<{ data: { payment_options: string[] } }>(api(t), '/get-checkout-flexipay?platform=W', s.token);
    expect(flexi.status).toBe(200);
    expect(flexi.body.data.payment_options).toEqual([]);
  });

  it('refuses a scooter reservation paid with a gateway that is off', async () => {
    const apiBase = `${t.baseUrl}/api`;
    const buyer = await newCustomer(apiBase);
    const r = await fetch(`${apiBase}/post-prebooking/ola-s1-pro?platform=W`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${buyer}` },
      body: JSON.stringify(bookingPayload(await somePlace(t), 'eSewa')),
    });
    expect(r.status).toBe(422);
    expect((await r.json()).message).toBe('The payment method eSewa is not available.');
  });

  it('does not serve source maps (storefront or widgets), but serves the code', async () => {
    expect((await fetch(`${t.baseUrl}/widgets/cg-widgets.js`)).status).toBe(200);
    expect((await fetch(`${t.baseUrl}/assets/main-abc123.js`)).status).toBe(200);
    expect((await fetch(`${t.baseUrl}/widgets/cg-widgets.js.map`)).status).toBe(404);
    expect((await fetch(`${t.baseUrl}/assets/main-abc123.js.map`)).status).toBe(404);
  });
});

describe('production with PAYMENT_SANDBOX=on and SERVE_SOURCE_MAPS=1', () => {
  let t: TestApp;
  let dist: string;
  useGatewayEnv({ PAYMENT_SANDBOX: 'on' });

  beforeAll(async () => {
    dist = distWithMaps();
    t = await createTestApp({
      seedProducts: 10,
      env: { ...CLEAN, NODE_ENV: 'production', PAYMENT_SANDBOX: 'on', SERVE_SOURCE_MAPS: '1' },
      config: { distDir: dist },
    });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves the sandbox and offers every gateway through it', async () => {
    expect((await fetch(`${t.baseUrl}/sandbox/sandbox.css`)).status).toBe(200);
    const s = await shopper(t);
    const p = await product(t, { pricePaisa: 150_000 });
    await addLine(t, s.token, p.id);
    const data = await get<{ data: { payment_options: string[] } }>(api(t), '/get-checkout?platform=W', s.token);
    for (const m of ONLINE) expect(data.body.data.payment_options).toContain(m);
  });

  it('serves the source maps when asked to', async () => {
    expect((await fetch(`${t.baseUrl}/widgets/cg-widgets.js.map`)).status).toBe(200);
    expect((await fetch(`${t.baseUrl}/assets/main-abc123.js.map`)).status).toBe(200);
  });
});

describe('production with one real gateway', () => {
  let t: TestApp;
  let valley: Place;
  useGatewayEnv({
    ESEWA_BASE_URL: 'https://uat.esewa.example/',
    ESEWA_MERCHANT_CODE: 'CGLIVE01',
    // Khalti named but without its secret key: not real configuration, so off.
    KHALTI_BASE_URL: 'https://khalti.example',
    KHALTI_PUBLIC_KEY: 'live_public_key_x',
  });

  beforeAll(async () => {
    t = await createTestApp({ seedProducts: 10, env: { ...CLEAN, NODE_ENV: 'production' } });
    valley = await place(t, 'valley');
  });
  afterAll(async () => t?.close());

  it('offers only that gateway and hands off to it', async () => {
    const s = await shopper(t);
    const p = await product(t, { pricePaisa: 150_000 });
    await addLine(t, s.token, p.id);
    const data = await get<{ data: { payment_options: string[] } }>(api(t), '/get-checkout?platform=W', s.token);
    expect(data.body.data.payment_options).toEqual(['Bank Transfer', 'Cash On Delivery', 'eSewa']);

    const khalti = await checkout(t, s.token, orderPayload(valley, 'Khalti'));
    expect(khalti.status).toBe(422);
    expect(khalti.body.message).toBe(CHECKOUT_MESSAGES.methodUnavailable('Khalti'));

    const r = await checkout(t, s.token, orderPayload(valley, 'eSewa'));
    expect(r.status).toBe(200);
    expect(r.body.payment_data!.url).toBe('https://uat.esewa.example/epay/main');
    expect(r.body.payment_data!.data.scd).toBe('CGLIVE01');
  });
});

describe('gateway return origins and the sandbox redirect check (development defaults)', () => {
  let t: TestApp;
  let valley: Place;
  let port: number;
  let localhostUrl: string;
  useGatewayEnv();

  beforeAll(async () => {
    t = await createTestApp({ seedProducts: 10, env: { ...CLEAN, AUTH_RATE_LIMIT: '1000' } });
    valley = await place(t, 'valley');
    port = Number(new URL(t.baseUrl).port);
    localhostUrl = `http://localhost:${port}`;
    // As loadConfig leaves it without PUBLIC_URL: http://localhost:PORT.
    t.config.publicUrl = localhostUrl;
    t.config.publicUrlFromEnv = false;
  });
  afterAll(async () => t?.close());

  async function esewaCheckout(host?: string) {
    const s = await shopper(t);
    const p = await product(t, { pricePaisa: 120_000 });
    await addLine(t, s.token, p.id);
    if (!host) return checkout(t, s.token, orderPayload(valley, 'eSewa'));
    return postWithHost(`${t.apiUrl}post-checkout?platform=W`, host, orderPayload(valley, 'eSewa'), s.token);
  }

  it('sends a shopper who opened the store at 127.0.0.1:PORT back to 127.0.0.1:PORT', async () => {
    const r = await esewaCheckout();
    expect(r.status).toBe(200);
    for (const url of esewaReturns(r.body)) expect(url.startsWith(`${t.baseUrl}/api/payment/esewa/`)).toBe(true);
    expect(r.body.payment_data!.url).toBe(`${t.baseUrl}/sandbox/esewa/epay/main`);
    const { gatewayReturn, final } = await settle(t, r.body, 'pay');
    expect(gatewayReturn.startsWith(`${t.baseUrl}/api/payment/esewa/success`)).toBe(true);
    expect(final).toBe(`${t.baseUrl}/payment/esewa/?order=completed&order_id=${r.body.order_id}`);
  });

  it('never takes a foreign Host header (or another port) as the return origin', async () => {
    for (const host of ['evil.example', `evil.example:${port}`, `localhost.evil.example:${port}`, `localhost:${port + 1}`]) {
      const r = await esewaCheckout(host);
      expect(r.status).toBe(200);
      for (const url of esewaReturns(r.body)) expect(url.startsWith(`${localhostUrl}/api/payment/esewa/`)).toBe(true);
    }
    const ipv6 = await esewaCheckout(`[::1]:${port}`);
    for (const url of esewaReturns(ipv6.body)) expect(url.startsWith(`http://[::1]:${port}/api/payment/esewa/`)).toBe(true);
  });

  it('refuses a sandbox payment whose su or fu is on another origin', async () => {
    const r = await esewaCheckout();
    const form = r.body.payment_data!.data as Record<string, string | number>;
    const sandboxForm = `${t.baseUrl}/sandbox/esewa/epay/main`;
    const tampers: Record<string, string>[] = [{ su: 'https://evil.example/steal' }, { fu: `http://localhost:${port + 1}/x` }, { su: `https://127.0.0.1:${port}/api/payment/esewa/success` }];
    for (const tamper of tampers) {
      const page = await hop(sandboxForm, { method: 'POST', form: { ...form, ...tamper } });
      expect(page.status).toBe(400);
      expect(page.text).toContain('must be a page of this store');
      expect(page.text).toContain('the sandbox sends the browser back only to the store it belongs to.');
    }
    // Its own return URLs (127.0.0.1 or localhost on this port) are followed.
    const ok = await hop(sandboxForm, { method: 'POST', form: { ...form, fu: `${localhostUrl}/api/payment/esewa/failure?pid=${form.pid}` } });
    expect(ok.status).toBe(303);
  });

  it('refuses a card-sandbox order whose return URLs are on another origin (JSON 400)', async () => {
    const order = (approve: string) =>
      fetch(`${t.baseUrl}/sandbox/nabil-card/api/orders`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: basicAuth('CG-DEMO', 'sandbox-secret') },
        body: JSON.stringify({
          order_reference: `REF${Date.now()}`,
          amount: 100_00,
          currency: 'NPR',
          approve_url: approve,
          decline_url: `${t.baseUrl}/api/payment/nabil-card/failure`,
          cancel_url: `${t.baseUrl}/api/payment/nabil-card/failure`,
        }),
      });
    const foreign = await order('https://evil.example/approve');
    expect(foreign.status).toBe(400);
    expect((await foreign.json()).error).toBe(
      `approve_url must be a page of this store (${t.baseUrl}): the sandbox sends the browser back only to the store it belongs to.`,
    );
    expect((await order(`${t.baseUrl}/api/payment/nabil-card/success`)).status).toBe(201);
  });

  it('with PUBLIC_URL set, always returns to PUBLIC_URL', async () => {
    t.config.publicUrl = 'https://shop.example.com';
    t.config.publicUrlFromEnv = true;
    try {
      const r = await esewaCheckout();
      expect(r.status).toBe(200);
      for (const url of esewaReturns(r.body)) expect(url.startsWith('https://shop.example.com/api/payment/esewa/')).toBe(true);
      // And the sandbox then refuses loopback return URLs: only PUBLIC_URL's origin is ours.
      const form = r.body.payment_data!.data as Record<string, string | number>;
      const page = await hop(`${t.baseUrl}/sandbox/esewa/epay/main`, { method: 'POST', form: { ...form, su: `${t.baseUrl}/api/payment/esewa/success` } });
      expect(page.status).toBe(400);
      expect(page.text).toContain('(https://shop.example.com)');
    } finally {
      t.config.publicUrl = localhostUrl;
      t.config.publicUrlFromEnv = false;
    }
  });
});
