/**
 * Why a scooter reservation is not paid: reasonForFail of ola/get-bookings, which My reservations
 * shows after 'Payment ' (spec part 1 §2: 'Payment {reason for failure}'). Short plain sentences, the
 * same for live and seeded bookings: what is stored is the payments' reason code (payments/types.ts
 * FailureReason, orders/order-settlement.ts REASONS, orders/cancellations.ts CUSTOMER_CANCELLED).
 */
import { CUSTOMER_CANCELLED } from '../orders/cancellations';
import { PAYMENT_UNKNOWN, REASONS } from '../orders/order-settlement';
import type { FailureReason } from '../payments/types';

/** The gateway of a reservation's payment method, as a shopper knows it. */
const GATEWAY_NAMES: Readonly<Record<string, string>> = { eSewa: 'eSewa', 'Connect IPS': 'Connect IPS', 'Nabil Card': 'the card payment service' };
const gatewayOf = (method: string) => GATEWAY_NAMES[method] ?? 'the payment service';

export const RESERVATION_REASONS = {
  cancelledAtGateway: (gateway: string) => `cancelled at ${gateway}.`,
  declined: 'declined by the bank.',
  amountMismatch: 'amount did not match the reservation amount.',
  notCompleted: 'not completed.',
  notConfirmed: 'could not be confirmed.',
  gatewayDown: (gateway: string) => `could not start: ${gateway} did not answer.`,
  expired: 'expired before it was completed.',
  superseded: 'stopped when you started a newer reservation.',
  cancelledByYou: 'cancelled at your request.',
  /** Its payment is 'Unknown': the gateway has not confirmed or ruled it out yet (ADR 10). */
  beingChecked: (gateway: string) => `is being checked with ${gateway}.`,
  /** Paid after the reservation was released: 'Refund Due' (ADR 10). */
  refundDue: 'received after the reservation was released. It will be refunded.',
  /** Still waiting for its gateway. */
  awaited: 'not completed yet.',
  /** Any other reason (a staff member's note, an older row's wording). */
  other: 'did not go through.',
} as const;

const R = RESERVATION_REASONS;

/** Every final or hand-off failure a gateway adapter records (exhaustive: a new code needs its sentence). */
const BY_FAILURE: Readonly<Record<FailureReason, (gateway: string) => string>> = {
  'cancelled by payer': R.cancelledAtGateway,
  'declined by the bank': () => R.declined,
  'amount mismatch': () => R.amountMismatch,
  'not completed': () => R.notCompleted,
  'verification failed': () => R.notConfirmed,
  'gateway unavailable': R.gatewayDown,
};

/** What the store itself releases a booking for. */
const BY_RELEASE: Readonly<Record<string, string>> = {
  [REASONS.expired]: R.expired,
  [REASONS.superseded]: R.superseded,
  [CUSTOMER_CANCELLED]: R.cancelledByYou,
};

export interface ReservationOutcome {
  status: string;
  payment_status: string;
  failure_reason: string | null;
  payment_method: string;
}

/** reasonForFail of a reservation: null once Accepted, else the sentence that follows 'Payment '. */
export function reservationReason(b: ReservationOutcome): string | null {
  if (b.status === 'Accepted') return null;
  const gateway = gatewayOf(b.payment_method);
  if (b.payment_status === PAYMENT_UNKNOWN) return R.beingChecked(gateway);
  if (b.payment_status === 'Refund Due') return R.refundDue;
  if (b.status === 'Pending' && b.payment_status === 'Pending') return R.awaited;
  const code = b.failure_reason ?? '';
  if (Object.hasOwn(BY_FAILURE, code)) return BY_FAILURE[code as FailureReason](gateway);
  return Object.hasOwn(BY_RELEASE, code) ? BY_RELEASE[code] : R.other;
}
