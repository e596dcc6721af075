/**
 * Slugs and route parameters of the storefront (spec part 2 §2 "Route parameter rules",
 * part 1 §2 route list, part 3 §2). Builders produce paths; parsers read them back.
 *
 * React Router cannot match part of a segment (`/cat-:url`), so the storefront matches one
 * catch-all segment and hands it to `parseStorefrontPath`.
 */

/** Name slug: the characters # + . _ / and space become dashes, then lower case. Nothing else changes. */
export function slugify(name: string): string {
  return String(name ?? '').replace(/[#+._/ ]/g, '-').toLowerCase();
}

/** Keeps a slug inside one path segment: characters that would break the URL are %-encoded. */
const segment = (s: string) => encodeURIComponent(s);

const lastDashSegment = (param: string): string => {
  const i = param.lastIndexOf('-');
  return i < 0 ? param : param.slice(i + 1);
};
const beforeLastDash = (param: string): string => {
  const i = param.lastIndexOf('-');
  return i < 0 ? '' : param.slice(0, i);
};
const safeDecode = (s: string): string => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** Product id: the last dash-separated segment of the route parameter ('' when there is none). */
export function productIdFromParam(param: string): string {
  return lastDashSegment(String(param ?? ''));
}

/** Layout id of /view-all/{layout_name}: the last hyphen-separated segment. */
export const layoutIdFromParam = productIdFromParam;

/** The product of /prebook-{product_name} and /buynow-{product_name}: the last hyphen-separated piece. */
export const prebookProductIdFromParam = productIdFromParam;

/** `{slug}-{id}` → {slug, id}; the id is '' when the parameter has no dash. */
export function splitSlugId(param: string): { slug: string; id: string } {
  const p = String(param ?? '');
  return { slug: beforeLastDash(p), id: lastDashSegment(p) };
}

/** Numeric id of a `{slug}-{id}` parameter, or null when the last segment is not a positive integer up to MAX_ID. */
export function numericIdFromParam(param: string): number | null {
  const id = productIdFromParam(param);
  return /^\d{1,10}$/.test(id) && Number(id) > 0 && Number(id) <= MAX_ID ? Number(id) : null;
}

/** The largest id a page address can name (the database's integer ids): larger is no page. */
export const MAX_ID = 2_147_483_647;

/** `/product-{name-slug}-{id}` */
export const productPath = (name: string, id: number | string) => `/product-${segment(slugify(name))}-${id}`;

/** `/prebook-{name-slug}-{id}` (pre-booking checkout). */
export const prebookPath = (name: string, id: number | string) => `/prebook-${segment(slugify(name))}-${id}`;

/** `/buynow-{name-slug}-{id}` (buy-now checkout). */
export const buynowPath = (name: string, id: number | string) => `/buynow-${segment(slugify(name))}-${id}`;

/**
 * The `cart`/`prebook` login query value: `{name-slug}-{id}` (part 2 §4: "a cart query of
 * name-slug-id"); `/prebook-{value}` is the pre-booking page after login.
 */
export const slugIdParam = (name: string, id: number | string) => `${slugify(name)}-${id}`;

/**
 * Product link of an order-history item (part 3 §2): the product name with spaces turned to
 * hyphens plus the product id. Only spaces change here, unlike `productPath`.
 */
export const orderItemProductPath = (name: string, id: number | string) =>
  `/product-${segment(String(name ?? '').replace(/ /g, '-'))}-${id}`;

export const categoryPath = (categoryUrl: string) => `/cat-${segment(categoryUrl)}`;
export const subCategoryPath = (subCategoryUrl: string) => `/sub-${segment(subCategoryUrl)}`;
export const typePath = (subCategoryTypeUrl: string) => `/type-${segment(subCategoryTypeUrl)}`;
export const brandPath = (brandName: string) => `/brand-${segment(brandName)}`;
/** `/event-{event_url}` (event_url is `{slug}-{id}`). */
export const eventPath = (eventUrl: string) => `/event-${segment(eventUrl)}`;
/** `/page-{page_url}`, e.g. /page-privacy-policy-9. */
export const pagePath = (pageUrl: string) => `/page-${segment(pageUrl)}`;
export const supplierPath = (supplierName: string) => `/supplier/${segment(supplierName)}`;
/** `/view-all/{title-slug}-{id}` */
export const viewAllPath = (title: string, id: number | string) => `/view-all/${segment(slugify(title))}-${id}`;
export const searchPath = (keywords: string) => `/search/${segment(keywords)}`;
export const storesPath = (type: string) => `/stores/${segment(type)}`;
export const cataloguePath = (brandOrId: string | number) => `/catalogues/${segment(String(brandOrId))}`;

/** Catalogue id: the third segment of the path (`'/catalogues/5'.split('/')[2]` = '5'). */
export function catalogueIdFromPath(pathname: string): string {
  return safeDecode(String(pathname ?? '').split('/')[2] ?? '');
}

/** Where a banner points, by link_type (L link, C category, S sub, T type, B brand, PR product, P page, E event, SP supplier). */
export function bannerHref(banner: { link_type: string; link?: string | null }): string | null {
  const link = banner.link;
  if (link == null || link === '') return null;
  switch (banner.link_type) {
    case 'L':
      return link;
    case 'C':
      return categoryPath(link);
    case 'S':
      return subCategoryPath(link);
    case 'T':
      return typePath(link);
    case 'B':
      return brandPath(link);
    case 'PR':
      return `/product-${segment(link)}`;
    case 'P':
      return pagePath(link);
    case 'E':
      return eventPath(link);
    case 'SP':
      return supplierPath(link);
    default:
      return null;
  }
}

/** What one storefront path segment means. */
export type StorefrontRoute =
  | { kind: 'category'; categoryUrl: string }
  | { kind: 'sub-category'; subCategoryUrl: string }
  | { kind: 'type'; subCategoryTypeUrl: string }
  | { kind: 'brand'; brandName: string }
  | { kind: 'product'; slug: string; id: string }
  | { kind: 'prebook'; slug: string; id: string }
  | { kind: 'buynow'; slug: string; id: string }
  | { kind: 'event'; eventName: string; id: string }
  | { kind: 'page'; pageUrl: string; id: string };

const PREFIXES: [string, (rest: string) => StorefrontRoute][] = [
  ['cat-', (rest) => ({ kind: 'category', categoryUrl: rest })],
  ['sub-', (rest) => ({ kind: 'sub-category', subCategoryUrl: rest })],
  ['type-', (rest) => ({ kind: 'type', subCategoryTypeUrl: rest })],
  ['brand-', (rest) => ({ kind: 'brand', brandName: rest })],
  ['product-', (rest) => ({ kind: 'product', ...splitSlugId(rest) })],
  ['prebook-', (rest) => ({ kind: 'prebook', ...splitSlugId(rest) })],
  ['buynow-', (rest) => ({ kind: 'buynow', ...splitSlugId(rest) })],
  ['event-', (rest) => ({ kind: 'event', eventName: rest, id: productIdFromParam(rest) })],
  ['page-', (rest) => ({ kind: 'page', pageUrl: rest, id: productIdFromParam(rest) })],
];

/**
 * Reads a prefixed storefront path or segment: '/cat-tv', 'sub-led-tv', '/product-lg-55-tv-12/',
 * '/event-dashain-offer-3', '/page-privacy-policy-9', '/prebook-x-5', '/buynow-x-5', '/brand-lg'.
 * Returns null for anything else (e.g. '/page/faqs', '/user/cart') and for an empty parameter.
 */
export function parseStorefrontPath(pathOrSegment: string): StorefrontRoute | null {
  const s = safeDecode(String(pathOrSegment ?? '').split(/[?#]/)[0].replace(/^\/+|\/+$/g, ''));
  if (s.includes('/')) return null;
  for (const [prefix, make] of PREFIXES) {
    if (s.startsWith(prefix)) {
      const rest = s.slice(prefix.length);
      if (!rest) return null;
      const route = make(rest);
      if ((route.kind === 'product' || route.kind === 'prebook' || route.kind === 'buynow') && !route.id) return null;
      return route;
    }
  }
  return null;
}

/** The parameter after a prefix ('/cat-tv', 'cat-') → 'tv'; null when the path has another prefix. */
export function routeParam(pathOrSegment: string, prefix: 'cat-' | 'sub-' | 'type-' | 'brand-' | 'event-' | 'page-' | 'product-' | 'prebook-' | 'buynow-'): string | null {
  const s = safeDecode(String(pathOrSegment ?? '').split(/[?#]/)[0].replace(/^\/+|\/+$/g, ''));
  return s.startsWith(prefix) && s.length > prefix.length && !s.includes('/') ? s.slice(prefix.length) : null;
}
