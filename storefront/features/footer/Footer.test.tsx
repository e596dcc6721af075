/** @jest-environment jsdom */
import { screen, waitFor, within } from '@testing-library/react';
import { createFakeApi, renderApp } from '../../app/test-utils';
import { isIosDevice } from './AppBanner';
import { FALLBACK_COMPANY_LINKS, HELP_LINKS, PAYMENT_PARTNERS, STORE_LINKS } from './links';
import { FOOTER_TEXT as T } from './messages';

const PAGES = [
  { page_url: 'about-us-1', title: 'About Us' },
  { page_url: 'privacy-policy-9', title: 'Privacy Policy' },
];

const footer = () => within(screen.getByRole('contentinfo'));

describe('footer', () => {
  it('lists the company pages from all-page, the store pages and the feedback link', async () => {
    const api = createFakeApi({
      'get/categories': () => ({ statusCode: 200, data: { category: [], brands: [] } }),
      'all-page': () => ({ statusCode: 200, data: PAGES }),
    });
    await renderApp({ path: '/not-found', api });
    const company = within(footer().getByRole('navigation', { name: T.company }));
    await waitFor(() => expect(company.getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/page-about-us-1'));
    expect(company.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/page-privacy-policy-9');
    expect(api.callsTo('all-page')).toHaveLength(1);
    expect(api.callsTo('all-page')[0].options).toMatchObject({ quiet: true });
    const stores = within(footer().getByRole('navigation', { name: T.stores }));
    for (const l of STORE_LINKS) expect(stores.getByRole('link', { name: l.label })).toHaveAttribute('href', l.to);
    const help = within(footer().getByRole('navigation', { name: T.help }));
    for (const l of HELP_LINKS) expect(help.getByRole('link', { name: l.label })).toHaveAttribute('href', l.to);
    expect(help.getByRole('link', { name: 'Feedback' })).toHaveAttribute('href', '/feedback/');
  });

  it('shows the phones, app stores, social links, payment partners and the app banner', async () => {
    await renderApp({ path: '/not-found' });
    expect(footer().getByRole('link', { name: '16600100211' })).toHaveAttribute('href', 'tel:16600100211');
    expect(footer().getByRole('link', { name: /^App Store/ })).toHaveAttribute('target', '_blank');
    expect(footer().getByRole('link', { name: /^Google Play/ })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(footer().getByRole('link', { name: /CG Digital on Facebook/ })).toBeInTheDocument();
    const partners = within(footer().getByRole('list', { name: T.weAccept })).getAllByRole('listitem');
    expect(partners.map((p) => p.textContent)).toEqual(PAYMENT_PARTNERS.map((p) => p.name));
    expect(footer().getByRole('region', { name: T.appBannerTitle })).toBeInTheDocument();
    expect(footer().getByRole('heading', { name: T.newsletterTitle })).toBeInTheDocument();
    // Nothing is loaded from other sites.
    for (const img of Array.from(screen.getByRole('contentinfo').querySelectorAll('img'))) expect(img.getAttribute('src')).toMatch(/^\//);
  });

  it('keeps the two named pages when all-page fails', async () => {
    const api = createFakeApi({ 'all-page': () => null, 'get/categories': () => ({ statusCode: 200, data: { category: [], brands: [] } }) });
    await renderApp({ path: '/not-found', api });
    const company = within(footer().getByRole('navigation', { name: T.company }));
    for (const l of FALLBACK_COMPANY_LINKS) expect(company.getByRole('link', { name: l.label })).toHaveAttribute('href', l.to);
  });

  it('the app banner can be closed', async () => {
    await renderApp({ path: '/not-found' });
    footer().getByRole('button', { name: T.appBannerClose }).click();
    await waitFor(() => expect(footer().queryByRole('region', { name: T.appBannerTitle })).toBeNull());
  });
});

describe('app banner store link', () => {
  it('is the App Store on iOS devices and Google Play elsewhere', () => {
    expect(isIosDevice({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', maxTouchPoints: 5 })).toBe(true);
    expect(isIosDevice({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', maxTouchPoints: 5 })).toBe(true);
    expect(isIosDevice({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', maxTouchPoints: 0 })).toBe(false);
    expect(isIosDevice({ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8)', maxTouchPoints: 5 })).toBe(false);
  });
});
