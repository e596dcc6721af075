/**
 * Issue 30's first finding, with REAL server processes (A: WORKERS=2, B: one process) on
 * PostgreSQL: the shopper pays at the (sandbox) gateway, the return to the store never arrives
 * (a closed tab, a reset, a 500), and the shopper then checks out again. The order the gateway
 * confirmed must end paid or 'Refund Due', never cancelled as "replaced by a newer checkout".
 */
import { addLine, checkout, gatewayPage, orderPayload, orderState, product, shopper, type CheckoutAnswer, type Place } from '../contract/checkout-support';
import { checkoutId, hop } from '../contract/reservation-support';
import { waitFor } from '../support/wait-for';
import { runs, useFaultStores, workerExits, type FaultStores } from './fault-stores';

/** How long the store may take to learn from the gateway that the first order was paid. */
const SETTLE_MS = 30_000;
const SETTLED = ['Paid', 'Refund Due'];

let stores: FaultStores;
let valley: Place;

useFaultStores((s, v) => {
  stores = s;
  valley = v;
});

// Gateways with a status call: the store can always ask them (eSewa ePay v1 has none: its contract is the visible "payment unknown" state).
describe.each(['Nabil Card', 'Connect IPS'])('paid at %s, the return dropped, then a new Cash On Delivery checkout', (method) => {
  it('the first order ends paid or Refund Due, never lost', async () => {
    const { storeA: a, storeB: b } = stores;
    const s = await shopper(a);
    const first = await product(a, { pricePaisa: 4_000_00, stock: 5 });
    await addLine(a, s.token, first.id, 1);
    const placed = await checkout(a, s.token, orderPayload(valley, method));
    expect(placed.status).toBe(200);
    const order = (placed.body as CheckoutAnswer).order_id;

    // Pay at the gateway; its redirect back to the store is never followed.
    const page = await gatewayPage(placed.body as CheckoutAnswer);
    const paid = await hop(`${a.baseUrl}/sandbox/checkout/${checkoutId(page)}/pay`, { method: 'POST', form: {} });
    expect(paid.status).toBe(303);

    // The shopper shops again, through the other server.
    const second = await product(a, { pricePaisa: 1_000_00, stock: 5 });
    await addLine(b, s.token, second.id, 1);
    const again = await checkout(b, s.token, orderPayload(valley, 'Cash On Delivery'));
    expect(again.status).toBe(200);

    const state = async () => orderState(a, order);
    await waitFor(async () => SETTLED.includes((await state()).payment_status), `order ${order} (paid at ${method}) to be Paid or Refund Due`, SETTLE_MS).catch(async (err: Error) => {
      const now = await state();
      throw new Error(
        `A payment the gateway confirmed was lost: order ${order} paid at ${method} is ${now.order_status} / ${now.payment_status}` +
          `${now.failure_reason ? ` (${now.failure_reason})` : ''} after a newer checkout. ${err.message}`,
      );
    });
    console.log(`FAULT lost return (${method}): order ${order} ended ${JSON.stringify(await state())}, payments lost: 0`);
    expect({ a: runs(stores.a), b: runs(stores.b), workerExits: workerExits(stores.a) }).toEqual({ a: true, b: true, workerExits: [] });
  }, 120_000);
});
