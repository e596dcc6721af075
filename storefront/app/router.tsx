import { lazy } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { loadHomeCode } from '../features/home/code';
import { loadListingCode } from '../features/listing/code';
import { loadProductCode } from '../features/product/code';
import { ListingFallback } from '../features/listing/ListingFallback';
import { SegmentRoute, type SegmentPage, type SegmentPages } from '../features/listing/SegmentRoute';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { ClientOnly } from './ClientOnly';
import { Layout, PageFallback } from './Layout';
import { RouteError } from './RouteError';

/**
 * The storefront's routes. Each route group is imported lazily, so it becomes its own chunk:
 * home, account access (login, register). The not-found page is small and ships with the shell.
 */
const ListingSegment = lazy(() => loadListingCode().then((m) => ({ default: m.SegmentListingPage })));
const BrandUrlPage = lazy(() => loadListingCode().then((m) => ({ default: m.BrandUrlPage })));
/** The information pages' chunk (features/info): pages, FAQ, contact, stores, service centres, catalogues, feedback. */
const info = () => import('../features/info/routes');
const InfoPageSegment = lazy(() => info().then((m) => ({ default: m.StaticPageSegment })));
/** The product page's chunk (features/product), with the shared chunks it imports fetched in parallel. */
const ProductSegment = lazy(() => loadProductCode().then((m) => ({ default: m.ProductSegmentPage })));

/**
 * Pages of the prefixed single-segment paths (/cat-…, /sub-…, /type-…, /brand-…, /event-…,
 * /product-…, /page-…): React Router cannot match half a segment, so SegmentRoute reads the
 * prefix and shows the page registered here (one line per kind).
 */
/** The checkout chunk (features/checkout): checkouts, Khalti widget, payment return, status and thank-you pages. */
const checkout = () => import('../features/checkout/routes');
const PrebookPage = lazy(() => checkout().then((m) => ({ default: m.PrebookPage })));
const BuynowPage = lazy(() => checkout().then((m) => ({ default: m.BuynowPage })));
const PrebookSegment: SegmentPage = (props) => <ClientOnly page={<PrebookPage {...props} />} />;
const BuynowSegment: SegmentPage = (props) => <ClientOnly page={<BuynowPage {...props} />} />;

