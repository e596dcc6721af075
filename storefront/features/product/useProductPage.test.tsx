/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { ProductPageData, Review } from '../../../shared/api/catalogue';
import { configureAppStore } from '../../app/store';
import { createFakeApi, createTestStorage } from '../../app/test-utils';
import { resourceLoaded } from '../resources/slice';
import { productPage } from './fixtures';
import { productPageState, useProductPage } from './useProductPage';

const PAGE = productPage();

describe('what the product page shows for its resource', () => {
  it.each([
    ['nothing asked yet or loading', 'loading', '12', { status: 'loading' }],
    ['a reload of the shown product', 'ready', '12', { status: 'loading', data: PAGE }],
    ['an answer with the product', 'ready', '12', { status: 'ok', data: PAGE }],
    ['an answer without a product', 'failed', '12', { status: 'ok', data: { ...PAGE, product: null } }],
    ['not found (404)', 'missing', '12', { status: 'failed', statusCode: 404 }],
    ['a bad request (400)', 'missing', '12', { status: 'failed', statusCode: 400 }],
    ['another refusal (403)', 'failed', '12', { status: 'failed', statusCode: 403 }],
    ['a server error', 'failed', '12', { status: 'failed', statusCode: 500 }],
    ['a network failure', 'failed', '12', { status: 'failed', statusCode: null }],
    ['an id that is not a number', 'missing', '12x', { status: 'loading' }],
    ['an id longer than 15 digits', 'missing', '1234567890123456', { status: 'loading' }],
  ] as const)('%s: %s', (_case, status, id, resource) => {
    expect(productPageState(id, resource as never).status).toBe(status);
  });
});

describe('useProductPage', () => {
  const review = (summary: string): Review => ({ summary, review: 'Text.', name: 'Asha', quality: 5, price: 5, value: 5, posted_on: '2026-11-20T10:00:00.000Z' });

  function withProducts(...pages: ProductPageData[]) {
    const { store } = configureAppStore({ storage: createTestStorage(), makeApi: () => createFakeApi() });
    for (const data of pages) store.dispatch(resourceLoaded({ key: `product:${data.product.id}`, data }));
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    return { store, wrapper };
  }

  it("keeps posted reviews first, with their product only, and leaves the store's answer alone", () => {
    const own = productPage({ reviews: [review('Solid')] });
    const other = productPage({ id: 13, name: 'Samsung Fridge', reviews: [] });
    const { store, wrapper } = withProducts(own, other);
    const { result, rerender } = renderHook(({ id }) => useProductPage(id), { wrapper, initialProps: { id: '12' } });
    act(() => result.current.addReview(review('Great TV')));
    const summaries = () => (result.current.state.data?.product.reviews ?? []).map((r) => r.summary);
    expect(summaries()).toEqual(['Great TV', 'Solid']);
    expect(store.getState().resources['product:12']).toEqual({ status: 'ok', data: own });
    expect(own.product.reviews).toHaveLength(1);

    rerender({ id: '13' });
    expect(result.current.state.data?.product.name).toBe('Samsung Fridge');
    expect(summaries()).toEqual([]);
  });
});
