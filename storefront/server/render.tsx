/**
 * The storefront's server entry (built by rollup into dist/ssr/render.cjs; the API server loads
 * the built file and never imports storefront sources). For one page request it:
 * 1. matches the routes (lazy route modules resolved) with React Router's static handler;
 * 2. dispatches the route-to-data map's actions into a fresh, anonymous store and runs the sagas
 *    to completion (redux-saga END), answering API calls in-process through `fetchApi`;
 * 3. renders the page with React's streaming renderer once everything, lazy components included,
 *    is ready, followed by the store's state for hydrateRoot (storefront/main.tsx);
 * 4. hands back the head tags the page rendered (React puts its title, meta and link tags first),
 *    the page, and its status (404 when it shows the not-found page).
 * The store never holds a shopper's data here: no session, an empty local storage.
 */
import { PassThrough } from 'node:stream';
import { JSDOM } from 'jsdom';
import { StrictMode } from 'react';
import { renderToPipeableStream, renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, MemoryRouter, StaticRouterProvider } from 'react-router-dom';
import { END } from 'redux-saga';
import { createApiClient } from '../../shared/api/client';
import { jsonForScript } from '../../shared/domain/json-script';
import { createAppStore } from '../../shared/storage/keys';
import { POP_UP_GATE_SCRIPT, POP_UP_OFF_CLASS } from '../../shared/storage/popUpGate';
import { createMemoryStorage } from '../../shared/storage/store';
import { setSanitizingWindow } from '../../shared/ui/SafeHtml';
import { PublicUrlProvider } from '../app/head/site';
import { PageStatusProvider, type PageStatus } from '../app/head/status';
import { routeDataActions } from '../app/routeData';
import { routes } from '../app/router';
import { SERVER_STATE_ID } from '../app/serverState';
import { configureAppStore } from '../app/store';
import { EARLY_POP_UP_ID } from '../features/home/earlyPopUp';
import { PopUpDialog } from '../features/home/HomePopUp';
import { activePopUp } from '../features/home/selectors';
import type { HomeState } from '../features/home/slice';
import * as listingSagas from '../features/listing/saga';
import { provideListingSagas } from '../features/listing/sagaGate';
import { pageRendered } from '../features/ui/slice';

export interface PageRenderRequest {
  /** Path and query of the page, e.g. '/cat-tv?brand=LG'. */
  url: string;
  /** The API base the browser uses ('/api/'); the page's data calls go to `fetchApi` under it. */
  apiBase: string;
  /** The store's public origin: canonical and Open Graph URLs are absolute against it. */
  publicUrl: string;
  /** Answers the API calls the page's sagas make (the API server: in-process, no socket). */
  fetchApi: typeof fetch;
  /** Told about render errors (the page is then rendered in the browser). */
  onError?: (error: unknown) => void;
  /** Gives up waiting for the page's data, then for its render, after this long each (default 5 s): what is ready is sent. */
  timeoutMs?: number;
}

export interface PageRender {
  /** The tags the page puts in the document's head: title, meta, link (canonical, image preloads). */
  head: string;
  /** `<div id="root">…</div>` and the state script. */
  body: string;
  /** 404 when the page rendered is the not-found page. */
  status: PageStatus['code'];
  /** The router redirected the request (no head and no body then). */
  redirect?: { status: number; location: string };
  /**
   * Whether the page may be kept and sent again (server/http/page-cache.ts): false when an API call
   * failed (a server error or no answer) or a part of the page did not render, whatever it shows.
   */
  cacheable: boolean;
}

const handler = createStaticHandler(routes);
// The listing's sagas run from the start here: the render's END must find them running.
provideListingSagas(listingSagas);
// Server HTML (descriptions, pages) is sanitized by the same DOMPurify rules as in the browser.
setSanitizingWindow(new JSDOM('').window as unknown as Parameters<typeof setSanitizingWindow>[0]);
const ORIGIN = 'http://storefront.invalid';

/** React's leading title, meta and link tags (hoisted from the whole page); their text and attributes are escaped, so no `<` or `>` is inside. */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta\s[^>]*>|<link\s[^>]*>)*/;

