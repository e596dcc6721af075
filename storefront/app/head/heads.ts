/**
 * What a page puts in the document's head, built from the data the page renders (the same on
 * the server and in the browser): title, meta description, robots, canonical URL, Open Graph and
 * Twitter tags, JSON-LD blocks, and the images of its largest paint. PageHead.tsx renders it.
 * The builders of the home, product and listing heads are files of their own (homeHead.ts,
 * productHead.ts, listingHead.ts), so each travels in its page's chunk.
 */
import { SITE_NAME, SITE_TITLE } from '../../../shared/domain/site';

export interface HeadTags {
  /** The whole document title. */
  title: string;
  /** Plain text (no tags). */
  description?: string | null;
  /** Absolute URL. */
  canonical?: string | null;
  /** e.g. 'noindex'. */
  robots?: string | null;
  keywords?: string | null;
  /** [property or name, content] pairs: og:*, product:*, twitter:*. */
  social?: [string, string][];
  /** Objects written as <script type="application/ld+json">. */
  jsonLd?: Record<string, unknown>[];
  /**
   * The page's largest paint, fetched with the head rather than when its <img> is parsed; with
   * `media` where the page shows the image on some screens only (a banner's phone art).
   */
  preloadImages?: { href: string; media?: string }[];
}

/** An absolute URL for a stored path ('/media/…') or URL. */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${publicUrl.replace(/\/$/, '')}/${pathOrUrl.replace(/^\/+/, '')}`;
}

/** `Name | CG Digital`, unless the name already ends with the site name; the store's title without a name. */
export const documentTitle = (name: string | null | undefined): string =>
  !name ? SITE_TITLE : name.endsWith(SITE_NAME) ? name : `${name} | ${SITE_NAME}`;

/** A page that only names itself (account, cart, checkout, information pages). */
export const titleHead = (name: string | null | undefined): HeadTags => ({ title: documentTitle(name) });

/** A page that does not exist: the not-found page, kept out of search engines. */
export const notFoundHead = (): HeadTags => ({ title: documentTitle('Page not found'), description: 'PAGE NOT FOUND', robots: 'noindex' });

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
