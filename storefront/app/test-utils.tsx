/**
 * Test helpers for storefront component tests: a scripted fake ApiClient, in-memory local
 * storage, and the app (store + routes) rendered in a memory router.
 */
import './test-polyfills';
import { act, fireEvent, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { ApiClient, ApiEnvelope, Query, RequestOptions } from '../../shared/api/client';
import { joinUrl, withQuery } from '../../shared/api/client';
import type { SessionUser } from '../../shared/api/account';
import { createAppStore as createLocalStore, type AppStore } from '../../shared/storage/keys';
import { MemoryStorage } from '../../shared/storage/store';
import { followRouteData } from './routeData';
import { routes as appRoutes } from './router';
import { configureAppStore } from './store';

export interface FakeCall {
  method: 'GET' | 'POST';
  path: string;
  body: unknown;
  options: RequestOptions | undefined;
}

/** Answers by path (without query); a missing handler answers 404. */
export type FakeHandler = (call: FakeCall) => ApiEnvelope | null | Promise<ApiEnvelope | null>;

export interface FakeApi extends ApiClient {
  calls: FakeCall[];
  callsTo(path: string): FakeCall[];
  handlers: Record<string, FakeHandler>;
}

export function createFakeApi(handlers: Record<string, FakeHandler> = {}, token: () => string | null = () => null): FakeApi {
  const calls: FakeCall[] = [];
  const send = async (method: 'GET' | 'POST', path: string, body: unknown, options?: RequestOptions) => {
    const call: FakeCall = { method, path, body, options };
    calls.push(call);
    const handler = api.handlers[path];
    if (!handler) return { statusCode: 404, message: `No fake for ${path}` };
    return handler(call);
  };
  const api: FakeApi = {
    base: '/api/',
    calls,
    handlers,
    callsTo: (path) => calls.filter((c) => c.path === path),
    get: <T extends ApiEnvelope>(path: string, options?: RequestOptions) =>
      send('GET', path, undefined, options) as Promise<T | null>,
    post: <T extends ApiEnvelope>(path: string, body?: unknown, options?: RequestOptions) =>
      send('POST', path, body ?? {}, options) as Promise<T | null>,
    url: (path: string, query?: Query) => withQuery(joinUrl('/api/', path), query),
    token,
  };
  return api;
}

/** Local storage in memory, with no window events (tests stay isolated). */
export const createTestStorage = (): AppStore =>
  createLocalStore({ backend: new MemoryStorage(), events: null, storageEvents: null });

export const testUser = (over: Partial<SessionUser> = {}): SessionUser => ({
  name: 'Asha Sharma',
  avatar: null,
  token: 'token-1',
  loyality: 120,
  mobile: '9800000000',
  email: 'asha@example.com',
  address: '',
  product: null,
  source: null,
  ...over,
});

export interface RenderAppOptions {
  path?: string;
  api?: FakeApi;
  storage?: AppStore;
  /** Stored before the store starts (the user is then logged in). */
  user?: SessionUser;
  routes?: RouteObject[];
}

export interface RenderedApp extends RenderResult {
  api: FakeApi;
  storage: AppStore;
  store: ReturnType<typeof configureAppStore>['store'];
  router: ReturnType<typeof createMemoryRouter>;
}

/** The whole app (header, routes, footer) at `path`, over a fake API; resolves once it has settled. */
export async function renderApp({ path = '/', api, storage, user, routes = appRoutes }: RenderAppOptions = {}): Promise<RenderedApp> {
  const localStore = storage ?? createTestStorage();
  if (user) localStore.set('user', user);
  const fake =
    api ??
    createFakeApi({
      'get-loyalty-point': () => ({ statusCode: 200, data: { loyality: user?.loyality ?? 0 } }),
      'get/categories': () => ({ statusCode: 200, data: { category: [], brands: [] } }),
    });
  const { store } = configureAppStore({ storage: localStore, makeApi: () => fake });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  followRouteData(router, store.dispatch);
  const result = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  await settle();
  return { ...result, api: fake, storage: localStore, store, router };
}

/** One element inside the store and a memory router (for components used outside the routes). */
export function renderWithStore(
  element: ReactElement,
  { api, storage, user, path = '/' }: Omit<RenderAppOptions, 'routes'> = {},
): Promise<RenderedApp> {
  return renderApp({ api, storage, user, path, routes: [{ path: '*', element }] });
}

/** Lets pending promises (async form validation, sagas, lazy routes) settle inside act(). */
export const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

/** Clicks, then lets everything the click started settle. */
export async function press(element: Element) {
  await act(async () => {
    fireEvent.click(element);
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
  });
}

/** Types a value into a field (a change event), then lets validation settle. */
export async function typeInto(element: Element, value: string) {
  await act(async () => {
    fireEvent.change(element, { target: { value } });
    await new Promise<void>((resolve) => setTimeout(resolve, 0));
  });
}
