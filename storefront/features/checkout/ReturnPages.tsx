import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { Alert } from '../../../shared/ui/Alert';
import { titleHead } from '../../app/head/heads';
import { PageHead } from '../../app/head/PageHead';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { cartChanged } from '../cart/events';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { selectUser } from '../session/selectors';
import { ID_PARAMS, idOf } from './ids';
import { HISTORY_PATHS, RETURN_TEXT as R, STATUS_TEXT as S, THANK_YOU_TEXT } from './messages';
import {
  BOOKING_RETURN_GATEWAYS,
  BOOKING_RETURN_WORDING,
  bookingThankYouPath,
  CHECKOUT_PATHS,
  ORDER_RETURN_GATEWAYS,
  ORDER_RETURN_WORDING,
  orderThankYouPath,
  readNotice,
  RETURN_DELAY_MS,
  STATUS_DELAY_MS,
  type ReturnWording,
} from './paths';
import './Checkout.css';

/** What a return or status page ends with when it does not move on. */
interface Outcome {
  message: string;
  links: { to: string; label: string }[];
}

function Waiting({ title, text, notice }: { title: string; text: string; notice?: string }) {
  return (
    <>
      <PageHead head={titleHead(title)} />
      <div className="cg-checkout cg-redirect">
        <section className="cg-redirect__card" aria-labelledby="redirect-title">
          <h1 id="redirect-title" className="cg-visually-hidden">
            {title}
          </h1>
          {notice ? (
            <Alert tone="success" className="cg-redirect__notice">
              {notice}
            </Alert>
          ) : null}
          <span className="cg-redirect__spinner" aria-hidden="true" />
          <p role="status" className="cg-redirect__text">
            {text}
          </p>
        </section>
      </div>
    </>
  );
}

function Result({ title, outcome }: { title: string; outcome: Outcome }) {
  return (
    <>
      <PageHead head={titleHead(title)} />
      <div className="cg-checkout cg-redirect">
        <section className="cg-redirect__card" aria-labelledby="redirect-title">
          <h1 id="redirect-title" className="cg-redirect__title">
            {title}
          </h1>
          <Alert tone="danger">{outcome.message}</Alert>
          <div className="cg-thanks__actions">
            {outcome.links.map((l, i) => (
              <Link key={l.to} className={`cg-button ${i === 0 ? 'cg-button--primary' : 'cg-button--secondary'}`} to={l.to}>
                {l.label}
              </Link>
            ))}
          </div>
        </section>
      </div>
    </>
  );
}

type Value = 'completed' | 'cancelled' | 'failure' | 'declined' | 'other';
const readValue = (raw: string | null, allowed: readonly Value[]): Value => (allowed.includes(raw as Value) ? (raw as Value) : 'other');

/** The thank-you page of the order or booking this page's query names (order_id or booking_id). */
function thankYouPath(booking: boolean, params: URLSearchParams): string {
  return booking
    ? bookingThankYouPath(idOf(params.get(ID_PARAMS.booking)))
    : orderThankYouPath(idOf(params.get(ID_PARAMS.order)), params.has('emi-purchase'));
}

