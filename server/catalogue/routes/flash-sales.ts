import type { FastifyInstance } from 'fastify';
import type { FlashSalesData } from '../../../shared/api/catalogue';
import { answerCache } from '../../http/answer-cache';
import { runningFlashSales } from '../flash-sales';
import { listingBody } from '../listing';
import { paginate, parseListingParams } from '../listing-params';
import { SqlParams } from '../../db/sql-params';

/**
 * GET current-flash-sales[?page&sort]: the running flash sale (the one ending soonest), its
 * products at their selling prices (product-sql.ts: a running flash sale's price is one), productPaginate and nextHref (= next_page_url). No sale running:
 * flash_sale null and no products (the storefront then goes to /page-not-found). Kept per catalogue
 * version until the next sale starts or ends (http/answer-cache.ts): the page a flash sale's crowd
 * opens at once is made once per change.
 */
export default async function flashSaleRoutes(app: FastifyInstance): Promise<void> {
  const { readDb: db } = app;
  const answers = answerCache(db);

  app.get<{ Querystring: Record<string, string | string[]> }>('/current-flash-sales', (request, reply) => answers(request, reply, async () => {
    const params = parseListingParams(request.query);
    const [sale] = await runningFlashSales(db);
    if (!sale) {
      const data: FlashSalesData = { flash_sale: null, products: [], productPaginate: paginate(request.url, params, 0), nextHref: null };
      return { statusCode: 200, data };
    }
    const sql = new SqlParams();
    const scope = {
      join: `JOIN flash_sale_products fs ON fs.product_id = p.id AND fs.flash_sale_id = ${sql.add(sale.id)}::int`,
      where: 'true',
      position: 'fs.position',
    };
    const body = await listingBody(db, request.url, params, { scope, params: sql, brandFacet: false });
    const data: FlashSalesData = {
      flash_sale: { title: sale.title, end_time: sale.end_time },
      products: body.products,
      productPaginate: body.productPaginate,
      nextHref: body.productPaginate.next_page_url ?? null,
    };
    return { statusCode: 200, data };
  }));
}
