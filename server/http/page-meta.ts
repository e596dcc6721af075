/**
 * Head tags for crawlers in the storefront page the server sends (issue 5 §1): static-site.ts
 * asks `resolve(url)` for a page's head and writes it into index.html with `applyPageHead`.
 * The home page, product and listing paths get title, description, canonical URL, Open Graph and
 * JSON-LD. Every path no page shows (shared/domain/storefront-paths.ts), an unknown product,
 * listing, information page, catalogue or supplier gets a 404 status and noindex.
 */
import type { FastifyInstance } from 'fastify';
import { storefrontPage } from '../../shared/domain/storefront-paths';
import { homeHead } from '../services/seo-home';
import { listingHead } from '../services/seo-listing';
import { productHead } from '../services/seo-product';
import { notFoundHead, type PageHead } from '../services/seo-head';
import { jsonForScript } from '../../shared/domain/json-script';
import { escapeHtml } from './html';

export type { PageHead } from '../services/seo-head';
export type PageHeadResolver = (url: string) => Promise<PageHead | null>;

/** The resolver static-site uses: reads app.db and app.config.publicUrl at request time. */
export function pageHeadResolver(app: FastifyInstance): PageHeadResolver {
  return async (url) => {
    const path = url.split(/[?#]/)[0];
    const page = storefrontPage(path);
    const publicUrl = app.config.publicUrl;
    switch (page.kind) {
      case 'home':
        return homeHead(app.db, publicUrl);
      case 'product':
        return page.id === null ? notFoundHead() : productHead(app.db, page.id, publicUrl);
      case 'listing':
        return listingHead(app.db, page.listing, path.replace(/\/+$/, '') || '/', publicUrl);
      case 'api-backed': {
        // The page exists when the API call it makes does: the same route decides both.
        const answer = await app.inject({ method: 'GET', url: `/api/${page.api}` });
        return answer.statusCode === 404 ? notFoundHead() : null;
      }
      case 'fixed':
        return null;
      case 'not-found':
        return notFoundHead();
    }
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
