import type { LoyaltyEntry } from '../../../shared/api/account-area';
import { formatSignedCount } from '../../../shared/domain/money';
import { HistoryList } from './HistoryList';
import { ACCOUNT_TEXT as T } from './messages';
import { StatusBadge } from './OrderHistory';
import { formatDate, isoDate } from './order-view';
import { useAccountList } from './useAccountList';

/** Loyalty Point History (spec part 3 §2): Date, Order ID, Loyalty Point, Total Point, Remarks, Status. */
export function LoyaltyHistory() {
  const entries = useAccountList('loyalty-history', 'Loyalty history');
  return (
    <HistoryList list={entries} empty={T.noLoyalty}>
      {(items) => (
    <table role="table" className="cg-account-table cg-account-table--loyalty">
      <caption className="cg-visually-hidden">{T.tabLoyalty}</caption>
      <thead role="rowgroup">
        <tr role="row">
          <th role="columnheader" scope="col">{T.colDate}</th>
          <th role="columnheader" scope="col">{T.colOrderId}</th>
          <th role="columnheader" scope="col" className="cg-num">
            {T.colLoyaltyPoint}
          </th>
          <th role="columnheader" scope="col" className="cg-num">
            {T.colTotalPoint}
          </th>
          <th role="columnheader" scope="col">{T.colRemarks}</th>
          <th role="columnheader" scope="col">{T.colStatus}</th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {items.map((entry, i) => (
          <tr role="row" key={`${entry.created_at}-${entry.order_id ?? ''}-${i}`}>
            <td role="cell" data-label={T.colDate}>
              <time dateTime={isoDate(entry.created_at)}>{formatDate(entry.created_at)}</time>
            </td>
            <td role="cell" data-label={T.colOrderId}>{entry.order_id ?? ''}</td>
            <td role="cell" data-label={T.colLoyaltyPoint} className="cg-num">
              {formatSignedCount(entry.loyalty_points)}
            </td>
            <td role="cell" data-label={T.colTotalPoint} className="cg-num">
              {formatSignedCount(entry.total_points)}
            </td>
            <td role="cell" data-label={T.colRemarks}>{entry.remarks ?? ''}</td>
            <td role="cell" data-label={T.colStatus}>
              <StatusBadge value={entry.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
      )}
    </HistoryList>
  );
}
