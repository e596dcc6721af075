/**
 * The price and stock import (issue 32): a CSV file read line by line into what each product
 * should become, every line checked on its own (the product it names, its numbers, the discount
 * against the price, a product named on two lines), and the good lines applied together by one
 * UPDATE … FROM unnest(…) — one statement for 10 000 products, not 10 000 — in the caller's
 * transaction, with one audit row for the whole file.
 *
 * The header row names the columns: id or model_number (which product; with both, the model
 * number must be the product's), and any of price, discount_price, stock, status (`name`, which
 * the export writes, is read and left alone). An empty price, stock or status cell leaves that
 * value as it is; an empty discount_price cell means no discount price (as the export writes it).
 */
import { discountPercent, paisaToRupees } from '../../../shared/domain/money';
import { PRODUCT_CSV_COLUMNS, PRODUCT_CSV_LIMITS as LIMITS, PRODUCT_CSV_MESSAGES as M, STAFF_INPUT_MESSAGES as IM } from '../../../shared/validation/staff';
import type { Queryable } from '../../db';
import type { StaffMember } from '../../http/context';
import { audit } from '../../accounts/staff-audit';
import { HttpError, unprocessable } from '../../http/errors';
import { MAX_DB_ID } from '../../http/validate';
import { parseCsv, textCell } from '../../http/csv';

type Column = (typeof PRODUCT_CSV_COLUMNS)[number];

export interface RefusedLine {
  line: number;
  id?: number | string;
  model_number?: string;
  message: string;
}

interface ProductNow {
  id: number;
  model_number: string;
  price_paisa: number;
  discount_price_paisa: number | null;
  stock_quantity: number;
  status: boolean;
}

/** One product line as read: undefined leaves a value as it is. */
interface Line {
  line: number;
  id?: number;
  idCell: string;
  model: string;
  price?: number;
  /** null: no discount price. */
  discount?: number | null;
  stock?: number;
  status?: boolean;
  error?: string;
  product?: ProductNow;
}

export interface ImportPlan {
  /** Lines that can be applied, with the product as it is and as it will be. */
  good: { line: number; before: ProductNow; after: ProductNow }[];
  refused: RefusedLine[];
}

/** A file-level problem: 422 with the message, nothing read further. */
const fileProblem = (message: string) => unprocessable(message);

const MAX_RUPEES = 100_000_000;

/** "1299", "1299.5", "1299.50" → paisa; anything else (negative, three decimals, text) → undefined. */
function paisaOf(cell: string): number | undefined {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(cell);
  if (!m) return undefined;
  const paisa = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return paisa <= MAX_RUPEES * 100 ? paisa : undefined;
}

/** The header row → each known column's index; 422 for an unknown or repeated column, or a header without what the import needs. */
function readHeader(fields: string[]): Map<Column, number> {
  const columns = new Map<Column, number>();
  fields.forEach((raw, i) => {
    const name = raw.trim().toLowerCase();
    if (name === '' && i === fields.length - 1 && i > 0) return; // a trailing separator
    if (!(PRODUCT_CSV_COLUMNS as readonly string[]).includes(name)) throw fileProblem(M.unknownColumn(raw.trim()));
    if (columns.has(name as Column)) throw fileProblem(M.repeatedColumn(name));
    columns.set(name as Column, i);
  });
  if (!columns.has('id') && !columns.has('model_number')) throw fileProblem(M.noIdentityColumn);
  if (!['price', 'discount_price', 'stock', 'status'].some((c) => columns.has(c as Column))) throw fileProblem(M.noValueColumn);
  return columns;
}

