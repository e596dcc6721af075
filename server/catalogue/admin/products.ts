/**
 * Products under /api/admin/ (issue 32): the list with a search and filters, read one, and change its name, model number,
 * price, discount price, stock, whether it is shown, its flags and its specifications (product-edit.ts). A change is one transaction with its audit row, made from the version the
 * member read (409 with the row as it is now when a sale or a colleague moved it on). Shoppers see
 * it on their next load: the products triggers move the catalogue version (kept pages and answers)
 * and rewrite the product's search document.
 *   GET   /products?q=&status=0|1&low_stock=1&page=
 *   GET   /products/{id}        the product, its photos (product-image-routes.ts) and its changes
 *   PATCH /products/{id} {name?, model_number?, price?, discount_price?, stock?, status?, is_new?, product_type?,
 *                         prepayment?, prepayment_value?, is_service?, specifications?: [{name, value}], version}
 */
import { escapeLike } from '../../db/sql-params';
import type { FastifyInstance } from 'fastify';
import { object, string } from 'yup';
import { productPatchSchema } from '../../../shared/validation/staff';
import { requireStaff } from '../../accounts/staff';
import { auditOf } from '../../accounts/staff-audit';
import { notFound } from '../../http/errors';
import { LOW_STOCK } from '../../http/admin-dashboard';
import { parseId, parseInput } from '../../http/validate';
import { listPage, listQuerySchema, shortListAnswer } from '../../http/staff-lists';
import { editProduct } from './product-edit';
import { productImages } from './product-images';
import { productRecord, productView, type ProductRow } from './product-record';

interface ListRow extends ProductRow {
  category: string;
}

const listFilters = object({
  status: string().oneOf(['0', '1'], 'status is 1 (shown) or 0 (hidden).'),
  low_stock: string().oneOf(['0', '1'], `low_stock=1 lists the products shown with ${LOW_STOCK} units or fewer.`),
}).concat(listQuerySchema);


/**
 * The list's search over alias `p`, each part answered by an index: a number is an id (the
 * primary key); any text is the start of the name (products_name_prefix_idx) or of the model
 * number with its spaces, dashes and dots left out, as search compares it ('ua-55' finds UA55AU7700:
 * products_model_compact_idx). Both patterns are prefixes built here, in time linear in q.
 */
function productSearch(q: string, params: unknown[]): string {
  const text = q.trim().toLowerCase();
  const parts: string[] = [];
  if (/^\d{1,10}$/.test(text) && Number(text) <= 2_147_483_647) {
    params.push(Number(text));
    parts.push(`p.id = $${params.length}`);
  }
  params.push(`${escapeLike(text)}%`);
  parts.push(`lower(p.name) LIKE $${params.length}`);
  const compact = text.replace(/[^a-z0-9]+/g, '');
  if (compact !== '') {
    params.push(`${compact}%`);
    parts.push(`search_compact(p.model_number) LIKE $${params.length}`);
  }
  return `(${parts.join(' OR ')})`;
}

export default async function adminProductRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const catalogue = { preHandler: requireStaff('catalogue') };

  app.get('/products', catalogue, async (request) => {
    const q = await parseInput(listFilters, request.query, 'query');
    const where: string[] = [];
    const params: unknown[] = [];
    if (q.status) where.push(q.status === '1' ? 'p.status' : 'NOT p.status');
    if (q.low_stock === '1') {
      // As the dashboard counts them: shown to shoppers, with few units left.
      params.push(LOW_STOCK);
      where.push(`p.status AND p.stock_quantity <= $${params.length}`);
    }
    if (q.q && q.q.trim() !== '') where.push(productSearch(q.q, params));
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const select = `SELECT p.id::int AS id, p.name, p.model_number, p.price_paisa::int8 AS price_paisa,
                           p.discount_price_paisa::int8 AS discount_price_paisa, p.stock_quantity, p.status, p.version, c.name AS category
                      FROM products p JOIN categories c ON c.id = p.category_id`;
    return shortListAnswer<ListRow>(db, { select, countFrom: 'products p', filter, params, orderBy: 'p.id', page: listPage(q.page) }, ({ price_paisa, discount_price_paisa, ...p }) =>
      productView({ ...p, price_paisa: Number(price_paisa), discount_price_paisa: discount_price_paisa === null ? null : Number(discount_price_paisa) }),
    );
  });

  app.get('/products/:id', catalogue, async (request) => {
    const id = parseId((request.params as { id: string }).id, 'product');
    const p = await productRecord(db, id);
    if (!p) throw notFound(`There is no product ${id}.`);
    return { statusCode: 200, product: productView(p), images: await productImages(db, id), timeline: await auditOf(db, 'product', id) };
  });

  app.patch('/products/:id', catalogue, async (request) => {
    const id = parseId((request.params as { id: string }).id, 'product');
    const body = await parseInput(productPatchSchema, request.body);
    return db.transaction((tx) => editProduct(tx, request, id, body));
  });
}
