/**
 * Warranty registration (spec part 3 §2, §5, §7): POST post-warranty-web, multipart, with
 * model_no, serial_number, place_of_purchase, purchase_date and proof_of_purchase.
 *
 * The proof must REALLY be an image: its first bytes are checked (PNG, JPEG, GIF or WebP; SVG is
 * refused, it can carry script), whatever its name or declared type say. It is at most
 * WARRANTY_MAX_BYTES, stored in the database under a name the server makes up (32 random hex
 * digits and the extension of the sniffed type; the uploaded name is kept only as text), and it
 * is only ever answered with its image type, nosniff, attachment-free inline disposition and a
 * sandboxing CSP (accounts/routes/warranty.ts), so it can never be rendered as a page.
 */
import type { Multipart } from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { Database, Queryable } from '../db';
import { badRequest, conflict, unprocessable } from '../http/errors';
import { IMAGE_NAME, newImageName, readUpload, sendImage, sniffImage, type ImageType } from '../http/uploaded-images';
import { parseInput, textProblem } from '../http/validate';
import { warrantyFieldsSchema } from '../../shared/validation/checkout';
import { TEXT_LIMITS as L, tooLong } from '../../shared/validation/limits';
import type { ProductModel } from '../../shared/api/account-area';
import { WARRANTY_MESSAGES as M } from './account-area-messages';

export const WARRANTY_MAX_BYTES = 5 * 1024 * 1024;
export const WARRANTY_MAX_MB = WARRANTY_MAX_BYTES / 1024 / 1024;

export { sniffImage, type ImageType };
export const newProofName = newImageName;
export const PROOF_NAME = IMAGE_NAME;

const FIELDS = ['model_no', 'serial_number', 'place_of_purchase', 'purchase_date'] as const;
type FieldName = (typeof FIELDS)[number];
const LIMITS: Record<FieldName, [string, number]> = {
  model_no: ['Model number', L.modelNumber],
  serial_number: ['Serial number', L.serialNumber],
  place_of_purchase: ['Place of purchase', L.placeOfPurchase],
  purchase_date: ['Purchase date', 10],
};

export interface WarrantyUpload {
  fields: Record<FieldName, string>;
  proof: { bytes: Buffer; originalName: string | null; type: ImageType };
}

/** Reads the multipart parts: the four fields and exactly one proof image (checked by content). */
export function readWarrantyParts(parts: AsyncIterable<Multipart>, malformed: string): Promise<WarrantyUpload> {
  return readUpload(() => readParts(parts), { tooLarge: M.tooLarge(WARRANTY_MAX_MB), malformed });
}

async function readParts(parts: AsyncIterable<Multipart>): Promise<WarrantyUpload> {
  const fields: Partial<Record<FieldName, string>> = {};
  let proof: WarrantyUpload['proof'] | null = null;
  for await (const part of parts) {
    if (part.type === 'file') {
      if (part.fieldname !== 'proof_of_purchase') {
        part.file.resume();
        throw unprocessable(M.unknownField(part.fieldname.slice(0, 40)));
      }
      if (proof) {
        part.file.resume();
        throw unprocessable(M.oneFile);
      }
      const bytes = await part.toBuffer();
      if (bytes.length === 0) throw unprocessable(M.proofRequired);
      const type = sniffImage(bytes);
      if (!type) throw unprocessable(M.notImage);
      // The uploaded name is kept only as text: without control characters (PostgreSQL cannot store NUL).
      const originalName = part.filename ? part.filename.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 200) : '';
      proof = { bytes, originalName: originalName || null, type };
      continue;
    }
    if (!(FIELDS as readonly string[]).includes(part.fieldname)) continue; // unknown text fields are ignored
    const name = part.fieldname as FieldName;
    if (part.valueTruncated || String(part.value).length > LIMITS[name][1]) throw unprocessable(tooLong(LIMITS[name][0], LIMITS[name][1]));
    const problem = textProblem(String(part.value ?? ''), name);
    if (problem) throw badRequest(problem);
    if (fields[name] === undefined) fields[name] = String(part.value ?? '');
  }
  const checked = await parseInput(warrantyFieldsSchema, fields);
  if (!proof) throw unprocessable(M.proofRequired);
  return { fields: checked as Record<FieldName, string>, proof };
}

/** Today's date where the shopper is (Nepal, UTC+5:45), so a purchase today is never "in the future". */
const todayInNepal = (now = Date.now()) => new Date(now + (5 * 60 + 45) * 60_000).toISOString().slice(0, 10);

