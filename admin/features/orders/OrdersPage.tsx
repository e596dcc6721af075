import { Link } from 'react-router-dom';
import { formatMoney } from '../../../shared/domain/money';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../../../shared/domain/order-statuses';
import { queryOf } from '../../app/api';
import { useLoad } from '../../app/useLoad';
import { DataTable, type Column } from '../../ui/DataTable';
import { dateTime } from '../../ui/format';
import { ListFilters, useListQuery, type Filter } from '../../ui/ListFilters';
import { Page } from '../../ui/Page';
import { Pager, type PageInfo } from '../../ui/Pager';
import { StatusBadge } from '../../ui/StatusBadge';

export interface OrderListRow {
  id: number;
  created_at: string;
  shipping_name: string;
  shipping_email: string;
  shipping_mobile: string;
  payment_method: string;
  order_status: string;
  payment_status: string;
  delivery_status: string;
  cancelled_order: string | null;
  total_amount: number;
}

const FILTERS: readonly Filter[] = [
  { name: 'q', label: 'Search', hint: 'Order number, phone, name or email' },
  { name: 'status', label: 'Order status', options: ORDER_STATUSES },
  { name: 'payment_status', label: 'Payment status', options: PAYMENT_STATUSES },
  { name: 'cancellation', label: 'Cancellation', options: ['requested'] },
];

const COLUMNS: readonly Column<OrderListRow>[] = [
  { key: 'id', header: 'Order', cell: (o) => <Link to={`/orders/${o.id}`}>#{o.id}</Link> },
  { key: 'placed', header: 'Placed', cell: (o) => dateTime(o.created_at) },
  {
    key: 'customer',
    header: 'Customer',
    cell: (o) => (
      <>
        {o.shipping_name}
        <br />
        <span className="ad-muted">{o.shipping_mobile}</span>
      </>
    ),
  },
  {
    key: 'payment',
    header: 'Payment',
    cell: (o) => (
      <>
        {o.payment_method}
        <br />
        <StatusBadge status={o.payment_status} />
      </>
    ),
  },
  {
    key: 'status',
    header: 'Order',
    cell: (o) => (
      <>
        <StatusBadge status={o.order_status} />
        {o.cancelled_order === 'C' && o.order_status === 'Pending' ? <span className="ad-flag">Cancellation requested</span> : null}
      </>
    ),
  },
  { key: 'delivery', header: 'Delivery', cell: (o) => <StatusBadge status={o.delivery_status} /> },
  { key: 'total', header: 'Total', numeric: true, cell: (o) => formatMoney(o.total_amount) },
];

export function OrdersPage() {
  const query = useListQuery(FILTERS.map((f) => f.name));
  const { data, error, loading } = useLoad<PageInfo & { data: OrderListRow[] }>(`orders${queryOf(query)}`);
  return (
    <Page title="Orders" error={error} loading={loading}>
      <ListFilters filters={FILTERS} label="Find orders" />
      {data ? (
        <>
          <DataTable caption="Orders" columns={COLUMNS} rows={data.data} rowKey={(o) => o.id} empty="No order matches these filters." />
          <Pager {...data} />
        </>
      ) : null}
    </Page>
  );
}
