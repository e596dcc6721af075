/**
 * Payment gateway settings, read from the environment each time they are needed (so a server
 * whose public URL is only known after listen() still gets the right defaults).
 *
 * With nothing set, every adapter points at the sandbox gateways this server serves under
 * {PUBLIC_URL}/sandbox/. Set a gateway's *_BASE_URL (and its credentials) to use the real one.
 *
 *   PUBLIC_URL                  origin the gateways send the browser back to (/api/payment/…)   (config.ts)
 *   PAYMENT_MERCHANT_NAME       merchant name shown on the sandbox pages          default 'CG Digital'
 *   PAYMENT_SANDBOX             'on' serves /sandbox/ and points unconfigured gateways at it; 'off' does neither
 *                               default: on outside production, OFF in production (NODE_ENV=production)
 *                               and with DEMO_MODE=off (config.ts)
 *
 * In production a gateway is offered only when it is really configured (its *_BASE_URL and every
 * credential below it set: GATEWAY_ENV) or when the sandbox is explicitly on; otherwise it is off:
 * left out of payment_options and refused with a 422. The server logs at start which gateways are
 * real, sandbox or off (gatewayModesLine).
 *   PAYMENT_HTTP_TIMEOUT_MS     server-to-server calls to a gateway time out after this         default 10000
 *
 *   ESEWA_BASE_URL              e.g. https://uat.esewa.com.np; form → {base}/epay/main,
 *                               verification → {base}/epay/transrec        default {PUBLIC_URL}/sandbox/esewa
 *   ESEWA_MERCHANT_CODE         scd                                                  default 'EPAYTEST'
 *
 *   CONNECT_IPS_BASE_URL        e.g. https://uat.connectips.com; form → {base}/connectipswebgw/loginpage,
 *                               verification → {base}/connectipswebws/api/creditor/validatetxn
 *                                                                     default {PUBLIC_URL}/sandbox/connect-ips
 *   CONNECT_IPS_MERCHANT_ID     MERCHANTID                                           default '1001'
 *   CONNECT_IPS_APP_ID          APPID (also the basic-auth user of validatetxn)      default 'CG-DEMO-APP'
 *   CONNECT_IPS_APP_NAME        APPNAME                                              default 'CG Digital'
 *   CONNECT_IPS_PASSWORD        basic-auth password of validatetxn                   default 'sandbox-password'
 *   CONNECT_IPS_PRIVATE_KEY     the creditor's RSA private key: PEM text, or a path to a PEM file.
 *                               Unset: a demo key pair is generated on first start and kept in the
 *                               gateway_keys table (the sandbox verifies with its public half).
 *
 *   NABIL_CARD_BASE_URL         the card gateway's API: POST {base}/api/orders, GET {base}/api/orders/{id}
 *                                                                      default {PUBLIC_URL}/sandbox/nabil-card
 *   NABIL_CARD_MERCHANT_ID      basic-auth user of the card gateway API              default 'CG-DEMO'
 *   NABIL_CARD_API_KEY          basic-auth password of the card gateway API          default 'sandbox-secret'
 *
 *   KHALTI_BASE_URL             e.g. https://khalti.com; the wallet widget calls {base}/api/v2/payment/initiate/
 *                               and confirm/, the server verifies with {base}/api/v2/payment/verify/
 *                                                                      default {PUBLIC_URL}/sandbox/khalti
 *   KHALTI_PUBLIC_KEY           handed to the browser's wallet widget          default 'test_public_key_cg_sandbox'
 *   KHALTI_SECRET_KEY           Authorization: Key <secret> of the verification  default 'test_secret_key_cg_sandbox'
 *
 *   IMEPAY_BASE_URL             e.g. https://stg.imepay.com.np:7979; {base}/api/Web/GetToken, {base}/WebCheckout/Checkout,
 *                               {base}/api/Web/Confirm                      default {PUBLIC_URL}/sandbox/imepay
 *   IMEPAY_MERCHANT_CODE        MerchantCode                                          default 'CGDIGITAL'
 *   IMEPAY_MODULE               the Module header (sent base64-encoded)              default 'CGDIGITAL'
 *   IMEPAY_API_USER             basic-auth user of the API                           default 'cgdigital'
 *   IMEPAY_API_PASSWORD         basic-auth password of the API                       default 'sandbox-password'
 *
 *   CGPAY_BASE_URL              CG Pay (docs/adr/0007): {base}/pay, {base}/api/transactions/{reference}
 *                                                                      default {PUBLIC_URL}/sandbox/cg-pay
 *   CGPAY_MERCHANT_ID           merchant id (also the basic-auth user of the API)    default 'CG-STORE'
 *   CGPAY_SECRET                HMAC-SHA256 key of the signed redirects, basic-auth password of the API
 *                                                                      default 'sandbox-cgpay-secret'
 *
 *   PAYMENT_HOLD_MINUTES        an online order or buy-now that stays unpaid this long releases its stock
 *                                                                      default 15
 *   PAYMENT_HOLD_MAX_UNITS      units one account's unpaid online orders and buy-nows may hold at once
 *                                                                      default 10
 */
