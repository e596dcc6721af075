import { isOwnUrl, loopbackOrigin, publicOrigin, returnOriginLine } from './public-origin';
import { gatewayModes, gatewayModesLine, paymentSettings, sandboxEnabled } from '../payments/config';

const req = (host: string | undefined) => ({ headers: { host }, socket: { localPort: 3000 } }) as never;
const dev = { publicUrl: 'http://localhost:3000', port: 3000, publicUrlFromEnv: false };
const fixed = { publicUrl: 'https://shop.example.com', port: 3000, publicUrlFromEnv: true };

describe('publicOrigin', () => {
  it('without PUBLIC_URL, answers the loopback address the shopper used on this port', () => {
    expect(publicOrigin(req('127.0.0.1:3000'), dev)).toBe('http://127.0.0.1:3000');
    expect(publicOrigin(req('LOCALHOST:3000'), dev)).toBe('http://localhost:3000');
    expect(publicOrigin(req('[::1]:3000'), dev)).toBe('http://[::1]:3000');
  });

  it('never takes a foreign name, another port or a missing Host', () => {
    for (const host of ['evil.example', 'evil.example:3000', 'localhost:3001', 'localhost', '127.0.0.1.evil.example:3000', 'localhost:3000@evil', undefined]) {
      expect(publicOrigin(req(host), dev)).toBe('http://localhost:3000');
    }
  });

  it('with PUBLIC_URL, always answers PUBLIC_URL', () => {
    expect(publicOrigin(req('127.0.0.1:3000'), fixed)).toBe('https://shop.example.com');
  });

  it('reads port 80 from a Host without a port', () => {
    expect(loopbackOrigin('localhost', 80)).toBe('http://localhost');
    expect(loopbackOrigin('localhost', 3000)).toBeNull();
  });
});

describe('isOwnUrl (what the sandbox may redirect to)', () => {
  it('accepts loopback names on this port without PUBLIC_URL, nothing else', () => {
    expect(isOwnUrl('http://127.0.0.1:3000/api/payment/esewa/success', dev)).toBe(true);
    expect(isOwnUrl('http://localhost:3000/x', dev)).toBe(true);
    expect(isOwnUrl('http://[::1]:3000/x', dev)).toBe(true);
    expect(isOwnUrl('https://evil.example/x', dev)).toBe(false);
    expect(isOwnUrl('http://127.0.0.1:3001/x', dev)).toBe(false);
    expect(isOwnUrl('https://127.0.0.1:3000/x', dev)).toBe(false);
    expect(isOwnUrl('http://user:pw@localhost:3000/x', dev)).toBe(false);
    expect(isOwnUrl('javascript:alert(1)', dev)).toBe(false);
  });

  it('with PUBLIC_URL, accepts only its origin', () => {
    expect(isOwnUrl('https://shop.example.com/api/payment/esewa/success', fixed)).toBe(true);
    expect(isOwnUrl('http://127.0.0.1:3000/x', fixed)).toBe(false);
  });
});

describe('start-up lines', () => {
  it('names the real, sandbox and off gateways', () => {
    const env = {
      ESEWA_BASE_URL: 'https://uat.esewa.com.np',
      ESEWA_MERCHANT_CODE: 'LIVE',
      KHALTI_BASE_URL: 'https://khalti.com',
      KHALTI_PUBLIC_KEY: 'live_public',
    };
    const line = gatewayModesLine(paymentSettings({ publicUrl: 'http://localhost:3000', production: true }, env));
    expect(line).toBe(
      'Payment gateways: real: esewa; sandbox: none; off: connect_ips (CONNECT_IPS_BASE_URL not set), nabil_card (NABIL_CARD_BASE_URL not set), ' +
        'khalti (KHALTI_SECRET_KEY not set), imepay (IMEPAY_BASE_URL not set), cg_pay (CGPAY_BASE_URL not set). Sandbox not served (PAYMENT_SANDBOX).',
    );
    const withSandbox = gatewayModesLine(paymentSettings({ publicUrl: 'http://localhost:3000', production: true }, { ...env, PAYMENT_SANDBOX: 'on' }));
    expect(withSandbox).toBe(
      'Payment gateways: real: esewa; sandbox: connect_ips, nabil_card, imepay, cg_pay; off: khalti (KHALTI_SECRET_KEY not set). Sandbox served under /sandbox/ (PAYMENT_SANDBOX).',
    );
  });

  it('keeps the sandbox defaults outside production', () => {
    expect(sandboxEnabled(false, {})).toBe(true);
    expect(sandboxEnabled(false, { PAYMENT_SANDBOX: 'off' })).toBe(false);
    expect(sandboxEnabled(true, {})).toBe(false);
    expect(sandboxEnabled(true, { PAYMENT_SANDBOX: 'on' })).toBe(true);
    // Its default follows demo mode; PAYMENT_SANDBOX=on still serves it without the demo store.
    expect(sandboxEnabled(false, { DEMO_MODE: 'off' })).toBe(false);
    expect(sandboxEnabled(false, { DEMO_MODE: 'off', PAYMENT_SANDBOX: 'on' })).toBe(true);
    expect(sandboxEnabled(true, { DEMO_MODE: 'on' })).toBe(false);
    expect(Object.values(gatewayModes(false, { DEMO_MODE: 'off' }).modes).every((m) => m === 'off')).toBe(true);
    expect(Object.values(gatewayModes(false, {}).modes).every((m) => m === 'sandbox')).toBe(true);
    // A base URL is enough outside production (the sandbox credentials stay the defaults).
    expect(gatewayModes(false, { KHALTI_BASE_URL: 'https://khalti.com' }).modes.khalti).toBe('real');
  });

  it('says where gateway returns go', () => {
    expect(returnOriginLine(fixed)).toBe('Gateway returns: https://shop.example.com (PUBLIC_URL)');
    expect(returnOriginLine(dev)).toBe(
      'Gateway returns: the address the shopper used when it is http://localhost:3000, http://127.0.0.1:3000, http://[::1]:3000; otherwise http://localhost:3000 (set PUBLIC_URL to fix one)',
    );
  });
});
