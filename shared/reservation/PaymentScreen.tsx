import { useId } from 'react';
import type { ReservationChoice } from '../api/reservation';
import { formatAmount } from '../domain/money';
import type { AppStore } from '../storage/keys';
import { RESERVATION_CHOICES, newAttempt, readPaymentState, type SummaryState } from './flow';
import { useHost } from './host';
import { GoBack, useStoredItem } from './hooks';
import { RESERVATION_TEXT as T } from './messages';
import { RESERVATION_PATHS } from './paths';
import { Shell } from './Shell';

/** The reserve amount and its currency, from the stored selection data (or prepaymentValue). */
export function useReserveAmount(storage: AppStore): { amount: number | null; currency: string; label: string } {
  const modal = useStoredItem(storage, 'selectedModalData');
  const prepayment = useStoredItem(storage, 'prepaymentValue');
  const breakup = modal?.catalog_pricing_details?.[0]?.price_breakup_response;
  const raw = breakup?.reserve_amount ?? prepayment;
  const amount = raw === null || raw === undefined || !Number.isFinite(Number(raw)) ? null : Number(raw);
  const currency = breakup?.currency || 'NPR';
  return { amount, currency, label: amount === null ? '' : `${currency} ${formatAmount(amount)}` };
}

const HINTS: Record<ReservationChoice, string> = {
  'Card Payment': T.cardHint,
  eSewa: T.esewaHint,
  'Connect IPS': T.connectIpsHint,
};

export function MethodMark({ method }: { method: ReservationChoice }) {
  const label = method === 'Card Payment' ? 'CARD' : method === 'eSewa' ? 'eSewa' : 'IPS';
  return (
    <span className={`cg-res-method__mark cg-res-method__mark--${method === 'Card Payment' ? 'card' : method === 'eSewa' ? 'esewa' : 'ips'}`} aria-hidden="true">
      {label}
    </span>
  );
}

/**
 * /payment: 'Total payable' with the reserve amount, the 'Pay in full' option, and the three
 * methods; choosing one opens the summary with the method's name. Opened without the state the
 * shipping address passes, it goes back (spec part 1 §2).
 */
export function PaymentScreen() {
  const host = useHost();
  const { navigator, storage } = host;
  const state = readPaymentState(navigator.state);
  const { label } = useReserveAmount(storage);
  const groupId = `pay-${useId().replace(/:/g, '')}`;

  if (!state) return <GoBack />;

  const choose = (method: ReservationChoice) => {
    const next: SummaryState = { ...state, method, attempt: newAttempt() };
    navigator.go(RESERVATION_PATHS.priceSummary, next);
  };

  return (
    <Shell title={T.paymentTitle} intro={T.paymentIntro}>
      <div className="cg-res-total" part="total">
        <span className="cg-res-total__label">{T.totalPayable}</span>
        <strong className="cg-res-total__amount">{label}</strong>
      </div>
      <fieldset className="cg-res-plan">
        <legend className="cg-res__subtitle">{T.reservationAmount}</legend>
        <label className="cg-res-plan__option">
          <input type="radio" name={`${groupId}-plan`} value="full" checked readOnly />
          <span className="cg-res-plan__text">{T.payInFull}</span>
          <span className="cg-res-plan__amount">{label}</span>
        </label>
      </fieldset>
      <h2 className="cg-res__subtitle" id={`${groupId}-methods`}>
        {T.chooseMethod}
      </h2>
      <ul className="cg-res-methods" aria-labelledby={`${groupId}-methods`}>
        {RESERVATION_CHOICES.map((method) => (
          <li key={method}>
            <button
              type="button"
              className="cg-res-method"
              onClick={() => choose(method)}
              aria-label={method}
              aria-describedby={`${groupId}-${method.replace(/\s+/g, '-')}`}
              part="payment-method"
            >
              <MethodMark method={method} />
              <span className="cg-res-method__text">
                <span className="cg-res-method__name">{method}</span>
                <span className="cg-res-method__hint" id={`${groupId}-${method.replace(/\s+/g, '-')}`}>
                  {HINTS[method]}
                </span>
              </span>
              <svg className="cg-res-method__chevron" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true" focusable="false">
                <path d="m9 6 6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </button>
          </li>
        ))}
      </ul>
    </Shell>
  );
}

