/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { createFakeApi, renderApp, testUser } from '../../app/test-utils';

const categories = [
  { name: 'Television', category_url: 'television', icon: '/img/tv.png', subCategories: [] },
  { name: 'Home Appliances', category_url: 'home-appliances', icon: null, subCategories: [] },
];

describe('home page', () => {
  it("shows the store name and 'Shop by category' tiles linking to /cat-{category_url}", async () => {
    const api = createFakeApi({ 'get/categories': () => ({ statusCode: 200, data: { category: categories, brands: [] } }) });
    await renderApp({ path: '/', api });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getAllByText('CG Digital').length).toBeGreaterThan(0);
    const section = screen.getByRole('region', { name: 'Shop by category' });
    expect(within(section).getByRole('link', { name: 'Television' })).toHaveAttribute('href', '/cat-television');
    expect(within(section).getByRole('link', { name: 'Home Appliances' })).toHaveAttribute('href', '/cat-home-appliances');
    expect(api.callsTo('get/categories')[0].options).toEqual({ bare: true });
  });

  it('greets a logged-in user with their points', async () => {
    const api = createFakeApi({
      'get-loyalty-point': () => ({ statusCode: 200, data: { loyality: 300 } }),
      'get/categories': () => ({ statusCode: 200, data: { category: categories, brands: [] } }),
    });
    await renderApp({ path: '/', api, user: testUser({ name: 'Asha Sharma' }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Asha!' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('300 CG|Coins');
  });

  it.each([
    ['a failed call', () => ({ statusCode: 500, message: 'down' })],
    ['a network failure', () => null],
  ])("renders no category section after %s", async (_case, answer) => {
    await renderApp({ path: '/', api: createFakeApi({ 'get/categories': answer }) });
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Shop by category')).toBeNull();
  });

  it('never says "coming soon"', async () => {
    await renderApp({ path: '/' });
    expect(document.body.textContent?.toLowerCase()).not.toContain('coming soon');
  });
});
