/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import type { ProductDetail, ProductPageData } from '../../../shared/api/catalogue';
import type { ApiEnvelope } from '../../../shared/api/client';
import { PRODUCT_CARD_TEXT } from '../../../shared/ui/productCardText';
import { createFakeApi, press, renderApp, settle, testUser, type FakeApi, type FakeHandler, type RenderedApp } from '../../app/test-utils';
import { SegmentRoute } from '../listing/SegmentRoute';
import { productPage } from './fixtures';
import { PRODUCT_TEXT as T } from './messages';
import { BREADCRUMB_TEXT } from '../ui/messages';
import { ProductSegmentPage } from './routes';

declare global {
  interface Window {
    dataLayer?: unknown[];
    fbq?: (...args: unknown[]) => void;
  }
}

const PATH = '/product-lg-55-uhd-smart-tv-12';

function productApi(page: ProductPageData | null = productPage(), extra: Record<string, FakeHandler> = {}): FakeApi {
  return createFakeApi({
    'get/categories': () => ({ statusCode: 200, data: { category: [], brands: [] } }),
    'get-loyalty-point': () => ({ statusCode: 200, data: { loyality: 0 } }),
    'get-cart': () => ({ statusCode: 200, data: null }),
    'view-product': () => (page ? { statusCode: 200, data: page } : { statusCode: 404, message: 'This product is not available.' }),
    ...extra,
  });
}

/**
 * The product page under the segment route, with stand-ins for the pages it leads to. The path is
 * written as app/router.tsx writes it (':segment'), so the route-to-data map loads the product.
 */
const testRoutes: RouteObject[] = [
  { path: '/user/cart', element: <p>Cart page</p> },
  { path: '/user/login', element: <p>Login page</p> },
  { path: ':segment', element: <SegmentRoute pages={{ product: ProductSegmentPage }} /> },
];

async function openProduct(options: { api?: FakeApi; user?: boolean; path?: string } = {}): Promise<RenderedApp> {
  const app = await renderApp({ path: options.path ?? PATH, api: options.api ?? productApi(), user: options.user ? testUser() : undefined, routes: testRoutes });
  await settle();
  return app;
}

const page = (over: Partial<ProductDetail> = {}, data: Partial<ProductPageData> = {}) => productPage(over, data);

afterEach(() => {
  delete window.dataLayer;
  delete window.fbq;
});