export async function renderPage({ url, apiBase, publicUrl, fetchApi, onError, timeoutMs = 5000 }: PageRenderRequest): Promise<PageRender> {
  const request = new Request(new URL(url, ORIGIN));
  const context = await handler.query(request);
  if (context instanceof Response) {
    const redirect = { status: context.status, location: context.headers.get('Location') ?? '/' };
    return { head: '', body: '', status: 200, redirect, cacheable: false };
  }
  let cacheable = true;
  const answered = (status: number) => {
    if (status === 0 || status >= 500) cacheable = false;
  };

  const storage = createAppStore({ backend: createMemoryStorage() });
  const { store, task } = configureAppStore({
    storage,
    makeApi: () => createApiClient({ base: apiBase, fetchImpl: inProcess(apiBase, fetchApi, answered), getToken: () => null }),
  });
  const { pathname, search, key } = context.location;
  for (const action of routeDataActions(context.matches, { pathname, search, key, historyAction: 'POP' })) store.dispatch(action);
  store.dispatch(pageRendered(Date.now()));
  store.dispatch(END);
  // Data that has not come within the time: the page goes out as far as it got, without its
  // state, so the browser renders it afresh and asks for everything itself; it is not kept.
  let waited: ReturnType<typeof setTimeout> | undefined;
  const loaded = await Promise.race([
    task.toPromise().then(() => true),
    new Promise<false>((resolve) => {
      waited = setTimeout(() => resolve(false), timeoutMs);
    }),
  ]);
  clearTimeout(waited);
  if (!loaded) {
    task.cancel();
    cacheable = false;
  }
  const state = loaded ? store.getState() : null;

  const router = createStaticRouter(handler.dataRoutes, context);
  const status: PageStatus = { code: 200 };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const html = await new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const react = new PassThrough();
    react.on('data', (chunk: Buffer) => chunks.push(chunk));
    react.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    react.on('error', reject);
    const stream = renderToPipeableStream(
      <StrictMode>
        <Provider store={store}>
          <PublicUrlProvider value={publicUrl}>
            <PageStatusProvider value={status}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </PageStatusProvider>
          </PublicUrlProvider>
        </Provider>
      </StrictMode>,
      {
        // Every boundary inline, however large: moving one out of order takes an inline script,
        // which the page's Content-Security-Policy refuses (and a browser without JS ignores).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          clearTimeout(timer);
          stream.pipe(react);
        },
        onShellError: reject,
        onError(error) {
          cacheable = false;
          onError?.(error);
        },
      },
    );
    timer = setTimeout(() => stream.abort(new Error(`The page ${url} took over ${timeoutMs} ms to render`)), timeoutMs);
  });
  const head = HOISTED.exec(html)?.[0] ?? '';
  const stateScript = state ? `\n<script id="${SERVER_STATE_ID}" type="application/json">${jsonForScript(state)}</script>` : '';
  const popUp = earlyPopUp(pathname, state);
  return {
    head: head + (popUp?.head ?? ''),
    body: `<div id="root">${html.slice(head.length)}</div>${popUp?.body ?? ''}${stateScript}`,
    status: status.code,
    cacheable,
  };
}

/**
 * The home page's active pop-up, in the HTML so that it paints with the page, not after the
 * scripts (features/home/earlyPopUp.ts makes it live): outside the root, so hydration never sees
 * it. The head's gate hides it before the first paint where it was dismissed less than 5 minutes
 * ago, and without JavaScript (nothing could close it). Null on other pages or without one.
 */
function earlyPopUp(pathname: string, state: { home: HomeState } | null): { head: string; body: string } | null {
  const popUp = state?.home.popUp;
  if (pathname !== '/' || !activePopUp(popUp)) return null;
  // Its link is a router link: a router of its own (it is never hydrated). Its ids must not meet
  // the page's.
  const markup = renderToStaticMarkup(
    <MemoryRouter>
      <PopUpDialog popUp={popUp} onDismiss={() => undefined} />
    </MemoryRouter>,
    { identifierPrefix: 'early-pop-up-' },
  );
  // React's static markup opens with the image's preload, which the page's head already has.
  const dialog = markup.slice(markup.indexOf('<div'));
  const id = `#${EARLY_POP_UP_ID}`;
  return {
    head:
      `<script>${POP_UP_GATE_SCRIPT}</script>` +
      // At once, without the live dialog's fade and rise: the sooner it is whole, the better.
      `<style>.${POP_UP_OFF_CLASS} ${id}{display:none}${id} .cg-modal__backdrop,${id} .cg-modal{animation:none}</style>` +
      `<noscript><style>${id}{display:none}</style></noscript>`,
    body: `\n<div id="${EARLY_POP_UP_ID}">${dialog}</div>`,
  };
}

/** fetch for the page's API client: requests under the API base go to `fetchApi` by path; `answered` hears each status (0: no answer). */
function inProcess(apiBase: string, fetchApi: typeof fetch, answered: (status: number) => void): typeof fetch {
  return async (input, init) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, ORIGIN);
    const base = new URL(apiBase, ORIGIN);
    const path = url.origin === base.origin ? url.pathname + url.search : href;
    try {
      const response = await fetchApi(path, init);
      answered(response.status);
      return response;
    } catch (error) {
      answered(0);
      throw error;
    }
  };
}
