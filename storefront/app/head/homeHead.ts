import { SITE_DESCRIPTION, SITE_NAME, SITE_TITLE } from '../../../shared/domain/site';
import { artPreloads } from '../../../shared/ui/BannerPicture';
import { absoluteUrl, socialTags, type HeadTags } from './heads';

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
    // The pop-up is one picture everywhere; the hero banner has phone art (BannerPicture).
    preloadImages: [...(images.popUp ? [{ href: images.popUp }] : []), ...(images.hero ? artPreloads(images.hero) : [])],
  };
}
