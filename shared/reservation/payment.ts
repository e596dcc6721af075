/**
 * The booking call and the payment hand-off of the price summary (spec part 1 §4, §7).
 */
import {
  RESERVATION_PAYMENT_METHODS,
  type ReservationChoice,
  type ReservationPayload,
  type ReservationResponse,
} from '../api/reservation';
import type { PaymentData } from '../api/types';
import { connectIpsHandoff, esewaHandoff, type Handoff } from '../payments/handoff';
import type { SummaryState } from './flow';

/** Our server's additions to the contract's payload (all optional for other backends). */
export interface ReservationPayloadExtras {
  /** Province id (the contract sends city and area only). */
  province?: string | number;
  /** The chosen colour's option_value. */
  color?: string;
  /** The page the gateway should send the browser back to (a partner page hosting the widget). */
  return_url?: string;
  /** The attempt of the price summary (its reload answers the same booking). */
  attempt?: string;
}

/** The booking answer: our server adds the booking's id. */
export interface ReservationAnswer extends ReservationResponse {
  booking_id?: number | string | null;
}

const asId = (v: string): string | number => (/^\d+$/.test(v) ? Number(v) : v);

/** post-prebooking's body from the summary's state: 'Nabil Card' for card, else the method's name. */
export function reservationPayload(
  state: SummaryState,
  source: string,
  extras: { colour?: string | null; returnUrl?: string | null } = {},
): ReservationPayload & ReservationPayloadExtras {
  const { address } = state;
  const payload: ReservationPayload & ReservationPayloadExtras = {
    shipping_data: { name: address.full_name, email: address.email, address: address.address, mobile: address.phone },
    payment_method: RESERVATION_PAYMENT_METHODS[state.method],
    source,
    area: asId(address.area),
    city: asId(address.city),
    customer_note: address.note ? address.note : null,
  };
  if (address.province) payload.province = asId(address.province);
  if (extras.colour) payload.color = extras.colour;
  if (extras.returnUrl) payload.return_url = extras.returnUrl;
  if (state.attempt) payload.attempt = state.attempt;
  return payload;
}

/** The booking's id in the answer (ours: booking_id), when the backend gives one. */
export function bookingIdOf(answer: ReservationAnswer | null): string | number | null {
  const id = answer?.booking_id;
  return id === undefined || id === null || id === '' ? null : id;
}

export { CONNECT_IPS_FIELDS, ESEWA_FIELDS, type Handoff } from '../payments/handoff';

/**
 * Card: a redirect to payment_gateway_url. eSewa: hidden fields posted to payment_data.url with
 * the method the answer gives. Connect IPS: hidden fields, URL and METHOD from the answer.
 */
export function handoffFor(method: ReservationChoice, answer: ReservationAnswer): Handoff | null {
  if (method === 'Card Payment') {
    return answer.payment_gateway_url ? { kind: 'redirect', url: answer.payment_gateway_url } : null;
  }
  const data = answer.payment_data as PaymentData | null | undefined;
  if (method === 'eSewa') return esewaHandoff(data);
  if (method === 'Connect IPS') return connectIpsHandoff(data);
  return null;
}