describe('product page: what it shows', () => {
  it('shows every part of a normal product', async () => {
    const { api } = await openProduct();
    expect(api.callsTo('view-product')[0].options?.query).toEqual({ product: '12' });
    expect(screen.getByRole('heading', { level: 1, name: 'LG 55 UHD Smart TV' })).toBeInTheDocument();

    const crumbs = screen.getByRole('navigation', { name: BREADCRUMB_TEXT.label });
    expect(within(crumbs).getByRole('link', { name: 'Television' })).toHaveAttribute('href', '/cat-television');
    expect(within(crumbs).getByRole('link', { name: 'LED TV' })).toHaveAttribute('href', '/sub-led-tv');
    expect(within(crumbs).getByText('LG 55 UHD Smart TV')).toHaveAttribute('aria-current', 'page');

    // Title and meta from the server.
    expect(document.title).toBe('LG 55 UHD Smart TV Price in Nepal');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'Buy the LG 55 inch TV in Nepal');

    const badges = screen.getByRole('list', { name: T.badges });
    expect(within(badges).getByText('SAVE 10%')).toBeInTheDocument();
    expect(within(badges).getByText(T.bundle)).toBeInTheDocument();
    expect(within(badges).getByText(T.newBadge)).toBeInTheDocument();

    expect(screen.getByText('55UQ7500')).toBeInTheDocument();
    expect(screen.getByText(T.availability).nextSibling).toHaveTextContent(T.inStock);
    expect(screen.getByText(T.soldBy)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.supplierLogo('Himalayan Traders') })).toHaveAttribute('href', '/supplier/himalayan-traders');

    expect(screen.getByText('NPR 90,000')).toBeInTheDocument();
    expect(screen.getByText('NPR 1,00,000').tagName).toBe('S');
    expect(screen.getByText(T.inclusiveVat)).toBeInTheDocument();
    // 90,000 / 200 = 450 coins.
    expect(screen.getByText(T.collectCoins).parentElement).toHaveTextContent(`${T.collectCoins} 450`);

    expect(screen.getByText(T.free)).toBeInTheDocument();
    expect(screen.getByText('Wall mount')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: T.combo })).toBeInTheDocument();
    expect(screen.getByText('Sound bar S40')).toBeInTheDocument();

    expect(screen.getByText('TV500')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.collectCode('TV500') })).toHaveTextContent(T.collect);
    expect(screen.getByRole('tooltip', { hidden: true })).toHaveTextContent(T.clickToCopy);

    expect(screen.getByRole('heading', { name: T.quickOverview })).toBeInTheDocument();
    expect(screen.getByText('4K picture')).toBeInTheDocument();

    expect(screen.getByRole('tab', { name: T.description })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: T.specs })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: `${T.reviews} (0)` })).toBeInTheDocument();
    expect(screen.getByText('A television.')).toBeVisible();

    expect(screen.getByRole('heading', { name: T.peopleAlsoBuy })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: T.featured })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Related 101' })).toHaveAttribute('href', '/product-related-101-101');
    expect(screen.getByRole('link', { name: 'Featured 201' })).toBeInTheDocument();

    for (const name of [T.addToCart, T.calculateEmi, T.addToWishlist, T.addToCompare, T.enquiry, T.consultation]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('pushes view_item to the data layer, and ViewContent to the pixel only when the host has one', async () => {
    await openProduct();
    expect(window.dataLayer).toEqual(expect.arrayContaining([expect.objectContaining({ event: 'view_item' })]));
    delete window.dataLayer;
    const fbq = jest.fn();
    window.fbq = fbq;
    await openProduct();
    expect(fbq).toHaveBeenCalledWith('track', 'ViewContent', expect.objectContaining({ content_ids: ['12'], currency: 'NPR' }));
  });

  it('a service shows no availability and offers "Enquiry" instead of "Product Enquiry"', async () => {
    await openProduct({ api: productApi(page({ is_service: 1, product_type: 'Normal' })) });
    expect(screen.queryByText(T.availability)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.enquiryService })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.enquiry })).not.toBeInTheDocument();
    expect(screen.queryByText(PRODUCT_CARD_TEXT.bundleBadge)).not.toBeInTheDocument();
  });

  it('a prepayment product shows MRP, BOOKING PRICE, BOOKING AMOUNT and Book Now, and no related carousels', async () => {
    await openProduct({ api: productApi(page({ prepayment: 1, prepayment_value: 10000 })) });
    expect(screen.getByText(T.mrp)).toBeInTheDocument();
    expect(screen.getByText(T.bookingPrice).nextSibling).toHaveTextContent('NPR 90,000');
    expect(screen.getByText(T.bookingAmount).nextSibling).toHaveTextContent('NPR 10,000');
    expect(screen.getByRole('link', { name: T.bookNow })).toHaveAttribute('href', '/prebook-lg-55-uhd-smart-tv-12');
    expect(screen.queryByRole('button', { name: T.addToCart })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: T.peopleAlsoBuy })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: T.featured })).not.toBeInTheDocument();
  });

  it('a flash-sale product shows "Flash Sales ends at" and the time left', async () => {
    const end = new Date(Date.now() + 2 * 86400_000 + 3 * 3600_000 + 30_000).toISOString();
    await openProduct({ api: productApi(page({ flash_sales: { end_time: end } })) });
    expect(screen.getByText(T.flashEndsAt, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveAccessibleName(expect.stringMatching(/^2 days 3 hours/));
  });

  it('an out-of-stock product says so', async () => {
    await openProduct({ api: productApi(page({ availability: 0 })) });
    expect(screen.getByText(T.availability).nextSibling).toHaveTextContent(T.outOfStock);
  });

  it('an unknown product shows the not-found page', async () => {
    await openProduct({ api: productApi(null) });
    expect(screen.getByRole('heading', { name: 'PAGE NOT FOUND' })).toBeInTheDocument();
  });

  it('a bad request (400) shows the not-found page too', async () => {
    await openProduct({ api: productApi(productPage(), { 'view-product': () => ({ statusCode: 400, message: 'Invalid product.' }) }) });
    expect(screen.getByRole('heading', { name: 'PAGE NOT FOUND' })).toBeInTheDocument();
  });

  it('an id that is not a number shows the not-found page without asking', async () => {
    const { api } = await openProduct({ path: '/product-lg-55-uhd-smart-tv-12x' });
    expect(screen.getByRole('heading', { name: 'PAGE NOT FOUND' })).toBeInTheDocument();
    expect(api.callsTo('view-product')).toHaveLength(0);
  });

  it.each([
    ['a network failure', null],
    ['a server error', { statusCode: 500, message: 'Down.' }],
  ])('%s offers a retry, which loads the product', async (_name, failure) => {
    let fail = true;
    const api = productApi(productPage(), { 'view-product': () => (fail ? failure : { statusCode: 200, data: productPage() }) });
    await openProduct({ api });
    expect(screen.getByRole('alert')).toHaveTextContent(T.loadFailed);
    fail = false;
    await press(screen.getByRole('button', { name: T.retry }));
    await settle();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('LG 55 UHD Smart TV');
    expect(api.callsTo('view-product')).toHaveLength(2);
  });

  it("another product never shows the one before's data; going back shows it again unasked", async () => {
    let answerOther: (answer: ApiEnvelope) => void = () => undefined;
    const api = productApi(productPage(), {
      'view-product': (call) =>
        call.options?.query?.product === '13' ? new Promise((resolve) => (answerOther = resolve)) : { statusCode: 200, data: productPage() },
    });
    const { router } = await openProduct({ api });
    await act(() => router.navigate('/product-samsung-fridge-13'));
    await settle();
    expect(screen.getByRole('status')).toHaveTextContent(T.loading);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    await act(async () => answerOther({ statusCode: 200, data: productPage({ id: 13, name: 'Samsung Fridge' }) }));
    await settle();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Samsung Fridge');
    await act(() => router.navigate(PATH));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('LG 55 UHD Smart TV');
    expect(api.callsTo('view-product').map((c) => c.options?.query)).toEqual([{ product: '12' }, { product: '13' }]);
  });

  it('is registered under the product kind of the app router', async () => {
    await renderApp({ path: PATH, api: productApi() });
    await settle();
    await settle();
    expect(await screen.findByRole('heading', { level: 1, name: 'LG 55 UHD Smart TV' })).toBeInTheDocument();
  });
});

