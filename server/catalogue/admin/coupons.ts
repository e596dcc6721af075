/**
 * Coupons under /api/admin/ (issue 32, catalogue role): the list, one coupon with its products and
 * changes, a new coupon, and an edit (any field, or switched on or off) made from the version the
 * member read (409 with the coupon as it is now otherwise). Every write is one transaction with
 * its audit row. The rules are the shopper side's (server/cart/coupons.ts): a code is looked up
 * in any case, so two codes may not differ by case alone; a product coupon names its products; the
 * dates, the minimum cart, the usage limits and first-order coupons are stored as the cart reads
 * them. Shoppers see a change on their next call: the coupons and coupon_products triggers move the
 * catalogue version (kept answers and pages), and the cart reads the coupon afresh.
 *   GET   /coupons?q=&active=1|0&page=
 *   GET   /coupons/{id}
 *   POST  /coupons {code, coupon_desc?, option, percent|amount, mrp_or_mop?, scope, product_ids?, min_cart?,
 *                   max_discount?, valid_from, valid_until, usage_limit?, usage_limit_per_user?, first_order_only?, status?}
 *   PATCH /coupons/{id} {any of those, version}
 */
import { escapeLike } from '../../db/sql-params';
import type { FastifyInstance } from 'fastify';
import { object, string } from 'yup';
import { paisaToRupees, rupeesToPaisa } from '../../../shared/domain/money';
import { couponPatchSchema, couponSchema, PROMOTION_MESSAGES as M, type CouponInput } from '../../../shared/validation/promotions';
import type { Queryable } from '../../db';
import { requireStaff } from '../../accounts/staff';
import { audit, auditOf, staleEdit } from '../../accounts/staff-audit';
import { notFound, unprocessable } from '../../http/errors';
import { parseId, parseInput } from '../../http/validate';
import { listPage, listQuerySchema, shortListAnswer } from '../../http/staff-lists';
import { isUniqueViolation, missingProducts, promotionState } from './promotion-rules';

interface CouponRow {
  id: number;
  code: string;
  coupon_desc: string;
  option: 'P' | 'F';
  percent: number | string | null;
  amount_paisa: number | null;
  mrp_or_mop: 'MRP' | 'MOP';
  scope: 'cart' | 'product';
  product_ids: number[];
  min_cart_paisa: number;
  max_discount_paisa: number | null;
  valid_from: Date | string;
  valid_until: Date | string;
  usage_limit: number | null;
  usage_limit_per_user: number;
  used_count: number;
  first_order_only: boolean;
  status: boolean;
  state: string;
  version: number;
}

const COUPON_SQL = `
  SELECT c.id, c.code, c.coupon_desc, c.option, c.percent, c.amount_paisa::int8 AS amount_paisa, c.mrp_or_mop, c.scope,
         ARRAY(SELECT cp.product_id::int FROM coupon_products cp WHERE cp.coupon_id = c.id ORDER BY cp.product_id) AS product_ids,
         c.min_cart_paisa::int8 AS min_cart_paisa, c.max_discount_paisa::int8 AS max_discount_paisa, c.valid_from, c.valid_until,
         c.usage_limit, c.usage_limit_per_user, c.used_count, c.first_order_only, c.status, c.version,
         ${promotionState('c.status', 'c.valid_from', 'c.valid_until', "CASE WHEN c.usage_limit IS NOT NULL AND c.used_count >= c.usage_limit THEN 'used up' END")} AS state
    FROM coupons c`;

async function couponRow(db: Queryable, id: number, lock = false): Promise<CouponRow | null> {
  if (lock) await db.query('SELECT 1 FROM coupons WHERE id = $1 FOR UPDATE', [id]);
  const r = await db.query<CouponRow>(`${COUPON_SQL} WHERE c.id = $1`, [id]);
  return r.rows[0] ?? null;
}

const money = (paisa: number | string | null) => (paisa === null ? null : paisaToRupees(Number(paisa)));
const iso = (v: Date | string) => new Date(v).toISOString();