import { demoModeOn, type ServerConfig } from '../config';
import type { GatewayId } from './types';

/** real: a configured gateway; sandbox: ours under /sandbox/; off: not offered. */
export type GatewayMode = 'real' | 'sandbox' | 'off';

/** Per gateway, the variable naming the real gateway and the credentials it needs in production. */
export const GATEWAY_ENV: Record<GatewayId, { baseUrl: string; credentials: readonly string[] }> = {
  esewa: { baseUrl: 'ESEWA_BASE_URL', credentials: ['ESEWA_MERCHANT_CODE'] },
  connect_ips: {
    baseUrl: 'CONNECT_IPS_BASE_URL',
    credentials: ['CONNECT_IPS_MERCHANT_ID', 'CONNECT_IPS_APP_ID', 'CONNECT_IPS_PASSWORD', 'CONNECT_IPS_PRIVATE_KEY'],
  },
  nabil_card: { baseUrl: 'NABIL_CARD_BASE_URL', credentials: ['NABIL_CARD_MERCHANT_ID', 'NABIL_CARD_API_KEY'] },
  khalti: { baseUrl: 'KHALTI_BASE_URL', credentials: ['KHALTI_PUBLIC_KEY', 'KHALTI_SECRET_KEY'] },
  imepay: { baseUrl: 'IMEPAY_BASE_URL', credentials: ['IMEPAY_MERCHANT_CODE', 'IMEPAY_MODULE', 'IMEPAY_API_USER', 'IMEPAY_API_PASSWORD'] },
  cg_pay: { baseUrl: 'CGPAY_BASE_URL', credentials: ['CGPAY_MERCHANT_ID', 'CGPAY_SECRET'] },
};

export interface PaymentSettings {
  merchantName: string;
  /** /sandbox/ is served (PAYMENT_SANDBOX; off by default in production). */
  sandboxEnabled: boolean;
  /** Each gateway's mode; an 'off' gateway has no adapter (payments/index.ts byId → null). */
  modes: Record<GatewayId, GatewayMode>;
  /** Why an 'off' gateway is off (the variables it lacks), for the start-up line. */
  offReasons: Partial<Record<GatewayId, string>>;
  timeoutMs: number;
  /** {PUBLIC_URL}/api/payment — the return URLs are {returnBase}/{slug}/{success|failure}. */
  returnBase: string;
  esewa: { baseUrl: string; merchantCode: string };
  connectIps: {
    baseUrl: string;
    merchantId: string;
    appId: string;
    appName: string;
    password: string;
    /** PEM text or a path to a PEM file; undefined: the generated demo key. */
    privateKey?: string;
  };
  nabilCard: { baseUrl: string; merchantId: string; apiKey: string };
  khalti: { baseUrl: string; publicKey: string; secretKey: string };
  imepay: { baseUrl: string; merchantCode: string; module: string; apiUser: string; apiPassword: string };
  cgPay: { baseUrl: string; merchantId: string; secret: string };
  /** Minutes an unpaid online order keeps its stock. */
  holdMinutes: number;
  /** Units one account's unpaid online orders and buy-nows may hold at once (docs/adr/0006). */
  holdMaxUnits: number;
}

