import type { ImgHTMLAttributes } from 'react';

/** Phones get their own banner art: desktop art scaled to a phone's width has unreadable text. */
export const PHONE_ART_MEDIA = '(max-width: 600px)';
/** Screens wider than a phone's: the desktop art (PHONE_ART_MEDIA's complement). */
export const WIDE_ART_MEDIA = '(min-width: 601px)';
/** The size the phone art is drawn at (server/demo/media/phone-banners.ts). */
export const PHONE_ART_SIZE = { width: 600, height: 400 } as const;

const DRAWN_BANNER = /\/media\/(banner|brand-banner|supplier-banner)\/(?:([a-z]+)\/)?([a-z0-9-]+)\.svg$/;

/**
 * The phone art of one of the store's drawn banners (/media/banner/{format}/{theme}.svg,
 * /media/brand-banner/{brand}.svg, /media/supplier-banner/{supplier}.svg), or null for any other
 * image.
 */
export function phoneArtOf(src: string): string | null {
  const m = DRAWN_BANNER.exec(src);
  if (!m || m[2] === 'phone' || (m[1] === 'banner') !== Boolean(m[2])) return null;
  return `${src.slice(0, m.index)}/media/${m[1]}/phone/${m[3]}.svg`;
}

/**
 * What to preload for an image that is a page's largest paint: a drawn banner's phone art for
 * phones and its desktop art for wider screens (each browser fetches only what it shows), any
 * other image as it is.
 */
export function artPreloads(src: string): { href: string; media?: string }[] {
  const phone = phoneArtOf(src);
  return phone ? [{ href: phone, media: PHONE_ART_MEDIA }, { href: src, media: WIDE_ART_MEDIA }] : [{ href: src }];
}

/** A banner's <img>, in a <picture> with its phone art for narrow screens when it has some. */
export function BannerPicture(props: ImgHTMLAttributes<HTMLImageElement> & { src: string }) {
  const phone = phoneArtOf(props.src);
  const img = <img {...props} />;
  if (!phone) return img;
  return (
    <picture>
      <source media={PHONE_ART_MEDIA} srcSet={phone} width={PHONE_ART_SIZE.width} height={PHONE_ART_SIZE.height} />
      {img}
    </picture>
  );
}
