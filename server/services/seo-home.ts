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
import { loadHomeBanners } from './banners';
import { activeHomePopUp } from './home-popup';
import { absoluteUrl, socialTags, type PageHead } from './seo-head';

export async function homeHead(db: Queryable, publicUrl: string): Promise<PageHead> {
  const [popUp, banners] = await Promise.all([activeHomePopUp(db), loadHomeBanners(db)]);
  // The first hero banner as get-home-data hands it out.
  const hero = banners.slider[0]?.image ?? null;
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
