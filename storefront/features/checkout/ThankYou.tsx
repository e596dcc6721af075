import { Link, Navigate, useLocation } from 'react-router-dom';
import type { SessionUser } from '../../../shared/api/account';
import { Alert } from '../../../shared/ui/Alert';
import { titleHead } from '../../app/head/heads';
import { PageHead } from '../../app/head/PageHead';
import { useAppSelector } from '../../app/hooks';
import { selectUser } from '../session/selectors';
import { HISTORY_PATHS, SUPPORT, THANK_YOU_TEXT as T } from './messages';
import { CHECKOUT_PATHS, readNotice } from './paths';
import './Checkout.css';

interface Props {
  user: SessionUser;
  kind: 'order' | 'booking';
  emiPurchase?: boolean;
}

/**
 * A thank-you page (spec part 3 §2): greets the user by name, shows the message it was sent
 * with (the server's, or the return page's), the support numbers, and links to Order History or
 * Booking History. ?emi-purchase changes the order page's text.
 */
function ThankYou({ user, kind, emiPurchase }: Props) {
  const location = useLocation();
  const { notice } = readNotice(location.state);
  const text = kind === 'booking' ? T.bookingPlaced : emiPurchase ? T.emiPurchase : T.orderPlaced;
  return (
    <>
      <PageHead head={titleHead(T.title)} />
      <div className="cg-checkout cg-thanks">
        <section className="cg-thanks__card" aria-labelledby="thanks-title">
          <svg className="cg-thanks__mark" viewBox="0 0 48 48" width="64" height="64" aria-hidden="true" focusable="false">
            <circle cx="24" cy="24" r="22" fill="currentColor" opacity="0.12" />
            <path d="m14 24.5 7 7 13-14" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <h1 id="thanks-title" className="cg-thanks__title">
            {T.greeting(user.name || user.email)}
          </h1>
          {notice ? (
            <Alert tone="success" className="cg-thanks__notice">
              {notice}
            </Alert>
          ) : null}
          <p className="cg-thanks__text">{text}</p>
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
            <Link className="cg-button cg-button--primary" to={kind === 'booking' ? HISTORY_PATHS.bookings : HISTORY_PATHS.orders}>
              {kind === 'booking' ? T.bookingHistory : T.orderHistory}
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

/** The order thank-you page: /user/checkout?order=completed[&emi-purchase=yes]. */
export function OrderThankYou({ user, emiPurchase }: { user: SessionUser; emiPurchase: boolean }) {
  return <ThankYou user={user} kind="order" emiPurchase={emiPurchase} />;
}

/** The booking thank-you page (/user/booking-thank-you); a guest goes to /. */
export function BookingThankYouPage() {
  const user = useAppSelector(selectUser);
  if (!user) return <Navigate to={CHECKOUT_PATHS.home} replace />;
  return <ThankYou user={user} kind="booking" />;
}
