/**
 * The common body of every paginated listing answer (category, sub-category, type, brand,
 * search, event, layout, best deals, flash sale): resolve the brand and feature filter values,
 * run the faceted query (which reads the page's cards too) and shape brands, filters, productPaginate and
 * price range as the spec names them.
 */
import type { Queryable } from '../db/types';
import type { BrandCount, FeatureFilter, PriceBounds, ProductCard, ProductPaginate } from '../../shared/api/types';
import { paisaToRupees, rupeesToPaisa } from '../../shared/domain/money';
import { slugify } from '../../shared/domain/slug';
import { runListing, type FeatureGroupFilter, type ListingOrder, type ListingScope } from './listing-engine';
import { PAGE_SIZE, paginate, type ListingParams } from './listing-params';
import { SqlParams } from '../db/sql-params';
import { catalogueCache, type BrandRef, type FeatureGroup } from './catalogue-cache';

/**
 * Brand filter values (brand_url or name, any case) → brands; unknown values are ignored, and
 * only unknown ones are no brand filter at all (an old link to a brand that is gone).
 */
async function resolveBrands(db: Queryable, values: string[]): Promise<BrandRef[] | null> {
  const wanted = new Set(values.map((v) => v.toLowerCase()));
  const found = (await catalogueCache(db).brands()).filter((b) => wanted.has(b.brand_url) || wanted.has(b.name.toLowerCase()));
  return found.length ? found : null;
}

export interface ListingSpec {
  scope: ListingScope;
  /** The scope's SQL parameters (added before the filters'). */
  params: SqlParams;
  /** Feature groups that may filter this listing (sub-category and type pages). */
  featureGroups?: FeatureGroup[];
  /** Count products per brand (sidebar checkboxes); off for the brand page. */
  brandFacet?: boolean;
  /** The order when no sort is asked for (search: 'relevance'). */
  defaultOrder?: ListingOrder;
  /** The database may answer two statements at once and nothing else is asked of it (listing-engine inHalves). */
  halves?: boolean;
}

export interface ListingBody {
  brands: BrandCount[];
  filters: FeatureFilter[];
  productPaginate: ProductPaginate;
  price_range: PriceBounds;
  products: ProductCard[];
}

export async function listingBody(
  db: Queryable,
  requestUrl: string,
  params: ListingParams,
  spec: ListingSpec,
): Promise<ListingBody> {
  const groups = spec.featureGroups ?? [];
  const brandFacet = spec.brandFacet ?? true;

  // Feature filters: only the listing's own groups and their values mean something (values match
  // in any case); a value the group does not have is ignored, like an unknown parameter.
  const applied = new Map<string, string[]>();
  const features: FeatureGroupFilter[] = [];
  const selectedValues = new Set<number>();
  for (const g of groups) {
    const asked = params.features.get(g.param);
    if (!asked) continue;
    // A value matches by its text in any case, or by its slug ('Full HD' or 'full-hd').
    const names = new Set(g.values.flatMap((v) => [v.feature_value.toLowerCase(), slugify(v.feature_value)]));
    const wanted = new Set(asked.map((v) => v.toLowerCase()));
    const known = g.values.filter((v) => wanted.has(v.feature_value.toLowerCase()) || wanted.has(slugify(v.feature_value)));
    if (!known.length) continue;
    applied.set(g.param, asked.filter((v) => names.has(v.toLowerCase())));
    known.forEach((v) => selectedValues.add(v.id));
    features.push({ filterId: g.id, valueIds: known.map((v) => v.id), groupValueIds: g.values.map((v) => v.id) });
  }

  const brands = params.brands.length ? await resolveBrands(db, params.brands) : null;
  const result = await runListing(db, {
    params: spec.params,
    scope: spec.scope,
    brandIds: brands ? brands.map((b) => b.id) : null,
    pricePaisa: params.range ? { min: rupeesToPaisa(params.range.min), max: rupeesToPaisa(params.range.max) } : null,
    features,
    facetValueIds: groups.flatMap((g) => g.values.map((v) => v.id)),
    brandFacet,
    order: params.sort ?? spec.defaultOrder ?? null,
    limit: PAGE_SIZE,
    offset: (params.page - 1) * PAGE_SIZE,
    halves: spec.halves ? { brandOrder: (await catalogueCache(db).brands()).map((b) => b.id) } : null,
  });

  // Brands that were asked for stay in the sidebar (count 0) so they can be unticked.
  const brandCounts: BrandCount[] = result.brands.map((b) => ({ name: b.name, brand_url: b.brand_url, product_count: b.product_count }));
  if (brandFacet) {
    for (const b of brands ?? []) {
      if (!brandCounts.some((c) => c.brand_url === b.brand_url)) brandCounts.push({ name: b.name, brand_url: b.brand_url, product_count: 0 });
    }
    brandCounts.sort((a, b) => a.name.localeCompare(b.name));
  }

  const filters: FeatureFilter[] = [];
  for (const g of groups) {
    const values = g.values
      .map((v) => ({ feature_value: v.feature_value, product_count: result.valueCounts.get(v.id) ?? 0, selected: selectedValues.has(v.id) }))
      .filter((v) => v.product_count > 0 || v.selected)
      .map(({ feature_value, product_count }) => ({ feature_value, product_count }));
    if (values.length) filters.push({ name: g.name, slug: g.param, values });
  }

  const price = result.pricePaisa;
  return {
    brands: brandCounts,
    filters,
    productPaginate: paginate(requestUrl, params, result.total, applied),
    price_range: price ? { min: paisaToRupees(price.min), max: paisaToRupees(price.max) } : { min: 0, max: 0 },
    products: result.cards,
  };
}