/** After `ms`, once: the page's next move. */
function useAfter(ms: number, run: () => void) {
  useEffect(() => {
    const t = setTimeout(run, ms);
    return () => clearTimeout(t);
    // Once per page visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * /payment/{gateway}/?order=…[&order_id][&emi-purchase=yes] and /payment/booking/{gateway}/?booking=…[&booking_id]
 * (spec part 3 §2, §4): a spinner and 'Will redirect you in a sec'; after 2 seconds completed goes to
 * the thank-you page of that order or booking with the success message (emi-purchase kept), cancelled or failure shows
 * the gateway's error message, any other value goes to the cart. A guest goes to /.
 */
export function PaymentReturnPage({ booking = false }: { booking?: boolean }) {
  const { gateway = '' } = useParams();
  const user = useAppSelector(selectUser);
  const wording: ReturnWording | undefined = booking
    ? (BOOKING_RETURN_WORDING as Record<string, ReturnWording>)[gateway]
    : (ORDER_RETURN_WORDING as Record<string, ReturnWording>)[gateway];
  const known = (booking ? (BOOKING_RETURN_GATEWAYS as readonly string[]) : (ORDER_RETURN_GATEWAYS as readonly string[])).includes(gateway);
  if (!known || !wording) return <NotFoundPage />;
  if (!user) return <Navigate to={CHECKOUT_PATHS.home} replace />;
  return <ReturnFlow booking={booking} wording={wording} />;
}

function ReturnFlow({ booking, wording }: { booking: boolean; wording: ReturnWording }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const value = readValue(params.get(booking ? 'booking' : 'order'), ['completed', 'cancelled', 'failure']);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useAfter(RETURN_DELAY_MS, () => {
    if (value === 'completed') {
      // A paid order empties its products from the cart.
      dispatch(cartChanged());
      // The order's id, and emi-purchase for a Flexi Pay payment, come with the return (server/payments/payment-returns.ts).
      navigate(thankYouPath(booking, params), { replace: true, state: { notice: wording.completed } });
    } else if (value === 'cancelled' || value === 'failure') {
      setOutcome({
        message: wording[value],
        links: booking
          ? [
              { to: HISTORY_PATHS.bookings, label: R.bookingHistory },
              { to: '/', label: R.continueShopping },
            ]
          : [
              { to: CHECKOUT_PATHS.cart, label: R.backToCart },
              { to: '/', label: R.continueShopping },
            ],
      });
    } else navigate(CHECKOUT_PATHS.cart, { replace: true });
  });

  if (outcome) return <Result title={R.title} outcome={outcome} />;
  return <Waiting title={R.title} text={R.redirecting} />;
}

/**
 * /user/order-status?order=…[&order_id][&emi-purchase] (spec part 3 §2, §4): a spinner and 'Will redirect
 * you in 5 sec'; then completed replaces the URL with the thank-you page ('Your order is completed
 * successfully!', order_id and emi-purchase kept), declined and cancelled show their error, anything else
 * goes home. A guest goes to /.
 */
export function OrderStatusPage() {
  const user = useAppSelector(selectUser);
  if (!user) return <Navigate to={CHECKOUT_PATHS.home} replace />;
  return <StatusFlow booking={false} />;
}

/** /user/booking-status?booking=…[&booking_id] : the same with the booking messages. */
export function BookingStatusPage() {
  const user = useAppSelector(selectUser);
  if (!user) return <Navigate to={CHECKOUT_PATHS.home} replace />;
  return <StatusFlow booking />;
}

function StatusFlow({ booking }: { booking: boolean }) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const value = readValue(params.get(booking ? 'booking' : 'order'), ['completed', 'declined', 'cancelled']);
  // The server message a checkout passed on (offline methods of pre-booking and buy-now).
  const { notice } = readNotice(location.state);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const title = booking ? S.bookingTitle : S.orderTitle;

  useAfter(STATUS_DELAY_MS, () => {
    if (value === 'completed') {
      dispatch(cartChanged());
      const message = booking ? S.bookingCompleted : S.orderCompleted;
      navigate(thankYouPath(booking, params), { replace: true, state: { notice: notice ?? message } });
    } else if (value === 'declined' || value === 'cancelled') {
      const message = booking
        ? value === 'declined'
          ? S.bookingDeclined
          : S.bookingCancelled
        : value === 'declined'
          ? S.orderDeclined
          : S.orderCancelled;
      setOutcome({
        message,
        links: [
          { to: '/', label: S.continueShopping },
          booking
            ? { to: HISTORY_PATHS.bookings, label: THANK_YOU_TEXT.bookingHistory }
            : { to: HISTORY_PATHS.orders, label: THANK_YOU_TEXT.orderHistory },
        ],
      });
    } else navigate('/', { replace: true });
  });

  if (outcome) return <Result title={title} outcome={outcome} />;
  return <Waiting title={title} text={S.redirecting} notice={notice} />;
}
