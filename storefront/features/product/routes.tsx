/** The product page route group, loaded lazily as its own chunk (router.tsx segmentPages 'product'). */
import type { StorefrontRoute } from '../../../shared/domain/slug';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { ProductPage } from './ProductPage';

/** /product-{name-slug}-{id}: the id is the last dash-separated segment; a new id is a new page. */
export function ProductSegmentPage({ route }: { route: StorefrontRoute }) {
  if (route.kind !== 'product') return <NotFoundPage />;
  return <ProductPage key={route.id} id={route.id} />;
}
