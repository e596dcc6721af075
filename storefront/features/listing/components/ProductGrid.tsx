import { useEffect, useRef } from 'react';
import { useNavigationType } from 'react-router-dom';
import { useRenderedOnServer } from '../../../../shared/ui/useRenderedOnServer';
import type { ProductCard } from '../../../../shared/api/types';
import { StoreProductCard } from '../../product-card/StoreProductCard';
import { useProgressiveCount } from '../../ui/useProgressiveCount';
import { LISTING_TEXT as T } from '../messages';

/** The loader image under the grid while the next page loads (an animated SVG). */
export const LOADER_SRC =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 50 50" width="40" height="40">' +
      '<circle cx="25" cy="25" r="20" fill="none" stroke="#fdecec" stroke-width="5"/>' +
      '<path d="M25 5a20 20 0 0 1 20 20" fill="none" stroke="#d71920" stroke-width="5" stroke-linecap="round">' +
      '<animateTransform attributeName="transform" type="rotate" from="0 25 25" to="360 25 25" dur="0.8s" repeatCount="indefinite"/>' +
      '</path></svg>',
  );

/**
 * A first page of cards renders a few at a time, one frame job each (no long task on phones);
 * a view of several pages kept from before renders at once, so its scroll offset is there.
 */
const FIRST_CARDS = 6;
const CARDS_PER_JOB = 6;
const ONE_PAGE = 24;

/**
 * The next page starts loading when the sentinel is less than 800 px below the viewport, or
 * anywhere above it: a jump past the end (End key on a phone, under a footer taller than the
 * screen) leaves the sentinel above the viewport without ever crossing it.
 */
export const PRELOAD_MARGIN = '1000000px 0px 800px 0px';

export interface ProductGridProps {
  products: ProductCard[];
  columns: 3 | 4;
  /** A next_page_url remains. */
  hasMore: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  total: number;
  onMore: () => void;
  /** Cards above the fold load their images eagerly. */
  eagerCount?: number;
  headingId?: string;
  /** The next page's URL: the link the server renders in place of infinite scroll. */
  moreHref?: string;
}

/**
 * The product grid with infinite scroll: an IntersectionObserver sentinel asks for the next
 * page as it nears the viewport; a 'Load more' button does the same for keyboard users and
 * browsers without IntersectionObserver; the loader image shows while a page loads. The next
 * page is asked for only once every card of this one is in the document.
 */
export function ProductGrid({
  products,
  columns,
  hasMore,
  loadingMore,
  moreFailed,
  total,
  onMore,
  eagerCount = columns,
  headingId,
  moreHref,
}: ProductGridProps) {
  const fromServer = useRenderedOnServer();
  const sentinel = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const onMoreRef = useRef(onMore);
  onMoreRef.current = onMore;
  /** Index of the first card of a page asked for with the button (focus goes there). */
  const focusFrom = useRef<number | null>(null);
  // Back or forward to a kept view: every card at once, so the router can scroll back to it.
  const returning = useNavigationType() === 'POP';
  const first = returning || products.length > ONE_PAGE ? products.length : FIRST_CARDS;
  const shown = useProgressiveCount(products.length, first, CARDS_PER_JOB, true);
  const allShown = shown >= products.length;

  useEffect(() => {
    const el = sentinel.current;
    if (!el || !allShown || !hasMore || loadingMore || moreFailed || typeof IntersectionObserver === 'undefined') return undefined;
    // A fresh observer after every page: it reports at once if the sentinel is still in view.
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) onMoreRef.current();
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [allShown, hasMore, loadingMore, moreFailed, products.length]);

  useEffect(() => {
    const from = focusFrom.current;
    if (from == null || loadingMore) return;
    focusFrom.current = null;
    if (products.length > from) list.current?.children[from]?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [loadingMore, products.length]);

  const more = () => {
    focusFrom.current = products.length;
    onMore();
  };

  return (
    <>
      <ul ref={list} className={`cg-grid cg-grid--${columns}`} aria-labelledby={headingId}>
        {products.slice(0, shown).map((p, i) => (
          <li key={p.id} className="cg-grid__cell">
            <StoreProductCard product={p} imageLoading={i < eagerCount ? 'eager' : 'lazy'} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} className="cg-grid__sentinel" aria-hidden="true" />
      <div className="cg-grid__more">
        <div role="status" aria-live="polite" className="cg-grid__status">
          {loadingMore ? (
            <span className="cg-grid__loader">
              <img src={LOADER_SRC} alt="" width={40} height={40} />
              <span>{T.loadingMore}</span>
            </span>
          ) : moreFailed ? (
            <span>{T.moreFailed}</span>
          ) : !hasMore && products.length > 0 && products.length >= total ? (
            <span className="cg-grid__end">{T.allLoaded(products.length)}</span>
          ) : null}
        </div>
        {hasMore && !loadingMore && moreHref && fromServer ? (
          // The server's page (and a browser without JavaScript): the next page by its URL.
          <a className="cg-button cg-button--secondary cg-grid__more-button" href={moreHref}>
            {T.nextPage}
          </a>
        ) : hasMore && !loadingMore ? (
          <button type="button" className="cg-button cg-button--secondary cg-grid__more-button" onClick={more}>
            {moreFailed ? T.retry : T.loadMore}
          </button>
        ) : null}
      </div>
    </>
  );
}
