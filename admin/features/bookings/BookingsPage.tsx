import { Link } from 'react-router-dom';
import { formatMoney } from '../../../shared/domain/money';
import { BOOKING_KINDS, BOOKING_STATUSES, PAYMENT_STATUSES } from '../../../shared/domain/order-statuses';
import { queryOf } from '../../app/api';
import { useLoad } from '../../app/useLoad';
import { DataTable, type Column } from '../../ui/DataTable';
import { dateTime } from '../../ui/format';
import { ListFilters, useListQuery, type Filter } from '../../ui/ListFilters';
import { Page } from '../../ui/Page';
import { Pager, type PageInfo } from '../../ui/Pager';
import { StatusBadge } from '../../ui/StatusBadge';
import { KIND_NAMES } from './kinds';

interface BookingListRow {
  id: number;
  kind: string;
  created_at: string;
  product_name: string;
  shipping_name: string;
  shipping_mobile: string;
  payment_method: string;
  status: string;
  payment_status: string;
  delivery_status: string;
  cancelled_booking: string | null;
  buy_now_open_status: number;
  total_amount: number;
}

const FILTERS: readonly Filter[] = [
  { name: 'q', label: 'Search', hint: 'Booking number, phone, name or email' },
  { name: 'kind', label: 'Kind', options: BOOKING_KINDS },
  { name: 'status', label: 'Status', options: BOOKING_STATUSES },
  { name: 'payment_status', label: 'Payment status', options: PAYMENT_STATUSES },
  { name: 'cancellation', label: 'Cancellation', options: ['requested'] },
];

const COLUMNS: readonly Column<BookingListRow>[] = [
  {
    key: 'id',
    header: 'Booking',
    cell: (b) => (
      <>
        <Link to={`/bookings/${b.id}`}>#{b.id}</Link> <span className="ad-muted">{KIND_NAMES[b.kind] ?? b.kind}</span>
      </>
    ),
  },
  { key: 'placed', header: 'Placed', cell: (b) => dateTime(b.created_at) },
  { key: 'product', header: 'Product', cell: (b) => b.product_name },
  {
    key: 'customer',
    header: 'Customer',
    cell: (b) => (
      <>
        {b.shipping_name}
        <br />
        <span className="ad-muted">{b.shipping_mobile}</span>
      </>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    cell: (b) => (
      <>
        <StatusBadge status={b.status} /> <StatusBadge status={b.payment_status} />
        {b.cancelled_booking === 'C' && b.status === 'Pending' ? <span className="ad-flag">Cancellation requested</span> : null}
        {Number(b.buy_now_open_status) === 1 ? <span className="ad-flag">Buy Now open</span> : null}
      </>
    ),
  },
  { key: 'total', header: 'Paid or due', numeric: true, cell: (b) => formatMoney(b.total_amount) },
];

export function BookingsPage() {
  const query = useListQuery(FILTERS.map((f) => f.name));
  const { data, error, loading } = useLoad<PageInfo & { data: BookingListRow[] }>(`bookings${queryOf(query)}`);
  return (
    <Page title="Bookings" error={error} loading={loading}>
      <ListFilters filters={FILTERS} label="Find bookings" />
      {data ? (
        <>
          <DataTable caption="Bookings" columns={COLUMNS} rows={data.data} rowKey={(b) => b.id} empty="No booking matches these filters." />
          <Pager {...data} />
        </>
      ) : null}
    </Page>
  );
}
