/** @jest-environment jsdom */
// Ways out of the reservation flow: Back on the first screen of a visit, the 404 page's link, and
// the left panel when no scooter is selected.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { forgetProductLookups } from './hooks';
import { RESERVATION_TEXT as T } from './messages';
import { leaveTarget } from './scooter-site';
import { setUpHost, testUser, type TestHostOptions } from './testing';

jest.mock('./swiper-mount', () => ({ mountCarousel: jest.fn(() => ({ destroy: jest.fn() })) }));

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

async function show(options: TestHostOptions) {
  const setup = setUpHost(options);
  render(<setup.Harness />);
  await settle();
  return { ...setup, path: () => setup.probe.current?.path };
}

async function press(el: HTMLElement) {
  await act(async () => {
    fireEvent.click(el);
    await new Promise<void>((r) => setTimeout(r, 0));
  });
}

const narrow = () => Object.defineProperty(window, 'innerWidth', { configurable: true, value: 375 });

beforeEach(() => {
  forgetProductLookups();
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1366 });
});

describe('leaveTarget', () => {
  it('is the scooter site, or the page before when the site is this very page, or nothing', () => {
    expect(leaveTarget('https://scooter.example/', 'https://store.example/user/login?source=ola', 1)).toEqual({ href: 'https://scooter.example/' });
    expect(leaveTarget('/', 'https://store.example/user/login?source=ola', 1)).toEqual({ href: 'https://store.example/' });
    expect(leaveTarget('https://partner.example/ola?x=1', 'https://partner.example/ola?x=1#top', 3)).toBe('previous-page');
    expect(leaveTarget('https://partner.example/ola', 'https://partner.example/ola', 1)).toBeNull();
  });
});

describe('Back on the first screen of a visit', () => {
  it('leaves the flow for the scooter site instead of doing nothing', async () => {
    narrow();
    const redirect = jest.fn();
    const view = await show({ path: '/user/login', redirect });
    await press(screen.getByRole('button', { name: T.back }));
    expect(redirect).toHaveBeenCalledWith('https://scooter.example/');
    expect(view.path()).toBe('/user/login');
  });

  it('goes one screen back once the shopper has moved inside the flow', async () => {
    narrow();
    const redirect = jest.fn();
    const view = await show({ path: '/user/login', redirect });
    await press(screen.getByRole('link', { name: T.signUp }));
    expect(view.path()).toBe('/user/register');
    await press(screen.getByRole('button', { name: T.back }));
    expect(view.path()).toBe('/user/login');
    expect(redirect).not.toHaveBeenCalled();
  });
});

describe('the 404 page', () => {
  it('links back to the start of the flow', async () => {
    const view = await show({ path: '/somewhere' });
    await press(screen.getByRole('link', { name: T.startOver }));
    expect(view.path()).toBe('/user/login');
  });

  it('for a scooter that does not exist, links to the scooter site to choose another', async () => {
    await show({
      path: '/user/login',
      product: 'nope',
      over: { 'ola/product/nope': () => ({ status: 'fail', statusCode: 404, message: 'There is no scooter "nope" to reserve.' }) },
    });
    expect(screen.getByRole('heading', { name: T.notFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.chooseScooter })).toHaveAttribute('href', 'https://scooter.example/');
  });
});

describe('the left panel with no scooter selected', () => {
  it('says so and links to the scooter site instead of an empty grey card', async () => {
    await show({ path: '/user/login', product: null });
    const panel = screen.getByRole('complementary', { name: T.yourScooter });
    expect(panel).toHaveTextContent(T.noScooter);
    expect(within(panel).getByRole('link', { name: T.chooseScooter })).toHaveAttribute('href', 'https://scooter.example/');
    expect(panel.querySelector('.cg-res-carousel--empty')).toBeNull();
  });

  it("keeps the selected scooter's own site in My reservations' links", async () => {
    const over = {
      'ola/product/ola-s1-pro': () => ({
        statusCode: 200,
        status: 'success',
        selectedModalData: { external_site_url: 'https://www.olaelectric.com/', catalog_pricing_details: [] },
        currentColor: null,
      }),
      'ola/get-bookings': () => ({ statusCode: 200, status: 'success', data: [] }),
    };
    await show({ path: '/myReservations', user: testUser(), over });
    expect(screen.getByRole('link', { name: T.home })).toHaveAttribute('href', 'https://www.olaelectric.com/');
  });
});
