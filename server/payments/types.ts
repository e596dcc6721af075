/**
 * The one interface every payment gateway adapter implements (eSewa, Connect IPS and the card
 * gateway now; Khalti, IME Pay and CG Pay later, the same way).
 *
 * A payment goes: initiate() → the browser is handed to the gateway (a redirect URL or a form of
 * fields) → the gateway sends the browser back to /api/payment/{slug}/{success|failure} →
 * transactionIdOf() finds our payment → verify() asks the gateway, server to server, whether it
 * was really paid → services/payments.ts records the outcome once.
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
 * Why a payment did not go through; stored as the booking's reason for failure and shown as
 * 'Payment {reason}'. 'gateway unavailable' is transient: nothing is recorded, the payment stays
 * pending and the same return can be verified again later.
 */
export type FailureReason =
  | 'cancelled by payer'
  | 'declined by the bank'
  | 'amount mismatch'
  | 'verification failed'
  | 'gateway unavailable';

export type Verification =
  | { ok: true; reference: string; raw: unknown }
  | { ok: false; reason: FailureReason; raw: unknown };

export interface PaymentGateway {
  readonly id: GatewayId;
  /** Path segment of the return URLs and of the storefront's payment pages: 'esewa', 'connect-ips', 'nabil-card'. */
  readonly slug: string;
  /** May call the gateway server to server (card). Throws GatewayError when the gateway fails. */
  initiate(payment: PaymentToStart): Promise<Handoff>;
  /** Our transaction id carried by a return, or null when the return does not name one. */
  transactionIdOf(outcome: ReturnOutcome, params: ReturnParams): string | null;
  /** Asks the gateway whether the payment was made, for the right amount. Never throws. */
  verify(payment: StoredPayment, outcome: ReturnOutcome, params: ReturnParams): Promise<Verification>;
}

/** The gateway could not be reached or answered nonsense. */
export class GatewayError extends Error {}