export async function registerWarranty(db: Database, userId: number, upload: WarrantyUpload): Promise<{ id: number; proof_file_name: string }> {
  const { fields, proof } = upload;
  if (fields.purchase_date > todayInNepal()) throw unprocessable(M.futureDate);
  if (fields.purchase_date < '1990-01-01') throw unprocessable(M.tooOld);
  const model = await db.query<{ id: number; model_number: string }>(
    'SELECT id, model_number FROM products WHERE lower(model_number) = lower($1) ORDER BY status DESC, id LIMIT 1',
    [fields.model_no.trim()],
  );
  if (!model.rows[0]) throw unprocessable(M.unknownModel);
  const serial = fields.serial_number.trim();
  await refuseRegisteredUnit(db, userId, model.rows[0].model_number, serial);
  const fileName = newProofName(proof.type.ext);
  return db.transaction(async (tx) => {
    await tx.query('INSERT INTO warranty_proofs (file_name, user_id, mime, size, bytes) VALUES ($1, $2, $3, $4, $5)', [
      fileName, userId, proof.type.mime, proof.bytes.length, proof.bytes,
    ]);
    const r = await tx.query<{ id: number }>(
      `INSERT INTO warranty_registrations (user_id, product_id, model_no, serial_number, place_of_purchase, purchase_date,
         proof_file_name, proof_original_name, proof_mime, proof_size)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
      [
        userId, model.rows[0].id, model.rows[0].model_number, serial, fields.place_of_purchase.trim(), fields.purchase_date,
        fileName, proof.originalName, proof.type.mime, proof.bytes.length,
      ],
    );
    return { id: Number(r.rows[0].id), proof_file_name: fileName };
  }).catch(async (err: unknown) => {
    // Two registrations of one unit at once: the unique index (migration 014) lets one through.
    if ((err as { code?: string } | null)?.code === '23505') await refuseRegisteredUnit(db, userId, model.rows[0].model_number, serial);
    throw err;
  });
}

/** 409 when the unit (model and serial, as migration 014's index compares them) is already registered. */
async function refuseRegisteredUnit(db: Queryable, userId: number, modelNumber: string, serial: string): Promise<void> {
  const r = await db.query<{ user_id: number }>(
    `SELECT user_id FROM warranty_registrations
      WHERE status <> 'Rejected' AND lower(model_no) = lower($1) AND lower(btrim(serial_number)) = lower(btrim($2))
      LIMIT 1`,
    [modelNumber, serial],
  );
  const owner = r.rows[0];
  if (owner) throw conflict(Number(owner.user_id) === userId ? M.alreadyYours(serial) : M.alreadyTaken(serial));
}

/** A stored proof of the user's own, or null. */
export async function proofOf(db: Queryable, userId: number, fileName: string): Promise<{ mime: string; bytes: Uint8Array } | null> {
  if (!PROOF_NAME.test(fileName)) return null;
  const r = await db.query<{ mime: string; bytes: Uint8Array }>('SELECT mime, bytes FROM warranty_proofs WHERE file_name = $1 AND user_id = $2', [fileName, userId]);
  return r.rows[0] ?? null;
}

/** The proof of a registration, for the staff who check it (any registration). */
export async function proofOfRegistration(db: Queryable, registrationId: number): Promise<{ mime: string; bytes: Uint8Array; file_name: string } | null> {
  const r = await db.query<{ mime: string; bytes: Uint8Array; file_name: string }>(
    'SELECT p.mime, p.bytes, p.file_name FROM warranty_registrations w JOIN warranty_proofs p ON p.file_name = w.proof_file_name WHERE w.id = $1',
    [registrationId],
  );
  return r.rows[0] ?? null;
}

/**
 * A stored proof as an answer: only ever its image type, never sniffed, shown inline under a
 * sandboxing CSP (it can never run as a page), never kept.
 */
export const sendProof = (reply: FastifyReply, proof: { mime: string; bytes: Uint8Array }, fileName: string): FastifyReply =>
  sendImage(reply, proof, fileName, 'private, no-store');

/**
 * GET get-product-models: every model number on sale, once, sorted, with a product name to find
 * it by (ours, beside the spec's model_number: the warranty form searches both).
 */
export async function productModels(db: Queryable): Promise<ProductModel[]> {
  const r = await db.query<ProductModel>(
    'SELECT model_number, min(name) AS name FROM products WHERE status GROUP BY model_number ORDER BY model_number',
  );
  return r.rows;
}
