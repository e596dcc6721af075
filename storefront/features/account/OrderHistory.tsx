import { useCallback, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { cancelOrder, type Order } from '../../../shared/api/account-area';
import { orderItemProductPath } from '../../../shared/domain/slug';
import { CancellableHistory } from './HistoryList';
import { paymentMethodLabel } from '../checkout/messages';
import { ACCOUNT_TEXT as T } from './messages';
import { formatDate, isoDate, orderCancelState, orderLines, orderSummary, type OrderLine } from './order-view';
import { useAccountList } from './useAccountList';
import { useCancellation } from './useCancellation';
import { formatDeduction, formatMoney } from '../../../shared/domain/money';

/** Order History (spec part 3 §2, §4): the orders table, each with its expandable items and summary. */
export function OrderHistory() {
  const orders = useAccountList('orders', 'Order history');
  const sentMessage = useCallback((id: number) => T.orderCancelSent(id), []);
  const cancellation = useCancellation({ send: cancelOrder, sentMessage, reload: orders.reload });

  return (
    <CancellableHistory list={orders} empty={T.noOrders} cancellation={cancellation}>
      {(items) => (
        <table role="table" className="cg-account-table cg-account-table--orders">
          <caption className="cg-visually-hidden">{T.tabOrders}</caption>
          <thead role="rowgroup">
            <tr role="row">
              <th role="columnheader" scope="col">{T.colDate}</th>
              <th role="columnheader" scope="col">{T.colOrderId}</th>
              <th role="columnheader" scope="col">{T.colPaymentMethod}</th>
              <th role="columnheader" scope="col">{T.colOrderStatus}</th>
              <th role="columnheader" scope="col">{T.colPaymentStatus}</th>
              <th role="columnheader" scope="col">{T.colDeliveryStatus}</th>
              <th role="columnheader" scope="col">{T.colAction}</th>
            </tr>
          </thead>
          {items.map((order) => (
            <OrderRows key={order.id} order={order} onCancel={() => cancellation.ask(order.id, T.cancelOrderTitle(order.id))} />
          ))}
        </table>
      )}
    </CancellableHistory>
  );
}

/** One order: its row and, below it, the expander's row with the items and the summary. */
function OrderRows({ order, onCancel }: { order: Order; onCancel: () => void }) {
  const [open, setOpen] = useState(false);
  const detailId = `order-items-${useId().replace(/:/g, '')}`;
  const cancel = orderCancelState(order);
  return (
    <tbody role="rowgroup" className="cg-account-table__group">
      <tr role="row">
        <td role="cell" data-label={T.colDate}>
          <time dateTime={isoDate(order.created_at)}>{formatDate(order.created_at)}</time>
        </td>
        <th role="rowheader" scope="row" data-label={T.colOrderId}>
          {order.id}
        </th>
        <td role="cell" data-label={T.colPaymentMethod}>
          {paymentMethodLabel(order.payment_method)}
          {order.emi?.bank_name && order.emi.months && order.emi.monthly != null ? (
            <p className="cg-account-table__note">{T.flexiPlan(order.emi.bank_name, order.emi.months, formatMoney(order.emi.monthly))}</p>
          ) : null}
        </td>
        <td role="cell" data-label={T.colOrderStatus}>
          <StatusBadge value={order.order_status} />
        </td>
        <td role="cell" data-label={T.colPaymentStatus}>
          <StatusBadge value={order.payment_status} />
          {order.payment_note ? <p className="cg-account-table__note">{order.payment_note}</p> : null}
        </td>
        <td role="cell" data-label={T.colDeliveryStatus}>
          <StatusBadge value={order.delivery_status} />
        </td>
        <td role="cell" data-label={T.colAction} className="cg-account-table__action">
          <button
            type="button"
            className="cg-account-expander"
            aria-expanded={open}
            aria-controls={detailId}
            onClick={() => setOpen((v) => !v)}
          >
            <span>{open ? T.hideItems : T.showItems}</span>
            <span className="cg-visually-hidden"> {T.itemsOf(order.id)}</span>
            <Chevron open={open} />
          </button>
          {cancel.kind === 'can-cancel' ? (
            <button type="button" className="cg-link-button cg-account-cancel-link" onClick={onCancel}>
              {T.cancelOrder}
              <span className="cg-visually-hidden"> {order.id}</span>
            </button>
          ) : cancel.kind === 'message' ? (
            <p className="cg-account-table__note">{cancel.text}</p>
          ) : null}
        </td>
      </tr>
      <tr role="row" className="cg-account-table__detail" id={detailId} hidden={!open}>
        <td role="cell" colSpan={7}>{open ? <OrderDetail order={order} /> : null}</td>
      </tr>
    </tbody>
  );
}

function OrderDetail({ order }: { order: Order }) {
  const lines = orderLines(order);
  const summary = orderSummary(order, lines);
  return (
    <div className="cg-account-order">
      <table role="table" className="cg-account-items">
        <caption className="cg-visually-hidden">{T.itemsOf(order.id)}</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th role="columnheader" scope="col">{T.colProduct}</th>
            <th role="columnheader" scope="col">{T.itemStatus}</th>
            <th role="columnheader" scope="col" className="cg-num">
              {T.colQty}
            </th>
            <th role="columnheader" scope="col" className="cg-num">
              {T.colPrice}
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {lines.map((line) => (
            <ItemRow key={line.key} line={line} />
          ))}
        </tbody>
      </table>
      <dl className="cg-account-summary">
        {summary.map((row) => (
          <div key={row.key} className={`cg-account-summary__row cg-account-summary__row--${row.key}`}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function ItemRow({ line }: { line: OrderLine }) {
  return (
    <tr role="row">
      <td role="cell" data-label={T.colProduct}>
        <p className="cg-account-item__name">
          {line.productId ? <Link to={orderItemProductPath(line.name, line.productId)}>{line.name}</Link> : line.name}
        </p>
        {line.modelNumber ? (
          <p className="cg-account-item__meta">
            {T.modelLabel}: {line.modelNumber}
          </p>
        ) : null}
        {line.freeGift ? (
          <p className="cg-account-item__meta cg-account-item__gift">
            {T.freeGift}: {line.freeGift.name}
            {line.freeGift.price ? ` (${formatMoney(line.freeGift.price)})` : ''}
          </p>
        ) : null}
        {line.coupon ? (
          <p className="cg-account-item__meta cg-account-item__coupon">
            {T.coupon}: {line.coupon.code}
            {line.coupon.basis
              ? ` (${T.couponBasis(line.coupon.basis)}${line.coupon.basisPrice != null ? ` ${formatMoney(line.coupon.basisPrice)}` : ''})`
              : ''}
            {line.coupon.discount ? ` ${formatDeduction(line.coupon.discount)}` : ''}
          </p>
        ) : null}
      </td>
      <td role="cell" data-label={T.itemStatus}>
        <dl className="cg-account-item__statuses">
          <div>
            <dt>{T.itemStatus}</dt>
            <dd>{line.status}</dd>
          </div>
          <div>
            <dt>{T.itemPayment}</dt>
            <dd>{line.payment}</dd>
          </div>
          <div>
            <dt>{T.itemDelivery}</dt>
            <dd>{line.delivery}</dd>
          </div>
        </dl>
      </td>
      <td role="cell" data-label={T.colQty} className="cg-num">
        {line.qty}
      </td>
      <td role="cell" data-label={T.colPrice} className="cg-num">
        {formatMoney(line.price)}
      </td>
    </tr>
  );
}

/** A status word with a colour by its meaning (the word itself carries the information). */
export function StatusBadge({ value }: { value: string | null | undefined }) {
  const text = String(value ?? '');
  const tone = /^(paid|delivered|completed|accepted|approved|credited|active|success)/i.test(text)
    ? 'good'
    : /^(cancel|reject|fail|declin|refund|unpaid|returned|debited|expired)/i.test(text)
      ? 'bad'
      : 'neutral';
  return <span className={`cg-account-status cg-account-status--${tone}`}>{text}</span>;
}

function Chevron({ open }: { open: boolean }) {
  return (
    <svg
      className={`cg-account-expander__icon${open ? ' is-open' : ''}`}
      width="16"
      height="16"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
