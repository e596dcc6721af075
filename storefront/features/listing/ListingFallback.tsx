/**
 * What a listing shows before its code and its answer arrive: the page's own shape, so nothing
 * jumps when they do (the route-to-data map has asked for the answer already).
 */
import { useLocation } from 'react-router-dom';
import { LISTING_TEXT as T } from './messages';
import { listingRouteFromPath } from './routes';
import { KIND_FEATURES, type ListingKind } from './kinds';

/** Kinds whose answer brings a banner (its room is kept while loading). */
export const BANNER_KINDS: readonly ListingKind[] = ['brand', 'event'];

/** Kinds that normally have a filter sidebar (its room is kept while loading). */
export const expectsSidebar = (kind: ListingKind) => {
  const f = KIND_FEATURES[kind];
  return f.brands || f.price || f.features;
};

/** Placeholder cards while the first page loads. */
export function GridSkeleton({ columns }: { columns: 3 | 4 }) {
  return (
    <ul className={`cg-grid cg-grid--${columns} cg-grid--skeleton`} aria-hidden="true">
      {Array.from({ length: columns * 2 }, (_, i) => (
        <li key={i} className="cg-grid__cell">
          <div className="cg-skeleton-card">
            <div className="cg-skeleton-card__img" />
            <div className="cg-skeleton-card__body">
              <div className="cg-skeleton-card__line cg-skeleton-card__line--short" />
              <div className="cg-skeleton-card__line" />
              <div className="cg-skeleton-card__line" />
              <div className="cg-skeleton-card__line cg-skeleton-card__line--short" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The sidebar's room while the answer is on its way. */
export function SidebarSkeleton() {
  return (
    <div className="cg-sidebar" aria-hidden="true">
      <div className="cg-filter-box cg-filter-box--skeleton" />
      <div className="cg-filter-box cg-filter-box--skeleton cg-filter-box--skeleton-short" />
    </div>
  );
}

/** The whole page's shape while the listing chunk downloads. */
export function ListingFallback() {
  const location = useLocation();
  const route = listingRouteFromPath(location.pathname);
  if (!route || route.kind === 'supplier') return <div className="cg-page-fallback" aria-hidden="true" />;
  const features = KIND_FEATURES[route.kind];
  const sidebar = expectsSidebar(route.kind);
  return (
    <div className={`cg-listing cg-listing--${route.kind}`} aria-busy="true">
      <div className="cg-listing__top" />
      {BANNER_KINDS.includes(route.kind) ? <div className="cg-listing__banner cg-listing__banner--placeholder" /> : null}
      <div className={`cg-listing__layout${sidebar ? '' : ' cg-listing__layout--wide'}`}>
        {sidebar ? (
          <div className="cg-listing__aside">
            <SidebarSkeleton />
          </div>
        ) : null}
        <section className="cg-listing__content">
          <div className="cg-listing__head">
            <div className="cg-listing__titles">
              <p className="cg-listing__title">{route.kind === 'search' ? T.searchResults : '\u00a0'}</p>
              {route.kind === 'search' ? <p className="cg-listing__query">{'\u00a0'}</p> : null}
              <p className="cg-listing__count">{'\u00a0'}</p>
            </div>
            <div className="cg-listing__tools" aria-hidden="true">
              {sidebar ? <span className="cg-button cg-button--secondary cg-listing__filter-button">{T.filter}</span> : null}
              {features.filterBy ? (
                <span className="cg-sort cg-filterby">
                  <span className="cg-sort__label">{T.filterBy}</span>
                  <span className="cg-select cg-filterby__select cg-select--placeholder" />
                </span>
              ) : null}
              {features.sort ? (
                <span className="cg-sort">
                  <span className="cg-sort__label">{T.sortBy}</span>
                  <span className="cg-select cg-sort__select cg-select--placeholder" />
                </span>
              ) : null}
            </div>
          </div>
          <GridSkeleton columns={features.columns} />
        </section>
      </div>
    </div>
  );
}
