/**
 * The audit log of staff writes (issue 32): one append-only row per write, in the write's own
 * transaction (who, when, what, the row before and after). A stale edit — the row's version moved
 * on since the member read it, by a colleague, a sale or a gateway — answers 409 with the row as
 * it is now and the staff changes made since.
 */
import type { Queryable } from '../db';
import type { StaffMember } from '../http/context';
import { HttpError } from '../http/errors';
import { STAFF_MESSAGES as M } from './staff-messages';

export interface AuditEntry {
  action: string;
  entity: 'order' | 'booking' | 'product' | 'review' | 'warranty' | 'staff' | 'settings'
    | 'enquiry' | 'consultation' | 'contact_message' | 'coupon' | 'flash_sale'
    | 'layout' | 'banner' | 'popup' | 'page' | 'faq' | 'store'
    | 'category' | 'sub_category' | 'brand' | 'supplier'
    | 'event' | 'catalogue' | 'service_center' | 'slider' | 'layout_item' | 'sub_category_type';
  entityId: string | number;
  before: unknown;
  after: unknown;
  note?: string | null;
}

export async function audit(tx: Queryable, staff: StaffMember | null, e: AuditEntry): Promise<void> {
  await tx.query(
    'INSERT INTO staff_audit (staff_id, action, entity, entity_id, before, after, note) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [staff?.id ?? null, e.action, e.entity, String(e.entityId), JSON.stringify(e.before ?? null), JSON.stringify(e.after ?? null), e.note ?? null],
  );
}

export interface AuditRow {
  id: number;
  at: string;
  staff: string | null;
  action: string;
  before: unknown;
  after: unknown;
  note: string | null;
}

/** Every staff change of one entity, oldest first (an order's timeline). */
export async function auditOf(db: Queryable, entity: AuditEntry['entity'], entityId: string | number, sinceVersion = 0): Promise<AuditRow[]> {
  const r = await db.query<AuditRow>(
    `SELECT a.id::int AS id, a.at, m.email AS staff, a.action, a.before, a.after, a.note
       FROM staff_audit a LEFT JOIN staff m ON m.id = a.staff_id
      WHERE a.entity = $1 AND a.entity_id = $2 AND COALESCE((a.after->>'version')::int, 0) > $3
      ORDER BY a.id`,
    [entity, String(entityId), sinceVersion],
  );
  return r.rows;
}

/** 409 for an edit made from version `sent` of a row now at `current.version`. */
export async function staleEdit(db: Queryable, what: string, entity: AuditEntry['entity'], entityId: number, sent: number, version: number, current: unknown): Promise<HttpError> {
  return new HttpError(409, M.staleVersion(what), {}, { version, current, changes: await auditOf(db, entity, entityId, sent) });
}
