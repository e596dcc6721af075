import type { FastifyInstance } from 'fastify';
import type { CatalogueBrand, CatalogueEntry, CataloguesData } from '../../../shared/api/pages';
import type { Queryable } from '../../db/types';
import { notFound } from '../../http/errors';
import { PRODUCT_MESSAGES as M } from '../../catalogue/product-messages';

interface CatalogueRow extends CatalogueEntry {
  brand_id: number;
  brand_name: string;
  brand_image: string | null;
}

/** Every brand's catalogues together: GET catalogues/all (or 'multi'). */
export const ALL_CATALOGUES = ['all', 'multi'];

async function catalogueRows(db: Queryable, where: string, params: unknown[]): Promise<CatalogueRow[]> {
  const r = await db.query<CatalogueRow>(
    `SELECT c.title, c.file_path, coalesce(c.featured_image, '') AS featured_image,
            b.id AS brand_id, b.name AS brand_name, b.image AS brand_image
       FROM catalogues c JOIN brands b ON b.id = c.brand_id
      WHERE c.status AND b.status AND ${where}
      ORDER BY b.position, b.name, c.position, c.id`,
    params,
  );
  return r.rows;
}

const entry = ({ title, file_path, featured_image }: CatalogueRow): CatalogueEntry => ({ title, file_path, featured_image });

/**
 * GET catalogues/{id} (spec part 2 §3, §7; id = the third path segment of /catalogues/…):
 * - a brand (brand_url or name, any case), or a catalogue's numeric id → type 'single': that
 *   brand and its catalogue list;
 * - 'all' → type 'multi': every brand with catalogues, each with name, image and catalogues.
 * Unknown → 404.
 */
export default async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  const { readDb: db } = app;
  app.get<{ Params: { id: string } }>('/catalogues/:id', async (request) => {
    const asked = request.params.id.trim();
    if (ALL_CATALOGUES.includes(asked.toLowerCase())) {
      const brands = new Map<number, CatalogueBrand>();
      for (const row of await catalogueRows(db, 'true', [])) {
        const brand = brands.get(row.brand_id) ?? { name: row.brand_name, image: row.brand_image ?? '', catalogues: [] };
        brands.set(row.brand_id, brand);
        brand.catalogues.push(entry(row));
      }
      const data: CataloguesData = { type: 'multi', brand: null, catalogues: [...brands.values()] };
      return { statusCode: 200, data };
    }
    const byId = /^\d{1,9}$/.test(asked);
    const rows = await catalogueRows(
      db,
      byId
        ? 'c.brand_id = (SELECT brand_id FROM catalogues WHERE id = $1)'
        : 'b.id = (SELECT id FROM brands WHERE brand_url = lower($1) OR lower(name) = lower($1) ORDER BY (brand_url = lower($1)) DESC LIMIT 1)',
      [byId ? Number(asked) : asked],
    );
    if (rows.length === 0) throw notFound(M.noCatalogue(asked.slice(0, 100)));
    const data: CataloguesData = {
      type: 'single',
      brand: { name: rows[0].brand_name, image: rows[0].brand_image ?? '' },
      catalogues: rows.map(entry),
    };
    return { statusCode: 200, data };
  });
}
