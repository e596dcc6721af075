import type { FastifyInstance } from 'fastify';
import { answerCache } from '../../http/answer-cache';
import type { ListingData, ListingHeading } from '../../../shared/api/catalogue';
import type { Meta } from '../../../shared/api/types';
import { notFound } from '../../http/errors';
import { catalogueCache } from '../catalogue-cache';
import { CATALOGUE_MESSAGES as M } from '../catalogue-messages';
import { listingBody } from '../listing';
import { parseListingParams } from '../listing-params';
import { SqlParams } from '../../db/sql-params';

interface MetaColumns {
  name: string;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
}

export const metaOf = (row: MetaColumns): Meta => ({
  title: row.meta_title ?? row.name,
  description: row.meta_description,
  keywords: row.meta_keywords,
  og_title: row.meta_title ?? row.name,
});

type Params = { Params: { url: string }; Querystring: Record<string, string | string[]> };

const subLink = (s: { name: string; sub_category_url: string }) => ({ name: s.name, sub_category_url: s.sub_category_url });
const typeLink = (t: { name: string; sub_category_type_url: string }) => ({ name: t.name, sub_category_type_url: t.sub_category_type_url });

/**
 * GET get/cat-{category_url}, get/sub-{sub_category_url}, get/type-{sub_category_type_url}
 * (spec part 2 §3 listing response, §7): heading, meta, children, brands with counts, feature
 * filters with value counts (sub-category and type pages), productPaginate, price_range, sliders, products.
 * Answers are kept per catalogue version (http/answer-cache.ts).
 */
export default async function listingRoutes(app: FastifyInstance): Promise<void> {
  const { readDb: db } = app;
  const cache = catalogueCache(db);
  const answers = answerCache(db);

  app.get<Params>('/get/cat-:url', (request, reply) => answers(request, reply, async () => {
    const params = parseListingParams(request.query);
    const tree = await cache.taxonomy();
    const category = tree.categoryByUrl.get(request.params.url);
    if (!category) throw notFound(M.noCategory(request.params.url));
    const sql = new SqlParams();
    const scope = { where: `p.category_id = ${sql.add(category.id)}::int` };
    const [sliders, body] = await Promise.all([
      cache.listingSliders({ categoryId: category.id }),
      listingBody(db, request.url, params, { scope, params: sql }),
    ]);
    const heading: ListingHeading = { name: category.name, image: category.image, category_url: category.category_url };
    const { filters: _none, ...rest } = body;
    const data: ListingData = {
      category: heading,
      meta: metaOf(category),
      subCategories: (tree.subsOf.get(category.id) ?? []).map(subLink),
      ...rest,
      sliders,
    };
    return { statusCode: 200, data };
  }));

  app.get<Params>('/get/sub-:url', (request, reply) => answers(request, reply, async () => {
    const params = parseListingParams(request.query);
    const tree = await cache.taxonomy();
    const sub = tree.subByUrl.get(request.params.url);
    const category = sub && tree.categoryById.get(sub.category_id);
    if (!sub || !category) throw notFound(M.noSubCategory(request.params.url));
    const sql = new SqlParams();
    const scope = { where: `p.sub_category_id = ${sql.add(sub.id)}::int` };
    const [sliders, featureGroups] = await Promise.all([
      cache.listingSliders({ categoryId: category.id, subCategoryId: sub.id }),
      cache.featureGroups(sub.id),
    ]);
    const body = await listingBody(db, request.url, params, { scope, params: sql, featureGroups });
    const heading: ListingHeading = {
      name: sub.name,
      image: sub.image,
      sub_category_url: sub.sub_category_url,
      category_name: category.name,
      category_url: category.category_url,
    };
    const data: ListingData = {
      subCategory: heading,
      meta: metaOf(sub),
      subCategoryTypes: (tree.typesOf.get(sub.id) ?? []).map(typeLink),
      ...body,
      sliders,
    };
    return { statusCode: 200, data };
  }));

  app.get<Params>('/get/type-:url', (request, reply) => answers(request, reply, async () => {
    const params = parseListingParams(request.query);
    const tree = await cache.taxonomy();
    const type = tree.typeByUrl.get(request.params.url);
    const sub = type && tree.subById.get(type.sub_category_id);
    const category = sub && tree.categoryById.get(sub.category_id);
    if (!type || !sub || !category) throw notFound(M.noType(request.params.url));
    const sql = new SqlParams();
    const scope = { where: `p.sub_category_type_id = ${sql.add(type.id)}::int` };
    const [sliders, featureGroups] = await Promise.all([
      cache.listingSliders({ categoryId: category.id, subCategoryId: sub.id, typeId: type.id }),
      cache.featureGroups(sub.id),
    ]);
    const body = await listingBody(db, request.url, params, { scope, params: sql, featureGroups });
    const heading: ListingHeading = {
      name: type.name,
      image: type.image,
      sub_category_type_url: type.sub_category_type_url,
      sub_category_name: sub.name,
      sub_category_url: sub.sub_category_url,
      category_name: category.name,
      category_url: category.category_url,
    };
    // The type's siblings: the 'Shop By' list of its sub-category.
    const data: ListingData = {
      subCategoryType: heading,
      meta: metaOf(type),
      subCategoryTypes: (tree.typesOf.get(sub.id) ?? []).map(typeLink),
      ...body,
      sliders,
    };
    return { statusCode: 200, data };
  }));
}
