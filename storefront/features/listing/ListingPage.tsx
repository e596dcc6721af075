import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Redirect } from '../../app/Redirect';

import { clearFilters, filterChips, removeChip, type ListingFilter } from '../../../shared/domain/listing-query';
import { BannerPicture } from '../../../shared/ui/BannerPicture';
import { Modal } from '../../../shared/ui/Modal';
import { BrandFilterBy } from './components/BrandFilterBy';
import { Breadcrumb } from '../ui/Breadcrumb';
import { Countdown } from './components/Countdown';
import { ProductGrid } from './components/ProductGrid';
import { SearchSuggestions } from './components/SearchSuggestions';
import { FilterChips } from './components/FilterChips';
import { chipLabeller, hasSidebar, Sidebar } from './components/Sidebar';
import { SortSelect } from './components/SortSelect';
import { BANNER_KINDS, expectsSidebar, GridSkeleton, SidebarSkeleton } from './ListingFallback';
import { LISTING_TEXT as T } from './messages';
import { emptyHead, KIND_FEATURES, type ListingRoute } from './kinds';
import { ListingPageHead } from './ListingPageHead';
import { nextPageSearch, searchOf } from './url-state';
import { useListing } from './useListing';
import { brandScopeOf, withBrandScope } from './url-state';
import './Listing.css';

/**
 * Every product listing of spec part 2 §2: category, sub-category, type, brand, search, event,
 * layout (view-all), flash sale, best deals and new arrivals. What each kind shows comes from
 * KIND_FEATURES; the state comes from the URL through useListing.
 */
