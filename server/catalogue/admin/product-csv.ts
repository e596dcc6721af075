/**
 * Prices and stock for many products at once (issue 32), as shops here update them: a CSV export
 * of every product, and an import of a CSV file checked line by line, its good lines applied in
 * one transaction with one audit row, and a report of the lines refused.
 *   GET  /products/export.csv
 *   POST /products/import[?dry_run=1]   (Content-Type: text/csv; at most 5 MB, 20 000 lines)
 *     → {statusCode: 200, dry_run, applied, changed, refused: [{line, id | model_number, message}]}
 *     → 422 with the same fields when no line can be applied; 413 for a larger file
 * The text/csv body parser is this plugin's own: no other route takes CSV.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { object, string } from 'yup';
import { paisaToRupees } from '../../../shared/domain/money';
import { PRODUCT_CSV_COLUMNS, PRODUCT_CSV_LIMITS as LIMITS, PRODUCT_CSV_MESSAGES as M } from '../../../shared/validation/staff';
import { requireStaff } from '../../accounts/staff';
import { badRequest, HttpError } from '../../http/errors';
import { parseInput } from '../../http/validate';
import { csvText, sendCsv } from '../../http/csv';
import { applyImport, changesOf, nothingApplied, planImport } from './product-import';

const importQuery = object({ dry_run: string().oneOf(['0', '1'], M.dryRun) });

/** C0 controls and DEL, except tab, line feed and carriage return. */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const tooLarge = () => new HttpError(413, M.tooLarge);

/** Today in Nepal, for the file's name: 2026-11-29. */

interface ExportRow {
  id: number;
  model_number: string;
  name: string;
  price_paisa: string | number;
  discount_price_paisa: string | number | null;
  stock_quantity: number;
  status: boolean;
}

/** The body of a text/csv request as bytes, read up to LIMITS.bytes (413 past that, also when Content-Length says so first). */
function readCsvBody(request: FastifyRequest, payload: NodeJS.ReadableStream, done: (err: Error | null, body?: Buffer) => void): void {
  if (Number(request.headers['content-length']) > LIMITS.bytes) {
    payload.resume();
    done(tooLarge());
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  const stop = () => {
    payload.removeListener('data', onData);
    payload.removeListener('end', onEnd);
    payload.removeListener('error', onEnd);
  };
  function onData(chunk: Buffer | string) {
    const b = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    size += b.length;
    if (size > LIMITS.bytes) {
      stop();
      payload.resume();
      done(tooLarge());
      return;
    }
    chunks.push(b);
  }
  function onEnd(err?: Error) {
    stop();
    if (err) done(err);
    else done(null, Buffer.concat(chunks));
  }
  payload.on('data', onData);
  payload.on('end', onEnd);
  payload.on('error', onEnd);
}

/** The file's text: UTF-8 (a byte order mark is dropped by the reader), no control characters. */
function fileText(body: unknown): string {
  if (!Buffer.isBuffer(body)) throw new HttpError(415, M.notCsv);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    throw badRequest(M.notUtf8);
  }
  if (CONTROL.test(text)) throw badRequest(M.controlCharacters);
  return text;
}

export default async function adminProductCsvRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const catalogue = requireStaff('catalogue');

  app.addContentTypeParser('text/csv', (request, payload, done) => readCsvBody(request, payload, done));

  app.get('/products/export.csv', { preHandler: catalogue }, async (_request, reply) => {
    const r = await db.query<ExportRow>(
      `SELECT id::int AS id, model_number, name, price_paisa::int8 AS price_paisa, discount_price_paisa::int8 AS discount_price_paisa,
              stock_quantity, status
         FROM products ORDER BY id`,
    );
    const rows = r.rows.map((p) => [
      p.id,
      p.model_number,
      p.name,
      paisaToRupees(p.price_paisa),
      p.discount_price_paisa === null ? null : paisaToRupees(p.discount_price_paisa),
      p.stock_quantity,
      p.status ? 1 : 0,
    ]);
    return sendCsv(reply, 'products', csvText(PRODUCT_CSV_COLUMNS, rows));
  });

  // The staff check comes before the body is read: no one without a session gets 5 MB read.
  app.post('/products/import', { onRequest: catalogue }, async (request) => {
    const { dry_run } = await parseInput(importQuery, request.query, 'query');
    const dryRun = dry_run === '1';
    const text = fileText(request.body);
    if (dryRun) {
      const plan = await planImport(db, text, false);
      if (plan.good.length === 0) throw nothingApplied(plan, true);
      return { statusCode: 200, dry_run: true, applied: plan.good.length, changed: changesOf(plan).length, refused: plan.refused };
    }
    return db.transaction(async (tx) => {
      const plan = await planImport(tx, text, true);
      if (plan.good.length === 0) throw nothingApplied(plan, false);
      const changed = await applyImport(tx, request.staff, plan);
      return { statusCode: 200, dry_run: false, applied: plan.good.length, changed, refused: plan.refused };
    });
  });
}
