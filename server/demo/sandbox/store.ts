/** The sandbox gateways' own records: one row per transaction a sandbox gateway issued. */
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db';

export type SandboxGateway = 'esewa' | 'connect_ips' | 'nabil_card' | 'khalti' | 'imepay' | 'cg_pay';
export type SandboxStatus = 'created' | 'paid' | 'cancelled';

export interface SandboxTransaction {
  id: string;
  gateway: SandboxGateway;
  merchant: string;
  merchant_reference: string;
  amount_paisa: number;
  currency: string;
  status: SandboxStatus;
  success_url: string;
  failure_url: string;
  secret: string | null;
  request_data: Record<string, unknown>;
}

const COLUMNS = 'id, gateway, merchant, merchant_reference, amount_paisa, currency, status, success_url, failure_url, secret, request_data';

/** The gateway's own reference: 'SB' + 12 hex digits. */
export const sandboxId = () => `SB${randomBytes(6).toString('hex').toUpperCase()}`;

export interface NewSandboxTransaction {
  gateway: SandboxGateway;
  merchant: string;
  merchantReference: string;
  amountPaisa: number;
  /** Built from the gateway's own id: where Pay and Cancel send the browser. */
  successUrl: (id: string) => string;
  failureUrl: (id: string) => string;
  secret?: string;
  requestData: Record<string, unknown>;
}

/** Issues a transaction; null when the merchant already used this reference. */
export async function issueTransaction(db: Queryable, t: NewSandboxTransaction): Promise<SandboxTransaction | null> {
  const id = sandboxId();
  const r = await db.query<SandboxTransaction>(
    `INSERT INTO sandbox_transactions (id, gateway, merchant, merchant_reference, amount_paisa, success_url, failure_url, secret, request_data)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb)
     ON CONFLICT (gateway, merchant, merchant_reference) DO NOTHING
     RETURNING ${COLUMNS}`,
    [id, t.gateway, t.merchant, t.merchantReference, t.amountPaisa, t.successUrl(id), t.failureUrl(id), t.secret ?? null, JSON.stringify(t.requestData)],
  );
  return r.rows[0] ?? null;
}

export async function transactionById(db: Queryable, id: string): Promise<SandboxTransaction | null> {
  const r = await db.query<SandboxTransaction>(`SELECT ${COLUMNS} FROM sandbox_transactions WHERE id = $1`, [id]);
  return r.rows[0] ?? null;
}

export async function transactionByReference(
  db: Queryable,
  gateway: SandboxGateway,
  merchant: string,
  reference: string,
): Promise<SandboxTransaction | null> {
  const r = await db.query<SandboxTransaction>(
    `SELECT ${COLUMNS} FROM sandbox_transactions WHERE gateway = $1 AND merchant = $2 AND merchant_reference = $3`,
    [gateway, merchant, reference],
  );
  return r.rows[0] ?? null;
}

/** A merchant's transactions whose request carried this value under `key` (Khalti's product_identity), oldest first. */
export async function transactionsWithRequestValue(
  db: Queryable,
  gateway: SandboxGateway,
  merchant: string,
  key: string,
  value: string,
): Promise<SandboxTransaction[]> {
  const r = await db.query<SandboxTransaction>(
    `SELECT ${COLUMNS} FROM sandbox_transactions WHERE gateway = $1 AND merchant = $2 AND request_data ->> $3 = $4 ORDER BY created_at, id LIMIT 50`,
    [gateway, merchant, key, value],
  );
  return r.rows;
}

/** created → paid or cancelled, once. Answers the transaction as it is afterwards. */
export async function settleTransaction(db: Queryable, id: string, status: 'paid' | 'cancelled'): Promise<SandboxTransaction | null> {
  await db.query(`UPDATE sandbox_transactions SET status = $2, updated_at = now() WHERE id = $1 AND status = 'created'`, [id, status]);
  return transactionById(db, id);
}

export function withParams(url: string, params: Record<string, string>): string {
  const u = new URL(url);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.toString();
}

export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 2000) return false;
  try {
    const u = new URL(value);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}
