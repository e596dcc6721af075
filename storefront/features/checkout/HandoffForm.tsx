import { useEffect, useRef } from 'react';
import type { Handoff } from '../../../shared/payments/handoff';
import { CHECKOUT_TEXT as T } from './messages';

/**
 * eSewa (and any form gateway): the payment_data fills a hidden form that is submitted to the
 * provider at once (spec part 3 §4). The button is there for a browser that blocks the
 * automatic submit.
 */
export function HandoffForm({ handoff }: { handoff: Extract<Handoff, { kind: 'form' }> }) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = ref.current;
    // HTMLFormElement.submit skips onsubmit handlers and validation, as a gateway hand-off should.
    if (form && typeof form.submit === 'function') HTMLFormElement.prototype.submit.call(form);
  }, [handoff]);
  return (
    <form ref={ref} action={handoff.url} method={handoff.method} className="cg-checkout__handoff" data-testid="payment-handoff">
      {handoff.fields.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <p role="status">{T.redirectingToGateway}</p>
      <button type="submit" className="cg-button cg-button--secondary">
        {T.continueToPayment}
      </button>
    </form>
  );
}
