import type { Banner } from '../../../../shared/api/types';
import { Carousel } from '../../../../shared/ui/Carousel';
import { bannerFadeSlider, bannerRowSlider } from '../../../../shared/ui/carouselOptions';
import { HOME_TEXT as T } from '../messages';
import { BANNER_SIZES, BannerLink } from './BannerLink';

const valid = (list: Banner[] | null | undefined) => (list ?? []).filter((b) => b && b.image);

/** One Banner: one wide banner. */
export function OneBanner({ banners, label }: { banners: Banner[]; label?: string | null }) {
  const [banner] = valid(banners);
  if (!banner) return null;
  return (
    <section className="cg-section cg-banners cg-banners--one" aria-label={label || banner.name || T.offers}>
      <BannerLink banner={banner} size={BANNER_SIZES.wide} />
    </section>
  );
}

/** Two Banner (and get-home-data's top and middle banners): two banners side by side. */
export function TwoBanner({ banners, label, eager = false }: { banners: Banner[]; label?: string | null; eager?: boolean }) {
  const list = valid(banners).slice(0, 2);
  if (!list.length) return null;
  return (
    <section className="cg-section cg-banners cg-banners--two" aria-label={label || T.offers}>
      {list.map((b, i) => (
        <BannerLink key={`${b.image}-${i}`} banner={b} size={BANNER_SIZES.half} eager={eager} />
      ))}
    </section>
  );
}

/**
 * Three Banner (and get-home-data's top and bottom sliders): a banner row that slides —
 * 3 per view on desktop, autoplay 3000 ms (4000 ms for the main three-banner slider).
 */
export function BannerRow({ banners, label, main = false }: { banners: Banner[]; label?: string | null; main?: boolean }) {
  const list = valid(banners);
  if (!list.length) return null;
  return (
    <div className="cg-section cg-banners cg-banners--row">
      <Carousel label={label || T.offers} options={bannerRowSlider(main ? 4000 : 3000)}>
        {list.map((b, i) => (
          <BannerLink key={`${b.image}-${i}`} banner={b} size={BANNER_SIZES.third} />
        ))}
      </Carousel>
    </div>
  );
}

/** The hero: get-home-data's sliders fading one into the next (3000 ms), top banners beside them. */
export function HomeHero({ sliders, topBanners }: { sliders: Banner[]; topBanners: Banner[] }) {
  const slides = valid(sliders);
  const side = valid(topBanners).slice(0, 2);
  if (!slides.length && !side.length) return null;
  return (
    <div className={`cg-hero${side.length ? ' cg-hero--with-side' : ''}`}>
      {slides.length ? (
        <Carousel label={T.mainOffers} options={bannerFadeSlider(3000)} className="cg-hero__main" landmark>
          {slides.map((b, i) => (
            <BannerLink key={`${b.image}-${i}`} banner={b} size={BANNER_SIZES.hero} eager={i === 0} />
          ))}
        </Carousel>
      ) : null}
      {side.length ? (
        <div className="cg-hero__side" role="group" aria-label={T.offers}>
          {side.map((b, i) => (
            <BannerLink key={`${b.image}-${i}`} banner={b} size={BANNER_SIZES.half} />
          ))}
        </div>
      ) : null}
    </div>
  );
}
