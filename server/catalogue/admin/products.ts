/**
 * Products under /api/admin/ (issue 32): read one, and change its price, discount price, stock or
 * whether it is shown. A change is one transaction with its audit row, made from the version the
 * member read (409 with the row as it is now when a sale or a colleague moved it on). Shoppers see
 * it on their next load: the products triggers move the catalogue version (kept pages and answers)
 * and rewrite the product's search document.
 *   GET   /products/{id}
 *   PATCH /products/{id} {price?, discount_price?, stock?, status?, version}
 */
import type { FastifyInstance } from 'fastify';
import { rupeesToPaisa } from '../../../shared/domain/money';
import { productPatchSchema } from '../../../shared/validation/staff';
import type { Queryable } from '../../db';
import { requireStaff } from '../../accounts/staff';
import { audit, auditOf, staleEdit } from '../../accounts/staff-audit';
import { notFound, unprocessable } from '../../http/errors';
import { inRupees } from '../../http/staff-answers';
import { parseId, parseInput } from '../../http/validate';

interface ProductRow {
  id: number;
  name: string;
  model_number: string;
  price_paisa: number;
  discount_price_paisa: number | null;
  stock_quantity: number;
  status: boolean;
  version: number;
}

async function productRow(db: Queryable, id: number, lock = false): Promise<ProductRow | null> {
  const r = await db.query<ProductRow>(
    `SELECT id::int AS id, name, model_number, price_paisa::int8 AS price_paisa, discount_price_paisa::int8 AS discount_price_paisa,
            stock_quantity, status, version FROM products WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  const row = r.rows[0];
  return row ? { ...row, price_paisa: Number(row.price_paisa), discount_price_paisa: row.discount_price_paisa === null ? null : Number(row.discount_price_paisa) } : null;
}

/** The product as the staff API shows it: money in rupees, stock and status by their API names. */
const view = (p: ProductRow) => {
  const { stock_quantity, status, ...rest } = p;
  return { ...inRupees(rest), stock: stock_quantity, status: status ? 1 : 0 };
};

export default async function adminProductRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const catalogue = { preHandler: requireStaff('catalogue') };

  app.get('/products/:id', catalogue, async (request) => {
    const id = parseId((request.params as { id: string }).id, 'product');
    const p = await productRow(db, id);
    if (!p) throw notFound(`There is no product ${id}.`);
    return { statusCode: 200, product: view(p), timeline: await auditOf(db, 'product', id) };
  });

  app.patch('/products/:id', catalogue, async (request) => {
    const id = parseId((request.params as { id: string }).id, 'product');
    const body = await parseInput(productPatchSchema, request.body);
    return db.transaction(async (tx) => {
      const before = await productRow(tx, id, true);
      if (!before) throw notFound(`There is no product ${id}.`);
      if (before.version !== body.version) throw await staleEdit(tx, `Product ${id}`, 'product', id, body.version, before.version, view(before));
      const price = body.price !== undefined ? rupeesToPaisa(body.price) : before.price_paisa;
      const discount = body.discount_price !== undefined ? (body.discount_price === null ? null : rupeesToPaisa(body.discount_price)) : before.discount_price_paisa;
      if (discount !== null && discount > price) throw unprocessable('The discount price cannot be more than the price.');
      await tx.query(
        `UPDATE products SET price_paisa = $2, discount_price_paisa = $3, stock_quantity = $4, status = $5, updated_at = now() WHERE id = $1`,
        [id, price, discount, body.stock ?? before.stock_quantity, body.status === undefined ? before.status : body.status === 1],
      );
      const after = (await productRow(tx, id))!;
      await audit(tx, request.staff, { action: 'product.changed', entity: 'product', entityId: id, before: view(before), after: view(after) });
      return { statusCode: 200, product: view(after) };
    });
  });
}
