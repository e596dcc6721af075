import { useState, type FormEvent } from 'react';
import { postReservation, type ReservationChoice } from '../api/reservation';
import type { AppStore } from '../storage/keys';
import { readSummaryState, type SummaryState } from './flow';
import { useHost, type ReservationHost } from './host';
import { GoBack, lookUpProduct, reportFailure, useOnce, useStoredItem } from './hooks';
import { RESERVATION_TEXT as T } from './messages';
import { MethodMark, useReserveAmount } from './PaymentScreen';
import { bookingIdOf, handoffFor, reservationPayload, type Handoff, type ReservationAnswer } from './payment';
import { Shell } from './Shell';

interface Booked {
  bookingId: string | number | null;
  handoff: Handoff | null;
}

/** Keeps the gateway data under the payment gateway data keys (for a return page). */
function rememberHandoff(storage: AppStore, method: ReservationChoice, answer: ReservationAnswer) {
  if (method === 'Card Payment' && answer.payment_gateway_url) storage.set('card_payment_data', { payment_gateway_url: answer.payment_gateway_url });
  const data = answer.payment_data;
  if (method === 'eSewa' && data && 'url' in data) storage.set('esewa_payment_data', data);
  if (method === 'Connect IPS' && data && 'URL' in data) storage.set('connectips_payment_data', data);
}

/**
 * /priceSummary: starts the booking call on load and stays hidden until it answers with
 * statusCode 200 (a failure leaves it hidden, with no message); then shows the product, colour,
 * customer details and the pay button of the chosen method (spec part 1 §2, §4, §8).
 */
export function PriceSummaryScreen() {
  const host = useHost();
  const state = readSummaryState(host.navigator.state);
  if (!state) return <GoBack />;
  return <Summary host={host} state={state} />;
}

function Summary({ host, state }: { host: ReservationHost; state: SummaryState }) {
  const { storage, api } = host;
  const [booked, setBooked] = useState<Booked | null>(null);
  const modal = useStoredItem(storage, 'selectedModalData');
  const colour = useStoredItem(storage, 'currentColorObject');
  const { label: amount } = useReserveAmount(storage);
  const productName = modal?.catalog_pricing_details?.[0]?.price_breakup_response?.product_name ?? host.product ?? '';

  useOnce(() => {
    const product = host.product;
    if (!product) return;
    const book = async () => {
      // The chosen colour comes with the selection data: wait for its lookup (a reload of this page).
      await lookUpProduct(host, product);
      const colourName = storage.get('currentColorObject')?.option_value;
      const payload = reservationPayload(state, host.source, { colour: colourName, returnUrl: host.returnUrl });
      const answer = (await postReservation(api, product, payload)) as ReservationAnswer | null;
      if (!answer || answer.statusCode !== 200) {
        if (answer?.statusCode === 401) host.session.logout();
        reportFailure(host, 'booking-failed', answer);
        return;
      }
      rememberHandoff(storage, state.method, answer);
      const bookingId = bookingIdOf(answer);
      host.events?.reservationCreated?.({ bookingId, method: state.method, product });
      setBooked({ bookingId, handoff: handoffFor(state.method, answer) });
    };
    void book();
  });

  const { address, names } = state;

  return (
    <Shell title={T.summaryTitle}>
      {booked ? (
        <div className="cg-res-summary" part="summary">
          <dl className="cg-res-summary__list">
            <div className="cg-res-summary__row">
              <dt>{T.product}</dt>
              <dd>{productName}</dd>
            </div>
            {colour?.option_value ? (
              <div className="cg-res-summary__row">
                <dt>{T.colour}</dt>
                <dd>{colour.option_value}</dd>
              </div>
            ) : null}
            <div className="cg-res-summary__row">
              <dt>{T.paymentMethod}</dt>
              <dd>{state.method}</dd>
            </div>
          </dl>
          <h2 className="cg-res__subtitle">{T.customerDetails}</h2>
          <address className="cg-res-summary__address">
            <strong>{address.full_name}</strong>
            <span>{address.address}</span>
            <span>{names.area}</span>
            <span>{names.city}</span>
            <span>{names.province}</span>
            <span>{T.nepal}</span>
          </address>
          <div className="cg-res-total cg-res-total--summary">
            <span className="cg-res-total__label">{T.totalPayable}</span>
            <strong className="cg-res-total__amount">{amount}</strong>
          </div>
          {booked.handoff ? <PayAction host={host} method={state.method} handoff={booked.handoff} bookingId={booked.bookingId} /> : null}
        </div>
      ) : null}
    </Shell>
  );
}

function PayAction({ host, method, handoff, bookingId }: { host: ReservationHost; method: ReservationChoice; handoff: Handoff; bookingId: string | number | null }) {
  const label = method === 'Card Payment' ? T.payWithCard : T.payWith(method);
  const allowed = () => host.events?.paymentRedirect?.({ method, url: handoff.url, bookingId }) !== false;

  if (handoff.kind === 'redirect') {
    return (
      <div className="cg-res-pay">
        <button
          type="button"
          className="cg-button cg-button--primary cg-button--block cg-res-pay__button"
          part="pay-button"
          onClick={() => {
            if (!allowed()) return;
            if (host.redirect) host.redirect(handoff.url);
            else window.location.assign(handoff.url);
          }}
        >
          <MethodMark method={method} />
          {label}
        </button>
        <p className="cg-res-pay__note">{T.redirectNote}</p>
      </div>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!allowed()) event.preventDefault();
  };
  return (
    <form className="cg-res-pay" action={handoff.url} method={handoff.method} onSubmit={onSubmit}>
      {handoff.fields.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="cg-button cg-button--primary cg-button--block cg-res-pay__button" part="pay-button">
        <MethodMark method={method} />
        {label}
      </button>
      <p className="cg-res-pay__note">{T.redirectNote}</p>
    </form>
  );
}
