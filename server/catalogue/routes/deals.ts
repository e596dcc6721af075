import type { FastifyInstance } from 'fastify';
import type { ListingSort } from '../../../shared/domain/listing-query';
import { listingBody } from '../listing';
import { parseListingParams } from '../listing-params';
import { loadProductCards } from '../product-cards';
import { RUNNING_FLASH_PRICE_JOIN, SELLING_PRICE_SQL } from '../product-sql';
import { SqlParams } from '../../db/sql-params';

/** New arrivals load once, without scrolling: this many, newest first unless sorted. */
export const NEW_ARRIVALS_LIMIT = 48;

const NEW_ARRIVAL_ORDER: Record<ListingSort, string> = {
  new: 'created_at DESC, id DESC',
  'low-to-high': 'price ASC, id ASC',
  'high-to-low': 'price DESC, id DESC',
};

/** GET best-deal?sort&page (CG Exclusive) and GET new-arrival?sort. */
export default async function dealRoutes(app: FastifyInstance): Promise<void> {
  const { readDb: db } = app;

  app.get<{ Querystring: Record<string, string | string[]> }>('/best-deal', async (request) => {
    const params = parseListingParams(request.query);
    const body = await listingBody(db, request.url, { ...params, brands: [], range: null, features: new Map() }, {
      scope: { where: 'p.best_deal' },
      params: new SqlParams(),
      brandFacet: false,
    });
    return { statusCode: 200, data: { productPaginate: body.productPaginate, products: body.products } };
  });

  app.get<{ Querystring: Record<string, string | string[]> }>('/new-arrival', async (request) => {
    const params = parseListingParams(request.query);
    // The newest new arrivals, then ordered as asked.
    const r = await db.query<{ id: number }>(
      `SELECT id FROM (
         SELECT p.id, p.created_at, ${SELLING_PRICE_SQL} AS price FROM products p ${RUNNING_FLASH_PRICE_JOIN}
          WHERE p.is_new AND p.status ORDER BY p.created_at DESC, p.id DESC LIMIT $1) x
        ORDER BY ${NEW_ARRIVAL_ORDER[params.sort ?? 'new']}`,
      [NEW_ARRIVALS_LIMIT],
    );
    const products = await loadProductCards(db, r.rows.map((row) => row.id));
    return { statusCode: 200, data: { products } };
  });
}
