/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../app/test-utils';
import { infoApi, PAGE } from './test-helpers';

describe('static page /page-{page_url}', () => {
  it('shows the title and the HTML content, asking page-{slug}', async () => {
    const api = infoApi({ 'page-privacy-policy-9': () => ({ statusCode: 200, data: PAGE }) });
    await renderApp({ path: '/page-privacy-policy-9', api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    expect(screen.getByText('We collect only what we need.')).toBeInTheDocument();
    expect(api.callsTo('page-privacy-policy-9')).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('Privacy Policy | CG Digital'));
  });

  it('never runs a script or an event handler from the content', async () => {
    const w = window as unknown as { __pwned?: number };
    w.__pwned = 0;
    const content =
      '<p>Safe text</p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2">' +
      '<a href="javascript:window.__pwned=3">bad link</a><div onclick="window.__pwned=4">click</div><iframe src="https://evil.example"></iframe>';
    const api = infoApi({ 'page-evil-1': () => ({ statusCode: 200, data: { title: 'Evil', content } }) });
    const { container } = await renderApp({ path: '/page-evil-1', api });
    expect(await screen.findByText('Safe text')).toBeInTheDocument();
    const body = container.querySelector('.cg-info__content');
    expect(body).not.toBeNull();
    expect(body?.querySelector('script, iframe')).toBeNull();
    expect(body?.querySelector('[onerror], [onclick]')).toBeNull();
    expect(body?.querySelector('a')?.getAttribute('href') ?? null).toBeNull();
    await new Promise((r) => setTimeout(r, 20));
    expect(w.__pwned).toBe(0);
  });

  it('an unknown page goes to /not-found', async () => {
    const api = infoApi({ 'page-nothing-here-5': () => ({ statusCode: 404, message: 'There is no page "nothing-here-5".' }) });
    const { router } = await renderApp({ path: '/page-nothing-here-5', api });
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
    expect(await screen.findByRole('heading', { level: 1, name: 'PAGE NOT FOUND' })).toBeInTheDocument();
  });

  it('a network failure also goes to /not-found (spec: failed page load)', async () => {
    const api = infoApi({ 'page-about-us-1': () => null });
    const { router } = await renderApp({ path: '/page-about-us-1', api });
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
  });
});
