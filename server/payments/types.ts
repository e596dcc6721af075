/**
 * The one interface every payment gateway adapter implements (eSewa, Connect IPS and the card
 * gateway now; Khalti, IME Pay and CG Pay later, the same way).
 *
 * A payment goes: initiate() → the browser is handed to the gateway (a redirect URL or a form of
 * fields) → the gateway sends the browser back to /api/payment/{slug}/{success|failure} →
 * transactionIdOf() finds our payment → verify() asks the gateway, server to server, whether it
 * was really paid (lookup(), the gateway's status call, when the return proves nothing) →
 * payments/payments.ts records the outcome once.
 */

/** The gateway column of the payments table. */
export type GatewayId = 'esewa' | 'khalti' | 'connect_ips' | 'imepay' | 'nabil_card' | 'cg_pay';

/** How the browser leaves us for the gateway. */
export type Handoff = (
  | { kind: 'redirect'; url: string }
  | { kind: 'form'; url: string; method: 'POST' | 'GET'; fields: Record<string, string | number> }
  /** The browser pays inside a wallet widget (Khalti) that talks to the gateway at `url` and
   * posts its success payload to our callback; `fields` is what the widget is opened with. */
  | { kind: 'widget'; url: string; fields: Record<string, string | number | readonly string[]> }
) & {
  /** Kept in payments.request_data and handed back to verify() (e.g. the card gateway's order id). */
  state?: Record<string, unknown>;
};

/** What an adapter needs to start a payment. */
export interface PaymentToStart {
  /** Ours, unique, unguessable, at most 20 characters of [A-Za-z0-9] (pid, TXNID, order reference). */
  transactionId: string;
  amountPaisa: number;
  currency: string;
  /** A short reference of what is paid for (REFERENCEID), e.g. 'BKG-42'. */
  reference: string;
  /** One line for the payer (REMARKS / order description). */
  description: string;
  /** Longer detail (PARTICULARS). */
  particulars: string;
}

/** A stored payment as verify() sees it. */
export interface StoredPayment {
  transactionId: string;
  amountPaisa: number;
  currency: string;
  /** Whatever initiate() stored for later (e.g. the card gateway's order id and session). */
  requestData: Record<string, unknown> | null;
}

/** success: the gateway's success URL was hit; failure: its failure / cancel URL. */
export type ReturnOutcome = 'success' | 'failure';

/** Query string (or form body) of a gateway return; repeated keys keep their first value. */
export type ReturnParams = Record<string, string>;

/**
 * Why a payment did not go through, or why it could not be confirmed yet
 * (docs/adr/0010-payment-truth.md). Only a FINAL reason — the gateway's own answer that this
 * payment was cancelled, declined or paid for another amount — settles a pending payment; it is
 * stored as the reason and shown as 'Payment {reason}'. The others record nothing: the payment
 * stays pending and can be verified again later (another return, the hold's expiry sweep).
 */
export type FailureReason =
  /** Final: the gateway says the payer cancelled. */
  | 'cancelled by payer'
  /** Final: the gateway says the payment failed or was declined. */
  | 'declined by the bank'
  /** Final: the gateway says it was paid, but not our amount. */
  | 'amount mismatch'
  /** Not final: the gateway has no completed payment for it (yet): still open, or never reached. */
  | 'not completed'
  /** Not final: what the return claims could not be confirmed (forged, wrong reference, a failure return). */
  | 'verification failed'
  /** Not final: the gateway did not answer. */
  | 'gateway unavailable';

export const FINAL_FAILURES: readonly FailureReason[] = ['cancelled by payer', 'declined by the bank', 'amount mismatch'];

export type Verification =
  | { ok: true; reference: string; raw: unknown }
  | { ok: false; reason: FailureReason; raw: unknown };

/** True when the gateway itself settled the question: paid, or finally not paid. */
export const isFinal = (v: Verification): boolean => v.ok || FINAL_FAILURES.includes(v.reason);

export interface PaymentGateway {
  readonly id: GatewayId;
  /** Path segment of the return URLs and of the storefront's payment pages: 'esewa', 'connect-ips', 'nabil-card'. */
  readonly slug: string;
  /** May call the gateway server to server (card). Throws GatewayError when the gateway fails. */
  initiate(payment: PaymentToStart): Promise<Handoff>;
  /** Our transaction id carried by a return, or null when the return does not name one. */
  transactionIdOf(outcome: ReturnOutcome, params: ReturnParams): string | null;
  /**
   * Checks what a SUCCESS return claims with the gateway, server to server, for our amount. A
   * claim that cannot be confirmed (forged, wrong reference) answers 'verification failed', never
   * a final reason. Never throws. (A failure return claims nothing: payments/payments.ts asks
   * lookup() instead.)
   */
  verify(payment: StoredPayment, outcome: ReturnOutcome, params: ReturnParams): Promise<Verification>;
  /**
   * The gateway's status call for our payment, from what WE stored (no browser input): paid, a
   * final 'not paid', or 'not completed' while it is open or unknown there. Absent when the
   * gateway offers none (eSewa ePay v1 needs the refId only a success return carries). Never throws.
   */
  lookup?(payment: StoredPayment): Promise<Verification>;
}

/** The gateway could not be reached or answered nonsense. */
export class GatewayError extends Error {}
