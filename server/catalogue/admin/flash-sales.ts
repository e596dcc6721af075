/**
 * Flash sales under /api/admin/ (issue 32, catalogue role): the list, one sale with its products,
 * a new sale (with products or without), an edit of the sale (title, banner, times, switched on or
 * off) and a product added, repriced or removed, each made from the version the member read (409
 * otherwise) in one transaction with its audit row. The rules follow what shoppers are shown
 * (server/catalogue/product-sql.ts: a product pays the lowest of its price and its running flash
 * prices): a flash price must be below the product's price now, or it would change nothing; the
 * quantity on sale cannot be more than the stock; a sale ends after it starts. Shoppers see a
 * change on their next load: the flash_sales and flash_sale_products triggers move the catalogue
 * version (kept answers and pages), and every price is read with the running sales joined.
 *   GET    /flash-sales?q=&active=1|0&page=
 *   GET    /flash-sales/{id}
 *   POST   /flash-sales {title, banner?, start_time, end_time, status?, products?: [{product_id, flash_price, quantity?}]}
 *   PATCH  /flash-sales/{id} {title?, banner?, start_time?, end_time?, status?, version}
 *   POST   /flash-sales/{id}/products {product_id, flash_price, quantity?, version}
 *   DELETE /flash-sales/{id}/products/{product_id}?version=
 */
import { escapeLike } from '../../db/sql-params';
import type { FastifyInstance } from 'fastify';
import { object, string } from 'yup';
import { formatMoney, paisaToRupees, rupeesToPaisa } from '../../../shared/domain/money';
import { flashProductSchema, flashSalePatchSchema, flashSaleSchema, PROMOTION_MESSAGES as M, type FlashProductInput } from '../../../shared/validation/promotions';
import type { Queryable } from '../../db';
import { requireStaff } from '../../accounts/staff';
import { audit, auditOf, staleEdit } from '../../accounts/staff-audit';
import { notFound, unprocessable } from '../../http/errors';
import { parseId, parseInput } from '../../http/validate';
import { listPage, listQuerySchema, shortListAnswer } from '../../http/staff-lists';
import { promotionState } from './promotion-rules';

interface SaleRow {
  id: number;
  title: string;
  banner: string | null;
  start_time: Date | string;
  end_time: Date | string;
  status: boolean;
  state: string;
  product_count: number;
  version: number;
}

interface SaleProductRow {
  product_id: number;
  name: string;
  model_number: string;
  price_paisa: number;
  sale_price_paisa: number;
  stock_quantity: number;
  status: boolean;
  flash_price_paisa: number;
  quantity_limit: number | null;
  sold_quantity: number;
  position: number;
}

const SALE_SQL = `
  SELECT s.id, s.title, s.banner, s.start_time, s.end_time, s.status, s.version,
         (SELECT count(*)::int FROM flash_sale_products fsp WHERE fsp.flash_sale_id = s.id) AS product_count,
         ${promotionState('s.status', 's.start_time', 's.end_time')} AS state
    FROM flash_sales s`;

const iso = (v: Date | string) => new Date(v).toISOString();
const money = (paisa: number | string) => paisaToRupees(Number(paisa));

async function saleRow(db: Queryable, id: number, lock = false): Promise<SaleRow | null> {
  if (lock) await db.query('SELECT 1 FROM flash_sales WHERE id = $1 FOR UPDATE', [id]);
  const r = await db.query<SaleRow>(`${SALE_SQL} WHERE s.id = $1`, [id]);
  return r.rows[0] ?? null;
}

const saleView = (s: SaleRow) => ({
  id: Number(s.id),
  title: s.title,
  banner: s.banner,
  start_time: iso(s.start_time),
  end_time: iso(s.end_time),
  status: s.status ? 1 : 0,
  state: s.state,
  product_count: Number(s.product_count),
  version: s.version,
});

async function saleProducts(db: Queryable, id: number) {
  const r = await db.query<SaleProductRow>(
    `SELECT fsp.product_id::int AS product_id, p.name, p.model_number, p.price_paisa::int8 AS price_paisa, p.sale_price_paisa::int8 AS sale_price_paisa,
            p.stock_quantity, p.status, fsp.sale_price_paisa::int8 AS flash_price_paisa, fsp.quantity_limit, fsp.sold_quantity, fsp.position
       FROM flash_sale_products fsp JOIN products p ON p.id = fsp.product_id
      WHERE fsp.flash_sale_id = $1 ORDER BY fsp.position, fsp.product_id`,
    [id],
  );
  return r.rows.map((p) => ({
    product_id: Number(p.product_id),
    name: p.name,
    model_number: p.model_number,
    price: money(p.price_paisa),
    selling_price: money(p.sale_price_paisa),
    stock: p.stock_quantity,
    shown: p.status ? 1 : 0,
    flash_price: money(p.flash_price_paisa),
    quantity: p.quantity_limit,
    sold: p.sold_quantity,
    position: p.position,
  }));
}

