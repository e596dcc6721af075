/** Server-to-server calls to a gateway: a timeout, the body as text, never a hanging request. */
import { GatewayError } from './types';

export interface GatewayAnswer {
  status: number;
  text: string;
}

export async function gatewayFetch(
  url: string,
  init: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: string },
  timeoutMs: number,
): Promise<GatewayAnswer> {
  try {
    const res = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    return { status: res.status, text: await res.text() };
  } catch (err) {
    throw new GatewayError(`${init.method} ${url} failed: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/** The JSON object of an answer, or null when the body is not one. */
export function jsonObject(text: string): Record<string, unknown> | null {
  try {
    const v: unknown = JSON.parse(text);
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export const basicAuth = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`;

/** Paisa → the rupee amount as gateways print it: 999900 → '9999', 12345 → '123.45'. */
export function rupeesText(paisa: number): string {
  const whole = Math.trunc(paisa / 100);
  const cents = paisa % 100;
  return cents === 0 ? String(whole) : `${whole}.${String(cents).padStart(2, '0')}`;
}

/** '9999', '9999.0', '9999.00' → 999900; anything else → null. */
export function parseRupees(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,12}(\.\d{1,2})?$/.test(value.trim())) return null;
  const [whole, frac = ''] = value.trim().split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}