/** A line's cells → its values, or the first thing wrong with them. */
function readLine(line: number, fields: string[], columns: Map<Column, number>, width: number): Line {
  const cell = (c: Column) => {
    const i = columns.get(c);
    return i === undefined ? '' : (fields[i] ?? '').trim();
  };
  const out: Line = { line, idCell: cell('id'), model: textCell(cell('model_number')) };
  const fail = (message: string) => ((out.error ??= message), out);
  if (out.idCell !== '') {
    const n = /^\d{1,10}$/.test(out.idCell) ? Number(out.idCell) : 0;
    if (n < 1 || n > MAX_DB_ID) return fail(M.badId);
    out.id = n;
  } else if (out.model === '') return fail(M.noIdentity);
  if (fields.slice(width).some((f) => f.trim() !== '')) return fail(M.tooManyFields);

  const price = cell('price');
  if (price !== '') {
    out.price = paisaOf(price);
    if (out.price === undefined) return fail(IM.money('price'));
  }
  if (columns.has('discount_price')) {
    const discount = cell('discount_price');
    out.discount = discount === '' ? null : paisaOf(discount);
    if (out.discount === undefined) return fail(IM.money('discount_price'));
  }
  const stock = cell('stock');
  if (stock !== '') {
    out.stock = /^\d{1,7}$/.test(stock) && Number(stock) <= 1_000_000 ? Number(stock) : undefined;
    if (out.stock === undefined) return fail(IM.stock);
  }
  const status = cell('status');
  if (status !== '') {
    if (status !== '0' && status !== '1') return fail(IM.status);
    out.status = status === '1';
  }
  return out;
}

const refusal = (l: Line, message: string): RefusedLine => ({
  line: l.line,
  ...(l.idCell !== '' ? { id: l.id ?? l.idCell } : { model_number: l.model }),
  message,
});

/** The products the lines name, as they are now (locked for the update when `lock`). */
async function productsNamed(db: Queryable, lines: Line[], lock: boolean): Promise<ProductNow[]> {
  const ids = [...new Set(lines.flatMap((l) => (l.id !== undefined ? [l.id] : [])))];
  const models = [...new Set(lines.flatMap((l) => (l.id === undefined && l.model !== '' ? [l.model.toLowerCase()] : [])))];
  if (ids.length === 0 && models.length === 0) return [];
  const r = await db.query<ProductNow>(
    `SELECT id::int AS id, model_number, price_paisa::int8 AS price_paisa, discount_price_paisa::int8 AS discount_price_paisa, stock_quantity, status
       FROM products WHERE id = ANY($1::bigint[]) OR lower(model_number) = ANY($2::text[])
      ORDER BY id${lock ? ' FOR UPDATE' : ''}`,
    [ids, models],
  );
  return r.rows.map((p) => ({
    ...p,
    price_paisa: Number(p.price_paisa),
    discount_price_paisa: p.discount_price_paisa === null ? null : Number(p.discount_price_paisa),
  }));
}

/**
 * Reads and checks the file against the products as they are (locked when `lock`, for the update
 * that follows in the same transaction). 422 for a file that cannot be read at all.
 */
export async function planImport(db: Queryable, text: string, lock: boolean): Promise<ImportPlan> {
  const parsed = parseCsv(text);
  if (!parsed.ok) throw fileProblem(M.unclosedQuote(parsed.unclosedQuoteLine));
  const [header, ...records] = parsed.records;
  if (!header) throw fileProblem(M.empty);
  const columns = readHeader(header.fields);
  if (records.length === 0) throw fileProblem(M.noProductLines);
  if (records.length > LIMITS.rows) throw fileProblem(M.tooManyRows);
  const lines = records.map((r) => readLine(r.line, r.fields, columns, header.fields.length));

  const products = await productsNamed(db, lines, lock);
  const byId = new Map(products.map((p) => [p.id, p]));
  const byModel = new Map<string, ProductNow[]>();
  for (const p of products) {
    const key = p.model_number.toLowerCase();
    byModel.set(key, [...(byModel.get(key) ?? []), p]);
  }

  // Which product each line names (also for a line whose numbers are wrong: it still counts as naming it twice).
  const linesOf = new Map<number, number[]>();
  for (const l of lines) {
    if (l.id === undefined && (l.idCell !== '' || l.model === '')) continue;
    let p: ProductNow | undefined;
    let problem: string | undefined;
    if (l.id !== undefined) {
      p = byId.get(l.id);
      if (!p) problem = M.unknownId(l.id);
      else if (l.model !== '' && l.model.toLowerCase() !== p.model_number.toLowerCase()) problem = M.otherModel(p.id, p.model_number);
    } else {
      const found = byModel.get(l.model.toLowerCase()) ?? [];
      if (found.length === 0) problem = M.unknownModel(l.model);
      else if (found.length > 1) problem = M.sharedModel(l.model, found.length);
      else p = found[0];
    }
    if (problem) {
      // Which product the line names is the first thing to get right: it goes before a bad number.
      l.error = problem;
      continue;
    }
    l.product = p;
    linesOf.set(p!.id, [...(linesOf.get(p!.id) ?? []), l.line]);
  }

  const plan: ImportPlan = { good: [], refused: [] };
  for (const l of lines) {
    const twice = l.product && linesOf.get(l.product.id)!.length > 1 ? M.repeatedProduct(l.product.id, linesOf.get(l.product.id)!) : undefined;
    if (l.error || twice || !l.product) {
      plan.refused.push(refusal(l, l.error ?? twice!));
      continue;
    }
    const before = l.product;
    const after: ProductNow = {
      ...before,
      price_paisa: l.price ?? before.price_paisa,
      discount_price_paisa: l.discount === undefined ? before.discount_price_paisa : l.discount,
      stock_quantity: l.stock ?? before.stock_quantity,
      status: l.status ?? before.status,
    };
    if (after.discount_price_paisa !== null && after.discount_price_paisa > after.price_paisa) {
      plan.refused.push(refusal(l, M.discountAbovePrice));
      continue;
    }
    plan.good.push({ line: l.line, before, after });
  }
  return plan;
}

