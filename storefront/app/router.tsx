import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ListingFallback } from '../features/listing/ListingFallback';
import { SegmentRoute, type SegmentPages } from '../features/listing/SegmentRoute';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { Layout, PageFallback } from './Layout';
import { RouteError } from './RouteError';

/**
 * The storefront's routes. Each route group is imported lazily, so it becomes its own chunk:
 * home, account access (login, register). The not-found page is small and ships with the shell.
 */
/** The listing chunk, with the shared chunks it imports fetched in parallel (no request waterfall). */
const listing = () =>
  Promise.all([
    import('../features/listing/ListingRoutes'),
    import('../features/listing/useListing'),
    import('../features/product-card/StoreProductCard'),
    import('../../shared/ui/Modal'),
  ]).then(([m]) => m);
const ListingSegment = lazy(() => listing().then((m) => ({ default: m.SegmentListingPage })));
const BrandUrlPage = lazy(() => listing().then((m) => ({ default: m.BrandUrlPage })));

/**
 * Pages of the prefixed single-segment paths (/cat-…, /sub-…, /type-…, /brand-…, /event-…,
 * /product-…, /page-…): React Router cannot match half a segment, so SegmentRoute reads the
 * prefix and shows the page registered here (one line per kind).
 */
const segmentPages: SegmentPages = {
  category: ListingSegment,
  'sub-category': ListingSegment,
  type: ListingSegment,
  brand: ListingSegment,
  event: ListingSegment,
};

const reservation = () => import('../features/reservation/routes');

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      {
        index: true,
        HydrateFallback: PageFallback,
        lazy: () => import('../features/home/HomeRoutes').then((m) => ({ Component: m.HomePage })),
      },
      {
        path: 'user/login',
        HydrateFallback: PageFallback,
        // The reservation flow's login with ?source=ola (features/reservation), else the store's.
        lazy: () => import('../features/reservation/account-routes').then((m) => ({ Component: m.LoginRoute })),
      },
      {
        path: 'user/register',
        HydrateFallback: PageFallback,
        lazy: () => import('../features/reservation/account-routes').then((m) => ({ Component: m.RegisterRoute })),
      },
      // Scooter reservation (one lazy chunk): spec part 1 §2 reservation routes.
      ...['shippingAddress', 'payment', 'priceSummary', 'myReservations', 'test'].map((path) => ({
        path,
        HydrateFallback: PageFallback,
        lazy: () => reservation().then((m) => ({ Component: m.ReservationPage })),
      })),
      // Listings (one lazy chunk): spec part 2 §2 route table.
      { path: 'search/:keywords', HydrateFallback: ListingFallback, lazy: () => listing().then((m) => ({ Component: m.SearchPage })) },
      { path: 'flash-sales', HydrateFallback: ListingFallback, lazy: () => listing().then((m) => ({ Component: m.FlashSalePage })) },
      { path: 'view-all/:layout', HydrateFallback: ListingFallback, lazy: () => listing().then((m) => ({ Component: m.ViewAllPage })) },
      { path: 'products/cg-exclusive/view-all', HydrateFallback: ListingFallback, lazy: () => listing().then((m) => ({ Component: m.BestDealsPage })) },
      { path: 'products/new-arrivals/view-all', HydrateFallback: ListingFallback, lazy: () => listing().then((m) => ({ Component: m.NewArrivalsPage })) },
      { path: 'brand/:name', HydrateFallback: ListingFallback, lazy: () => listing().then((m) => ({ Component: m.BrandNamePage })) },
      { path: 'supplier/:name', HydrateFallback: PageFallback, lazy: () => import('../features/listing/SupplierRoutes').then((m) => ({ Component: m.SupplierRoutePage })) },
      // Every other single segment: prefixed pages, then a bare /{brand_url}, else not found.
      { path: ':segment', element: <SegmentRoute pages={segmentPages} bare={BrandUrlPage} /> },
      { path: 'page-not-found', element: <NotFoundPage /> },
      { path: 'not-found', element: <NotFoundPage /> },
      { path: 'not-found-page', element: <NotFoundPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
