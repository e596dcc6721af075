/**
 * Our implementation of Khalti's checkout contract (spec part 3 §4, §5; docs/adr/0007): the
 * configuration the widget needs, its validator, and the two wallet calls
 *   POST {api_base}/payment/initiate/  {public_key, mobile, transaction_pin, amount, product_identity, product_name, product_url, payment_preference}
 *   POST {api_base}/payment/confirm/   {public_key, token, confirmation_code, transaction_pin}
 * The confirm answer is the success payload the page posts to payment/khalti/callback.
 * Errors are 4xx {detail, error_key}: the widget shows `detail`.
 */
import type { KhaltiSuccessPayload } from '../../../../shared/api/checkout';
import { KHALTI_PAYMENT_PREFERENCES } from '../../../../shared/api/types';
import { STORE_MESSAGES as S } from '../../../../shared/validation/store-messages';

export type KhaltiPreference = (typeof KHALTI_PAYMENT_PREFERENCES)[number];

export interface KhaltiEventHandler {
  onSuccess: (payload: KhaltiSuccessPayload) => void;
  onError: (error: unknown) => void;
  onClose: () => void;
}

/** What the widget is opened with (the names of Khalti's own checkout configuration). */
export interface KhaltiConfig {
  publicKey: string;
  productIdentity: string;
  productName: string;
  productUrl: string;
  /** Paisa (the total times 100). */
  amount: number;
  /** The wallet API base, e.g. /sandbox/khalti/api/v2. */
  apiBase: string;
  paymentPreference: string[];
  eventHandler: KhaltiEventHandler;
}

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The generic validator of the payment widget (part 3 §5): default messages 'This field is
 * required.' and 'Invalid email id.'. Rules: required, email.
 */
export function validateFields(
  values: Record<string, unknown>,
  rules: Record<string, ('required' | 'email')[]>,
  messages: { required?: string; email?: string } = {},
): Record<string, string> {
  const required = messages.required ?? S.required;
  const email = messages.email ?? S.emailInvalid;
  const errors: Record<string, string> = {};
  for (const [key, list] of Object.entries(rules)) {
    const v = values[key];
    for (const rule of list) {
      if (rule === 'required' && isBlank(v)) {
        errors[key] = required;
        break;
      }
      if (rule === 'email' && !isBlank(v) && !EMAIL.test(String(v))) {
        errors[key] = email;
        break;
      }
    }
  }
  return errors;
}

/**
 * The widget requires a public key, product url, product identity, product name, event handler
 * and amount, and handlers for success, error and close. Answers the problems ({} when none).
 */
export function validateKhaltiConfig(config: Partial<KhaltiConfig>): Record<string, string> {
  const errors = validateFields(
    { ...config, amount: config.amount && config.amount > 0 ? config.amount : '' },
    {
      publicKey: ['required'],
      productUrl: ['required'],
      productIdentity: ['required'],
      productName: ['required'],
      eventHandler: ['required'],
      amount: ['required'],
    },
  );
  const handler = config.eventHandler;
  if (handler) {
    for (const name of ['onSuccess', 'onError', 'onClose'] as const) {
      if (typeof handler[name] !== 'function') errors[`eventHandler.${name}`] = S.required;
    }
  }
  return errors;
}

/** Only the preferences Khalti's widget knows (KHALTI, EBANKING, MOBILE_BANKING, CONNECT_IPS, SCT), in the given order. */
export function knownPreferences(list: readonly string[] | null | undefined): KhaltiPreference[] {
  const known = (list ?? []).filter((p): p is KhaltiPreference => (KHALTI_PAYMENT_PREFERENCES as readonly string[]).includes(p));
  return known.length ? [...new Set(known)] : [...KHALTI_PAYMENT_PREFERENCES];
}

export interface InitiateAnswer {
  token: string;
  mobile?: string;
  amount?: number;
  message?: string;
}

/** A refusal of the wallet API: its `detail` is shown in the widget. */
export class KhaltiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'KhaltiError';
  }
}

type Fetch = typeof fetch;

async function post<T>(fetchFn: Fetch, url: string, body: Record<string, unknown>, unreachable: string): Promise<T> {
  let res: Response;
  try {
    res = await fetchFn(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'omit',
    });
  } catch {
    throw new KhaltiError(unreachable, 0);
  }
  let data: unknown = null;
  try {
    data = await res.json();
  } catch {
    data = null;
  }
  if (!res.ok) {
    const detail = (data as { detail?: unknown } | null)?.detail;
    throw new KhaltiError(typeof detail === 'string' && detail ? detail : unreachable, res.status);
  }
  return data as T;
}

const endpoint = (base: string, step: string) => `${base.replace(/\/+$/, '')}/payment/${step}/`;

export interface WalletClient {
  initiate(input: { mobile: string; pin: string; preference: string }): Promise<InitiateAnswer>;
  confirm(input: { token: string; code: string; pin: string }): Promise<KhaltiSuccessPayload>;
}

/** The two calls of one payment, for the configuration the widget was opened with. */
export function walletClient(config: Pick<KhaltiConfig, 'apiBase' | 'publicKey' | 'amount' | 'productIdentity' | 'productName' | 'productUrl'>, unreachable: string, fetchFn: Fetch = (...a) => fetch(...a)): WalletClient {
  return {
    initiate: ({ mobile, pin, preference }) =>
      post<InitiateAnswer>(
        fetchFn,
        endpoint(config.apiBase, 'initiate'),
        {
          public_key: config.publicKey,
          mobile,
          transaction_pin: pin,
          amount: config.amount,
          product_identity: config.productIdentity,
          product_name: config.productName,
          product_url: config.productUrl,
          payment_preference: preference,
        },
        unreachable,
      ),
    confirm: ({ token, code, pin }) =>
      post<KhaltiSuccessPayload>(
        fetchFn,
        endpoint(config.apiBase, 'confirm'),
        { public_key: config.publicKey, token, confirmation_code: code, transaction_pin: pin },
        unreachable,
      ),
  };
}
