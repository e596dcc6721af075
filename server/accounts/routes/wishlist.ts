import type { FastifyInstance } from 'fastify';
import { number, object } from 'yup';
import type { WishlistItem } from '../../../shared/api/wishlist';
import { paisaToRupees } from '../../../shared/domain/money';
import type { Queryable } from '../../db/types';
import { notFound } from '../../http/errors';
import { parseInput } from '../../http/validate';
import { isDbId, requireLiveProduct } from '../../http/form-input';
import { shownDiscountPaisa } from '../../catalogue/product-cards';
import { RUNNING_FLASH_PRICE_JOIN, SELLING_PRICE_SQL } from '../../catalogue/product-sql';
import { PRODUCT_MESSAGES as M } from '../../catalogue/product-messages';
import { requireUserHeaderOrQuery } from '../sessions';

const productIdBody = object({
  product_id: number()
    .typeError(M.productIdRequired)
    .required(M.productIdRequired)
    .integer(M.productIdRequired)
    .positive(M.productIdRequired),
});

interface WishlistRow {
  product_id: number;
  product_name: string;
  product_img: string | null;
  price_paisa: number;
  discount_price_paisa: number | null;
  selling_price_paisa: number;
  available_quantity: number;
}

/** The user's wishlist, newest first, at the selling price cards show; switched-off products are left out. */
async function wishlistOf(db: Queryable, userId: number): Promise<WishlistItem[]> {
  const r = await db.query<WishlistRow>(
    `SELECT p.id AS product_id, p.name AS product_name, p.featured_image AS product_img, p.price_paisa,
            p.discount_price_paisa, ${SELLING_PRICE_SQL} AS selling_price_paisa, p.stock_quantity AS available_quantity
       FROM wishlists w JOIN products p ON p.id = w.product_id ${RUNNING_FLASH_PRICE_JOIN}
      WHERE w.user_id = $1 AND p.status
      ORDER BY w.created_at DESC, p.id DESC`,
    [userId],
  );
  return r.rows.map((row) => {
    const discount = shownDiscountPaisa(row);
    return {
      product_id: Number(row.product_id),
      product_name: row.product_name,
      product_img: row.product_img ?? '',
      product_price: paisaToRupees(row.price_paisa),
      product_discount_price: discount != null ? paisaToRupees(discount) : null,
      available_quantity: Number(row.available_quantity),
    };
  });
}

/**
 * The wishlist (spec part 2 §6, §7; part 3 §7): the session travels as the bearer header or the
 * `token` query parameter. Adding twice keeps one row (the answer's data.added is false, with its
 * own message); each user sees and deletes only their own.
 */
export default async function wishlistRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  // The one place ?token= is accepted (the spec's wishlist calls pass it so); elsewhere the header only.
  const opts = { preHandler: requireUserHeaderOrQuery };

  app.post('/add-to-wishlist', opts, async (request) => {
    const { product_id } = await parseInput(productIdBody, request.body);
    await requireLiveProduct(db, product_id);
    const user = request.user!;
    const r = await db.query(
      'INSERT INTO wishlists (user_id, product_id) VALUES ($1, $2) ON CONFLICT (user_id, product_id) DO NOTHING RETURNING product_id',
      [user.id, product_id],
    );
    // `added` (ours) tells the storefront which of the two answers this is: it says '{name} added
    // to Wishlist' for a new one and shows this message for one that was there already.
    const added = r.rows.length > 0;
    return { statusCode: 200, message: added ? M.wishlistAdded : M.wishlistAlready, data: { product_id, added } };
  });

  app.get('/get-wishlist', opts, async (request) => {
    return { statusCode: 200, data: { wishlists: await wishlistOf(db, request.user!.id) } };
  });

  app.post('/delete-wishlist', opts, async (request) => {
    const { product_id } = await parseInput(productIdBody, request.body);
    const user = request.user!;
    const r = isDbId(product_id)
      ? await db.query('DELETE FROM wishlists WHERE user_id = $1 AND product_id = $2 RETURNING product_id', [user.id, product_id])
      : { rows: [] };
    if (r.rows.length === 0) throw notFound(M.wishlistMissing);
    return { statusCode: 200, message: M.wishlistRemoved, data: { wishlists: await wishlistOf(db, user.id) } };
  });
}