describe('product page: description and server HTML', () => {
  it('never runs a script or an event handler from the description or the overview', async () => {
    const w = window as unknown as { __pwned?: number };
    w.__pwned = 0;
    await openProduct({
      api: productApi(
        page({
          long_description: '<p>Safe text</p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2">',
          quick_overview: '<p onclick="window.__pwned = 3">Overview</p><a href="javascript:window.__pwned=4">link</a>',
        }),
      ),
    });
    const panel = screen.getByRole('tabpanel', { name: T.description });
    expect(panel).toHaveTextContent('Safe text');
    expect(panel.querySelector('script')).toBeNull();
    expect(panel.querySelector('img')?.getAttribute('onerror')).toBeNull();
    panel.querySelector('img')?.dispatchEvent(new Event('error'));
    fireEvent.click(screen.getByText('Overview'));
    expect(screen.getByText('link')).not.toHaveAttribute('href');
    await settle();
    expect(w.__pwned).toBe(0);
  });
});

describe('product page: tabs', () => {
  it('is a tablist: arrows, Home and End move the selection and focus; panels are labelled', async () => {
    await openProduct();
    const description = screen.getByRole('tab', { name: T.description });
    const specs = screen.getByRole('tab', { name: T.specs });
    const reviews = screen.getByRole('tab', { name: `${T.reviews} (0)` });
    expect(screen.getByRole('tablist', { name: T.productDetails })).toBeInTheDocument();
    expect(specs).toHaveAttribute('tabindex', '-1');
    description.focus();
    fireEvent.keyDown(description, { key: 'ArrowRight' });
    expect(specs).toHaveAttribute('aria-selected', 'true');
    expect(specs).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: T.specs })).toBeVisible();
    expect(screen.getByRole('rowheader', { name: 'Screen Size' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '55 inch' })).toBeInTheDocument();
    fireEvent.keyDown(specs, { key: 'End' });
    expect(reviews).toHaveFocus();
    expect(screen.getByText(T.noReviews)).toBeVisible();
    fireEvent.keyDown(reviews, { key: 'ArrowRight' });
    expect(description).toHaveFocus();
    fireEvent.keyDown(description, { key: 'ArrowLeft' });
    expect(reviews).toHaveAttribute('aria-selected', 'true');
  });
});

