/**
 * Handing the browser to a payment gateway (spec part 1 §4 reservation, part 3 §4 checkout):
 * a redirect to a URL, or hidden fields posted to the provider (eSewa's payment_data, Connect
 * IPS's form). Shared by the reservation flow's price summary and the storefront checkouts.
 */
import { isConnectIpsPaymentData, isEsewaPaymentData, type PaymentData } from '../api/types';

export const ESEWA_FIELDS = ['tAmt', 'amt', 'txAmt', 'psc', 'pdc', 'scd', 'pid', 'su', 'fu'] as const;
export const CONNECT_IPS_FIELDS = [
  'MERCHANTID',
  'APPID',
  'APPNAME',
  'TXNID',
  'TXNDATE',
  'TXNCRNCY',
  'TXNAMT',
  'REFERENCEID',
  'REMARKS',
  'PARTICULARS',
  'TOKEN',
] as const;

/** What the browser does to reach the gateway. */
export type Handoff =
  | { kind: 'redirect'; url: string }
  | { kind: 'form'; url: string; method: string; fields: [string, string][] };

/** The spec's fields first, in order, then anything else the backend added. */
export function orderedFields(data: Record<string, unknown>, order: readonly string[]): [string, string][] {
  const keys = [...order.filter((k) => k in data), ...Object.keys(data).filter((k) => !order.includes(k))];
  return keys.map((k) => [k, data[k] == null ? '' : String(data[k])]);
}

/** eSewa: hidden fields posted to payment_data.url with the answer's method (POST by default). */
export function esewaHandoff(data: PaymentData | null | undefined): Handoff | null {
  if (!isEsewaPaymentData(data)) return null;
  return { kind: 'form', url: data.url, method: data.method || 'POST', fields: orderedFields({ ...data.data }, ESEWA_FIELDS) };
}

/** Connect IPS: hidden fields, URL and METHOD from the answer. */
export function connectIpsHandoff(data: PaymentData | null | undefined): Handoff | null {
  if (!isConnectIpsPaymentData(data)) return null;
  return { kind: 'form', url: data.URL, method: data.METHOD || 'POST', fields: orderedFields({ ...data.data }, CONNECT_IPS_FIELDS) };
}

/** Any form the answer carries (eSewa's or Connect IPS's shape). */
export const formHandoff = (data: PaymentData | null | undefined): Handoff | null => esewaHandoff(data) ?? connectIpsHandoff(data);
