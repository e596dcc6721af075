/** @jest-environment jsdom */
// Lazy screens (the widget's later screens): a screen opened before its code is here shows the
// loading state, then the screen; a failed fetch offers to try again; moves wait for the next
// screen's code, and of two quick moves only the later is made.
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { forgetProductLookups } from './hooks';
import { useMemoryNavigator, type MemoryNavigator } from './memory-navigator';
import { RESERVATION_TEXT as T } from './messages';
import { RESERVATION_PATHS as P } from './paths';
import { lazyScreen, preloadScreens, useNavigatorAfterLoad, type LazyScreen, type ScreenTable } from './screen-table';
import { RESERVATION_SCREENS } from './screens';
import { setUpHost, testUser } from './testing';

jest.mock('./swiper-mount', () => ({ mountCarousel: jest.fn(() => ({ destroy: jest.fn() })) }));

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

/** A lazy screen whose fetches the test answers one by one. */
function controlled(component: ComponentType) {
  const fetches: { resolve(): void; reject(error: Error): void }[] = [];
  const screen: LazyScreen = lazyScreen(
    () =>
      new Promise<ComponentType>((resolve, reject) => {
        fetches.push({ resolve: () => resolve(component), reject });
      }),
  );
  return { screen, fetches };
}

const Shipping = () => <h1>Shipping, lazily</h1>;
const Register = () => <h1>Register, lazily</h1>;

beforeEach(() => forgetProductLookups());

describe('a lazy screen in ReservationApp', () => {
  it('shows the loading state until its code is here, then the screen', async () => {
    const lazy = controlled(Shipping);
    const setup = setUpHost({ path: P.shippingAddress, user: testUser(), screens: { ...RESERVATION_SCREENS, [P.shippingAddress]: lazy.screen } });
    render(<setup.Harness />);
    await settle();
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
    expect(screen.queryByText('Shipping, lazily')).toBeNull();
    expect(lazy.fetches).toHaveLength(1);
    await act(async () => lazy.fetches[0].resolve());
    expect(screen.getByRole('heading', { name: 'Shipping, lazily' })).toBeInTheDocument();
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
  });

  it('offers to try again when its code does not arrive, and fetches it again', async () => {
    const lazy = controlled(Shipping);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const setup = setUpHost({ path: P.shippingAddress, user: testUser(), screens: { ...RESERVATION_SCREENS, [P.shippingAddress]: lazy.screen } });
    render(<setup.Harness />);
    await settle();
    await act(async () => lazy.fetches[0].reject(new Error('offline')));
    expect(screen.getByText(T.fallbackError)).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: T.tryAgain })));
    expect(lazy.fetches).toHaveLength(2);
    expect(screen.getByTestId('loading-overlay')).toBeInTheDocument();
    await act(async () => lazy.fetches[1].resolve());
    expect(screen.getByRole('heading', { name: 'Shipping, lazily' })).toBeInTheDocument();
  });

  it('sends a visitor who is not logged in to login without showing the screen', async () => {
    const lazy = controlled(Shipping);
    const setup = setUpHost({ path: P.shippingAddress, screens: { ...RESERVATION_SCREENS, [P.shippingAddress]: lazy.screen } });
    render(<setup.Harness />);
    await settle();
    expect(setup.probe.current?.path).toBe(P.login);
  });
});

describe('useNavigatorAfterLoad', () => {
  function harness(table: ScreenTable) {
    const progress: number[] = [];
    const probe: { current: MemoryNavigator | null } = { current: null };
    function Probe() {
      probe.current = useNavigatorAfterLoad(useMemoryNavigator(P.login), table, (delta) => progress.push(delta));
      return <p>at {probe.current.path}</p>;
    }
    render(<Probe />);
    return { probe, progress };
  }

  it('moves at once to a screen whose code is here (or to no screen at all)', () => {
    const { probe, progress } = harness(RESERVATION_SCREENS);
    act(() => probe.current!.go(P.register));
    expect(screen.getByText(`at ${P.register}`)).toBeInTheDocument();
    act(() => probe.current!.replace('/nowhere'));
    expect(screen.getByText('at /nowhere')).toBeInTheDocument();
    expect(progress).toEqual([]);
  });

  it('stays on the current screen, with progress reported, until the next screen can render', async () => {
    const lazy = controlled(Shipping);
    const { probe, progress } = harness({ [P.login]: RESERVATION_SCREENS[P.login], [P.shippingAddress]: lazy.screen });
    act(() => probe.current!.go(`${P.shippingAddress}/`, { from: 'login' }));
    expect(screen.getByText(`at ${P.login}`)).toBeInTheDocument();
    expect(progress).toEqual([1]);
    await act(async () => lazy.fetches[0].resolve());
    expect(screen.getByText(`at ${P.shippingAddress}/`)).toBeInTheDocument();
    expect(probe.current!.state).toEqual({ from: 'login' });
    expect(progress).toEqual([1, -1]);
    // Loaded now: the next visit moves at once.
    act(() => probe.current!.back());
    act(() => probe.current!.go(P.shippingAddress));
    expect(screen.getByText(`at ${P.shippingAddress}`)).toBeInTheDocument();
  });

  it('makes only the later of two quick moves, and moves even when the code fails (the screen then offers to try again)', async () => {
    const shipping = controlled(Shipping);
    const register = controlled(Register);
    const { probe } = harness({ [P.login]: RESERVATION_SCREENS[P.login], [P.shippingAddress]: shipping.screen, [P.register]: register.screen });
    act(() => probe.current!.go(P.shippingAddress));
    act(() => probe.current!.go(P.register));
    await act(async () => register.fetches[0].reject(new Error('offline')));
    expect(screen.getByText(`at ${P.register}`)).toBeInTheDocument();
    await act(async () => shipping.fetches[0].resolve());
    expect(screen.getByText(`at ${P.register}`)).toBeInTheDocument();
    expect(probe.current!.depth).toBe(2);
  });
});

describe('preloadScreens', () => {
  it('starts fetching every lazy screen once', () => {
    const a = controlled(Shipping);
    const b = controlled(Register);
    const table = { [P.login]: RESERVATION_SCREENS[P.login], [P.shippingAddress]: a.screen, [P.register]: b.screen };
    preloadScreens(table);
    preloadScreens(table);
    expect([a.fetches.length, b.fetches.length]).toEqual([1, 1]);
  });
});
