/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import { press, renderApp } from '../../app/test-utils';

describe('not-found page', () => {
  it.each(['/no-such-page', '/page-not-found', '/not-found', '/not-found-page', '/user/nothing/here'])(
    "shows 'PAGE NOT FOUND' with a Home link at %s",
    async (path) => {
      await renderApp({ path });
      expect(screen.getByRole('heading', { level: 1, name: 'PAGE NOT FOUND' })).toBeInTheDocument();
      expect(screen.getByRole('main')).toContainElement(screen.getByRole('link', { name: 'Home' }));
    },
  );

  it('the Home link goes home', async () => {
    const { router } = await renderApp({ path: '/not-found' });
    await press(screen.getByRole('link', { name: 'Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
