import type { ReactNode } from 'react';
import { Alert } from '../../../shared/ui/Alert';
import { CancelDialog } from './CancelDialog';
import { ACCOUNT_TEXT as T } from './messages';
import type { AccountList } from './useAccountList';
import type { Cancellation } from './useCancellation';

interface HistoryListProps<T> {
  list: AccountList<T>;
  /** Shown when the list is empty. */
  empty: string;
  /** The tab's table of the items. */
  children: (items: T[]) => ReactNode;
}

/** A history tab's list: 'Loading…' until the first answer, the empty text, else the tab's table. */
export function HistoryList<T>({ list, empty, children }: HistoryListProps<T>) {
  if (list.items === null) {
    return list.loading ? (
      <p className="cg-account__empty" role="status">
        {T.loading}
      </p>
    ) : null;
  }
  if (!list.items.length) return <p className="cg-account__empty">{empty}</p>;
  return <>{children(list.items)}</>;
}

/** A history whose rows can be cancelled (orders, bookings): the sent notice, the list and the reason dialog. */
export function CancellableHistory<T>({ cancellation, ...list }: HistoryListProps<T> & { cancellation: Cancellation }) {
  return (
    <div className="cg-account-history">
      {cancellation.notice ? (
        <div ref={cancellation.noticeRef} tabIndex={-1} className="cg-account__notice">
          <Alert tone="success">{cancellation.notice}</Alert>
        </div>
      ) : null}
      <HistoryList {...list} />
      <CancelDialog
        target={cancellation.target}
        pending={cancellation.pending}
        onConfirm={(reason) => void cancellation.confirm(reason)}
        onDismiss={cancellation.dismiss}
      />
    </div>
  );
}
