import { dateTime } from './format';

export interface TimelineEntry {
  at: string;
  who: string;
  what: string;
  note?: string | null;
}

/** Every change to a record, oldest first: when, who (a staff member, the shopper, the gateway) and what. */
export function Timeline({ entries }: { entries: readonly TimelineEntry[] }) {
  if (!entries.length) return <p className="ad-empty">No changes yet.</p>;
  return (
    <ol className="ad-timeline">
      {entries.map((e, i) => (
        <li key={i} className="ad-timeline__item">
          <p className="ad-timeline__what">{e.what}</p>
          <p className="ad-timeline__meta">
            <time dateTime={e.at}>{dateTime(e.at)}</time> · {e.who}
          </p>
          {e.note ? <p className="ad-timeline__note">{e.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}

export interface AuditRow {
  id: number;
  at: string;
  staff: string | null;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  note: string | null;
}

/** An audit row as a sentence: which fields went from what to what. */
export function auditEntry(row: AuditRow): TimelineEntry {
  const changes = Object.entries(row.after ?? {})
    .filter(([k, v]) => k !== 'version' && JSON.stringify(row.before?.[k]) !== JSON.stringify(v))
    .map(([k, v]) => `${k.replace(/_/g, ' ')}: ${row.before && k in row.before ? `${show(row.before[k])} → ` : ''}${show(v)}`);
  return { at: row.at, who: row.staff ?? 'staff', what: changes.length ? changes.join('; ') : row.action.replace(/[._]/g, ' '), note: row.note };
}

const show = (v: unknown) => (v === null || v === undefined ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v));
