/**
 * What the server puts into the <head> of a storefront page for crawlers (issue 5 §1): title,
 * meta description, canonical URL, robots, Open Graph / Twitter tags and JSON-LD blocks.
 * Built by seo-home.ts, seo-product.ts and seo-listing.ts; written into index.html by http/page-meta.ts.
 */

import { SITE_NAME } from '../../shared/domain/site';

export interface PageHead {
  /** HTTP status of the page: 404 for an unknown product or listing (the app is still served). */
  statusCode: 200 | 404;
  /** Full document title. */
  title: string;
  /** Plain text (no tags). */
  description: string;
  /** Absolute URL. */
  canonical?: string;
  /** e.g. 'noindex' */
  robots?: string;
  /** [property or name, content] pairs: og:*, product:*, twitter:*. */
  social: [string, string][];
  /** Objects written as <script type="application/ld+json">. */
  jsonLd: Record<string, unknown>[];
  /** The page's main images (its largest paint), fetched with the HTML instead of after the app's code. */
  preloadImages?: string[];
}

/** An absolute URL for a stored path ('/media/…') or URL. */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${publicUrl.replace(/\/$/, '')}/${pathOrUrl.replace(/^\/+/, '')}`;
}

/** `Name | CG Digital`, unless the name already ends with the site name. */
export const documentTitle = (name: string) => (name.endsWith(SITE_NAME) ? name : `${name} | ${SITE_NAME}`);

/** schema.org BreadcrumbList from [name, absolute url] steps (Home first). */
export function breadcrumbList(steps: [string, string][]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map(([name, item], i) => ({ '@type': 'ListItem', position: i + 1, name, item })),
  };
}

/** Open Graph and Twitter tags shared by every page kind. */
export function socialTags(o: { type: string; title: string; description: string; url: string; image?: string | null }): [string, string][] {
  const tags: [string, string][] = [
    ['og:site_name', SITE_NAME],
    ['og:type', o.type],
    ['og:title', o.title],
    ['og:description', o.description],
    ['og:url', o.url],
    ['og:locale', 'en_US'],
  ];
  if (o.image) tags.push(['og:image', o.image]);
  tags.push(['twitter:card', o.image ? 'summary_large_image' : 'summary'], ['twitter:title', o.title], ['twitter:description', o.description]);
  if (o.image) tags.push(['twitter:image', o.image]);
  return tags;
}

/** The head of a page that does not exist: the app renders its not-found page; crawlers skip it. */
export const notFoundHead = (): PageHead => ({
  statusCode: 404,
  title: documentTitle('Page not found'),
  description: 'PAGE NOT FOUND',
  robots: 'noindex',
  social: [],
  jsonLd: [],
});
