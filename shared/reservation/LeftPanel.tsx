import { Fragment, useEffect, useRef, useState } from 'react';
import { Modal } from '../ui/Modal';
import { useHost } from './host';
import { useStoredItem } from './hooks';
import { mediaUrl } from '../api/media';
import { useScooterSite } from './scooter-site';
import { RESERVATION_TEXT as T } from './messages';
import type { CarouselHandle } from './swiper-mount';

/** '0-40 km/h in 2.6 [seconds]' → parts; bracketed text is shown smaller (spec part 1 §3). */
export function splitOverview(desc: string): { text: string; small: boolean }[] {
  const parts: { text: string; small: boolean }[] = [];
  const re = /\[([^\]]*)\]/g;
  let last = 0;
  for (let m = re.exec(desc); m; m = re.exec(desc)) {
    if (m.index > last) parts.push({ text: desc.slice(last, m.index), small: false });
    if (m[1]) parts.push({ text: m[1], small: true });
    last = m.index + m[0].length;
  }
  if (last < desc.length) parts.push({ text: desc.slice(last), small: false });
  return parts;
}

function OverviewValue({ desc }: { desc: string }) {
  return (
    <>
      {splitOverview(desc).map((part, i) =>
        part.small ? (
          <small key={i} className="cg-res-panel__unit">
            {part.text}
          </small>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}

function InfoIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" />
      <line x1="12" y1="11" x2="12" y2="17" strokeLinecap="round" />
      <circle cx="12" cy="7.5" r="1.2" fill="currentColor" stroke="none" />
    </svg>
  );
}

function Chevron({ flip }: { flip?: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" aria-hidden="true" focusable="false">
      <path d={flip ? 'm9 6 6 6-6 6' : 'm15 6-6 6 6 6'} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/**
 * The scooter's pictures. The first shows at once; Swiper is imported when the carousel is
 * mounted (the panel only mounts on wide windows) and then adds sliding, arrows and dots.
 */
export function Carousel({ images, product, colour }: { images: string[]; product: string; colour: string }) {
  const rootRef = useRef<HTMLDivElement>(null);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const dotsRef = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const several = images.length > 1;
  const list = images.join('|');

  useEffect(() => {
    if (!several) return undefined;
    let alive = true;
    let handle: CarouselHandle | null = null;
    import('./swiper-mount')
      .then(({ mountCarousel }) => {
        const [el, prevEl, nextEl, paginationEl] = [rootRef.current, prevRef.current, nextRef.current, dotsRef.current];
        if (!alive || !el || !prevEl || !nextEl || !paginationEl) return;
        handle = mountCarousel(el, {
          prevEl,
          nextEl,
          paginationEl,
          labels: { previous: T.previousPicture, next: T.nextPicture, slide: 'Go to picture {{index}}' },
        });
        setReady(true);
      })
      .catch((error: unknown) => console.warn('The carousel could not start', error));
    return () => {
      alive = false;
      handle?.destroy();
    };
  }, [several, list]);

  return (
    <div className={`cg-res-carousel${ready ? ' cg-res-carousel--ready' : ''}`}>
      <div className="swiper" ref={rootRef}>
        <div className="swiper-wrapper">
          {images.map((src, i) => (
            <div className="swiper-slide" key={`${i}-${src}`}>
              <img
                className="cg-res-carousel__image"
                src={src}
                alt={T.picture(product, colour, i + 1, images.length)}
                loading={i === 0 ? 'eager' : 'lazy'}
                width={640}
                height={400}
              />
            </div>
          ))}
        </div>
      </div>
      {several ? (
        <div className="cg-res-carousel__controls" hidden={!ready}>
          <button type="button" ref={prevRef} className="cg-res-carousel__arrow" aria-label={T.previousPicture}>
            <Chevron />
          </button>
          <div ref={dotsRef} className="cg-res-carousel__dots" />
          <button type="button" ref={nextRef} className="cg-res-carousel__arrow" aria-label={T.nextPicture}>
            <Chevron flip />
          </button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The selected scooter (wide windows only): logo, pictures, and the three overview attributes
 * — the third with an info button opening the certification details. Everything comes from
 * the locally stored selection data.
 */
export function LeftPanel() {
  const host = useHost();
  const modal = useStoredItem(host.storage, 'selectedModalData');
  const colour = useStoredItem(host.storage, 'currentColorObject');
  const [certificationOpen, setCertificationOpen] = useState(false);
  const details = modal?.catalog_pricing_details?.[0];
  const productName = details?.price_breakup_response?.product_name ?? '';
  const overview = (details?.product_overview ?? []).slice(0, 3);
  const certification = details?.araiData ?? [];
  const images = (colour?.metadata?.image_carousal_list ?? []).map((src) => mediaUrl(src, host.api.base));
  const logo = mediaUrl(modal?.logo, host.api.base);
  const site = useScooterSite();

  // Nothing selected: say so, and where to choose (not an empty card, nor a scooter stored by an earlier visit).
  if (!host.product) {
    return (
      <aside className="cg-res-panel cg-res-panel--empty" aria-label={T.yourScooter} part="panel">
        <p className="cg-res-panel__name">{T.noScooter}</p>
        <p className="cg-res-panel__hint">{host.session.user ? T.noScooterHint : `${T.noScooterHint} ${T.noScooterLogin}`}</p>
        <a className="cg-button cg-button--secondary" href={site}>
          {T.chooseScooter}
        </a>
      </aside>
    );
  }

  return (
    <aside className="cg-res-panel" aria-label={T.yourScooter} part="panel">
      {logo ? <img className="cg-res-panel__logo" src={logo} alt="" width={120} height={32} /> : null}
      {productName ? <p className="cg-res-panel__name">{productName}</p> : null}
      {images.length ? (
        <Carousel key={images.join('|')} images={images} product={productName} colour={colour?.option_value ?? ''} />
      ) : (
        <div className="cg-res-carousel cg-res-carousel--empty" aria-hidden="true" />
      )}
      {colour?.option_value ? <p className="cg-res-panel__colour">{colour.option_value}</p> : null}
      {overview.length ? (
        <dl className="cg-res-panel__overview">
          {overview.map((item, i) => (
            <div className="cg-res-panel__attribute" key={item.title}>
              <dt className="cg-res-panel__title">
                {item.title}
                {i === 2 && certification.length ? (
                  <button
                    type="button"
                    className="cg-res-panel__info"
                    aria-label={T.certificationButton(item.title)}
                    aria-haspopup="dialog"
                    onClick={() => setCertificationOpen(true)}
                  >
                    <InfoIcon />
                  </button>
                ) : null}
              </dt>
              <dd className="cg-res-panel__value">
                <OverviewValue desc={item.desc} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <Modal
        open={certificationOpen}
        title={T.certificationTitle}
        onClose={() => setCertificationOpen(false)}
        lockScroll={host.variant === 'page'}
        className="cg-res-certification"
      >
        <dl className="cg-res-certification__list">
          {certification.map((c) => (
            <div key={c.title} className="cg-res-certification__item">
              <dt>{c.title}</dt>
              <dd>{c.description}</dd>
            </div>
          ))}
        </dl>
      </Modal>
    </aside>
  );
}
