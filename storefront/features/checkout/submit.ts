/**
 * What a checkout does with the answer of post-checkout / post-prebooking (spec part 3 §4):
 * Bank Transfer, Cash On Delivery and Loyalty Full Redeem complete at once; eSewa posts the
 * hidden payment form; Khalti opens the wallet widget with the order id and total × 100; every
 * other method goes to payment_gateway_url.
 */
import type { CheckoutPayload, CheckoutSubmitResponse } from '../../../shared/api/checkout';
import { KHALTI_PAYMENT_PREFERENCES, PAYMENT_METHODS, type KhaltiWidgetData } from '../../../shared/api/types';
import { rupeesToPaisa } from '../../../shared/domain/money';
import { esewaHandoff, formHandoff, type Handoff } from '../../../shared/payments/handoff';
import { idOf } from './ids';
import { completedPath, type CheckoutFlow } from './paths';

const OFFLINE: readonly string[] = [PAYMENT_METHODS.bankTransfer, PAYMENT_METHODS.cashOnDelivery, PAYMENT_METHODS.loyaltyFullRedeem];

/** The checkout form's values (every field is text, as the inputs give them). */
export interface CheckoutValues {
  name: string;
  email: string;
  mobile: string;
  address: string;
  province_id: string;
  city_id: string;
  area_id: string;
  customer_note: string;
  payment_method: string;
  bank_id: string;
}

export const emptyCheckoutValues = (over: Partial<CheckoutValues> = {}): CheckoutValues => ({
  name: '',
  email: '',
  mobile: '',
  address: '',
  province_id: '',
  city_id: '',
  area_id: '',
  customer_note: '',
  payment_method: '',
  bank_id: '',
  ...over,
});

/** react-final-form gives undefined for an emptied field. */
const str = (v: string | undefined | null): string => (typeof v === 'string' ? v.trim() : '');
const num = (v: string | undefined | null): number => (str(v) === '' ? Number.NaN : Number(str(v)));

/** The posted payload (part 3 §7): shipping_data, bank_id (Bank Transfer only), method, location ids, note. */
export function checkoutPayload(values: CheckoutValues, flow: CheckoutFlow): CheckoutPayload {
  const payload: CheckoutPayload = {
    shipping_data: {
      name: str(values.name),
      email: str(values.email),
      address: str(values.address),
      mobile: str(values.mobile),
    },
    bank_id: values.payment_method === PAYMENT_METHODS.bankTransfer ? num(values.bank_id) : null,
    payment_method: str(values.payment_method),
    area_id: num(values.area_id),
    city_id: num(values.city_id),
    province_id: num(values.province_id),
    customer_note: str(values.customer_note) ? str(values.customer_note) : null,
  };
  if (flow !== 'order') payload.buy_now = flow === 'buynow';
  return payload;
}

/** Payload error paths → the form's field names. */
export function formErrors(payloadErrors: Record<string, string>): Partial<Record<keyof CheckoutValues, string>> {
  const out: Partial<Record<keyof CheckoutValues, string>> = {};
  for (const [path, message] of Object.entries(payloadErrors)) {
    const key = (path.startsWith('shipping_data.') ? path.slice('shipping_data.'.length) : path) as keyof CheckoutValues;
    if (!(key in out)) out[key] = message;
  }
  return out;
}

/** The wallet widget's configuration for one payment (ours, docs/adr/0007). */
export interface KhaltiCheckout extends KhaltiWidgetData {
  order_id: string;
}

export type NextStep =
  | { kind: 'completed'; path: string; message: string }
  | { kind: 'handoff'; handoff: Handoff }
  | { kind: 'khalti'; config: KhaltiCheckout }
  /** statusCode other than 200: the server's message in red (for 5 seconds). */
  | { kind: 'error'; message: string }
  /** No answer, or nothing to act on: only logged, the overlay is cleared. */
  | { kind: 'none' };

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

export function nextStep(method: string, answer: CheckoutSubmitResponse | null, flow: CheckoutFlow, origin = ''): NextStep {
  if (!answer) return { kind: 'none' };
  if (answer.statusCode !== 200) return answer.message ? { kind: 'error', message: answer.message } : { kind: 'none' };
  if (OFFLINE.includes(method)) {
    const id = idOf(flow === 'order' ? answer.order_id : (answer.booking_id ?? answer.order_id));
    return { kind: 'completed', path: completedPath(flow, id), message: answer.message ?? '' };
  }
  if (method === PAYMENT_METHODS.esewa) {
    const handoff = esewaHandoff(answer.payment_data);
    return handoff ? { kind: 'handoff', handoff } : { kind: 'none' };
  }
  if (method === PAYMENT_METHODS.khalti) {
    const orderId = text(answer.order_id ?? answer.booking_id);
    const k = answer.khalti;
    const total = answer.total_amount;
    if (!orderId || total === null || total === undefined) return { kind: 'none' };
    return {
      kind: 'khalti',
      config: {
        order_id: orderId,
        public_key: k?.public_key ?? '',
        product_identity: k?.product_identity || orderId,
        product_name: k?.product_name || `Order #${orderId}`,
        product_url: k?.product_url || `${origin}/`,
        // The total times 100 (paisa), part 3 §4, §9.
        amount: rupeesToPaisa(total),
        api_base: k?.api_base ?? '',
        payment_preference: k?.payment_preference?.length ? [...k.payment_preference] : [...KHALTI_PAYMENT_PREFERENCES],
      },
    };
  }
  if (answer.payment_gateway_url) return { kind: 'handoff', handoff: { kind: 'redirect', url: answer.payment_gateway_url } };
  const form = formHandoff(answer.payment_data);
  return form ? { kind: 'handoff', handoff: form } : { kind: 'none' };
}

/** Payment options as shown: the server's list in reversed order (part 3 §2, §9). */
export const shownPaymentOptions = (options: readonly string[] | null | undefined): string[] => [...(options ?? [])].reverse();