/** The coupon as the staff API shows it: money in rupees, times in ISO 8601, status 1 (on) or 0 (off). */
export function couponView(c: CouponRow) {
  return {
    id: Number(c.id),
    code: c.code,
    coupon_desc: c.coupon_desc,
    option: c.option,
    percent: c.percent === null ? null : Number(c.percent),
    amount: money(c.amount_paisa),
    mrp_or_mop: c.mrp_or_mop,
    scope: c.scope,
    product_ids: (c.product_ids ?? []).map(Number),
    min_cart: money(c.min_cart_paisa) ?? 0,
    max_discount: money(c.max_discount_paisa),
    valid_from: iso(c.valid_from),
    valid_until: iso(c.valid_until),
    usage_limit: c.usage_limit,
    usage_limit_per_user: c.usage_limit_per_user,
    used_count: c.used_count,
    first_order_only: c.first_order_only,
    status: c.status ? 1 : 0,
    state: c.state,
    version: c.version,
  };
}
export type CouponView = ReturnType<typeof couponView>;

/** What a member edits: the view without what only the store moves. */
const editable = ({ id: _id, used_count: _u, state: _s, version: _v, ...rest }: CouponView) => rest;

const listFilters = object({
  active: string().oneOf(['0', '1'], 'active=1 lists the coupons shoppers can use now; active=0 the others (off, not started, ended or used up).'),
}).concat(listQuerySchema);


/** The rules only the database can answer, for a coupon as it will be stored. */
async function checkStored(tx: Queryable, c: CouponInput, self: { id: number; usedCount: number } | null, untilChanged: boolean): Promise<void> {
  if (untilChanged && Date.parse(c.valid_until) <= Date.now()) throw unprocessable(M.untilPassed);
  if (self && c.usage_limit != null && c.usage_limit < self.usedCount) throw unprocessable(M.usageLimitBelowUses(self.usedCount));
  const taken = await tx.query('SELECT 1 FROM coupons WHERE upper(code) = upper($1) AND id <> $2', [c.code, self?.id ?? 0]);
  if (taken.rows.length) throw unprocessable(M.codeTaken(c.code.toUpperCase()));
  const missing = await missingProducts(tx, c.product_ids ?? []);
  if (missing !== null) throw unprocessable(M.unknownProduct(missing));
}

/** The columns of a coupon as stored (the schema has checked the option's value and the dates). */
const columns = (c: CouponInput) => [
  c.code,
  c.coupon_desc ?? '',
  c.option,
  c.option === 'P' ? c.percent : null,
  c.option === 'F' ? rupeesToPaisa(c.amount!) : null,
  c.mrp_or_mop ?? 'MOP',
  c.scope,
  rupeesToPaisa(c.min_cart ?? 0),
  c.max_discount == null ? null : rupeesToPaisa(c.max_discount),
  c.valid_from,
  c.valid_until,
  c.usage_limit ?? null,
  c.usage_limit_per_user ?? 1,
  c.first_order_only ?? false,
  c.status == null ? true : c.status === 1,
];

async function setProducts(tx: Queryable, couponId: number, ids: readonly number[]): Promise<void> {
  await tx.query('DELETE FROM coupon_products WHERE coupon_id = $1', [couponId]);
  if (ids.length) await tx.query('INSERT INTO coupon_products (coupon_id, product_id) SELECT $1, unnest($2::bigint[])', [couponId, [...ids]]);
}

/** A second coupon with the same code got in between our check and our write. */
const sameCode = (code: string) => (err: unknown) => {
  throw isUniqueViolation(err) ? unprocessable(M.codeTaken(code.toUpperCase())) : err;
};