/** Every variable above with its meaning, for the README. */
export const PAYMENT_ENV_VARS: ReadonlyArray<{ name: string; default: string; meaning: string }> = [
  { name: 'PAYMENT_MERCHANT_NAME', default: 'CG Digital', meaning: 'Merchant name shown on the sandbox payment pages' },
  { name: 'PAYMENT_SANDBOX', default: 'on (off in production or with DEMO_MODE=off)', meaning: "'on' serves the sandbox gateways under /sandbox/ and points unconfigured gateways at them; 'off' does neither" },
  { name: 'PAYMENT_HTTP_TIMEOUT_MS', default: '10000', meaning: 'Timeout of server-to-server gateway calls' },
  { name: 'ESEWA_BASE_URL', default: '{PUBLIC_URL}/sandbox/esewa', meaning: 'eSewa ePay v1 base (e.g. https://uat.esewa.com.np)' },
  { name: 'ESEWA_MERCHANT_CODE', default: 'EPAYTEST', meaning: 'eSewa merchant code (scd)' },
  { name: 'CONNECT_IPS_BASE_URL', default: '{PUBLIC_URL}/sandbox/connect-ips', meaning: 'Connect IPS base (e.g. https://uat.connectips.com)' },
  { name: 'CONNECT_IPS_MERCHANT_ID', default: '1001', meaning: 'Connect IPS MERCHANTID' },
  { name: 'CONNECT_IPS_APP_ID', default: 'CG-DEMO-APP', meaning: 'Connect IPS APPID (basic-auth user of validatetxn)' },
  { name: 'CONNECT_IPS_APP_NAME', default: 'CG Digital', meaning: 'Connect IPS APPNAME' },
  { name: 'CONNECT_IPS_PASSWORD', default: 'sandbox-password', meaning: 'Basic-auth password of validatetxn' },
  { name: 'CONNECT_IPS_PRIVATE_KEY', default: '(generated demo key, kept in gateway_keys)', meaning: 'Creditor RSA private key: PEM text or path to a PEM file' },
  { name: 'NABIL_CARD_BASE_URL', default: '{PUBLIC_URL}/sandbox/nabil-card', meaning: 'Card gateway API base' },
  { name: 'NABIL_CARD_MERCHANT_ID', default: 'CG-DEMO', meaning: 'Card gateway merchant id (basic-auth user)' },
  { name: 'NABIL_CARD_API_KEY', default: 'sandbox-secret', meaning: 'Card gateway API key (basic-auth password)' },
  { name: 'KHALTI_BASE_URL', default: '{PUBLIC_URL}/sandbox/khalti', meaning: 'Khalti base (e.g. https://khalti.com): wallet API and verification' },
  { name: 'KHALTI_PUBLIC_KEY', default: 'test_public_key_cg_sandbox', meaning: "Khalti public key, handed to the browser's wallet widget" },
  { name: 'KHALTI_SECRET_KEY', default: 'test_secret_key_cg_sandbox', meaning: 'Khalti secret key (Authorization: Key … of the verification)' },
  { name: 'IMEPAY_BASE_URL', default: '{PUBLIC_URL}/sandbox/imepay', meaning: 'IME Pay base (e.g. https://stg.imepay.com.np:7979)' },
  { name: 'IMEPAY_MERCHANT_CODE', default: 'CGDIGITAL', meaning: 'IME Pay MerchantCode' },
  { name: 'IMEPAY_MODULE', default: 'CGDIGITAL', meaning: 'IME Pay Module header (sent base64-encoded)' },
  { name: 'IMEPAY_API_USER', default: 'cgdigital', meaning: 'IME Pay API user (basic auth)' },
  { name: 'IMEPAY_API_PASSWORD', default: 'sandbox-password', meaning: 'IME Pay API password (basic auth)' },
  { name: 'CGPAY_BASE_URL', default: '{PUBLIC_URL}/sandbox/cg-pay', meaning: 'CG Pay base (docs/adr/0007-khalti-wallet-and-cg-pay.md)' },
  { name: 'CGPAY_MERCHANT_ID', default: 'CG-STORE', meaning: 'CG Pay merchant id (basic-auth user of its API)' },
  { name: 'CGPAY_SECRET', default: 'sandbox-cgpay-secret', meaning: 'CG Pay HMAC-SHA256 signing key and API password' },
  { name: 'PAYMENT_HOLD_MINUTES', default: '15', meaning: 'An online order or buy-now left unpaid this long releases its stock' },
  { name: 'PAYMENT_HOLD_MAX_UNITS', default: '10', meaning: "Units one account's unpaid online orders and buy-nows may hold at once" },
];

