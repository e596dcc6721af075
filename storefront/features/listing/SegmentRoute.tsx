/**
 * One path segment, many pages: React Router cannot match part of a segment ('/cat-:url'), so
 * the router sends every single-segment path that no static route claims here, and this reads
 * the prefix (cat-, sub-, type-, brand-, event-, product-, page-, …) and shows that kind's page.
 * A segment without a known prefix may be a brand's bare /{brand_url}; anything else is not found.
 *
 * This file ships with the shell (it is tiny); the pages it shows are lazy chunks.
 */
import { Suspense, type ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { parseStorefrontPath, type StorefrontRoute } from '../../../shared/domain/slug';
import { BARE_BRAND_URL } from '../../../shared/domain/storefront-paths';
import { PageFallback } from '../../app/Layout';
import { NotFoundPage } from '../not-found/NotFoundPage';
import { ListingFallback } from './ListingFallback';
import { listingRouteOfSegment } from './routes';

export type SegmentKind = StorefrontRoute['kind'];
export type SegmentPage = ComponentType<{ route: StorefrontRoute }>;
export type SegmentPages = Partial<Record<SegmentKind, SegmentPage>>;

export interface SegmentRouteProps {
  pages: SegmentPages;
  /** The page for a segment with no known prefix that may be a brand_url (it checks, or shows not found). */
  bare?: ComponentType<{ segment: string }>;
}

export function SegmentRoute({ pages, bare: Bare }: SegmentRouteProps) {
  const { segment = '' } = useParams();
  const route = parseStorefrontPath(segment);
  const Page = route ? pages[route.kind] : undefined;
  if (route && Page) {
    return (
      <Suspense fallback={listingRouteOfSegment(route) ? <ListingFallback /> : <PageFallback />}>
        <Page route={route} />
      </Suspense>
    );
  }
  const bare = segment.replace(/\/+$/, '');
  if (!route && Bare && BARE_BRAND_URL.test(bare)) {
    return (
      <Suspense fallback={<PageFallback />}>
        <Bare segment={bare} />
      </Suspense>
    );
  }
  return <NotFoundPage />;
}
