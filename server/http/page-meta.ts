/**
 * Head tags for crawlers in the storefront page the server sends (issue 5 §1): static-site.ts
 * asks `resolve(url)` for a page's head and writes it into index.html with `applyPageHead`.
 * The home page, product and listing paths get title, description, canonical URL, Open Graph and
 * JSON-LD; an unknown product or listing gets a 404 status and noindex; other paths are left alone.
 */
import type { FastifyInstance } from 'fastify';
import { layoutIdFromParam, numericIdFromParam, parseStorefrontPath } from '../../shared/domain/slug';
import { homeHead } from '../services/seo-home';
import { listingHead, type ListingRoute } from '../services/seo-listing';
import { productHead } from '../services/seo-product';
import { notFoundHead, type PageHead } from '../services/seo-head';
import { jsonForScript } from '../services/seo-text';
import { escapeHtml } from './html';

export type { PageHead } from '../services/seo-head';
export type PageHeadResolver = (url: string) => Promise<PageHead | null>;

const safeDecode = (s: string): string | null => {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
};

/** An id from a path that fits the id columns, else null (the page is then not found). */
const dbId = (n: number | null): number | null => (n !== null && n <= 2_147_483_647 ? n : null);

/** What a storefront path is, for the head: a product id, a listing, or nothing we describe. */
export function pageKind(path: string): { home: true } | { product: number | null } | { listing: ListingRoute } | null {
  if (path === '/') return { home: true };
  const search = /^\/search\/([^/]+)\/?$/.exec(path);
  if (search) {
    const keywords = safeDecode(search[1]);
    return keywords === null ? null : { listing: { kind: 'search', keywords } };
  }
  const viewAll = /^\/view-all\/([^/]+)\/?$/.exec(path);
  if (viewAll) return { listing: { kind: 'layout', id: dbId(numericIdFromParam(layoutIdFromParam(safeDecode(viewAll[1]) ?? ''))) } };
  const brand = /^\/brand\/([^/]+)\/?$/.exec(path);
  if (brand) {
    const name = safeDecode(brand[1]);
    return name === null ? null : { listing: { kind: 'brand', param: name } };
  }
  const route = parseStorefrontPath(path);
  switch (route?.kind) {
    case 'product':
      return { product: dbId(numericIdFromParam(route.id)) };
    case 'category':
      return { listing: { kind: 'category', param: route.categoryUrl } };
    case 'sub-category':
      return { listing: { kind: 'sub-category', param: route.subCategoryUrl } };
    case 'type':
      return { listing: { kind: 'type', param: route.subCategoryTypeUrl } };
    case 'brand':
      return { listing: { kind: 'brand', param: route.brandName } };
    case 'event':
      return { listing: { kind: 'event', param: route.eventName } };
    default:
      return null;
  }
}

/** The resolver static-site uses: reads app.db and app.config.publicUrl at request time. */
export function pageHeadResolver(app: FastifyInstance): PageHeadResolver {
  return async (url) => {
    const path = url.split(/[?#]/)[0];
    const kind = pageKind(path);
    if (!kind) return null;
    const publicUrl = app.config.publicUrl;
    if ('home' in kind) return homeHead(app.db, publicUrl);
    if ('product' in kind) return kind.product === null ? notFoundHead() : productHead(app.db, kind.product, publicUrl);
    return listingHead(app.db, kind.listing, path.replace(/\/+$/, '') || '/', publicUrl);
  };
}

/**
 * Marks every tag the server wrote, so the storefront can drop them on its first client-side
 * navigation (`document.querySelectorAll('[data-cg-seo]')`): they describe the page first loaded.
 */
export const SEO_ATTRIBUTE = 'data-cg-seo';

/** The tags of a head (everything but <title>), one per line. All values are escaped. */
export function renderHeadTags(head: PageHead): string {
  const tags = [`<meta name="description" content="${escapeHtml(head.description)}" ${SEO_ATTRIBUTE}>`];
  if (head.robots) tags.push(`<meta name="robots" content="${escapeHtml(head.robots)}" ${SEO_ATTRIBUTE}>`);
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" ${SEO_ATTRIBUTE}>`);
  for (const [key, content] of head.social) {
    const attr = key.startsWith('twitter:') ? 'name' : 'property';
    tags.push(`<meta ${attr}="${escapeHtml(key)}" content="${escapeHtml(content)}" ${SEO_ATTRIBUTE}>`);
  }
  for (const block of head.jsonLd) tags.push(`<script type="application/ld+json" ${SEO_ATTRIBUTE}>${jsonForScript(block)}</script>`);
  for (const image of head.preloadImages ?? []) tags.push(`<link rel="preload" as="image" href="${escapeHtml(image)}" fetchpriority="high" ${SEO_ATTRIBUTE}>`);
  return tags.join('\n    ');
}

/**
 * index.html with the head written in: the <title> replaced, the template's description
 * dropped, the tags added at the end of <head>. Replacements are functions, so `$` in a
 * product name is not read as a pattern.
 */
export function applyPageHead(html: string, head: PageHead): string {
  const title = `<title>${escapeHtml(head.title)}</title>`;
  let out = html.replace(/<meta\s+name=["']description["'][^>]*>\s*/i, () => '');
  out = /<title>[\s\S]*?<\/title>/i.test(out)
    ? out.replace(/<title>[\s\S]*?<\/title>/i, () => title)
    : out.replace(/<\/head>/i, () => `  ${title}\n  </head>`);
  return out.replace(/<\/head>/i, () => `  ${renderHeadTags(head)}\n  </head>`);
}
