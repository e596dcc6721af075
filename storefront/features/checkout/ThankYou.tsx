import type { ReactNode } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import type { SessionUser } from '../../../shared/api/account';
import type { Booking, Order } from '../../../shared/api/account-area';
import { formatMoney } from '../../../shared/domain/money';
import { Alert } from '../../../shared/ui/Alert';
import { titleHead } from '../../app/head/heads';
import { PageHead } from '../../app/head/PageHead';
import { useAppSelector } from '../../app/hooks';
import { resourceRef } from '../resources/loaders';
import type { Resource } from '../resources/slice';
import { useResource } from '../resources/useResource';
import { selectUser } from '../session/selectors';
import { HISTORY_PATHS, paymentMethodLabel, SUPPORT, THANK_YOU_TEXT as T } from './messages';
import { ID_PARAMS, idOf } from './ids';
import { CHECKOUT_PATHS, readNotice } from './paths';
import './Checkout.css';

/** What a thank-you page thanks for: its facts (number first) and the sentence about it. */
interface Thanked {
  facts: { label: string; value: ReactNode }[];
  text: string;
}

/** The order or booking of the page's query as the shopper's own list has it (loading while it is asked). */
type Subject = { status: 'loading' } | { status: 'known'; thanked: Thanked } | { status: 'unknown' };

/**
 * The item `id` of the shopper's list (get-orders, get-bookings: the route asks for it, app/routeData.ts).
 * No id, an id not in the list, or a list that could not be loaded: unknown, and the page says so.
 */
function find<T extends { id: number }>(list: Resource<T[]>, id: number | null, describe: (item: T) => Thanked): Subject {
  if (id === null) return { status: 'unknown' };
  const data = list.status === 'failed' ? undefined : list.data;
  const item = data?.find((x) => Number(x.id) === id);
  if (item) return { status: 'known', thanked: describe(item) };
  return list.status === 'loading' ? { status: 'loading' } : { status: 'unknown' };
}

const orderThanked = (order: Order, emiPurchase: boolean): Thanked => ({
  facts: [
    { label: T.orderId, value: T.number(order.id) },
    { label: T.paymentMethod, value: paymentMethodLabel(order.payment_method) },
    { label: T.paymentStatus, value: order.payment_status },
    { label: T.total, value: formatMoney(order.total_amount) },
  ],
  text: emiPurchase ? T.emiPurchase : T.orderPlaced,
});

const bookingThanked = (booking: Booking): Thanked => ({
  facts: [
    { label: T.bookingId, value: T.number(booking.id) },
    { label: T.product, value: booking.product_name },
    { label: T.paymentMethod, value: paymentMethodLabel(booking.payment_method) },
    { label: T.paymentStatus, value: booking.payment_status },
  ],
  text: booking.kind === 'buy_now' ? T.buyNowPlaced : booking.kind === 'prebooking' ? T.prebookingPlaced : T.bookingPlaced,
});

const WORDS = {
  order: { none: T.noOrderTitle, opened: T.noOrder, find: T.findOrders, history: T.orderHistory, to: HISTORY_PATHS.orders },
  booking: { none: T.noBookingTitle, opened: T.noBooking, find: T.findBookings, history: T.bookingHistory, to: HISTORY_PATHS.bookings },
} as const;

/**
 * A thank-you page (spec part 3 §2): greets the user by name, shows the message it was sent with
 * (the server's, or the return page's), the number and state of what it thanks for, the support
 * numbers, and links to Order History or Booking History. Without an order or booking of the
 * shopper's (opened by hand, an id that is not theirs) and without a message it thanks for
 * nothing: it says there is nothing to show and links to the history and home.
 */
function ThankYou({ user, kind, subject }: { user: SessionUser; kind: 'order' | 'booking'; subject: Subject }) {
  const location = useLocation();
  const { notice } = readNotice(location.state);
  const words = WORDS[kind];
  const thanked = subject.status === 'known' ? subject.thanked : null;
  const thanking = !!thanked || !!notice;
  return (
    <>
      <PageHead head={titleHead(T.title)} />
      <div className="cg-checkout cg-thanks">
        <section className="cg-thanks__card" aria-labelledby="thanks-title" aria-busy={subject.status === 'loading' || undefined}>
          {thanking ? (
            <svg className="cg-thanks__mark" viewBox="0 0 48 48" width="64" height="64" aria-hidden="true" focusable="false">
              <circle cx="24" cy="24" r="22" fill="currentColor" opacity="0.12" />
              <path d="m14 24.5 7 7 13-14" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          ) : null}
          <h1 id="thanks-title" className="cg-thanks__title">
            {thanking || subject.status === 'loading' ? T.greeting(user.name || user.email) : words.none}
          </h1>
          {notice ? (
            <Alert tone="success" className="cg-thanks__notice">
              {notice}
            </Alert>
          ) : null}
          {subject.status === 'loading' ? (
            <p className="cg-thanks__text" role="status">
              {T.loading}
            </p>
          ) : thanked ? (
            <>
              <p className="cg-thanks__text">{thanked.text}</p>
              <dl className="cg-thanks__facts">
                {thanked.facts.map((f) => (
                  <div key={f.label}>
                    <dt>{f.label}</dt>
                    <dd>{f.value}</dd>
                  </div>
                ))}
              </dl>
            </>
          ) : (
            <>
              {notice ? null : <p className="cg-thanks__text">{words.opened}</p>}
              <p className="cg-thanks__text">{words.find}</p>
            </>
          )}
          <div className="cg-thanks__support">
            <p className="cg-thanks__support-title">{T.support}</p>
            <ul className="cg-thanks__phones">
              <li>
                <span>{T.tollFree}</span> <a href={`tel:${SUPPORT.tollFree}`}>{SUPPORT.tollFree}</a>
              </li>
              <li>
                <span>{T.landline}</span> <a href={`tel:${SUPPORT.landline.replace(/\s+/g, '')}`}>{SUPPORT.landline}</a>
              </li>
            </ul>
          </div>
          <div className="cg-thanks__actions">
            <Link className="cg-button cg-button--primary" to={words.to}>
              {words.history}
            </Link>
            <Link className="cg-button cg-button--secondary" to="/">
              {T.continueShopping}
            </Link>
          </div>
        </section>
      </div>
    </>
  );
}

/** The order thank-you page: /user/checkout?order=completed&order_id={id}[&emi-purchase=yes]. */
export function OrderThankYou({ user }: { user: SessionUser }) {
  const [params] = useSearchParams();
  const [orders] = useResource(resourceRef('orders'));
  const emiPurchase = params.has('emi-purchase');
  const subject = find(orders, idOf(params.get(ID_PARAMS.order)), (order) => orderThanked(order, emiPurchase));
  return <ThankYou user={user} kind="order" subject={subject} />;
}

/** The booking thank-you page (/user/booking-thank-you?booking_id={id}); a guest goes to /. */
export function BookingThankYouPage() {
  const user = useAppSelector(selectUser);
  const [params] = useSearchParams();
  const [bookings] = useResource(resourceRef('bookings'));
  if (!user) return <Navigate to={CHECKOUT_PATHS.home} replace />;
  return <ThankYou user={user} kind="booking" subject={find(bookings, idOf(params.get(ID_PARAMS.booking)), bookingThanked)} />;
}
