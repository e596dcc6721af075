import { Link } from 'react-router-dom';
import { formatMoney } from '../../../shared/domain/money';
import type { StaffArea } from '../../../shared/domain/staff-roles';
import { useSession } from '../../app/session';
import { useLoad } from '../../app/useLoad';
import { count } from '../../ui/format';
import { Page } from '../../ui/Page';

interface Dashboard {
  orders_to_confirm: number;
  orders_to_ship: number;
  cancellation_requests: number;
  payments_needing_attention: number;
  bookings_awaiting_money: number;
  low_stock: number;
  low_stock_at_most: number;
  held_reviews: number;
  warranty_to_check: number;
  open_enquiries?: number;
  open_consultations?: number;
  open_contact_messages?: number;
  orders_today: number;
  revenue_today: number;
}

interface Tile {
  label: string;
  value: (d: Dashboard) => number | undefined;
  to: string;
  area: StaffArea;
}

/** What needs a person now, each count a link to the list that holds it. */
const TILES: readonly Tile[] = [
  { label: 'Orders to confirm', value: (d) => d.orders_to_confirm, to: '/orders?status=Pending', area: 'operations' },
  { label: 'Orders to ship', value: (d) => d.orders_to_ship, to: '/orders?status=Accepted', area: 'operations' },
  { label: 'Cancellation requests', value: (d) => d.cancellation_requests, to: '/orders?cancellation=requested', area: 'operations' },
  { label: 'Payments needing attention', value: (d) => d.payments_needing_attention, to: '/orders?payment_status=Refund%20Due', area: 'operations' },
  { label: 'Bookings awaiting money', value: (d) => d.bookings_awaiting_money, to: '/bookings?status=Pending', area: 'operations' },
  { label: 'Products low on stock', value: (d) => d.low_stock, to: '/products?low_stock=1', area: 'catalogue' },
  { label: 'Reviews to moderate', value: (d) => d.held_reviews, to: '/inbox/reviews', area: 'support' },
  { label: 'Warranty registrations to check', value: (d) => d.warranty_to_check, to: '/inbox/warranty', area: 'support' },
  { label: 'Open enquiries', value: (d) => d.open_enquiries, to: '/inbox/enquiries', area: 'support' },
  { label: 'Open consultations', value: (d) => d.open_consultations, to: '/inbox/consultations', area: 'support' },
  { label: 'Open contact messages', value: (d) => d.open_contact_messages, to: '/inbox/contact-messages', area: 'support' },
];

export function DashboardPage() {
  const session = useSession();
  const { data, error, loading } = useLoad<Dashboard>('dashboard');
  return (
    <Page title="Dashboard" error={error} loading={loading}>
      {data ? (
        <>
          <h2 className="ad-section-title">Needs a person now</h2>
          <ul className="ad-tiles">
            {TILES.filter((t) => t.value(data) !== undefined).map((t) => {
              const n = t.value(data)!;
              const body = (
                <>
                  <span className="ad-tile__value">{count(n)}</span>
                  <span className="ad-tile__label">{t.label}</span>
                </>
              );
              return (
                <li key={t.label} className={`ad-tile${n > 0 ? ' ad-tile--due' : ''}`}>
                  {session.may(t.area) ? (
                    <Link className="ad-tile__link" to={t.to}>
                      {body}
                    </Link>
                  ) : (
                    <span className="ad-tile__link">{body}</span>
                  )}
                </li>
              );
            })}
          </ul>
          <h2 className="ad-section-title">Today (Nepal time)</h2>
          <dl className="ad-facts">
            <div>
              <dt>Orders</dt>
              <dd>{count(data.orders_today)}</dd>
            </div>
            <div>
              <dt>Revenue</dt>
              <dd>{formatMoney(data.revenue_today)}</dd>
            </div>
          </dl>
          <p className="ad-hint">Low on stock: {data.low_stock_at_most} units or fewer of a product on sale.</p>
        </>
      ) : null}
    </Page>
  );
}