export function ListingPage({ route }: { route: ListingRoute }) {
  const { href, filter, entry, shown, applyFilter, loadMore, retry } = useListing(route);
  const nextPageHref = `${href.split('?')[0]}${nextPageSearch(filter, shown?.pages ?? 1)}`;
  const features = KIND_FEATURES[route.kind];
  const [drawerOpen, setDrawerOpen] = useState(false);
  const ids = useId();
  const formId = `${ids}-filters`;
  const contentRef = useRef<HTMLElement>(null);

  const head = shown?.head ?? emptyHead(route.kind === 'search' ? T.searchResults : '');

  if (entry?.status === 'failed' && entry.redirect) return <Redirect to={entry.redirect} />;

  const apply = (next: ListingFilter) => {
    // Back to the top of the results when the shopper is further down the list.
    const top = contentRef.current ? contentRef.current.getBoundingClientRect().top + window.scrollY - 12 : 0;
    if (window.scrollY > top) window.scrollTo(0, Math.max(0, top));
    applyFilter(next);
  };

  const loading = !entry || entry.status === 'loading';
  const failed = entry?.status === 'failed';
  const view = shown;
  const sidebar = view ? hasSidebar(head, filter, features) : false;
  // Before the first answer, keep the room the sidebar and the banner will take (no layout shift).
  const sidebarRoom = sidebar || (!view && !failed && expectsSidebar(route.kind));
  const chips = filterChips(filter, head);
  const isSearch = route.kind === 'search';

  const sidebarFor = (inDrawer: boolean) => (
    <Sidebar head={head} filter={filter} features={features} onFilter={apply} showSlider={!inDrawer} form={inDrawer ? undefined : formId} />
  );

  return (
    <div className={`cg-listing cg-listing--${route.kind}`} data-location={href}>
      <ListingPageHead route={route} head={head} />
      <div className="cg-listing__top">
        <Breadcrumb crumbs={head.breadcrumb} />
      </div>
      {head.banner ? (
        <div className="cg-listing__banner">
          <BannerPicture src={head.banner} alt={T.banner(head.heading)} width={1240} height={300} fetchPriority="high" />
        </div>
      ) : !view && !failed && BANNER_KINDS.includes(route.kind) ? (
        <div className="cg-listing__banner cg-listing__banner--placeholder" aria-hidden="true" />
      ) : null}
      <div className={`cg-listing__layout${sidebarRoom ? '' : ' cg-listing__layout--wide'}`}>
        {sidebar ? (
          // Without JavaScript a phone opens this as a drawer by its id (the Filter link, CSS :target).
          <aside id={FILTERS_ID} className="cg-listing__aside" aria-label={T.filters}>
            <noscript>
              <div className="cg-listing__aside-head">
                <h2>{T.filters}</h2>
                <a href="#" className="cg-button cg-button--secondary">
                  {T.closeFilters}
                </a>
              </div>
            </noscript>
            {sidebarFor(false)}
            <noscript>
              <div className="cg-listing__aside-foot">
                <button type="submit" form={formId} className="cg-button cg-button--primary">
                  {T.applyFilters}
                </button>
              </div>
            </noscript>
          </aside>
        ) : sidebarRoom ? (
          <div className="cg-listing__aside">
            <SidebarSkeleton />
          </div>
        ) : null}
        <section ref={contentRef} className="cg-listing__content" aria-labelledby={`${ids}-title`}>
          <header className="cg-listing__head">
            <div className="cg-listing__titles">
              <h1 id={`${ids}-title`} className="cg-listing__title">
                {head.heading || '\u00a0'}
              </h1>
              {isSearch ? <p className="cg-listing__query">“{route.param}”</p> : null}
              <p className="cg-listing__count" aria-live="polite">
                {view && route.kind !== 'flash-sale' ? T.showing(view.total) : '\u00a0'}
              </p>
            </div>
            <div className="cg-listing__tools">
              {sidebarRoom ? (
                <button
                  type="button"
                  className="cg-button cg-button--secondary cg-listing__filter-button"
                  aria-haspopup="dialog"
                  disabled={!sidebar}
                  onClick={() => setDrawerOpen(true)}
                >
                  <FilterIcon />
                  {T.filter}
                  {chips.length ? <span className="cg-listing__filter-count">{chips.length}</span> : null}
                </button>
              ) : null}
              {sidebar ? (
                <noscript>
                  <a href={`#${FILTERS_ID}`} className="cg-button cg-button--secondary cg-listing__filter-button">
                    <FilterIcon />
                    {T.filter}
                    {chips.length ? <span className="cg-listing__filter-count">{chips.length}</span> : null}
                  </a>
                </noscript>
              ) : null}
              {features.filterBy ? (
                <BrandFilterBy
                  categories={head.brandCategories}
                  value={brandScopeOf(filter)}
                  onChange={(scope) => apply(withBrandScope(filter, scope))}
                />
              ) : null}
              {features.sort ? (
                <SortSelect
                  value={features.sort === 'display' ? null : filter.sort}
                  disabled={features.sort === 'display'}
                  defaultLabel={isSearch ? T.mostRelevant : T.noSort}
                  onChange={(sort) => apply({ ...filter, sort, page: null })}
                  form={formId}
                />
              ) : null}
              {/* Without JavaScript the filters and the sort are a GET form on this URL: this applies them. */}
              <form id={formId} method="get" action={href.split('?')[0]} className="cg-listing__apply" onSubmit={(e) => e.preventDefault()}>
                <noscript>
                  <button type="submit" className="cg-button cg-button--primary">
                    {T.applyFilters}
                  </button>
                </noscript>
              </form>
            </div>
          </header>

          {sidebar && chips.length ? (
            // Phones: the applied filters stay in sight above the grid (the sidebar is in the drawer).
            <div className="cg-listing__chips">
              <FilterChips
                chips={chips}
                labelOf={chipLabeller(head)}
                onRemove={(chip) => apply(removeChip(filter, chip))}
                onClearAll={() => apply(clearFilters(filter))}
              />
            </div>
          ) : null}
          {route.kind === 'flash-sale' && head.endTime ? <Countdown endTime={head.endTime} /> : null}

          <h2 id={`${ids}-products`} className="cg-visually-hidden">
            {T.products}
          </h2>
          <div className={`cg-listing__results${loading && view ? ' is-updating' : ''}`} aria-busy={loading}>
            {failed ? (
              <div className="cg-listing__message" role="alert">
                <p>{T.loadFailed}</p>
                <button type="button" className="cg-button cg-button--primary" onClick={retry}>
                  {T.retry}
                </button>
              </div>
            ) : !view ? (
              <GridSkeleton columns={features.columns} />
            ) : view.products.length === 0 && view.total > 0 && !loading ? (
              <div className="cg-listing__message">
                <p>{T.pastLastPage}</p>
                <Link className="cg-button cg-button--secondary" to={`${href.split('?')[0]}${searchOf(filter)}`}>
                  {T.firstPage}
                </Link>
              </div>
            ) : view.products.length === 0 && !loading ? (
              <div className="cg-listing__message">
                <p>{chips.length ? T.noProducts : T.noProductsPlain}</p>
                {route.kind === 'search' && !chips.length ? <SearchSuggestions head={head} headingId={`${ids}-related`} /> : null}
                {chips.length ? (
                  <button type="button" className="cg-button cg-button--secondary" onClick={() => apply(clearFilters(filter))}>
                    {T.clearAll}
                  </button>
                ) : null}
              </div>
            ) : (
              <ProductGrid
                headingId={`${ids}-products`}
                products={view.products}
                columns={features.columns}
                hasMore={features.paged && !!view.nextPageUrl && !loading}
                loadingMore={view.loadingMore}
                moreFailed={view.moreFailed}
                total={view.total}
                onMore={loadMore}
                moreHref={nextPageHref}
              />
            )}
          </div>
        </section>
      </div>
      {sidebar ? (
        <Modal open={drawerOpen} title={T.filters} closeLabel={T.closeFilters} onClose={() => setDrawerOpen(false)} className="cg-listing-drawer">
          {sidebarFor(true)}
          <div className="cg-listing-drawer__foot">
            <button type="button" className="cg-button cg-button--primary" onClick={() => setDrawerOpen(false)}>
              {T.showResults}
              {view ? ` (${view.total})` : ''}
            </button>
          </div>
        </Modal>
      ) : null}
    </div>
  );
}

/** The sidebar's id: the no-JavaScript Filter link opens it on phones. */
const FILTERS_ID = 'filters';

function FilterIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M4 6h16M7 12h10M10 18h4" />
    </svg>
  );
}
