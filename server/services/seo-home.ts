/**
 * The head of the home page: the store's title and description, canonical URL, Open Graph
 * tags, JSON-LD WebSite (with the search the store answers at /search/{keywords}) and
 * Organization, and the images of its largest paint — the active pop-up's and the first hero
 * banner's — fetched with the HTML rather than after the app's code and the layouts call.
 * A shopper who dismissed the pop-up less than 5 minutes ago still gets its image preloaded:
 * the dismissal lives in the browser's storage, which the server does not see.
 */
import { SITE_DESCRIPTION, SITE_NAME, SITE_TITLE } from '../../shared/domain/site';
import type { Queryable } from '../db/types';
import { activeHomePopUp } from './home-popup';
import { absoluteUrl, socialTags, type PageHead } from './seo-head';

/** The first home slider's image, in the order get-home-data hands the sliders out. */
async function firstHeroImage(db: Queryable): Promise<string | null> {
  const r = await db.query<{ image: string }>(
    `SELECT s.image FROM sliders s JOIN slider_targets t ON t.slider_id = s.id
      WHERE s.status AND s.placement = 'slider'
      ORDER BY s.position, s.id LIMIT 1`,
  );
  return r.rows[0]?.image ?? null;
}

export async function homeHead(db: Queryable, publicUrl: string): Promise<PageHead> {
  const [popUp, hero] = await Promise.all([activeHomePopUp(db), firstHeroImage(db)]);
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
  const preloadImages = [popUp?.image_url, hero].filter((image): image is string => !!image);
  return {
    statusCode: 200,
    title: SITE_TITLE,
    description: SITE_DESCRIPTION,
    canonical: url,
    social: socialTags({ type: 'website', title: SITE_TITLE, description: SITE_DESCRIPTION, url, image: hero ? abs(hero) : null }),
    jsonLd: [website, organization],
    preloadImages,
  };
}
