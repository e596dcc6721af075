import type { FastifyInstance } from 'fastify';
import { catalogueVersion } from '../../http/page-cache';
import { versionedCache } from '../ttl-cache';

/** The tree and the brand counts change only with the catalogue: kept under its version, read again at most every minute. */
const CACHE_MS = 60_000;

interface CategoryRow {
  id: number;
  name: string;
  category_url: string;
  icon: string | null;
}
interface SubCategoryRow {
  id: number;
  category_id: number;
  name: string;
  sub_category_url: string;
  icon: string | null;
}
interface TypeRow {
  sub_category_id: number;
  name: string;
  sub_category_type_url: string;
}
interface BrandRow {
  name: string;
  brand_url: string;
  image: string | null;
  banner: string | null;
  product_count: number;
}

/** GET get/categories: the mega menu's tree and the BRANDS menu (spec part 2 §7). */
export default async function categoryRoutes(app: FastifyInstance): Promise<void> {
  const { readDb: db } = app;

  const load = versionedCache(CACHE_MS, () => catalogueVersion(db), async () => {
    const [categories, subs, types, brands] = await Promise.all([
      db.query<CategoryRow>(
        'SELECT id, name, category_url, icon FROM categories WHERE status ORDER BY position, name',
      ),
      db.query<SubCategoryRow>(
        'SELECT id, category_id, name, sub_category_url, icon FROM sub_categories WHERE status ORDER BY position, name',
      ),
      db.query<TypeRow>(
        'SELECT sub_category_id, name, sub_category_type_url FROM sub_category_types WHERE status ORDER BY position, name',
      ),
      db.query<BrandRow>(
        `SELECT b.name, b.brand_url, b.image, b.banner, COALESCE(c.n, 0)::bigint AS product_count
           FROM brands b
           LEFT JOIN (SELECT brand_id, count(*) AS n FROM products WHERE status GROUP BY brand_id) c
             ON c.brand_id = b.id
          WHERE b.status ORDER BY b.position, b.name`,
      ),
    ]);
    const typesBySub = new Map<number, { name: string; sub_category_type_url: string }[]>();
    for (const t of types.rows) {
      const list = typesBySub.get(t.sub_category_id) ?? [];
      list.push({ name: t.name, sub_category_type_url: t.sub_category_type_url });
      typesBySub.set(t.sub_category_id, list);
    }
    const category = categories.rows.map((c) => ({
      name: c.name,
      category_url: c.category_url,
      icon: c.icon,
      subCategories: subs.rows
        .filter((s) => s.category_id === c.id)
        .map((s) => ({
          name: s.name,
          sub_category_url: s.sub_category_url,
          icon: s.icon,
          subCategoryTypes: typesBySub.get(s.id) ?? [],
        })),
    }));
    return { statusCode: 200, data: { category, brands: brands.rows } };
  });

  app.get('/get/categories', async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=60');
    return load();
  });
}