const trimSlash = (url: string) => url.replace(/\/+$/, '');

function text(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const v = env[name];
  return v === undefined || v.trim() === '' ? fallback : v.trim();
}

function baseUrl(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const value = text(env, name, fallback);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be an http(s) URL, got "${value}"`);
  return trimSlash(value);
}

const isSet = (env: NodeJS.ProcessEnv, name: string) => (env[name] ?? '').trim() !== '';

/**
 * The sandbox: in production only with PAYMENT_SANDBOX=on; outside production on unless
 * PAYMENT_SANDBOX=off, or DEMO_MODE=off without PAYMENT_SANDBOX=on.
 */
export function sandboxEnabled(production: boolean, env: NodeJS.ProcessEnv = process.env): boolean {
  const v = text(env, 'PAYMENT_SANDBOX', '').toLowerCase();
  if (production || v === 'on' || v === 'off') return v === 'on';
  return demoModeOn(env);
}

/** Each gateway's mode and, for the off ones, why. */
export function gatewayModes(
  production: boolean,
  env: NodeJS.ProcessEnv = process.env,
): { modes: Record<GatewayId, GatewayMode>; offReasons: Partial<Record<GatewayId, string>> } {
  const sandbox = sandboxEnabled(production, env);
  const modes = {} as Record<GatewayId, GatewayMode>;
  const offReasons: Partial<Record<GatewayId, string>> = {};
  for (const [id, vars] of Object.entries(GATEWAY_ENV) as [GatewayId, (typeof GATEWAY_ENV)[GatewayId]][]) {
    if (isSet(env, vars.baseUrl)) {
      const missing = production ? vars.credentials.filter((name) => !isSet(env, name)) : [];
      modes[id] = missing.length ? 'off' : 'real';
      if (missing.length) offReasons[id] = `${missing.join(', ')} not set`;
    } else {
      modes[id] = sandbox ? 'sandbox' : 'off';
      if (!sandbox) offReasons[id] = `${vars.baseUrl} not set`;
    }
  }
  return { modes, offReasons };
}

/** The start-up line: which gateways are real, which the sandbox, which off (and why). */
export function gatewayModesLine(s: Pick<PaymentSettings, 'modes' | 'offReasons' | 'sandboxEnabled'>): string {
  const ids = Object.keys(s.modes) as GatewayId[];
  const list = (mode: GatewayMode) => {
    const of = ids.filter((id) => s.modes[id] === mode);
    if (!of.length) return 'none';
    return of.map((id) => (mode === 'off' && s.offReasons[id] ? `${id} (${s.offReasons[id]})` : id)).join(', ');
  };
  const sandbox = s.sandboxEnabled ? 'served under /sandbox/' : 'not served';
  return `Payment gateways: real: ${list('real')}; sandbox: ${list('sandbox')}; off: ${list('off')}. Sandbox ${sandbox} (PAYMENT_SANDBOX).`;
}

export function paymentSettings(
  config: Pick<ServerConfig, 'publicUrl'> & Partial<Pick<ServerConfig, 'production'>>,
  env: NodeJS.ProcessEnv = process.env,
): PaymentSettings {
  const sandbox = `${trimSlash(config.publicUrl)}/sandbox`;
  const timeout = Number(text(env, 'PAYMENT_HTTP_TIMEOUT_MS', '10000'));
  const hold = Number(text(env, 'PAYMENT_HOLD_MINUTES', '15'));
  const holdMax = Number(text(env, 'PAYMENT_HOLD_MAX_UNITS', '10'));
  const production = config.production === true;
  return {
    merchantName: text(env, 'PAYMENT_MERCHANT_NAME', 'CG Digital'),
    sandboxEnabled: sandboxEnabled(production, env),
    ...gatewayModes(production, env),
    timeoutMs: Number.isInteger(timeout) && timeout > 0 ? timeout : 10_000,
    returnBase: `${trimSlash(config.publicUrl)}/api/payment`,
    esewa: {
      baseUrl: baseUrl(env, 'ESEWA_BASE_URL', `${sandbox}/esewa`),
      merchantCode: text(env, 'ESEWA_MERCHANT_CODE', 'EPAYTEST'),
    },
    connectIps: {
      baseUrl: baseUrl(env, 'CONNECT_IPS_BASE_URL', `${sandbox}/connect-ips`),
      merchantId: text(env, 'CONNECT_IPS_MERCHANT_ID', '1001'),
      appId: text(env, 'CONNECT_IPS_APP_ID', 'CG-DEMO-APP'),
      appName: text(env, 'CONNECT_IPS_APP_NAME', 'CG Digital'),
      password: text(env, 'CONNECT_IPS_PASSWORD', 'sandbox-password'),
      privateKey: env.CONNECT_IPS_PRIVATE_KEY?.trim() || undefined,
    },
    nabilCard: {
      baseUrl: baseUrl(env, 'NABIL_CARD_BASE_URL', `${sandbox}/nabil-card`),
      merchantId: text(env, 'NABIL_CARD_MERCHANT_ID', 'CG-DEMO'),
      apiKey: text(env, 'NABIL_CARD_API_KEY', 'sandbox-secret'),
    },
    khalti: {
      baseUrl: baseUrl(env, 'KHALTI_BASE_URL', `${sandbox}/khalti`),
      publicKey: text(env, 'KHALTI_PUBLIC_KEY', 'test_public_key_cg_sandbox'),
      secretKey: text(env, 'KHALTI_SECRET_KEY', 'test_secret_key_cg_sandbox'),
    },
    imepay: {
      baseUrl: baseUrl(env, 'IMEPAY_BASE_URL', `${sandbox}/imepay`),
      merchantCode: text(env, 'IMEPAY_MERCHANT_CODE', 'CGDIGITAL'),
      module: text(env, 'IMEPAY_MODULE', 'CGDIGITAL'),
      apiUser: text(env, 'IMEPAY_API_USER', 'cgdigital'),
      apiPassword: text(env, 'IMEPAY_API_PASSWORD', 'sandbox-password'),
    },
    cgPay: {
      baseUrl: baseUrl(env, 'CGPAY_BASE_URL', `${sandbox}/cg-pay`),
      merchantId: text(env, 'CGPAY_MERCHANT_ID', 'CG-STORE'),
      secret: text(env, 'CGPAY_SECRET', 'sandbox-cgpay-secret'),
    },
    holdMinutes: Number.isInteger(hold) && hold > 0 ? hold : 15,
    holdMaxUnits: Number.isInteger(holdMax) && holdMax > 0 ? holdMax : 10,
  };
}

/** The URL a gateway sends the browser back to. */
export const returnUrl = (s: PaymentSettings, slug: string, outcome: 'success' | 'failure') =>
  `${s.returnBase}/${slug}/${outcome}`;
