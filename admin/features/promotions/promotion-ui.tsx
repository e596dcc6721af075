/**
 * What the coupon and flash sale screens share: the tabs between them, the state badge, and times
 * typed and shown in Nepal time (UTC+05:45 all year) whatever the device's own time zone.
 */
import { NavLink } from 'react-router-dom';
import { formatMoney } from '../../../shared/domain/money';
import { auditEntry, type AuditRow, type TimelineEntry } from '../../ui/Timeline';

export function PromotionTabs() {
  return (
    <nav aria-label="Promotions" className="ad-tabs">
      <NavLink to="/promotions/coupons" className="ad-tabs__link">
        Coupons
      </NavLink>
      <NavLink to="/promotions/flash-sales" className="ad-tabs__link">
        Flash sales
      </NavLink>
    </nav>
  );
}

const TONES: Record<string, string> = { running: 'good', scheduled: 'attention', off: 'stopped', ended: 'stopped', 'used up': 'stopped' };
const WORDS: Record<string, string> = { running: 'Running', scheduled: 'Not started', off: 'Switched off', ended: 'Ended', 'used up': 'Used up' };

/** Where a coupon or a sale stands now, as shoppers meet it. */
export function StateBadge({ state }: { state: string }) {
  return <span className={`ad-badge ad-badge--${TONES[state] ?? 'waiting'} ad-badge--state`}>{WORDS[state] ?? state}</span>;
}

const NEPAL_OFFSET_MS = (5 * 60 + 45) * 60_000;
const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** An instant as a datetime-local input's value in Nepal time ('2026-12-01T10:00'). */
export function toNepalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const t = Date.parse(iso);
  return Number.isNaN(t) ? '' : new Date(t + NEPAL_OFFSET_MS).toISOString().slice(0, 16);
}

/** A datetime-local value read as Nepal time, as the API takes it; null when empty; as typed when unreadable (the schema says why). */
export function fromNepalInput(value: string): string | null {
  const v = value.trim();
  if (v === '') return null;
  return LOCAL.test(v) ? `${v}:00+05:45` : v;
}

/** An amount field's text as the API's number (null when empty, NaN stays for the schema to refuse). */
export const amountOf = (text: string): number | null => (text.trim() === '' ? null : Number(text));

interface SaleLine {
  product_id: number;
  flash_price: number;
  quantity: number | null;
}

const linesOf = (side: Record<string, unknown> | null) => ((side?.products as SaleLine[] | undefined) ?? []);
const lineText = (l: SaleLine) => `product #${l.product_id} at ${formatMoney(l.flash_price)}${l.quantity === null ? '' : `, ${l.quantity} on sale`}`;

/** An audit row as a timeline line: a creation and a flash sale's product change in words, the rest field by field. */
export function promotionEntry(row: AuditRow): TimelineEntry {
  const entry = auditEntry(row);
  if (row.before === null) return { ...entry, what: 'Created' };
  const before = linesOf(row.before);
  const after = linesOf(row.after);
  if (row.action === 'flash_sale.product_removed') {
    const gone = before.filter((b) => !after.some((a) => a.product_id === b.product_id));
    return { ...entry, what: `Removed ${gone.map(lineText).join('; ')}` };
  }
  if (row.action === 'flash_sale.product_added' || row.action === 'flash_sale.product_changed') {
    const changed = after.filter((a) => JSON.stringify(a) !== JSON.stringify(before.find((b) => b.product_id === a.product_id)));
    return { ...entry, what: `${row.action.endsWith('added') ? 'Added' : 'Changed'} ${changed.map(lineText).join('; ')}` };
  }
  return entry;
}
