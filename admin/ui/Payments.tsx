import { formatMoney } from '../../shared/domain/money';
import { DataTable, type Column } from './DataTable';
import { dateTime } from './format';
import { StatusBadge } from './StatusBadge';
import type { TimelineEntry } from './Timeline';

export interface PaymentRow {
  id: number;
  gateway: string;
  transaction_id: string | null;
  gateway_reference: string | null;
  status: string;
  amount: number;
  refund_reason: string | null;
  failure_reason: string | null;
  created_at: string;
  updated_at: string;
}

const COLUMNS: readonly Column<PaymentRow>[] = [
  { key: 'gateway', header: 'Gateway', cell: (p) => p.gateway },
  { key: 'status', header: 'Status', cell: (p) => <StatusBadge status={p.status} /> },
  { key: 'amount', header: 'Amount', numeric: true, cell: (p) => formatMoney(p.amount) },
  {
    key: 'ref',
    header: 'References',
    cell: (p) => (
      <>
        <span className="ad-code">{p.transaction_id ?? '—'}</span>
        {p.gateway_reference ? (
          <>
            <br />
            <span className="ad-code">{p.gateway_reference}</span>
          </>
        ) : null}
      </>
    ),
  },
  { key: 'why', header: 'Notes', cell: (p) => p.failure_reason ?? p.refund_reason ?? '—' },
  { key: 'at', header: 'Last change', cell: (p) => dateTime(p.updated_at) },
];

/** The gateway payments of an order or a booking, with the references to look them up at the gateway. */
export function Payments({ rows }: { rows: readonly PaymentRow[] }) {
  return (
    <section className="ad-card" aria-labelledby="ad-payments-title">
      <h2 id="ad-payments-title" className="ad-card__title">
        Payments
      </h2>
      <DataTable caption="Payments" columns={COLUMNS} rows={rows} rowKey={(p) => p.id} empty="No gateway payment (paid on delivery, by transfer or with coins)." />
    </section>
  );
}

/** Payments on the timeline: each started, and its last change when it moved since. */
export function paymentEntries(rows: readonly PaymentRow[]): TimelineEntry[] {
  return rows.flatMap((p) => [
    { at: p.created_at, who: p.gateway, what: `Payment started (${formatMoney(p.amount)})` },
    ...(p.updated_at !== p.created_at ? [{ at: p.updated_at, who: p.gateway, what: `Payment ${p.status}`, note: p.failure_reason ?? p.refund_reason }] : []),
  ]);
}