/** The sale for the audit log: the sale and, compactly, each product's flash price and quantity. */
async function auditView(db: Queryable, id: number) {
  const sale = (await saleRow(db, id))!;
  const products = (await saleProducts(db, id)).map((p) => ({ product_id: p.product_id, flash_price: p.flash_price, quantity: p.quantity }));
  return { ...saleView(sale), products };
}

/** A product as it may go on sale: it exists, the flash price is below its price now, the quantity within its stock. */
async function checkProduct(tx: Queryable, p: FlashProductInput): Promise<void> {
  const r = await tx.query<{ sale_price_paisa: number; stock_quantity: number }>(
    'SELECT sale_price_paisa::int8 AS sale_price_paisa, stock_quantity FROM products WHERE id = $1',
    [p.product_id],
  );
  const product = r.rows[0];
  if (!product) throw unprocessable(M.unknownProduct(p.product_id));
  if (rupeesToPaisa(p.flash_price) >= Number(product.sale_price_paisa)) {
    throw unprocessable(M.flashPriceNotBelow(p.product_id, formatMoney(money(product.sale_price_paisa))));
  }
  if (p.quantity != null && p.quantity > product.stock_quantity) throw unprocessable(M.quantityAboveStock(p.product_id, product.stock_quantity));
}

/** Adds the product to the sale, or sets its flash price and quantity when it is there already. */
async function putProduct(tx: Queryable, saleId: number, p: FlashProductInput): Promise<void> {
  await tx.query(
    `INSERT INTO flash_sale_products (flash_sale_id, product_id, sale_price_paisa, quantity_limit, position)
     VALUES ($1, $2, $3, $4, (SELECT COALESCE(max(position), 0) + 1 FROM flash_sale_products WHERE flash_sale_id = $1))
     ON CONFLICT (flash_sale_id, product_id) DO UPDATE SET sale_price_paisa = EXCLUDED.sale_price_paisa, quantity_limit = EXCLUDED.quantity_limit`,
    [saleId, p.product_id, rupeesToPaisa(p.flash_price), p.quantity ?? null],
  );
}

const listFilters = object({
  active: string().oneOf(['0', '1'], 'active=1 lists the flash sales running now; active=0 the others (off, not started or ended).'),
}).concat(listQuerySchema);

const versionQuery = object({ version: string().required(M.version).matches(/^[1-9]\d{0,8}$/, M.version) });

