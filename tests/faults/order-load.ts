/**
 * A small, steady load of shoppers placing Cash On Delivery orders over real HTTP: each shopper
 * adds a line to its cart and checks out, again and again, alternating between the stores. Every
 * request is recorded (when it started and ended, its status or the network error), so a fault
 * test can say what failed during the fault, when answers came back, and which orders the
 * client saw succeed.
 */
import { orderPayload, type Place } from '../contract/checkout-support';

export interface Outcome {
  store: string;
  what: 'add-to-cart' | 'checkout';
  startedAt: number;
  endedAt: number;
  /** The HTTP status, or 0 when no answer came (connection refused or reset, client timeout). */
  status: number;
  /** The Retry-After header of a 5xx answer. */
  retryAfter?: string;
  orderId?: number;
  error?: string;
}

export interface LoadTarget {
  name: string;
  /** `…/api`, no trailing slash. */
  api: string;
}

/** How long the client waits for any answer before it gives up (counted as a failure). */
export const CLIENT_TIMEOUT_MS = 20_000;

export const isFailure = (o: Outcome) => o.status === 0 || o.status >= 500;

export class OrderLoad {
  readonly outcomes: Outcome[] = [];
  private running = false;
  private loops: Promise<void>[] = [];

  constructor(
    private readonly targets: LoadTarget[],
    private readonly tokens: string[],
    private readonly productId: number,
    private readonly where: Place,
  ) {}

  start(): void {
    this.running = true;
    this.loops = this.tokens.map((token, i) => this.shop(token, i));
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }

  /** Orders whose checkout answered 200 with an order id. */
  placedOrders(): number[] {
    return this.outcomes.filter((o) => o.orderId !== undefined).map((o) => o.orderId!);
  }

  since(t: number): Outcome[] {
    return this.outcomes.filter((o) => o.startedAt >= t);
  }

  private async shop(token: string, shopperIndex: number): Promise<void> {
    for (let round = 0; this.running; round++) {
      const target = this.targets[(shopperIndex + round) % this.targets.length];
      const added = await this.send(target, 'add-to-cart', '/add-to-cart', { product_id: this.productId, qty: 1 }, token);
      if (!this.running) break;
      if (added.status === 200) await this.send(target, 'checkout', '/post-checkout?platform=W', orderPayload(this.where, 'Cash On Delivery'), token);
      // Pacing, not waiting for a condition: a small load leaves the two cores to the servers' recovery.
      await new Promise((r) => setTimeout(r, added.status === 200 ? 50 : 200));
    }
  }

  private async send(target: LoadTarget, what: Outcome['what'], path: string, body: unknown, token: string): Promise<Outcome> {
    const startedAt = Date.now();
    const outcome: Outcome = { store: target.name, what, startedAt, endedAt: startedAt, status: 0 };
    try {
      const res = await fetch(target.api + path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
      });
      outcome.status = res.status;
      if (res.status >= 500) outcome.retryAfter = res.headers.get('retry-after') ?? undefined;
      const text = await res.text();
      if (what === 'checkout' && res.status === 200) {
        const id = Number((JSON.parse(text) as { order_id?: number }).order_id);
        if (Number.isInteger(id) && id > 0) outcome.orderId = id;
      }
    } catch (err) {
      outcome.error = err instanceof Error ? `${err.name}: ${(err.cause as Error | undefined)?.message ?? err.message}` : String(err);
    }
    outcome.endedAt = Date.now();
    this.outcomes.push(outcome);
    return outcome;
  }
}

export interface FaultFigures {
  fault: string;
  requests: number;
  failuresDuring: number;
  failuresAfter: number;
  recoveryMs: number;
  slowestAfterMs: number;
  ordersSeen: number;
  ordersMissing: number;
}

export function describeFigures(f: FaultFigures): string {
  return (
    `FAULT ${f.fault}: ${f.requests} requests, ${f.failuresDuring} failed during the fault, ${f.failuresAfter} after it, ` +
    `recovered ${(f.recoveryMs / 1000).toFixed(1)} s after it ended, slowest answer after it ${(f.slowestAfterMs / 1000).toFixed(1)} s, ` +
    `${f.ordersSeen} orders seen placed, ${f.ordersMissing} of them missing in the database`
  );
}