export default async function adminCouponRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const catalogue = { preHandler: requireStaff('catalogue') };

  app.get('/coupons', catalogue, async (request) => {
    const q = await parseInput(listFilters, request.query, 'query');
    const where: string[] = [];
    const params: unknown[] = [];
    const running = `c.status AND c.valid_from <= now() AND c.valid_until > now() AND (c.usage_limit IS NULL OR c.used_count < c.usage_limit)`;
    if (q.active) where.push(q.active === '1' ? `(${running})` : `NOT (${running})`);
    const text = q.q?.trim() ?? '';
    if (text !== '') {
      params.push(`%${escapeLike(text.toLowerCase())}%`);
      where.push(`(lower(c.code) LIKE $${params.length} OR lower(c.coupon_desc) LIKE $${params.length})`);
    }
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    return shortListAnswer<CouponRow>(db, { select: COUPON_SQL, countFrom: 'coupons c', filter, params, orderBy: 'c.created_at DESC, c.id DESC', page: listPage(q.page) }, couponView);
  });

  app.get('/coupons/:id', catalogue, async (request) => {
    const id = parseId((request.params as { id: string }).id, 'coupon');
    const c = await couponRow(db, id);
    if (!c) throw notFound(`There is no coupon ${id}.`);
    const products = await db.query<{ id: number; name: string; model_number: string; price_paisa: number; sale_price_paisa: number; status: boolean }>(
      `SELECT p.id::int AS id, p.name, p.model_number, p.price_paisa::int8 AS price_paisa, p.sale_price_paisa::int8 AS sale_price_paisa, p.status
         FROM coupon_products cp JOIN products p ON p.id = cp.product_id WHERE cp.coupon_id = $1 ORDER BY p.id`,
      [id],
    );
    return {
      statusCode: 200,
      coupon: couponView(c),
      products: products.rows.map((p) => ({ id: p.id, name: p.name, model_number: p.model_number, price: money(p.price_paisa), selling_price: money(p.sale_price_paisa), status: p.status ? 1 : 0 })),
      timeline: await auditOf(db, 'coupon', id),
    };
  });

  app.post('/coupons', catalogue, async (request, reply) => {
    const body = (await parseInput(couponSchema, request.body)) as CouponInput;
    const answer = await db
      .transaction(async (tx) => {
        await checkStored(tx, body, null, true);
        const r = await tx.query<{ id: number }>(
          `INSERT INTO coupons (code, coupon_desc, option, percent, amount_paisa, mrp_or_mop, scope, min_cart_paisa, max_discount_paisa,
             valid_from, valid_until, usage_limit, usage_limit_per_user, first_order_only, status)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
          columns(body),
        );
        const id = Number(r.rows[0].id);
        await setProducts(tx, id, body.product_ids ?? []);
        const after = couponView((await couponRow(tx, id))!);
        await audit(tx, request.staff, { action: 'coupon.created', entity: 'coupon', entityId: id, before: null, after });
        return { statusCode: 201, coupon: after };
      })
      .catch(sameCode(body.code));
    return reply.code(201).send(answer);
  });

  app.patch('/coupons/:id', catalogue, async (request) => {
    const id = parseId((request.params as { id: string }).id, 'coupon');
    const body = await parseInput(couponPatchSchema, request.body);
    const { version, ...change } = body;
    return db
      .transaction(async (tx) => {
        const row = await couponRow(tx, id, true);
        if (!row) throw notFound(`There is no coupon ${id}.`);
        const before = couponView(row);
        if (before.version !== version) throw await staleEdit(tx, `Coupon ${before.code}`, 'coupon', id, version, before.version, before);
        const defined = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined));
        // The coupon as it will be, checked whole: a change of option or scope must bring its value or products.
        const merged = (await couponSchema.validate({ ...editable(before), ...defined }, { strict: true, abortEarly: true })) as CouponInput;
        await checkStored(tx, merged, { id, usedCount: before.used_count }, defined.valid_until !== undefined);
        await tx.query(
          `UPDATE coupons SET code = $2, coupon_desc = $3, option = $4, percent = $5, amount_paisa = $6, mrp_or_mop = $7, scope = $8,
                  min_cart_paisa = $9, max_discount_paisa = $10, valid_from = $11, valid_until = $12, usage_limit = $13,
                  usage_limit_per_user = $14, first_order_only = $15, status = $16, updated_at = now()
            WHERE id = $1`,
          [id, ...columns(merged)],
        );
        if (defined.product_ids !== undefined || merged.scope === 'cart') await setProducts(tx, id, merged.product_ids ?? []);
        const after = couponView((await couponRow(tx, id))!);
        const action = Object.keys(defined).length === 1 && defined.status !== undefined ? (defined.status === 1 ? 'coupon.switched_on' : 'coupon.switched_off') : 'coupon.changed';
        await audit(tx, request.staff, { action, entity: 'coupon', entityId: id, before, after });
        return { statusCode: 200, coupon: after };
      })
      .catch(sameCode(String(body.code ?? '')));
  });
}
