import type { FastifyInstance } from 'fastify';
import type { BrandCategory, BrandListingData } from '../../../shared/api/catalogue';
import { notFound } from '../../http/errors';
import { catalogueCache } from '../catalogue-cache';
import { CATALOGUE_MESSAGES as M } from '../catalogue-messages';
import { listingBody } from '../listing';
import { parseListingParams } from '../listing-params';
import { SqlParams } from '../../db/sql-params';
import { metaOf } from './listings';

interface BrandRow {
  id: number;
  name: string;
  brand_url: string;
  image: string | null;
  banner: string | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
}

interface TreeRow {
  category_name: string;
  category_url: string;
  sub_category_name: string;
  sub_category_url: string;
  type_name: string | null;
  sub_category_type_url: string | null;
}

/** The categories, sub-categories and types the brand has products in (the 'Filter By' select). */
function categoryTree(rows: TreeRow[]): BrandCategory[] {
  const out: BrandCategory[] = [];
  for (const r of rows) {
    let cat = out.find((c) => c.category_url === r.category_url);
    if (!cat) {
      cat = { name: r.category_name, category_url: r.category_url, subCategories: [] };
      out.push(cat);
    }
    let sub = cat.subCategories.find((s) => s.sub_category_url === r.sub_category_url);
    if (!sub) {
      sub = { name: r.sub_category_name, sub_category_url: r.sub_category_url, subCategoryTypes: [] };
      cat.subCategories.push(sub);
    }
    if (r.sub_category_type_url && r.type_name) {
      sub.subCategoryTypes.push({ name: r.type_name, sub_category_type_url: r.sub_category_type_url });
    }
  }
  return out;
}

/**
 * GET get/brand-{brand_url or name}?range&sort&page&cat|sub|type (or filter=cat-…): the brand,
 * its meta, the category tree of its products, the (scoped) products, price range and sliders.
 */
export default async function brandListingRoutes(app: FastifyInstance): Promise<void> {
  const { readDb: db } = app;

  app.get<{ Params: { url: string }; Querystring: Record<string, string | string[]> }>('/get/brand-:url', async (request) => {
    const params = parseListingParams(request.query);
    const asked = request.params.url;
    const r = await db.query<BrandRow>(
      `SELECT id, name, brand_url, image, banner, meta_title, meta_description, meta_keywords
         FROM brands WHERE (brand_url = lower($1) OR lower(name) = lower($1)) AND status`,
      [asked],
    );
    const brand = r.rows[0];
    if (!brand) throw notFound(M.noBrand(asked));

    const sql = new SqlParams();
    let where = `p.brand_id = ${sql.add(brand.id)}::int`;
    const [tree, sliders] = await Promise.all([
      db.query<TreeRow>(
        `SELECT c.name AS category_name, c.category_url, s.name AS sub_category_name, s.sub_category_url,
                t.name AS type_name, t.sub_category_type_url
           FROM (SELECT DISTINCT category_id, sub_category_id, sub_category_type_id
                   FROM products WHERE brand_id = $1 AND status) x
           JOIN categories c ON c.id = x.category_id AND c.status
           JOIN sub_categories s ON s.id = x.sub_category_id AND s.status
           LEFT JOIN sub_category_types t ON t.id = x.sub_category_type_id AND t.status
          ORDER BY c.position, c.name, s.position, s.name, t.position, t.name`,
        [brand.id],
      ),
      catalogueCache(db).listingSliders({ brandId: brand.id }),
    ]);
    // Only a category, sub-category or type of the brand's own 'Filter By' tree scopes the page;
    // any other is a bad filter, not a missing page: the brand's whole listing is shown.
    let scope = params.scope;
    if (scope) {
      const { kind, url } = scope;
      const field = kind === 'cat' ? 'category_url' : kind === 'sub' ? 'sub_category_url' : 'sub_category_type_url';
      const known = await catalogueCache(db).taxonomy();
      const found = kind === 'cat' ? known.categoryByUrl.get(url) : kind === 'sub' ? known.subByUrl.get(url) : known.typeByUrl.get(url);
      const column = kind === 'cat' ? 'category_id' : kind === 'sub' ? 'sub_category_id' : 'sub_category_type_id';
      if (found && tree.rows.some((row) => row[field] === url)) where += ` AND p.${column} = ${sql.add(found.id)}::int`;
      else scope = null;
    }
    // The brand page is one brand: a brand filter has no meaning here and is dropped.
    const { brands: _b, filters: _f, ...body } = await listingBody(db, request.url, { ...params, scope, brands: [] }, {
      scope: { where },
      params: sql,
      brandFacet: false,
    });
    const data: BrandListingData = {
      brand: { name: brand.name, brand_url: brand.brand_url, banner: brand.banner },
      meta: metaOf(brand),
      categories: categoryTree(tree.rows),
      ...body,
      sliders,
    };
    return { statusCode: 200, data };
  });
}