describe('product page: coupons', () => {
  it('copies the code and the tooltip says "Copied: {code}"', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await openProduct();
    await press(screen.getByRole('button', { name: T.collectCode('TV500') }));
    expect(writeText).toHaveBeenCalledWith('TV500');
    expect(screen.getByRole('tooltip')).toHaveTextContent(T.copied('TV500'));
  });
});

describe('product page: gallery', () => {
  it('zooms with the keyboard, pans with arrows, Escape zooms out; thumbnails switch the image', async () => {
    await openProduct();
    const stage = screen.getByRole('button', { name: /Zoom in$/ });
    const img = stage.querySelector('img') as HTMLImageElement;
    expect(img).toHaveAttribute('src', '/media/p/12.svg');
    await press(stage);
    expect(stage).toHaveAttribute('aria-pressed', 'true');
    expect(img.style.transform).toBe('scale(2.5)');
    fireEvent.keyDown(stage, { key: 'ArrowRight' });
    expect(img.style.transformOrigin).toBe('60% 50%');
    fireEvent.keyDown(stage, { key: 'Escape' });
    expect(stage).toHaveAttribute('aria-pressed', 'false');
    expect(img.style.transform).toBe('');
    // A mouse hovering zooms; a finger touching does not (a tap toggles instead).
    const pointer = (type: 'pointerover' | 'pointerout', pointerType: string) => {
      const event = new MouseEvent(type, { bubbles: true, relatedTarget: document.body });
      Object.defineProperty(event, 'pointerType', { value: pointerType });
      act(() => {
        stage.dispatchEvent(event);
      });
    };
    pointer('pointerover', 'touch');
    expect(img.style.transform).toBe('');
    pointer('pointerover', 'mouse');
    expect(img.style.transform).toBe('scale(2.5)');
    pointer('pointerout', 'mouse');
    expect(img.style.transform).toBe('');
    await press(screen.getByRole('button', { name: T.showImage(2, 2) }));
    expect(img).toHaveAttribute('src', '/media/p/12-b.svg');
    expect(screen.getByRole('button', { name: T.showImage(2, 2) })).toHaveAttribute('aria-current', 'true');
  });
});

