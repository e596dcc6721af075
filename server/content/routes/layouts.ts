import type { FastifyInstance } from 'fastify';
import type { LayoutListingData, SupplierInfo } from '../../../shared/api/catalogue';
import { notFound } from '../../http/errors';
import { parseId } from '../../http/validate';
import { catalogueCache } from '../../catalogue/catalogue-cache';
import { CATALOGUE_MESSAGES as M } from '../../catalogue/catalogue-messages';
import { runningFlashSales } from '../../catalogue/flash-sales';
import { activeHomePopUp } from '../home-popup';
import { layoutUrl, loadLayoutBlocks } from '../layout-blocks';
import { listingBody } from '../../catalogue/listing';
import { parseListingParams } from '../../catalogue/listing-params';
import { SqlParams } from '../../db/sql-params';

type Query = { Querystring: Record<string, string | string[]> };

/**
 * GET layouts — home blocks and pop-up; GET layouts?supplier={slug or name} — a supplier's
 * landing blocks; GET layouts/{id}?brand&range&sort&page — the view-all listing of a block.
 */
export default async function layoutRoutes(app: FastifyInstance): Promise<void> {
  const { readDb: db } = app;

  app.get<Query>('/layouts', async (request) => {
    const raw = request.query.supplier;
    const supplierName = (Array.isArray(raw) ? raw[0] : raw)?.trim();
    if (supplierName) {
      const r = await db.query<SupplierInfo & { id: number }>(
        `SELECT id, name, slug, logo, banner FROM suppliers
          WHERE (slug = lower($1) OR lower(name) = lower($1)) AND status`,
        [supplierName],
      );
      const supplier = r.rows[0];
      if (!supplier) throw notFound(M.noSupplier(supplierName));
      const layouts = await loadLayoutBlocks(db, supplier.id);
      const { id: _id, ...info } = supplier;
      return { statusCode: 200, data: { layouts, supplier: info } };
    }
    const [layouts, pop_up] = await Promise.all([loadLayoutBlocks(db, null), activeHomePopUp(db)]);
    return { statusCode: 200, data: { layouts, pop_up } };
  });

  app.get<Query & { Params: { id: string } }>('/layouts/:id', async (request) => {
    const params = parseListingParams(request.query);
    const id = parseId(request.params.id, 'Layout');
    const r = await db.query<{ id: number; title: string; layout_url: string | null; type: string; flash_sale_id: number | null }>(
      'SELECT id, title, layout_url, type, flash_sale_id FROM layouts WHERE id = $1 AND status',
      [id],
    );
    const layout = r.rows[0];
    if (!layout) throw notFound(M.noLayout(id));

    const sql = new SqlParams();
    let scope;
    if (layout.type === 'Flash Sales' && layout.flash_sale_id != null) {
      const [sale] = await runningFlashSales(db, [layout.flash_sale_id]);
      scope = {
        join: `JOIN flash_sale_products fs ON fs.product_id = p.id AND fs.flash_sale_id = ${sql.add(layout.flash_sale_id)}::int`,
        where: sale ? 'true' : 'false',
        position: 'fs.position',
      };
    } else {
      scope = {
        join: `JOIN layout_items li ON li.product_id = p.id AND li.item_type = 'product' AND li.status AND li.layout_id = ${sql.add(layout.id)}::int`,
        where: 'true',
        position: 'li.position',
      };
    }
    const [sliders, body] = await Promise.all([
      catalogueCache(db).listingSliders({}),
      listingBody(db, request.url, params, { scope, params: sql }),
    ]);
    const { filters: _f, price_range, ...rest } = body;
    const data: LayoutListingData = {
      layout: { title: layout.title, layout_url: layoutUrl(layout) },
      ...rest,
      priceRange: price_range,
      sliders,
    };
    return { statusCode: 200, data };
  });
}
