import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { TextAreaField } from '../../../shared/ui/TextAreaField';
import { api } from '../../app/api';
import { dateTime } from '../../ui/format';
import type { Notice } from '../../ui/Notice';
import { refusal } from '../../ui/StatusChange';
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
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const headingId = `ad-inbox-${kind.path}-${row.id}`;
  const act = async (body: Record<string, string>, done: string) => {
    setBusy(true);
    try {
      await api(`${kind.path}/${row.id}`, { method: 'POST', body: { ...body, ...(note.trim() ? { note: note.trim() } : {}) } });
      onDone({ tone: 'success', text: done });
    } catch (err) {
      onDone({ tone: 'danger', text: refusal(err) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <article className="ad-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="ad-card__title">
        {String(row[kind.heading] ?? `#${row.id}`)} {badge}
      </h2>
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
      {waiting && kind.actions.length ? (
        <>
          <TextAreaField label="Note (kept in the log)" value={note} maxLength={500} rows={2} onChange={(e) => setNote(e.target.value)} />
          <div className="ad-actions">
            {kind.actions.map((a) => (
              <button key={a.label} type="button" className={`ad-button ad-button--${a.tone ?? 'primary'}`} disabled={busy} onClick={() => void act(a.body, a.done)}>
                {a.label}
              </button>
            ))}
          </div>
        </>
      ) : null}
    </article>
  );
}