describe('product page: add to cart', () => {
  it('out of stock: "{name} is out of Stock." and nothing is sent', async () => {
    const { api } = await openProduct({ api: productApi(page({ availability: 0 })), user: true });
    await press(screen.getByRole('button', { name: T.addToCart }));
    expect(screen.getByText(T.outOfStockMessage('LG 55 UHD Smart TV'))).toBeInTheDocument();
    expect(api.callsTo('add-to-cart')).toHaveLength(0);
  });

  it('a guest goes to login with the cart query', async () => {
    const { router, api } = await openProduct();
    await press(screen.getByRole('button', { name: T.addToCart }));
    expect(router.state.location.pathname).toBe('/user/login');
    expect(router.state.location.search).toBe('?cart=lg-55-uhd-smart-tv-12');
    expect(api.callsTo('add-to-cart')).toHaveLength(0);
  });

  it('a logged-in shopper adds, the tracking events fire, the cart refetches and /user/cart opens', async () => {
    const fbq = jest.fn();
    window.fbq = fbq;
    const api = productApi(productPage(), { 'add-to-cart': () => ({ statusCode: 200, message: 'added', data: { product_id: 12, qty: 1 } }) });
    const { router } = await openProduct({ api, user: true });
    const cartCallsBefore = api.callsTo('get-cart').length;
    await press(screen.getByRole('button', { name: T.addToCart }));
    await settle();
    expect(api.callsTo('add-to-cart')[0].body).toEqual({ qty: 1, product_id: 12 });
    expect(window.dataLayer).toEqual(expect.arrayContaining([expect.objectContaining({ event: 'add_to_cart' })]));
    expect(fbq).toHaveBeenCalledWith('track', 'AddToCart', expect.objectContaining({ content_ids: ['12'] }));
    // cartChanged(): the cart feature fetched the cart again.
    expect(api.callsTo('get-cart').length).toBeGreaterThan(cartCallsBefore);
    expect(router.state.location.pathname).toBe('/user/cart');
  });

  it('a refused add shows the server message and stays', async () => {
    const api = productApi(productPage(), { 'add-to-cart': () => ({ statusCode: 422, message: 'Only 2 left in stock.' }) });
    const { router } = await openProduct({ api, user: true });
    await press(screen.getByRole('button', { name: T.addToCart }));
    expect(screen.getByText('Only 2 left in stock.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PATH);
  });
});

describe('product page: wishlist and compare', () => {
  it('a guest goes to login with the wishlist query', async () => {
    const { router } = await openProduct();
    await press(screen.getByRole('button', { name: T.addToWishlist }));
    expect(router.state.location.pathname).toBe('/user/login');
    expect(router.state.location.search).toBe('?wishlist=lg-55-uhd-smart-tv-12');
  });

  it('a logged-in shopper sees "{name} added to Wishlist"', async () => {
    const api = productApi(productPage(), { 'add-to-wishlist': () => ({ statusCode: 200, message: 'Product added to your wishlist.' }) });
    await openProduct({ api, user: true });
    await press(screen.getByRole('button', { name: T.addToWishlist }));
    expect(api.callsTo('add-to-wishlist')[0].body).toEqual({ product_id: 12 });
    expect(api.callsTo('add-to-wishlist')[0].options?.query).toHaveProperty('token');
    expect(screen.getByText(T.wishlistAdded('LG 55 UHD Smart TV'))).toBeInTheDocument();
  });

  it("a product already in the wishlist shows the server's answer, not '{name} added to Wishlist'", async () => {
    const already = 'This product is already in your wishlist.';
    const api = productApi(productPage(), { 'add-to-wishlist': () => ({ statusCode: 200, message: already, data: { product_id: 12, added: false } }) });
    await openProduct({ api, user: true });
    await press(screen.getByRole('button', { name: T.addToWishlist }));
    expect(await screen.findByText(already)).toBeInTheDocument();
    expect(screen.queryByText(T.wishlistAdded('LG 55 UHD Smart TV'))).toBeNull();
  });

  it('compare: "{name} added to Compare", stored with its sub-category; another sub-category resets the list', async () => {
    const { storage } = await openProduct();
    storage.set('compare-product', [{ id: 3, name: 'Fridge', sub_category_id: 99 }]);
    await press(screen.getByRole('button', { name: T.addToCompare }));
    expect(screen.getByText(T.compareAdded('LG 55 UHD Smart TV'))).toBeInTheDocument();
    expect(storage.get('compare-product')).toEqual([{ id: 12, name: 'LG 55 UHD Smart TV', sub_category_id: 7 }]);
    await press(screen.getByRole('button', { name: T.addToCompare }));
    expect(storage.get('compare-product')).toHaveLength(1);
    expect(screen.getByRole('link', { name: T.viewCompare })).toHaveAttribute('href', '/products/compare/');
  });
});

/** Rates 4 stars thrice, fills the form as Asha ('Great TV') and posts it. */
async function postAReview() {
  const form = screen.getByRole('form', { name: T.writeReview, hidden: true });
  for (const group of [T.ratingQuality, T.ratingPrice, T.ratingValue]) {
    fireEvent.click(within(within(form).getByRole('group', { name: group, hidden: true })).getByRole('radio', { name: T.stars(4), hidden: true }));
  }
  await act(async () => {
    fireEvent.change(within(form).getByLabelText(T.nickname), { target: { value: 'Asha' } });
    fireEvent.change(within(form).getByLabelText(T.summary), { target: { value: 'Great TV' } });
    fireEvent.change(within(form).getByLabelText(T.review), { target: { value: 'Bright and sharp.' } });
  });
  await press(within(form).getByRole('button', { name: T.submitReview, hidden: true }));
  await settle();
}

describe('product page: reviews', () => {
  const posted = {
    name: 'Asha',
    quality: 5,
    price: 4,
    value: 3,
    summary: 'Great TV',
    review: 'Bright and sharp.',
    posted_on: '2026-11-20T10:00:00.000Z',
    status: 'approved',
  };

  it('checks every field, posts, and shows the new review with the server message', async () => {
    const api = productApi(productPage(), { 'post-reviews': () => ({ statusCode: 200, message: 'Thank you! Your review has been posted.', data: posted }) });
    await openProduct({ api });
    fireEvent.click(screen.getByRole('tab', { name: `${T.reviews} (0)` }));
    const form = screen.getByRole('form', { name: T.writeReview });
    await press(within(form).getByRole('button', { name: T.submitReview }));
    expect(api.callsTo('post-reviews')).toHaveLength(0);
    expect(within(form).getAllByText('Please choose a rating from 1 to 5.')).toHaveLength(3);
    expect(within(form).getAllByText('This field is required.')).toHaveLength(3);

    const quality = within(form).getByRole('group', { name: T.ratingQuality });
    await press(within(quality).getByRole('radio', { name: T.stars(5) }));
    await press(within(within(form).getByRole('group', { name: T.ratingPrice })).getByRole('radio', { name: T.stars(4) }));
    await press(within(within(form).getByRole('group', { name: T.ratingValue })).getByRole('radio', { name: T.stars(3) }));
    await act(async () => {
      fireEvent.change(within(form).getByLabelText(T.nickname), { target: { value: 'Asha' } });
      fireEvent.change(within(form).getByLabelText(T.summary), { target: { value: 'Great TV' } });
      fireEvent.change(within(form).getByLabelText(T.review), { target: { value: 'Bright and sharp.' } });
    });
    await press(within(form).getByRole('button', { name: T.submitReview }));
    await settle();
    expect(api.callsTo('post-reviews')[0].body).toEqual({ name: 'Asha', quality: 5, price: 4, value: 3, product_id: 12, summary: 'Great TV', review: 'Bright and sharp.' });
    expect(screen.getByText('Thank you! Your review has been posted.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Great TV' })).toBeInTheDocument();
    expect(screen.queryByText(T.noReviews)).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: `${T.reviews} (1)` })).toBeInTheDocument();
  });

  it('a review awaiting moderation is marked so', async () => {
    const api = productApi(productPage(), {
      'post-reviews': () => ({ statusCode: 200, message: 'Thank you! Your review will be shown once it has been approved.', data: { ...posted, status: 'pending' } }),
    });
    await openProduct({ api });
    await postAReview();
    expect(screen.getByText(T.pendingReview)).toBeInTheDocument();
    expect(screen.getByText('Thank you! Your review will be shown once it has been approved.')).toBeInTheDocument();
  });

  it("shows a posted review above the product's own, without changing the loaded product", async () => {
    const api = productApi(page({ reviews: [{ ...posted, summary: 'Solid' }], review_count: 1 }), {
      'post-reviews': () => ({ statusCode: 200, message: 'Thank you! Your review has been posted.', data: posted }),
    });
    const { store } = await openProduct({ api });
    fireEvent.click(screen.getByRole('tab', { name: `${T.reviews} (1)` }));
    await postAReview();
    const panel = screen.getByRole('tabpanel', { name: `${T.reviews} (2)` });
    // The list's summaries, then the form's title.
    expect(within(panel).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Great TV', 'Solid', T.writeReview]);
    const loaded = store.getState().resources['product:12'];
    expect(loaded.status === 'ok' && (loaded.data as ProductPageData).product.reviews).toHaveLength(1);
  });

  it('lists existing reviews', async () => {
    await openProduct({ api: productApi(page({ reviews: [{ ...posted, summary: 'Solid' }], review_count: 1, ratings: 4 })) });
    fireEvent.click(screen.getByRole('tab', { name: `${T.reviews} (1)` }));
    expect(screen.getByRole('heading', { name: 'Solid' })).toBeInTheDocument();
    expect(screen.getByText(T.reviewBy('Asha'), { exact: false })).toBeInTheDocument();
  });
});
