import type { Queryable } from '../db';

/** Mail goes to the outbox table; a real deployment would relay it from there. */
export async function sendMail(db: Queryable, to: string, subject: string, body: string): Promise<void> {
  await db.query('INSERT INTO mail_outbox (to_email, subject, body) VALUES ($1, $2, $3)', [to, subject, body]);
}