const segmentPages: SegmentPages = {
  category: ListingSegment,
  'sub-category': ListingSegment,
  type: ListingSegment,
  brand: ListingSegment,
  event: ListingSegment,
  page: InfoPageSegment,
  product: ProductSegment,
  prebook: PrebookSegment,
  buynow: BuynowSegment,
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
        lazy: () => loadHomeCode().then((m) => ({ Component: m.HomePage })),
      },
      {
        path: 'user/login',
        HydrateFallback: PageFallback,
        // The reservation flow's login with ?source=ola (features/reservation), else the store's.
        lazy: () => import('../features/reservation/account-routes').then((m) => ({ Component: m.LoginRoute })),
      },
      {
        path: 'user/forget-password',
        HydrateFallback: PageFallback,
        lazy: () => import('../features/reservation/account-routes').then((m) => ({ Component: m.ForgetPasswordRoute })),
      },
      {
        path: 'user/register',
        HydrateFallback: PageFallback,
        lazy: () => import('../features/reservation/account-routes').then((m) => ({ Component: m.RegisterRoute })),
      },
      // The shopper's own pages, and those kept in this browser (compare list, the reservation
      // screens behind its login): the server sends the frame with a placeholder; they fill in
      // on the client.
      {
        element: <ClientOnly />,
        children: [
          // Cart (its own chunk): spec part 3 §2.
          { path: 'user/cart', HydrateFallback: PageFallback, lazy: () => import('../features/cart/routes').then((m) => ({ Component: m.CartPage })) },
          // Wishlist and compare (one lazy chunk each): spec part 2 §2, part 3 §7.
          { path: 'user/wishlist', HydrateFallback: PageFallback, lazy: () => import('../features/wishlist/routes').then((m) => ({ Component: m.WishlistPage })) },
          { path: 'products/compare', HydrateFallback: PageFallback, lazy: () => import('../features/compare/routes').then((m) => ({ Component: m.ComparePage })) },
          // Account area (one lazy chunk): spec part 3 §2, tab by ?goto=.
          { path: 'user/account', HydrateFallback: PageFallback, lazy: () => import('../features/account/routes').then((m) => ({ Component: m.AccountPage })) },
          // Checkout, payment return, status and thank-you pages (one lazy chunk): spec part 3 §2.
          { path: 'user/checkout', HydrateFallback: PageFallback, lazy: () => checkout().then((m) => ({ Component: m.CheckoutPage })) },
          { path: 'user/order-status', HydrateFallback: PageFallback, lazy: () => checkout().then((m) => ({ Component: m.OrderStatusPage })) },
          { path: 'user/booking-status', HydrateFallback: PageFallback, lazy: () => checkout().then((m) => ({ Component: m.BookingStatusPage })) },
          { path: 'user/booking-thank-you', HydrateFallback: PageFallback, lazy: () => checkout().then((m) => ({ Component: m.BookingThankYouPage })) },
          { path: 'payment/booking/:gateway', HydrateFallback: PageFallback, lazy: () => checkout().then((m) => ({ Component: m.BookingReturnPage })) },
          { path: 'payment/:gateway', HydrateFallback: PageFallback, lazy: () => checkout().then((m) => ({ Component: m.PaymentReturnPage })) },
          // Flexi Pay, card instalments (its own chunk): spec part 3 §2.
          { path: 'checkout-flexi-pay', HydrateFallback: PageFallback, lazy: () => import('../features/flexipay/routes').then((m) => ({ Component: m.FlexiPayPage })) },
          // Scooter reservation screens behind its login (one lazy chunk): spec part 1 §2 reservation routes.
          ...['shippingAddress', 'payment', 'priceSummary', 'myReservations'].map((path) => ({
            path,
            HydrateFallback: PageFallback,
            lazy: () => reservation().then((m) => ({ Component: m.ReservationPage })),
          })),
        ],
      },
      // The reservation flow's open demo page, rendered on the server like its login and register.
      { path: 'test', HydrateFallback: PageFallback, lazy: () => reservation().then((m) => ({ Component: m.ReservationPage })) },
      // Listings (one lazy chunk): spec part 2 §2 route table.
      { path: 'search/:keywords', HydrateFallback: ListingFallback, lazy: () => loadListingCode().then((m) => ({ Component: m.SearchPage })) },
      { path: 'flash-sales', HydrateFallback: ListingFallback, lazy: () => loadListingCode().then((m) => ({ Component: m.FlashSalePage })) },
      { path: 'view-all/:layout', HydrateFallback: ListingFallback, lazy: () => loadListingCode().then((m) => ({ Component: m.ViewAllPage })) },
      { path: 'products/cg-exclusive/view-all', HydrateFallback: ListingFallback, lazy: () => loadListingCode().then((m) => ({ Component: m.BestDealsPage })) },
      { path: 'products/new-arrivals/view-all', HydrateFallback: ListingFallback, lazy: () => loadListingCode().then((m) => ({ Component: m.NewArrivalsPage })) },
      { path: 'brand/:name', HydrateFallback: ListingFallback, lazy: () => loadListingCode().then((m) => ({ Component: m.BrandNamePage })) },
      { path: 'supplier/:name', HydrateFallback: PageFallback, lazy: () => import('../features/listing/SupplierRoutes').then((m) => ({ Component: m.SupplierRoutePage })) },
      // Information pages (one lazy chunk): spec part 2 §2 "Other pages" (/page-{page_url} is in segmentPages).
      { path: 'page/faqs', HydrateFallback: PageFallback, lazy: () => info().then((m) => ({ Component: m.FaqsPage })) },
      { path: 'page/contact-us', HydrateFallback: PageFallback, lazy: () => info().then((m) => ({ Component: m.ContactPage })) },
      { path: 'stores/:type', HydrateFallback: PageFallback, lazy: () => info().then((m) => ({ Component: m.StoresPage })) },
      { path: 'service-centers', HydrateFallback: PageFallback, lazy: () => info().then((m) => ({ Component: m.ServiceCentersPage })) },
      { path: 'feedback', HydrateFallback: PageFallback, lazy: () => info().then((m) => ({ Component: m.FeedbackPage })) },
      // Every other single segment: prefixed pages, then a bare /{brand_url}, else not found.
      { path: ':segment', element: <SegmentRoute pages={segmentPages} bare={BrandUrlPage} /> },
      { path: 'page-not-found', element: <NotFoundPage /> },
      { path: 'not-found', element: <NotFoundPage /> },
      { path: 'not-found-page', element: <NotFoundPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  // Catalogues are shown WITHOUT the site frame (spec part 2 §2): outside Layout, info chunk.
  {
    path: '/catalogues/:id',
    errorElement: <RouteError />,
    HydrateFallback: PageFallback,
    lazy: () => info().then((m) => ({ Component: m.CataloguesPage })),
  },
];

export const createRouter = () => createBrowserRouter(routes);

/**
 * Loads the code of the routes `location` matches (their `lazy` modules), so that a router
 * created afterwards shows the page at once: hydrating a server-rendered page needs it whole.
 */
export async function loadRouteModules(location: { pathname: string }): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, module, { lazy: undefined });
    }),
  );
}
