/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import type { CataloguesData } from '../../../shared/api/pages';
import { renderApp } from '../../app/test-utils';
import { INFO_TEXT as T } from './messages';
import { infoApi } from './test-helpers';

const SINGLE: CataloguesData = {
  type: 'single',
  brand: { name: 'LG', image: '/media/brand/lg.svg' },
  catalogues: [
    { title: 'LG TV Range 2025', file_path: '/media/catalogue-file/lg-1.svg', featured_image: '/media/catalogue/lg-1.svg' },
    { title: 'LG Home Appliances', file_path: '/media/catalogue-file/lg-2.svg', featured_image: '/media/catalogue/lg-2.svg' },
  ],
};
const MULTI: CataloguesData = {
  type: 'multi',
  brand: null,
  catalogues: [
    { name: 'LG', image: '/media/brand/lg.svg', catalogues: SINGLE.catalogues },
    { name: 'Sony', image: '/media/brand/sony.svg', catalogues: [{ title: 'Sony Bravia', file_path: '/media/catalogue-file/sony-1.svg', featured_image: '' }] },
  ],
};

describe('catalogues page /catalogues/{brand_name or id}', () => {
  it('single mode: one brand, covers linking to the files, titles, the disclaimer, no site frame', async () => {
    const api = infoApi({ 'catalogues/lg': () => ({ statusCode: 200, data: SINGLE }) });
    await renderApp({ path: '/catalogues/lg', api });
    expect(await screen.findByRole('heading', { level: 1, name: T.catalogueOf('LG') })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /LG TV Range 2025/ });
    expect(link).toHaveAttribute('href', '/media/catalogue-file/lg-1.svg');
    expect(link.querySelector('img')).toHaveAttribute('src', '/media/catalogue/lg-1.svg');
    expect(screen.getByText(T.catalogueDisclaimer)).toBeInTheDocument();
    // No site header (search, menu) and no site footer (newsletter).
    expect(document.querySelector('.cg-header, .cg-footer')).toBeNull();
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(api.callsTo('get/categories')).toHaveLength(0);
    expect(screen.getByRole('link', { name: T.backToStore })).toHaveAttribute('href', '/');
  });

  it('multi mode: every brand with its list', async () => {
    const api = infoApi({ 'catalogues/all': () => ({ statusCode: 200, data: MULTI }) });
    await renderApp({ path: '/catalogues/all', api });
    expect(await screen.findByRole('heading', { level: 1, name: T.cataloguesTitle })).toBeInTheDocument();
    const sony = screen.getByRole('region', { name: 'Sony' });
    expect(within(sony).getByRole('link', { name: /Sony Bravia/ })).toHaveAttribute('href', '/media/catalogue-file/sony-1.svg');
    expect(within(screen.getByRole('region', { name: 'LG' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('reads the id from the third path segment (a catalogue id)', async () => {
    const api = infoApi({ 'catalogues/7': () => ({ statusCode: 200, data: SINGLE }) });
    await renderApp({ path: '/catalogues/7', api });
    expect(await screen.findByRole('heading', { level: 1, name: T.catalogueOf('LG') })).toBeInTheDocument();
  });

  it('an unknown catalogue goes to /not-found', async () => {
    const api = infoApi({ 'catalogues/nobody': () => ({ statusCode: 404, message: 'There is no catalogue "nobody".' }) });
    const { router } = await renderApp({ path: '/catalogues/nobody', api });
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
  });
});