export default async function adminFlashSaleRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const catalogue = { preHandler: requireStaff('catalogue') };

  /** Locks the sale and checks the version the member edited; the sale as it was. */
  async function openSale(tx: Queryable, id: number, version: number) {
    const row = await saleRow(tx, id, true);
    if (!row) throw notFound(`There is no flash sale ${id}.`);
    if (row.version !== version) throw await staleEdit(tx, `Flash sale "${row.title}"`, 'flash_sale', id, version, row.version, saleView(row));
    return auditView(tx, id);
  }

  app.get('/flash-sales', catalogue, async (request) => {
    const q = await parseInput(listFilters, request.query, 'query');
    const where: string[] = [];
    const params: unknown[] = [];
    const running = 's.status AND s.start_time <= now() AND s.end_time > now()';
    if (q.active) where.push(q.active === '1' ? `(${running})` : `NOT (${running})`);
    const text = q.q?.trim() ?? '';
    if (text !== '') {
      params.push(`%${escapeLike(text.toLowerCase())}%`);
      const byId = /^\d{1,9}$/.test(text) ? ` OR s.id = ${Number(text)}` : '';
      where.push(`(lower(s.title) LIKE $${params.length}${byId})`);
    }
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    return shortListAnswer<SaleRow>(db, { select: SALE_SQL, countFrom: 'flash_sales s', filter, params, orderBy: 's.created_at DESC, s.id DESC', page: listPage(q.page) }, saleView);
  });

  app.get('/flash-sales/:id', catalogue, async (request) => {
    const id = parseId((request.params as { id: string }).id, 'flash sale');
    const s = await saleRow(db, id);
    if (!s) throw notFound(`There is no flash sale ${id}.`);
    return { statusCode: 200, flash_sale: saleView(s), products: await saleProducts(db, id), timeline: await auditOf(db, 'flash_sale', id) };
  });

  app.post('/flash-sales', catalogue, async (request, reply) => {
    const body = await parseInput(flashSaleSchema, request.body);
    if (Date.parse(body.end_time) <= Date.now()) throw unprocessable(M.endPassed);
    const products = (body.products ?? []) as FlashProductInput[];
    const seen = new Set<number>();
    for (const p of products) {
      if (seen.has(p.product_id)) throw unprocessable(M.repeatedProduct(p.product_id));
      seen.add(p.product_id);
    }
    const answer = await db.transaction(async (tx) => {
      for (const p of products) await checkProduct(tx, p);
      const r = await tx.query<{ id: number }>(
        'INSERT INTO flash_sales (title, banner, start_time, end_time, status) VALUES ($1, $2, $3, $4, $5) RETURNING id',
        [body.title.trim(), body.banner?.trim() || null, body.start_time, body.end_time, body.status == null ? true : body.status === 1],
      );
      const id = Number(r.rows[0].id);
      for (const p of products) await putProduct(tx, id, p);
      const after = await auditView(tx, id);
      await audit(tx, request.staff, { action: 'flash_sale.created', entity: 'flash_sale', entityId: id, before: null, after });
      return { statusCode: 201, flash_sale: saleView((await saleRow(tx, id))!), products: await saleProducts(tx, id) };
    });
    return reply.code(201).send(answer);
  });

  app.patch('/flash-sales/:id', catalogue, async (request) => {
    const id = parseId((request.params as { id: string }).id, 'flash sale');
    const { version, ...change } = await parseInput(flashSalePatchSchema, request.body);
    return db.transaction(async (tx) => {
      const before = await openSale(tx, id, version);
      const start = change.start_time ?? before.start_time;
      const end = change.end_time ?? before.end_time;
      if (Date.parse(end) <= Date.parse(start)) throw unprocessable(M.endAfterStart);
      if (change.end_time != null && Date.parse(change.end_time) <= Date.now()) throw unprocessable(M.endPassed);
      await tx.query('UPDATE flash_sales SET title = $2, banner = $3, start_time = $4, end_time = $5, status = $6, updated_at = now() WHERE id = $1', [
        id,
        change.title != null ? change.title.trim() : before.title,
        change.banner !== undefined ? change.banner?.trim() || null : before.banner,
        start,
        end,
        change.status != null ? change.status === 1 : before.status === 1,
      ]);
      const after = await auditView(tx, id);
      const keys = Object.keys(change).filter((k) => (change as Record<string, unknown>)[k] !== undefined);
      const action = keys.length === 1 && change.status != null ? (change.status === 1 ? 'flash_sale.switched_on' : 'flash_sale.switched_off') : 'flash_sale.changed';
      await audit(tx, request.staff, { action, entity: 'flash_sale', entityId: id, before, after });
      return { statusCode: 200, flash_sale: saleView((await saleRow(tx, id))!), products: await saleProducts(tx, id) };
    });
  });

  app.post('/flash-sales/:id/products', catalogue, async (request) => {
    const id = parseId((request.params as { id: string }).id, 'flash sale');
    const { version, ...product } = await parseInput(flashProductSchema, request.body);
    return db.transaction(async (tx) => {
      const before = await openSale(tx, id, version);
      await checkProduct(tx, product as FlashProductInput);
      await putProduct(tx, id, product as FlashProductInput);
      // The sale's version moves with its products: an edit made before this one is stale.
      await tx.query('UPDATE flash_sales SET updated_at = now() WHERE id = $1', [id]);
      const after = await auditView(tx, id);
      const had = before.products.some((p) => p.product_id === product.product_id);
      await audit(tx, request.staff, { action: had ? 'flash_sale.product_changed' : 'flash_sale.product_added', entity: 'flash_sale', entityId: id, before, after });
      return { statusCode: 200, flash_sale: saleView((await saleRow(tx, id))!), products: await saleProducts(tx, id) };
    });
  });

  app.delete('/flash-sales/:id/products/:productId', catalogue, async (request) => {
    const params = request.params as { id: string; productId: string };
    const id = parseId(params.id, 'flash sale');
    const productId = parseId(params.productId, 'product');
    const { version } = await parseInput(versionQuery, request.query, 'query');
    return db.transaction(async (tx) => {
      const before = await openSale(tx, id, Number(version));
      const r = await tx.query('DELETE FROM flash_sale_products WHERE flash_sale_id = $1 AND product_id = $2', [id, productId]);
      if (!r.rowCount) throw notFound(M.notInSale(productId));
      await tx.query('UPDATE flash_sales SET updated_at = now() WHERE id = $1', [id]);
      const after = await auditView(tx, id);
      await audit(tx, request.staff, { action: 'flash_sale.product_removed', entity: 'flash_sale', entityId: id, before, after });
      return { statusCode: 200, flash_sale: saleView((await saleRow(tx, id))!), products: await saleProducts(tx, id) };
    });
  });
}
