import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { cancelBooking, type Booking } from '../../../shared/api/account-area';
import { buynowPath } from '../../../shared/domain/slug';
import { CancellableHistory } from './HistoryList';
import { paymentMethodLabel } from '../checkout/messages';
import { ACCOUNT_TEXT as T } from './messages';
import { StatusBadge } from './OrderHistory';
import { bookingCancelState, formatDate, isoDate } from './order-view';
import { useAccountList } from './useAccountList';
import { useCancellation } from './useCancellation';
import { formatMoney } from '../../../shared/domain/money';

/** The Buy Now link of a booking: /buynow-{name-slug}-{product_id}, or null without a product id. */
export function buyNowHref(booking: Pick<Booking, 'product_name' | 'product_id' | 'buy_now_open_status'>): string | null {
  if (Number(booking.buy_now_open_status) !== 1) return null;
  const id = Number(booking.product_id);
  return Number.isInteger(id) && id > 0 ? buynowPath(booking.product_name, id) : null;
}

/** What a buy-now row pays: the balance after its pre-booking's prepayment (its Prepayment column shows that prepayment); null for a pre-booking. */
function balanceOf(booking: Pick<Booking, 'kind' | 'payment_value'>): number | null {
  return booking.kind === 'buy_now' && typeof booking.payment_value === 'number' ? booking.payment_value : null;
}

/** Booking History (spec part 3 §2, §4): the bookings table with Buy Now and cancellation. */
export function BookingHistory() {
  const bookings = useAccountList('bookings', 'Booking history');
  const sentMessage = useCallback((id: number) => T.bookingCancelSent(id), []);
  const cancellation = useCancellation({ send: cancelBooking, sentMessage, reload: bookings.reload });

  return (
    <CancellableHistory list={bookings} empty={T.noBookings} cancellation={cancellation}>
      {(items) => (
        <table role="table" className="cg-account-table cg-account-table--bookings">
          <caption className="cg-visually-hidden">{T.tabBookings}</caption>
          <thead role="rowgroup">
            <tr role="row">
              <th role="columnheader" scope="col">{T.colImage}</th>
              <th role="columnheader" scope="col">{T.colDate}</th>
              <th role="columnheader" scope="col">{T.colBookingId}</th>
              <th role="columnheader" scope="col" className="cg-num">
                {T.colPrepayment}
              </th>
              <th role="columnheader" scope="col">{T.colPaymentMethod}</th>
              <th role="columnheader" scope="col">{T.colOrderStatus}</th>
              <th role="columnheader" scope="col">{T.colPaymentStatus}</th>
              <th role="columnheader" scope="col">{T.colDeliveryStatus}</th>
              <th role="columnheader" scope="col">{T.colAction}</th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {items.map((booking) => (
              <BookingRow
                key={booking.id}
                booking={booking}
                onCancel={() => cancellation.ask(booking.id, T.cancelBookingTitle(booking.id))}
              />
            ))}
          </tbody>
        </table>
      )}
    </CancellableHistory>
  );
}

function BookingRow({ booking, onCancel }: { booking: Booking; onCancel: () => void }) {
  const cancel = bookingCancelState(booking);
  const buyNow = buyNowHref(booking);
  const balance = balanceOf(booking);
  return (
    <tr role="row">
      <td role="cell" data-label={T.colImage} className="cg-account-booking__product">
        {booking.featured_image ? (
          <img src={booking.featured_image} alt="" width={56} height={56} loading="lazy" className="cg-account-booking__image" />
        ) : null}
        <span className="cg-account-booking__text">
          <span className="cg-account-booking__name">{booking.product_name}</span>
          {balance !== null ? <span className="cg-account-booking__balance">{T.buyNowBalance(formatMoney(balance))}</span> : null}
        </span>
      </td>
      <td role="cell" data-label={T.colDate}>
        <time dateTime={isoDate(booking.created_at)}>{formatDate(booking.created_at)}</time>
      </td>
      <th role="rowheader" scope="row" data-label={T.colBookingId}>
        {booking.id}
      </th>
      <td role="cell" data-label={T.colPrepayment} className="cg-num">
        {formatMoney(booking.total_amount)}
      </td>
      <td role="cell" data-label={T.colPaymentMethod}>{paymentMethodLabel(booking.payment_method)}</td>
      <td role="cell" data-label={T.colOrderStatus}>
        <StatusBadge value={booking.status} />
      </td>
      <td role="cell" data-label={T.colPaymentStatus}>
        <StatusBadge value={booking.payment_status} />
        {booking.payment_note ? <p className="cg-account-table__note">{booking.payment_note}</p> : null}
      </td>
      <td role="cell" data-label={T.colDeliveryStatus}>
        <StatusBadge value={booking.delivery_status} />
      </td>
      <td role="cell" data-label={T.colAction} className="cg-account-table__action">
        {buyNow ? (
          <Link className="cg-button cg-button--primary cg-account-buy-now" to={buyNow} aria-label={T.buyNowLabel(booking.product_name)}>
            {T.buyNow}
          </Link>
        ) : null}
        {cancel.kind === 'can-cancel' ? (
          <button type="button" className="cg-link-button cg-account-cancel-link" onClick={onCancel}>
            {T.cancelBooking}
            <span className="cg-visually-hidden"> {booking.id}</span>
          </button>
        ) : cancel.kind === 'message' ? (
          <p className="cg-account-table__note">{cancel.text}</p>
        ) : null}
      </td>
    </tr>
  );
}
