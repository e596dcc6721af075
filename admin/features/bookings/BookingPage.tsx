import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatMoney } from '../../../shared/domain/money';
import { DELIVERY_STATUSES, PAYMENT_STATUSES } from '../../../shared/domain/order-statuses';
import { api } from '../../app/api';
import { useLoad } from '../../app/useLoad';
import { Decision } from '../../ui/Decision';
import { NoticeBox, type Notice } from '../../ui/Notice';
import { Page } from '../../ui/Page';
import { Payments, type PaymentRow } from '../../ui/Payments';
import { CustomerCard, RecordTimeline, StateCard, type ShopRecord } from '../../ui/RecordCards';
import { refusal, StatusChange } from '../../ui/StatusChange';
import type { AuditRow } from '../../ui/Timeline';
import { bookingNextSteps } from '../orders/next-steps';
import { KIND_NAMES } from './kinds';

interface Booking extends ShopRecord {
  id: number;
  version: number;
  kind: string;
  product_id: number;
  product_name: string;
  status: string;
  cancelled_booking: string | null;
  cancelled_reason: string | null;
  buy_now_open_status: number;
  total_amount: number;
  product_price: number;
  payment_value: number;
  parent_booking_id: number | null;
  [k: string]: unknown;
}

export function BookingPage() {
  const { id } = useParams();
  const { data, error, loading, reload } = useLoad<{ booking: Booking; payments: PaymentRow[]; timeline: AuditRow[] }>(`bookings/${encodeURIComponent(id ?? '')}`);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const done = (n: Notice) => {
    setNotice(n);
    reload();
  };
  const b = data?.booking;
  const requested = b && b.cancelled_booking === 'C' && b.status === 'Pending';
  const buyNowOpen = b ? Number(b.buy_now_open_status) === 1 : false;
  // As the staff API allows it (orders/admin/bookings.ts): an accepted, paid pre-booking.
  const canOpenBuyNow = b?.status === 'Accepted' && b.payment_status === 'Paid';
  const setBuyNow = async (open: boolean) => {
    setBusy(true);
    try {
      await api(`bookings/${b!.id}/buy-now`, { method: 'POST', body: { open } });
      done({ tone: 'success', text: open ? 'Buy Now is open: the shopper sees the Buy Now link in Booking History.' : 'Buy Now is closed for this booking.' });
    } catch (err) {
      done({ tone: 'danger', text: refusal(err) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Page title={`Booking #${id}`} error={error} loading={loading} actions={<Link to="/bookings">All bookings</Link>}>
      <NoticeBox notice={notice} />
      {b && data ? (
        <div className="ad-detail">
          <StateCard
            title={`${KIND_NAMES[b.kind] ?? b.kind}: ${b.product_name}`}
            record={b}
            first={['Status', b.status]}
            facts={[
              ['Product price', formatMoney(b.product_price)],
              ['Paid or due now', formatMoney(b.total_amount)],
            ]}
          >
            {b.parent_booking_id ? (
              <p>
                Buy Now of pre-booking <Link to={`/bookings/${b.parent_booking_id}`}>#{b.parent_booking_id}</Link>
              </p>
            ) : null}
          </StateCard>
          {b.kind === 'prebooking' && !requested ? (
            <section className="ad-card" aria-labelledby="ad-buy-now">
              <h2 id="ad-buy-now" className="ad-card__title">
                Buy Now
              </h2>
              <p>
                {buyNowOpen
                  ? 'Open: the shopper can buy the product from Booking History.'
                  : canOpenBuyNow
                    ? 'Closed: the shopper waits for the shop to open Buy Now.'
                    : `Buy Now opens on a paid pre-booking; this one is ${b.status} / ${b.payment_status}.`}
              </p>
              {buyNowOpen || canOpenBuyNow ? (
                <button type="button" className="ad-button ad-button--primary" disabled={busy} onClick={() => void setBuyNow(!buyNowOpen)}>
                  {buyNowOpen ? 'Close Buy Now' : 'Open Buy Now'}
                </button>
              ) : null}
            </section>
          ) : null}
          {requested ? (
            <Decision
              title="Cancellation requested"
              attention
              detail={b.cancelled_reason}
              path={`bookings/${b.id}/cancellation`}
              choices={[
                { label: 'Accept cancellation', body: { decision: 'accept' }, done: 'Cancellation accepted and the shopper told.', tone: 'danger' },
                { label: 'Reject cancellation', body: { decision: 'reject' }, done: 'Cancellation rejected: the shopper sees it in Booking History.' },
              ]}
              onDone={done}
            />
          ) : (
            <StatusChange
              key={b.version}
              path={`bookings/${b.id}/status`}
              current={b}
              fields={[
                { name: 'payment_status', label: 'Payment status', options: PAYMENT_STATUSES },
                { name: 'delivery_status', label: 'Delivery status', options: DELIVERY_STATUSES },
              ]}
              quick={bookingNextSteps(b)}
              onDone={done}
            />
          )}
          <CustomerCard title="Customer" record={b} />
          <Payments rows={data.payments} />
          <RecordTimeline record={b} placed={`${KIND_NAMES[b.kind] ?? 'Booking'} placed`} payments={data.payments} audit={data.timeline} />
        </div>
      ) : null}
    </Page>
  );
}
