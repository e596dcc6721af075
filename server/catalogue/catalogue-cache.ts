/**
 * The small, rarely changing reference data every listing needs — the category tree with its
 * meta, the feature filter groups, the brands and the listing side sliders — read once and kept
 * for a short while (REFERENCE_TTL_MS) per database, so a listing request costs two queries: the
 * faceted one and the page's cards (and one read of the catalogue's version, shared). Kept under the
 * catalogue's version, so a change shows on the next request; any process can serve any request.
 */
import type { Queryable } from '../db/types';
import type { SliderImage } from '../../shared/api/types';
import { RESERVED_PARAMS } from '../../shared/domain/listing-query';
import { toSliderImage, type TargetRow } from '../content/banners';
import { catalogueVersion } from '../http/page-cache';
import { sharedRead, versionedCache } from './ttl-cache';

export const REFERENCE_TTL_MS = 30_000;

interface MetaColumns {
  name: string;
  image: string | null;
  meta_title: string | null;
  meta_description: string | null;
  meta_keywords: string | null;
}
export interface CategoryRef extends MetaColumns {
  id: number;
  category_url: string;
}
export interface SubCategoryRef extends MetaColumns {
  id: number;
  sub_category_url: string;
  category_id: number;
}
export interface TypeRef extends MetaColumns {
  id: number;
  sub_category_type_url: string;
  sub_category_id: number;
}

export interface Taxonomy {
  categoryByUrl: Map<string, CategoryRef>;
  categoryById: Map<number, CategoryRef>;
  subByUrl: Map<string, SubCategoryRef>;
  subById: Map<number, SubCategoryRef>;
  typeByUrl: Map<string, TypeRef>;
  /** Children in order (position, name). */
  subsOf: Map<number, SubCategoryRef[]>;
  typesOf: Map<number, TypeRef[]>;
}

export interface FeatureGroup {
  id: number;
  name: string;
  /** The query parameter of the group. */
  param: string;
  values: { id: number; feature_value: string }[];
}

export interface BrandRef {
  id: number;
  name: string;
  brand_url: string;
}

interface ListingSliderRow extends TargetRow {
  image: string;
  category_id: number | null;
  sub_category_id: number | null;
  sub_category_type_id: number | null;
  brand_id: number | null;
  event_id: number | null;
  /** Names none of category, sub-category, type, brand, event, supplier or product: shown on every listing. */
  everywhere: boolean;
}

/** What a listing is about, for choosing its side sliders. */
export interface SliderContext {
  categoryId?: number | null;
  subCategoryId?: number | null;
  typeId?: number | null;
  brandId?: number | null;
  eventId?: number | null;
}

const RESERVED = new Set<string>(RESERVED_PARAMS);

/**
 * The query parameter of a feature group: its slug, unless the slug is one of the listing's own
 * parameters (a 'Range' or 'Type' feature would collide with range and type), then `{slug}-filter`.
 */
export const featureParam = (slug: string) => (RESERVED.has(slug) ? `${slug}-filter` : slug);

async function readTaxonomy(db: Queryable): Promise<Taxonomy> {
  const meta = 'name, image, meta_title, meta_description, meta_keywords';
  const [cats, subs, types] = await Promise.all([
    db.query<CategoryRef>(`SELECT id, category_url, ${meta} FROM categories WHERE status ORDER BY position, name`),
    db.query<SubCategoryRef>(`SELECT id, sub_category_url, category_id, ${meta} FROM sub_categories WHERE status ORDER BY position, name`),
    db.query<TypeRef>(`SELECT id, sub_category_type_url, sub_category_id, ${meta} FROM sub_category_types WHERE status ORDER BY position, name`),
  ]);
  const t: Taxonomy = {
    categoryByUrl: new Map(cats.rows.map((c) => [c.category_url, c])),
    categoryById: new Map(cats.rows.map((c) => [c.id, c])),
    subByUrl: new Map(),
    subById: new Map(),
    typeByUrl: new Map(),
    subsOf: new Map(),
    typesOf: new Map(),
  };
  // A sub-category of a switched-off category, or a type of a switched-off sub-category, is off too.
  for (const s of subs.rows) {
    if (!t.categoryById.has(s.category_id)) continue;
    t.subByUrl.set(s.sub_category_url, s);
    t.subById.set(s.id, s);
    t.subsOf.set(s.category_id, [...(t.subsOf.get(s.category_id) ?? []), s]);
  }
  for (const ty of types.rows) {
    if (!t.subById.has(ty.sub_category_id)) continue;
    t.typeByUrl.set(ty.sub_category_type_url, ty);
    t.typesOf.set(ty.sub_category_id, [...(t.typesOf.get(ty.sub_category_id) ?? []), ty]);
  }
  return t;
}

