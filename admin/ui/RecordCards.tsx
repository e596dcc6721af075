import type { ReactNode } from 'react';
import { dateTime } from './format';
import { paymentEntries, type PaymentRow } from './Payments';
import { StatusBadge } from './StatusBadge';
import { auditEntry, Timeline, type AuditRow } from './Timeline';

/** What an order and a booking both carry: who it goes to, how it is paid, where it stands. */
export interface ShopRecord {
  created_at: string;
  shipping_name: string;
  shipping_email: string;
  shipping_mobile: string;
  shipping_address: string;
  payment_method: string;
  payment_status: string;
  delivery_status: string;
  failure_reason: string | null;
}

/** The record's statuses and when it was placed; `first` is its own status (order or booking), `facts` more lines. */
export function StateCard({ title, record, first, facts = [], children }: { title: ReactNode; record: ShopRecord; first: [string, string]; facts?: [string, ReactNode][]; children?: ReactNode }) {
  const rows: [string, ReactNode][] = [
    [first[0], <StatusBadge status={first[1]} />],
    [
      'Payment',
      <>
        <StatusBadge status={record.payment_status} /> {record.payment_method}
      </>,
    ],
    ['Delivery', <StatusBadge status={record.delivery_status} />],
    ['Placed', dateTime(record.created_at)],
    ...facts,
  ];
  return (
    <section className="ad-card" aria-labelledby="ad-record-state">
      <h2 id="ad-record-state" className="ad-card__title">
        {title}
      </h2>
      <dl className="ad-facts ad-facts--inline">
        {rows.map(([dt, dd]) => (
          <div key={dt}>
            <dt>{dt}</dt>
            <dd>{dd}</dd>
          </div>
        ))}
      </dl>
      {children}
      {record.failure_reason ? <p className="ad-hint">{record.failure_reason}</p> : null}
    </section>
  );
}

/** Who the record is for: name, phone and email as links, the address, and the shopper's own note. */
export function CustomerCard({ title, record, note }: { title: string; record: ShopRecord; note?: string | null }) {
  return (
    <section className="ad-card" aria-labelledby="ad-record-customer">
      <h2 id="ad-record-customer" className="ad-card__title">
        {title}
      </h2>
      <p>
        {record.shipping_name}
        <br />
        <a href={`tel:${record.shipping_mobile}`}>{record.shipping_mobile}</a>
        <br />
        <a href={`mailto:${record.shipping_email}`}>{record.shipping_email}</a>
      </p>
      <p className="ad-address">{record.shipping_address}</p>
      {note ? <p className="ad-quote">{note}</p> : null}
    </section>
  );
}

/** Every change to the record, oldest first: placed by the shopper, its payments, the staff's changes. */
export function RecordTimeline({ record, placed, payments, audit }: { record: ShopRecord; placed: string; payments: readonly PaymentRow[]; audit: readonly AuditRow[] }) {
  const entries = [{ at: record.created_at, who: record.shipping_name, what: `${placed} (${record.payment_method})` }, ...paymentEntries(payments), ...audit.map(auditEntry)].sort((a, b) =>
    a.at.localeCompare(b.at),
  );
  return (
    <section className="ad-card" aria-labelledby="ad-record-timeline">
      <h2 id="ad-record-timeline" className="ad-card__title">
        Timeline
      </h2>
      <Timeline entries={entries} />
    </section>
  );
}
