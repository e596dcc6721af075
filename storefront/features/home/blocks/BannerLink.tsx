import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Banner } from '../../../../shared/api/types';
import { bannerHref } from '../../../../shared/domain/slug';
import { BannerPicture } from '../../../../shared/ui/BannerPicture';

/** The size a banner image is drawn at (its intrinsic ratio; CSS scales it). */
export interface BannerSize {
  width: number;
  height: number;
}

/** Banner image formats of the store (width × height). */
export const BANNER_SIZES = {
  hero: { width: 1600, height: 500 },
  wide: { width: 1200, height: 300 },
  half: { width: 800, height: 320 },
  third: { width: 600, height: 360 },
  popup: { width: 600, height: 600 },
} as const satisfies Record<string, BannerSize>;

const isExternal = (href: string) => /^(https?:)?\/\//i.test(href) || /^mailto:|^tel:/i.test(href);

/** A link to `href`: the router for store paths, a plain anchor for other sites. */
export function SmartLink({ href, className, children, onClick }: { href: string; className?: string; children: ReactNode; onClick?: () => void }) {
  if (isExternal(href)) {
    return (
      <a href={href} className={className} onClick={onClick} rel="noopener">
        {children}
      </a>
    );
  }
  return (
    <Link to={href} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}

/**
 * A banner: its image, linking where its link_type says (L link, C category, S sub category,
 * T type, B brand, PR product, P page, E event, SP supplier — shared/domain bannerHref).
 */
export function BannerLink({
  banner,
  size,
  eager = false,
  className,
}: {
  banner: Banner;
  size: BannerSize;
  /** The first banner on screen loads at once (and first). */
  eager?: boolean;
  className?: string;
}) {
  const href = bannerHref(banner);
  const img = (
    <BannerPicture
      className="cg-banner__img"
      src={banner.image}
      alt={banner.name}
      width={size.width}
      height={size.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? 'sync' : 'async'}
      {...(eager ? { fetchPriority: 'high' as const } : {})}
    />
  );
  const cls = `cg-banner${className ? ` ${className}` : ''}`;
  return href ? (
    <SmartLink href={href} className={cls}>
      {img}
    </SmartLink>
  ) : (
    <div className={cls}>{img}</div>
  );
}
