/** @jest-environment jsdom */
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Category } from '../../../shared/api/catalogue';
import { createFakeApi, press, renderApp } from '../../app/test-utils';
import { HEADER_TEXT as T } from './messages';

const subs = (n: number, prefix: string) =>
  Array.from({ length: n }, (_, i) => ({
    name: `${prefix} ${i + 1}`,
    sub_category_url: `${prefix.toLowerCase()}-${i + 1}`,
    subCategoryTypes: i === 0 ? [{ name: `${prefix} Type`, sub_category_type_url: `${prefix.toLowerCase()}-type` }] : [],
  }));

const categories: Category[] = [
  { name: 'TV & Audio', category_url: 'tv-audio', icon: null, subCategories: subs(16, 'TV') },
  { name: 'Kitchen Appliances', category_url: 'kitchen-appliances', icon: null, subCategories: subs(17, 'Kitchen') },
];
const brands = [
  { name: 'Samsung', brand_url: 'samsung', image: '/media/brand/samsung.svg' },
  { name: 'LG', brand_url: 'lg', image: '/media/brand/lg.svg' },
];

const menuApi = () =>
  createFakeApi({ 'get/categories': () => ({ statusCode: 200, data: { category: categories, brands } }) });

describe('mega menu', () => {
  it('opens categories → sub-categories → types; narrower columns above 16 sub-categories', async () => {
    await renderApp({ path: '/', api: menuApi() });
    const nav = within(screen.getByRole('navigation', { name: T.categoriesNav }));
    const toggle = nav.getByRole('button', { name: T.allCategories });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await press(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const tv = nav.getByRole('button', { name: 'TV & Audio' });
    expect(tv).toHaveAttribute('aria-expanded', 'true'); // the first category shows at first
    const tvPanel = document.getElementById(tv.getAttribute('aria-controls') as string) as HTMLElement;
    expect(within(tvPanel).getByRole('link', { name: 'All TV & Audio' })).toHaveAttribute('href', '/cat-tv-audio');
    expect(within(tvPanel).getByRole('link', { name: 'TV 1' })).toHaveAttribute('href', '/sub-tv-1');
    expect(within(tvPanel).getByRole('link', { name: 'TV Type' })).toHaveAttribute('href', '/type-tv-type');
    expect(tvPanel).not.toHaveClass('cg-mega__sub--narrow'); // 16: normal columns

    const kitchen = nav.getByRole('button', { name: 'Kitchen Appliances' });
    await press(kitchen);
    expect(kitchen).toHaveAttribute('aria-expanded', 'true');
    expect(tv).toHaveAttribute('aria-expanded', 'false');
    const kitchenPanel = document.getElementById(kitchen.getAttribute('aria-controls') as string) as HTMLElement;
    expect(kitchenPanel).toHaveClass('cg-mega__sub--narrow'); // 17: narrower layout
    expect(kitchenPanel).toBeVisible();
    expect(tvPanel).not.toBeVisible();
  });

  it('Escape closes the menu and gives focus back to its button', async () => {
    await renderApp({ path: '/', api: menuApi() });
    const toggle = screen.getByRole('button', { name: T.allCategories });
    await press(toggle);
    act(() => {
      (screen.getByRole('button', { name: 'TV & Audio' }) as HTMLElement).focus();
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('BRANDS lists brand logo links to /brand-{brand_url}', async () => {
    await renderApp({ path: '/', api: menuApi() });
    const toggle = screen.getByRole('button', { name: T.brands });
    await press(toggle);
    const list = screen.getByRole('list', { name: T.brandsLabel });
    const samsung = within(list).getByRole('link', { name: 'Samsung' });
    expect(samsung).toHaveAttribute('href', '/brand-samsung');
    expect(within(samsung).getByRole('img', { name: 'Samsung' })).toHaveAttribute('src', '/media/brand/samsung.svg');
  });
});

describe('mobile drawer', () => {
  it('is a labelled modal dialog that keeps focus inside and closes on Escape', async () => {
    await renderApp({ path: '/', api: menuApi() });
    const open = screen.getByRole('button', { name: T.openMenu });
    await press(open);
    const dialog = await screen.findByRole('dialog', { name: T.menuTitle });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const close = within(dialog).getByRole('button', { name: T.closeMenu });
    expect(close).toHaveFocus();
    // Shift+Tab from the first focusable wraps to the last one inside.
    const first = within(dialog).getByRole('link', { name: 'CG Digital home' });
    act(() => first.focus());
    act(() => {
      fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).not.toBe(first);

    const kitchen = within(dialog).getByRole('button', { name: 'Kitchen Appliances' });
    await press(kitchen);
    expect(kitchen).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('link', { name: 'Kitchen 17' })).toHaveAttribute('href', '/sub-kitchen-17');

    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();
  });
});