async function readFeatureGroups(db: Queryable): Promise<Map<number, FeatureGroup[]>> {
  const r = await db.query<{ sub_category_id: number; filter_id: number; name: string; slug: string; value_id: number; feature_value: string }>(
    `SELECT f.sub_category_id, f.id AS filter_id, f.name, f.slug, v.id AS value_id, v.feature_value
       FROM feature_filters f JOIN feature_filter_values v ON v.feature_filter_id = f.id
      ORDER BY f.sub_category_id, f.position, f.id, v.position, v.id`,
  );
  const bySub = new Map<number, FeatureGroup[]>();
  for (const row of r.rows) {
    const groups = bySub.get(row.sub_category_id) ?? [];
    bySub.set(row.sub_category_id, groups);
    let g = groups.find((x) => x.id === row.filter_id);
    if (!g) {
      g = { id: row.filter_id, name: row.name, param: featureParam(row.slug), values: [] };
      groups.push(g);
    }
    g.values.push({ id: row.value_id, feature_value: row.feature_value });
  }
  return bySub;
}

async function readListingSliders(db: Queryable): Promise<ListingSliderRow[]> {
  const r = await db.query<ListingSliderRow>(
    `SELECT s.image, t.link_type, t.target, t.target_id,
            s.category_id, s.sub_category_id, s.sub_category_type_id, s.brand_id, s.event_id,
            -- One leading to no listing (a page, a product, a supplier, an address) shows on every listing.
            (s.category_id IS NULL AND s.sub_category_id IS NULL AND s.sub_category_type_id IS NULL AND s.brand_id IS NULL
             AND s.event_id IS NULL) AS everywhere
       FROM sliders s JOIN slider_targets t ON t.slider_id = s.id
      WHERE s.placement = 'listing' AND s.status
      ORDER BY s.position, s.id`,
  );
  return r.rows;
}

export interface CatalogueCache {
  taxonomy(): Promise<Taxonomy>;
  /** The feature filter groups of a sub-category, in order. */
  featureGroups(subCategoryId: number): Promise<FeatureGroup[]>;
  /** Every brand that is on (id, name, brand_url). */
  brands(): Promise<BrandRef[]>;
  /**
   * The side sliders of a listing: those whose category, sub-category, type, brand or event is
   * the listing's first, then those that name none (shown on every listing).
   */
  listingSliders(ctx: SliderContext): Promise<SliderImage[]>;
}

const caches = new WeakMap<Queryable, CatalogueCache>();

/** The reference data cache of one database (one per database object, so tests stay apart). */
export function catalogueCache(db: Queryable): CatalogueCache {
  const existing = caches.get(db);
  if (existing) return existing;
  const version = sharedRead(() => catalogueVersion(db));
  const kept = <T>(compute: () => Promise<T>) => versionedCache(REFERENCE_TTL_MS, version, compute);
  const taxonomy = kept(() => readTaxonomy(db));
  const groups = kept(() => readFeatureGroups(db));
  const brands = kept(async () => (await db.query<BrandRef>('SELECT id, name, brand_url FROM brands WHERE status ORDER BY name')).rows);
  const sliders = kept(() => readListingSliders(db));
  const cache: CatalogueCache = {
    taxonomy,
    featureGroups: async (subCategoryId) => (await groups()).get(subCategoryId) ?? [],
    brands,
    listingSliders: async (ctx) => {
      const rows = await sliders();
      const own = rows.filter(
        (s) =>
          !s.everywhere &&
          ((ctx.categoryId != null && s.category_id === ctx.categoryId) ||
            (ctx.subCategoryId != null && s.sub_category_id === ctx.subCategoryId) ||
            (ctx.typeId != null && s.sub_category_type_id === ctx.typeId) ||
            (ctx.brandId != null && s.brand_id === ctx.brandId) ||
            (ctx.eventId != null && s.event_id === ctx.eventId)),
      );
      return [...own, ...rows.filter((s) => s.everywhere)].map(toSliderImage);
    },
  };
  caches.set(db, cache);
  return cache;
}
