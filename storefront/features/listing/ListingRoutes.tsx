/** The listing route group, loaded lazily as its own chunk. */
import { useParams } from 'react-router-dom';
import { numericIdFromParam, type StorefrontRoute } from '../../../shared/domain/slug';
import { PageFallback } from '../../app/Layout';
import { useAppSelector } from '../../app/hooks';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { ListingPage } from './ListingPage';
import { selectBrandUrls } from './selectors';
import type { ListingRoute } from './kinds';

/** A listing keyed by its route: a new route parameter starts a new page (list reset, reload). */
function Listing({ route }: { route: ListingRoute }) {
  return <ListingPage key={`${route.kind}:${route.param}`} route={route} />;
}

/** /cat-{url}, /sub-{url}, /type-{url}, /brand-{name}, /event-{slug} (from the segment route). */
export function SegmentListingPage({ route }: { route: StorefrontRoute }) {
  switch (route.kind) {
    case 'category':
      return <Listing route={{ kind: 'category', param: route.categoryUrl }} />;
    case 'sub-category':
      return <Listing route={{ kind: 'sub-category', param: route.subCategoryUrl }} />;
    case 'type':
      return <Listing route={{ kind: 'type', param: route.subCategoryTypeUrl }} />;
    case 'brand':
      return <Listing route={{ kind: 'brand', param: route.brandName }} />;
    case 'event':
      return <Listing route={{ kind: 'event', param: route.eventName }} />;
    default:
      return <NotFoundPage />;
  }
}

/** /{brand_url}: the brand page when the segment is a brand's url (the route asks for the list), else not found. */
export function BrandUrlPage({ segment }: { segment: string }) {
  const brands = useAppSelector(selectBrandUrls);
  if (brands.urls.includes(segment)) return <Listing route={{ kind: 'brand', param: segment }} />;
  if (brands.status === 'ready' || brands.status === 'failed') return <NotFoundPage />;
  return <PageFallback />;
}

const useParam = (name: string) => useParams()[name] ?? '';

/** /brand/{brand_name} */
export function BrandNamePage() {
  return <Listing route={{ kind: 'brand', param: useParam('name') }} />;
}

/** /search/{search_data} */
export function SearchPage() {
  return <Listing route={{ kind: 'search', param: useParam('keywords') }} />;
}

/** /flash-sales/ */
export function FlashSalePage() {
  return <Listing route={{ kind: 'flash-sale', param: '' }} />;
}

/** /view-all/{layout_name}: the layout id is its last hyphen-separated segment. */
export function ViewAllPage() {
  const param = useParam('layout');
  if (numericIdFromParam(param) == null) return <NotFoundPage />;
  return <Listing route={{ kind: 'layout', param }} />;
}

/** /products/cg-exclusive/view-all */
export function BestDealsPage() {
  return <Listing route={{ kind: 'best-deals', param: '' }} />;
}

/** /products/new-arrivals/view-all (loads once, no scrolling). */
export function NewArrivalsPage() {
  return <Listing route={{ kind: 'new-arrivals', param: '' }} />;
}
