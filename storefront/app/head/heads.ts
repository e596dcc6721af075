/**
 * What a page puts in the document's head, built from the data the page renders (the same on
 * the server and in the browser): title, meta description, robots, canonical URL, Open Graph and
 * Twitter tags, JSON-LD blocks, and the images of its largest paint. PageHead.tsx renders it.
 */
import type { ProductPageData } from '../../../shared/api/catalogue';
import type { Meta } from '../../../shared/api/types';
import { CURRENCY, effectivePrice } from '../../../shared/domain/money';
import { oneLine, plainText } from '../../../shared/domain/plain-text';
import { SITE_DESCRIPTION, SITE_NAME, SITE_TITLE } from '../../../shared/domain/site';
import { categoryPath, productPath, subCategoryPath } from '../../../shared/domain/slug';

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
  /** The page's largest paint, fetched with the head rather than when its <img> is parsed. */
  preloadImages?: string[];
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

/**
 * The home page: the store's title and description, JSON-LD WebSite (with the search the store
 * answers at /search/{keywords}) and Organization, and the images of its largest paint (the
 * active pop-up's and the first hero banner's).
 */
export function homeHead(publicUrl: string, images: { hero?: string | null; popUp?: string | null }): HeadTags {
  const abs = (path: string) => absoluteUrl(publicUrl, path);
  const url = abs('/');
  const website = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE_NAME,
    url,
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: abs('/search/{search_term_string}') },
      'query-input': 'required name=search_term_string',
    },
  };
  const organization = { '@context': 'https://schema.org', '@type': 'Organization', name: SITE_NAME, url };
  return {
    title: SITE_TITLE,
    description: SITE_DESCRIPTION,
    canonical: url,
    social: socialTags({ type: 'website', title: SITE_TITLE, description: SITE_DESCRIPTION, url, image: images.hero ? abs(images.hero) : null }),
    jsonLd: [website, organization],
    preloadImages: [images.popUp, images.hero].filter((image): image is string => !!image),
  };
}

/**
 * A product page: title and description from the product's meta, the canonical product URL
 * (whatever slug was asked), Open Graph product tags, JSON-LD Product (an NPR Offer with
 * availability; AggregateRating and reviews when approved reviews exist) and its BreadcrumbList.
 */
export function productHead(publicUrl: string, data: ProductPageData): HeadTags {
  const p = data.product;
  const abs = (path: string) => absoluteUrl(publicUrl, path);
  const url = abs(productPath(p.name, p.id));
  // The answer's meta title as it is (spec part 2 §2: the title comes from the response meta).
  const title = data.meta?.title?.trim() ? oneLine(data.meta.title, 200) : documentTitle(oneLine(p.name, 200));
  const description = plainText(data.meta?.description || p.short_description || p.name, 160);
  const images = p.images.map(abs);
  const price = effectivePrice(p.price, p.discount_price);
  const inStock = Number(p.availability) === 1;
  const offer: Record<string, unknown> = {
    '@type': 'Offer',
    url,
    priceCurrency: CURRENCY,
    price: price.toFixed(2),
    availability: inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    itemCondition: 'https://schema.org/NewCondition',
    seller: { '@type': 'Organization', name: p.supplier_name || SITE_NAME },
  };
  if (p.flash_sales?.end_time) offer.priceValidUntil = p.flash_sales.end_time.slice(0, 10);
  const product: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: p.name,
    description: plainText(p.short_description || p.long_description || p.name, 5000),
    image: images,
    sku: p.product_code ?? p.code ?? String(p.id),
    mpn: p.model_number,
    model: p.model_number,
    brand: { '@type': 'Brand', name: p.brand },
    category: [p.product_category_name, p.product_sub_category_name].filter(Boolean).join(' > '),
    offers: offer,
  };
  const reviewCount = Number(p.review_count ?? p.reviews.length);
  if (reviewCount > 0 && p.ratings) {
    product.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: Number(p.ratings).toFixed(1),
      reviewCount,
      bestRating: '5',
      worstRating: '1',
    };
    product.review = p.reviews.slice(0, 5).map((r) => ({
      '@type': 'Review',
      name: r.summary,
      reviewBody: r.review,
      datePublished: r.posted_on.slice(0, 10),
      author: { '@type': 'Person', name: r.name },
      reviewRating: { '@type': 'Rating', ratingValue: ((r.quality + r.price + r.value) / 3).toFixed(1), bestRating: '5', worstRating: '1' },
    }));
  }
  const crumbs: [string, string][] = [['Home', abs('/')]];
  if (p.product_category_name && p.product_category_url) crumbs.push([p.product_category_name, abs(categoryPath(p.product_category_url))]);
  if (p.product_sub_category_name && p.product_sub_category_url) crumbs.push([p.product_sub_category_name, abs(subCategoryPath(p.product_sub_category_url))]);
  crumbs.push([p.name, url]);
  const social = socialTags({ type: 'product', title, description, url, image: images[0] ?? null });
  social.push(['product:price:amount', price.toFixed(2)], ['product:price:currency', CURRENCY], ['product:availability', inStock ? 'in stock' : 'out of stock']);
  if (p.brand) social.push(['product:brand', p.brand]);
  const first = p.images[0] ?? p.featured_image;
  return {
    title,
    description,
    keywords: data.meta?.keywords?.trim() || null,
    canonical: url,
    social,
    jsonLd: [product, breadcrumbList(crumbs)],
    preloadImages: first ? [first] : [],
  };
}

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
