import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Decision } from '../../ui/Decision';
import { dateTime } from '../../ui/format';
import { ProofImage } from '../../ui/ProofImage';
import type { Notice } from '../../ui/Notice';
import type { InboxKind } from './kinds';

const HIDDEN = new Set(['id', 'status', 'total', 'version']);
const label = (key: string) => key.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());
const isDate = (key: string) => /(_at|_on|_date)$/.test(key);

function value(key: string, v: unknown): ReactNode {
  if (v === null || v === undefined || v === '') return '—';
  if (key === 'product_id') return <Link to={`/products/${String(v)}`}>#{String(v)}</Link>;
  if (isDate(key)) return dateTime(String(v));
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

/** One inbox item: its fields, and (while it waits) the actions a person may take, with a note for the log. */
export function InboxItem({ kind, row, waiting, badge, onDone }: { kind: InboxKind; row: Record<string, unknown> & { id: number }; waiting: boolean; badge: ReactNode; onDone(n: Notice): void }) {
  return (
    <Decision
      title={
        <>
          {String(row[kind.heading] ?? `#${row.id}`)} {badge}
        </>
      }
      titleId={`ad-inbox-${kind.path}-${row.id}`}
      path={`${kind.path}/${row.id}`}
      choices={kind.actions}
      open={waiting}
      onDone={onDone}
    >
      <dl className="ad-fields">
        {Object.entries(row)
          .filter(([k]) => !HIDDEN.has(k) && k !== kind.heading)
          .map(([k, v]) => (
            <div key={k}>
              <dt>{label(k)}</dt>
              <dd>{value(k, v)}</dd>
            </div>
          ))}
      </dl>
      {kind.image ? <ProofImage path={kind.image.path(row.id)} alt={`${kind.image.alt}: ${String(row[kind.heading] ?? row.id)}`} /> : null}
    </Decision>
  );
}
