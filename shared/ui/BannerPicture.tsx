import type { ImgHTMLAttributes } from 'react';

/** Phones get their own banner art: desktop art scaled to a phone's width has unreadable text. */
export const PHONE_ART_MEDIA = '(max-width: 600px)';
/** The size the phone art is drawn at (server/media/phone-banners.ts). */
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