const FIELDS = [
  ['price', (p: ProductNow) => paisaToRupees(p.price_paisa)],
  ['discount_price', (p: ProductNow) => (p.discount_price_paisa === null ? null : paisaToRupees(p.discount_price_paisa))],
  ['stock', (p: ProductNow) => p.stock_quantity],
  ['status', (p: ProductNow) => (p.status ? 1 : 0)],
] as const;

/** The values that differ, as the staff API shows them (rupees, stock, status 0/1). */
function difference(before: ProductNow, after: ProductNow): [Record<string, unknown>, Record<string, unknown>] | null {
  const was: Record<string, unknown> = {};
  const is: Record<string, unknown> = {};
  for (const [name, value] of FIELDS) {
    if (value(before) !== value(after)) {
      was[name] = value(before);
      is[name] = value(after);
    }
  }
  return Object.keys(is).length ? [was, is] : null;
}

/** The good lines that change their product, with the values before and after. */
export function changesOf(plan: ImportPlan) {
  return plan.good.flatMap((g) => {
    const d = difference(g.before, g.after);
    return d ? [{ ...g, was: d[0], is: d[1] }] : [];
  });
}

/**
 * Applies the plan's good lines that change something, in `tx`: one UPDATE for all of them (the
 * products triggers move each row's version, rewrite its search document and move the catalogue
 * version once), and one audit row with the counts and each changed product before and after.
 * Answers how many products changed.
 */
export async function applyImport(tx: Queryable, staff: StaffMember | null, plan: ImportPlan): Promise<number> {
  const changes = changesOf(plan);
  if (changes.length > 0) {
    const a = changes.map((c) => c.after);
    await tx.query(
      `UPDATE products p
          SET price_paisa = v.price, discount_price_paisa = v.discount, discount_percent = v.percent,
              stock_quantity = v.stock, status = v.status, updated_at = now()
         FROM unnest($1::bigint[], $2::bigint[], $3::bigint[], $4::numeric[], $5::int[], $6::boolean[])
              AS v(id, price, discount, percent, stock, status)
        WHERE p.id = v.id`,
      [
        a.map((p) => p.id),
        a.map((p) => p.price_paisa),
        a.map((p) => p.discount_price_paisa),
        // 'SAVE x%' on the cards and the product page follows the new prices.
        a.map((p) => discountPercent(p.price_paisa, p.discount_price_paisa)),
        a.map((p) => p.stock_quantity),
        a.map((p) => p.status),
      ],
    );
  }
  await audit(tx, staff, {
    action: 'products.imported',
    entity: 'product',
    entityId: 'import',
    before: { products: Object.fromEntries(changes.map((c) => [c.after.id, c.was])) },
    after: {
      applied: plan.good.length,
      changed: changes.length,
      refused: plan.refused.length,
      products: Object.fromEntries(changes.map((c) => [c.after.id, c.is])),
    },
  });
  return changes.length;
}

/** 422 for a file of which no line can be applied, with the report. */
export const nothingApplied = (plan: ImportPlan, dryRun: boolean) =>
  new HttpError(422, M.nothingApplied, {}, { dry_run: dryRun, applied: 0, changed: 0, refused: plan.refused });
