import { useEffect, useState } from 'react';
import { getOlaBookings, type BookingListItem } from '../api/reservation';
import { isOk } from '../api/client';
import { Alert } from '../ui/Alert';
import { useHost } from './host';
import { FlowLink, reportFailure } from './hooks';
import { mediaUrl } from '../api/media';
import { RESERVATION_TEXT as T } from './messages';
import { RESERVATION_PATHS } from './paths';
import { useScooterSite } from './scooter-site';
import { Shell } from './Shell';

/** The status that means reserved (spec part 1 §4). */
export const ACCEPTED = 'Accepted';
const PENDING = 'Pending';

const DATE_FORMAT: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };

/** '2026-05-12T10:00:00Z' → '12 May 2026'; text that is not a date is shown as it is. */
export function formatBookingDate(raw: string): string {
  const date = new Date(raw);
  return Number.isNaN(date.getTime()) ? raw : date.toLocaleDateString('en-GB', DATE_FORMAT);
}

/** 'Reserved on {date}' for Accepted, otherwise 'Payment {reason for failure}' (the server's sentence). */
export function bookingStatusText(item: BookingListItem): string {
  if (item.orderStatus === ACCEPTED) return T.reservedOn(formatBookingDate(item.orderDate));
  return T.paymentFailed(item.reasonForFail || T.noReason);
}

/** Its payment still waits for the gateway's word (a cancel return that proves nothing, or a payment being checked). */
const awaitingPayment = (item: BookingListItem) => item.orderStatus === PENDING;

/** The result of the booking the page came back to from the gateway. */
function ReturnedAlert({ item }: { item: BookingListItem }) {
  if (awaitingPayment(item)) {
    return (
      <Alert tone="danger" className="cg-res__alert">
        <strong>{T.noPaymentCompleted}</strong> {T.laterPaymentCounts(item.orderId)}
      </Alert>
    );
  }
  const accepted = item.orderStatus === ACCEPTED;
  return (
    <Alert tone={accepted ? 'success' : 'danger'} className="cg-res__alert">
      <strong>{accepted ? T.reservationPaid : T.reservationNotPaid}</strong> {T.bookingId} {item.orderId}: {bookingStatusText(item)}
    </Alert>
  );
}

/**
 * /myReservations: the user's reservations — variant image, variant, 'Booking ID' and the
 * status line — with 'Purchase another scooter' and the Home link to the scooter site. Coming
 * back from a payment gateway, the booking paid for is shown first with its result.
 */
export function MyReservationsScreen() {
  const host = useHost();
  const { api } = host;
  const homeUrl = useScooterSite();
  const [items, setItems] = useState<BookingListItem[] | null>(null);

  useEffect(() => {
    let alive = true;
    void getOlaBookings(api).then((response) => {
      if (!alive) return;
      if (isOk(response) && Array.isArray(response.data)) {
        setItems(response.data);
        return;
      }
      if (response?.statusCode === 401) host.session.logout();
      reportFailure(host, 'bookings-failed', response);
      setItems([]);
    });
    return () => {
      alive = false;
    };
    // Once per screen (the host object changes with every navigation).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api]);

  const returned = host.returnedBooking ? items?.find((i) => String(i.orderId) === String(host.returnedBooking)) : undefined;
  const ordered = returned && items ? [returned, ...items.filter((i) => i !== returned)] : items;

  return (
    <Shell title={T.reservationsTitle} className="cg-res__main--list">
      {returned ? <ReturnedAlert item={returned} /> : null}
      {ordered && ordered.length === 0 ? <p className="cg-res-bookings__empty">{T.noReservations}</p> : null}
      {ordered && ordered.length ? (
        <ul className="cg-res-bookings" part="reservations">
          {ordered.map((item) => {
            const accepted = item.orderStatus === ACCEPTED;
            return (
              <li
                key={String(item.orderId)}
                className={`cg-res-booking${accepted ? ' cg-res-booking--accepted' : ' cg-res-booking--failed'}${item === returned ? ' cg-res-booking--returned' : ''}`}
              >
                {item.variantImg ? (
                  <img className="cg-res-booking__image" src={mediaUrl(item.variantImg, api.base)} alt="" width={120} height={80} loading="lazy" />
                ) : (
                  <span className="cg-res-booking__image" aria-hidden="true" />
                )}
                <div className="cg-res-booking__body">
                  <p className="cg-res-booking__variant">{item.variant}</p>
                  <p className="cg-res-booking__id">
                    <span>{T.bookingId}</span> <strong>{item.orderId}</strong>
                  </p>
                  <p className={`cg-res-booking__status${accepted ? '' : ' cg-res-booking__status--failed'}`}>{bookingStatusText(item)}</p>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className="cg-res-actions">
        {host.product ? (
          <FlowLink to={RESERVATION_PATHS.shippingAddress} className="cg-button cg-button--primary" part="primary-button">
            {T.purchaseAnother}
          </FlowLink>
        ) : (
          <a className="cg-button cg-button--primary" href={homeUrl} part="primary-button">
            {T.purchaseAnother}
          </a>
        )}
        <a className="cg-button cg-button--secondary" href={homeUrl} part="secondary-button">
          {T.home}
        </a>
      </div>
    </Shell>
  );
}
