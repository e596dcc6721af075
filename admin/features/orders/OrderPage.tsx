import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatMoney } from '../../../shared/domain/money';
import { DELIVERY_STATUSES, ORDER_STATUSES, PAYMENT_STATUSES } from '../../../shared/domain/order-statuses';
import { useLoad } from '../../app/useLoad';
import { DataTable, type Column } from '../../ui/DataTable';
import { Decision } from '../../ui/Decision';
import { NoticeBox, type Notice } from '../../ui/Notice';
import { Page } from '../../ui/Page';
import { Payments, type PaymentRow } from '../../ui/Payments';
import { CustomerCard, RecordTimeline, StateCard, type ShopRecord } from '../../ui/RecordCards';
import { StatusChange } from '../../ui/StatusChange';
import type { AuditRow } from '../../ui/Timeline';
import { orderNextSteps } from './next-steps';

interface Order extends ShopRecord {
  id: number;
  version: number;
  order_status: string;
  cancelled_order: string | null;
  cancelled_reason: string | null;
  total_amount: number;
  cart_total: number;
  delivery_charge: number;
  coupon_code: string | null;
  coupon_discount: number | null;
  redeem: number | null;
  redeem_point: number | null;
  redeem_amount: number | null;
  tds: number | null;
  cash_back: number | null;
  loyalty_points: number | null;
  is_emi: boolean | number | null;
  emi_months: number | null;
  emi_monthly: number | null;
  customer_note: string | null;
  [k: string]: unknown;
}

interface Line {
  product_id: number;
  name: string;
  model_number: string;
  qty: number;
  price: number;
  subtotal: number;
  free_product_name: string | null;
}

const LINE_COLUMNS: readonly Column<Line>[] = [
  {
    key: 'product',
    header: 'Product',
    cell: (l) => (
      <>
        <Link to={`/products/${l.product_id}`}>{l.name}</Link>
        <br />
        <span className="ad-muted">{l.model_number}</span>
        {l.free_product_name ? <span className="ad-flag">Free: {l.free_product_name}</span> : null}
      </>
    ),
  },
  { key: 'qty', header: 'Qty', numeric: true, cell: (l) => l.qty },
  { key: 'price', header: 'Price', numeric: true, cell: (l) => formatMoney(l.price) },
  { key: 'subtotal', header: 'Subtotal', numeric: true, cell: (l) => formatMoney(l.subtotal) },
];

/** The money lines an order shows, as the shopper's summary has them. */
function moneyFacts(o: Order): [string, string][] {
  const facts: [string, string][] = [
    ['Cart total', formatMoney(o.cart_total)],
    ['Delivery', formatMoney(o.delivery_charge)],
  ];
  if (o.coupon_code) facts.push([`Coupon ${o.coupon_code}`, `−${formatMoney(o.coupon_discount)}`]);
  if (o.redeem_point) facts.push([`${o.redeem_point.toLocaleString('en-IN')} CG|Coins redeemed`, `−${formatMoney(o.redeem_amount)}`]);
  if (o.tds) facts.push(['TDS', formatMoney(o.tds)]);
  facts.push(['Grand total', formatMoney(o.total_amount)]);
  if (o.cash_back) facts.push(['Cash back (credited when paid)', formatMoney(o.cash_back)]);
  if (o.loyalty_points) facts.push(['CG|Coins to earn', o.loyalty_points.toLocaleString('en-IN')]);
  if (o.is_emi) facts.push(['Flexi Pay', `${o.emi_months} months × ${formatMoney(o.emi_monthly)}`]);
  return facts;
}

export function OrderPage() {
  const { id } = useParams();
  const { data, error, loading, reload } = useLoad<{ order: Order; lines: Line[]; payments: PaymentRow[]; timeline: AuditRow[] }>(`orders/${encodeURIComponent(id ?? '')}`);
  const [notice, setNotice] = useState<Notice>(null);
  const done = (n: Notice) => {
    setNotice(n);
    reload();
  };
  const o = data?.order;
  const requested = o && o.cancelled_order === 'C' && o.order_status === 'Pending';
  return (
    <Page title={`Order #${id}`} error={error} loading={loading} actions={<Link to="/orders">All orders</Link>}>
      <NoticeBox notice={notice} />
      {o && data ? (
        <div className="ad-detail">
          <StateCard title="Status" record={o} first={['Order', o.order_status]} />
          {requested ? (
            <Decision
              title="Cancellation requested"
              attention
              detail={o.cancelled_reason}
              path={`orders/${o.id}/cancellation`}
              choices={[
                { label: 'Accept cancellation', body: { decision: 'accept' }, done: 'Cancellation accepted: stock, coins and coupon are back, and the shopper has been told.', tone: 'danger' },
                { label: 'Reject cancellation', body: { decision: 'reject' }, done: 'Cancellation rejected: the shopper sees it in Order History.' },
              ]}
              onDone={done}
            />
          ) : null}
          {!requested ? (
            <StatusChange
              key={o.version}
              path={`orders/${o.id}/status`}
              current={o}
              fields={[
                { name: 'order_status', label: 'Order status', options: ORDER_STATUSES },
                { name: 'delivery_status', label: 'Delivery status', options: DELIVERY_STATUSES },
                { name: 'payment_status', label: 'Payment status', options: PAYMENT_STATUSES },
              ]}
              quick={orderNextSteps(o)}
              onDone={done}
            />
          ) : null}
          <CustomerCard title="Customer and delivery" record={o} note={o.customer_note} />
          <section className="ad-card" aria-labelledby="ad-order-lines">
            <h2 id="ad-order-lines" className="ad-card__title">
              Products
            </h2>
            <DataTable caption="Products in this order" columns={LINE_COLUMNS} rows={data.lines} rowKey={(l) => `${l.product_id}-${l.model_number}`} empty="No products." />
            <dl className="ad-money">
              {moneyFacts(o).map(([k, v]) => (
                <div key={k}>
                  <dt>{k}</dt>
                  <dd>{v}</dd>
                </div>
              ))}
            </dl>
          </section>
          <Payments rows={data.payments} />
          <RecordTimeline record={o} placed="Order placed" payments={data.payments} audit={data.timeline} />
        </div>
      ) : null}
    </Page>
  );
}
