/**
 * The crawler head of listing pages: /cat-, /sub-, /type-, /brand- (and /brand/{name}), /event-,
 * /view-all/{title-slug}-{id} and /search/{keywords}. Title and description from the listing's
 * meta (as its API answer gives them), canonical URL, Open Graph tags, and JSON-LD CollectionPage
 * with a BreadcrumbList. Unknown listings get the not-found head.
 */
import { brandPath, categoryPath, eventPath, searchPath, subCategoryPath, typePath } from '../../shared/domain/slug';
import { SITE_NAME } from '../../shared/domain/site';
import type { ListingPath } from '../../shared/domain/storefront-paths';
import type { Queryable } from '../db/types';
import { catalogueCache } from './catalogue-cache';
import { absoluteUrl, breadcrumbList, documentTitle, notFoundHead, socialTags, type PageHead } from './seo-head';
import { oneLine, plainText } from './seo-text';


interface Listing {
  name: string;
  metaTitle?: string | null;
  metaDescription?: string | null;
  image?: string | null;
  /** Breadcrumb steps after Home: [name, path]; the last is the listing itself. */
  trail: [string, string][];
  robots?: string;
}

const defaultDescription = (name: string) =>
  `Shop ${name} online in Nepal at ${SITE_NAME}: genuine products in NPR, official warranty, EMI with Flexi Pay and CG|Coins on every order.`;

async function findListing(db: Queryable, route: ListingPath): Promise<Listing | null> {
  switch (route.kind) {
    case 'category':
    case 'sub-category':
    case 'type': {
      const tree = await catalogueCache(db).taxonomy();
      const type = route.kind === 'type' ? tree.typeByUrl.get(route.param) : undefined;
      const sub = route.kind === 'sub-category' ? tree.subByUrl.get(route.param) : type ? tree.subById.get(type.sub_category_id) : undefined;
      const category = route.kind === 'category' ? tree.categoryByUrl.get(route.param) : sub ? tree.categoryById.get(sub.category_id) : undefined;
      const own = route.kind === 'type' ? type : route.kind === 'sub-category' ? sub : category;
      if (!own || !category) return null;
      const trail: [string, string][] = [[category.name, categoryPath(category.category_url)]];
      if (sub && route.kind !== 'category') trail.push([sub.name, subCategoryPath(sub.sub_category_url)]);
      if (type) trail.push([type.name, typePath(type.sub_category_type_url)]);
      return { name: own.name, metaTitle: own.meta_title, metaDescription: own.meta_description, image: own.image, trail };
    }
    case 'brand': {
      const r = await db.query<{ name: string; brand_url: string; banner: string | null; image: string | null; meta_title: string | null; meta_description: string | null }>(
        `SELECT name, brand_url, banner, image, meta_title, meta_description FROM brands
          WHERE status AND (brand_url = lower($1) OR lower(name) = lower($1)) ORDER BY (brand_url = lower($1)) DESC LIMIT 1`,
        [route.param],
      );
      const b = r.rows[0];
      return b ? { name: b.name, metaTitle: b.meta_title, metaDescription: b.meta_description, image: b.banner ?? b.image, trail: [[b.name, brandPath(b.brand_url)]] } : null;
    }
    case 'event': {
      const idSuffix = /-(\d{1,9})$/.exec(route.param);
      const r = await db.query<{ title: string; event_url: string; banner: string | null; description: string | null; meta_title: string | null; meta_description: string | null }>(
        `SELECT title, event_url, banner, description, meta_title, meta_description FROM events
          WHERE status AND (ends_at IS NULL OR ends_at > now()) AND (event_url = $1 OR id = $2)
          ORDER BY (event_url = $1) DESC LIMIT 1`,
        [route.param, idSuffix ? Number(idSuffix[1]) : null],
      );
      const e = r.rows[0];
      return e ? { name: e.title, metaTitle: e.meta_title, metaDescription: e.meta_description ?? e.description, image: e.banner, trail: [[e.title, eventPath(e.event_url)]] } : null;
    }
    case 'layout': {
      if (route.id == null) return null;
      const r = await db.query<{ title: string; sub_title: string }>('SELECT title, sub_title FROM layouts WHERE id = $1 AND status', [route.id]);
      const l = r.rows[0];
      if (!l) return null;
      const name = l.title || 'Products';
      return { name, metaDescription: l.sub_title || null, trail: [[name, '']] };
    }
    case 'search': {
      const keywords = route.keywords.trim().slice(0, 100);
      if (!keywords) return null;
      const name = `Search results for "${keywords}"`;
      return { name, trail: [[name, searchPath(keywords)]], robots: 'noindex, follow' };
    }
  }
}

/** The head of a listing page; `path` is the requested path (its canonical URL, without the query). */
export async function listingHead(db: Queryable, route: ListingPath, path: string, publicUrl: string): Promise<PageHead> {
  const listing = await findListing(db, route);
  if (!listing) return notFoundHead();
  const abs = (p: string) => absoluteUrl(publicUrl, p);
  const url = abs(path);
  const title = documentTitle(oneLine(listing.metaTitle || listing.name, 200));
  const description = plainText(listing.metaDescription || defaultDescription(listing.name), 160);
  const image = listing.image ? abs(listing.image) : null;
  const crumbs: [string, string][] = [['Home', abs('/')], ...listing.trail.map(([name, p]): [string, string] => [name, p ? abs(p) : url])];
  crumbs[crumbs.length - 1] = [crumbs[crumbs.length - 1][0], url];
  const page = {
    '@context': 'https://schema.org',
    '@type': route.kind === 'search' ? 'SearchResultsPage' : 'CollectionPage',
    name: listing.name,
    description,
    url,
    isPartOf: { '@type': 'WebSite', name: SITE_NAME, url: abs('/') },
  };
  return {
    statusCode: 200,
    title,
    description,
    canonical: url,
    robots: listing.robots,
    social: socialTags({ type: 'website', title, description, url, image }),
    jsonLd: [page, breadcrumbList(crumbs)],
  };
}
