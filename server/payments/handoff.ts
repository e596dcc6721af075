/**
 * A gateway hand-off in the contract's words (spec part 1 §7, part 3 §7): card gateways give
 * payment_gateway_url; eSewa gives payment_data {url, method, data}; Connect IPS gives
 * payment_data {URL, METHOD, data}; Khalti gives what its wallet widget opens with (khalti).
 */
import type { ConnectIpsFields, ConnectIpsPaymentData, EsewaFields, EsewaPaymentData, KhaltiWidgetData } from '../../shared/api/types';
import type { Handoff, PaymentGateway } from './types';

export type ApiHandoff =
  | { payment_gateway_url: string }
  | { payment_data: EsewaPaymentData }
  | { payment_data: ConnectIpsPaymentData }
  | { khalti: KhaltiWidgetData };

export function apiHandoff(gateway: Pick<PaymentGateway, 'id'>, handoff: Handoff): ApiHandoff {
  if (handoff.kind === 'redirect') return { payment_gateway_url: handoff.url };
  if (handoff.kind === 'widget') return { khalti: handoff.fields as unknown as KhaltiWidgetData };
  if (gateway.id === 'connect_ips') {
    return { payment_data: { URL: handoff.url, METHOD: handoff.method, data: handoff.fields as unknown as ConnectIpsFields } };
  }
  return { payment_data: { url: handoff.url, method: handoff.method, data: handoff.fields as unknown as EsewaFields } };
}
