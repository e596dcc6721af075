import type { Meta } from '../../../shared/api/types';
import { oneLine, plainText } from '../../../shared/domain/plain-text';
import { SITE_NAME } from '../../../shared/domain/site';
import { absoluteUrl, breadcrumbList, documentTitle, socialTags, type HeadTags } from './heads';

export interface ListingHeadInput {
  /** The page's path (its canonical URL, without the query). */
  path: string;
  /** The visible heading. */
  heading: string;
  meta: Meta | null;
  banner: string | null;
  /** The page's breadcrumb after Home: [name, path]; the last step is the listing itself. */
  trail: { name: string; href?: string }[];
  /** Search results: kept out of search engines' indexes, their links followed. */
  search?: boolean;
}

const defaultListingDescription = (name: string) =>
  `Shop ${name} online in Nepal at ${SITE_NAME}: genuine products in NPR, official warranty, EMI with Flexi Pay and CG|Coins on every order.`;

/** A listing (category, sub-category, type, brand, event, view-all, search, supplier…): CollectionPage or SearchResultsPage with its BreadcrumbList. */
export function listingHead(publicUrl: string, listing: ListingHeadInput): HeadTags {
  const abs = (path: string) => absoluteUrl(publicUrl, path);
  const url = abs(listing.path.replace(/\/+$/, '') || '/');
  const name = listing.heading;
  const title = listing.meta?.title?.trim() ? oneLine(listing.meta.title, 200) : documentTitle(oneLine(name, 200));
  const description = plainText(listing.meta?.description || defaultListingDescription(name), 160);
  const image = listing.banner ? abs(listing.banner) : null;
  const steps = listing.trail.map((c, i): [string, string] => [c.name, i === listing.trail.length - 1 || !c.href ? url : abs(c.href)]);
  const page = {
    '@context': 'https://schema.org',
    '@type': listing.search ? 'SearchResultsPage' : 'CollectionPage',
    name,
    description,
    url,
    isPartOf: { '@type': 'WebSite', name: SITE_NAME, url: abs('/') },
  };
  const social = socialTags({ type: 'website', title, description, url, image });
  const ogTitle = listing.meta?.og_title?.trim();
  if (ogTitle) social[2] = ['og:title', ogTitle];
  return {
    title,
    description,
    keywords: listing.meta?.keywords?.trim() || null,
    canonical: url,
    robots: listing.search ? 'noindex, follow' : null,
    social,
    jsonLd: [page, breadcrumbList([['Home', abs('/')], ...steps])],
  };
}
