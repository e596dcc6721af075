/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../app/test-utils';
import { INFO_TEXT as T, STORE_TYPES } from './messages';
import { infoApi, STORES } from './test-helpers';

describe('stores page /stores/{type}', () => {
  it('shows the cards of the store brand ({product} = cg-digital): name, image, branch, location, phone', async () => {
    const api = infoApi({ 'get-stores': () => ({ statusCode: 200, data: STORES }) });
    await renderApp({ path: '/stores/cg-digital', api });
    expect(await screen.findByRole('heading', { level: 1, name: STORE_TYPES['cg-digital'].title })).toBeInTheDocument();
    const cards = await screen.findAllByRole('listitem');
    const stores = cards.filter((c) => c.classList.contains('cg-store'));
    expect(stores).toHaveLength(2);
    const first = within(stores[0]);
    expect(first.getByRole('heading', { name: 'CG Digital' })).toBeInTheDocument();
    expect(first.getByRole('img', { name: 'CG Digital, Durbarmarg' })).toHaveAttribute('src', '/media/store/product-1.svg');
    expect(first.getByText('Durbarmarg, Kathmandu')).toBeInTheDocument();
    expect(first.getByRole('link', { name: '01-4231870' })).toHaveAttribute('href', 'tel:014231870');
    expect(screen.getByText(T.storesCount(2))).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: T.storesNav })).getByRole('link', { name: STORE_TYPES['cg-digital'].title })).toHaveAttribute('aria-current', 'page');
  });

  it('shows LG Shoppe at /stores/lg-shoppe', async () => {
    const api = infoApi({ 'get-stores': () => ({ statusCode: 200, data: STORES }) });
    await renderApp({ path: '/stores/lg-shoppe', api });
    expect(await screen.findByText('Naxal, Kathmandu')).toBeInTheDocument();
    expect(screen.queryByText('Durbarmarg, Kathmandu')).toBeNull();
  });

  it('an unknown type goes to /not-found', async () => {
    const api = infoApi({ 'get-stores': () => ({ statusCode: 200, data: STORES }) });
    const { router } = await renderApp({ path: '/stores/samsung-plaza', api });
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
  });

  it('offers to try again when the stores cannot be loaded', async () => {
    let answer: null | { statusCode: number; data: typeof STORES } = null;
    const api = infoApi({ 'get-stores': () => answer });
    await renderApp({ path: '/stores/lg-shoppe', api });
    const retry = await screen.findByRole('button', { name: T.retry });
    answer = { statusCode: 200, data: STORES };
    retry.click();
    expect(await screen.findByText('Naxal, Kathmandu')).toBeInTheDocument();
  });
});
