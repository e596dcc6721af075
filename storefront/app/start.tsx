import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider, type DataRouter } from 'react-router-dom';
import type { AppStore } from '../../shared/storage/keys';
import { beginHydration, endHydration } from '../../shared/ui/useRenderedOnServer';
import { PublicUrlProvider, readPublicUrl } from './head/site';
import { nextTask } from './nextTask';
import { followRouteData } from './routeData';
import { createRouter, loadRouteModules } from './router';
import { readServerState } from './serverState';
import { configureAppStore, type AppReduxStore } from './store';
import { applyWholeStylesheet } from './stylesheet';

// The page the server rendered comes with the state it was rendered from: the store starts from
// it (no second fetch), and React hydrates the page against that same state (Provider's
// serverState) before the shopper's own session, read from local storage, shows.
const serverState = readServerState();
const publicUrl = readPublicUrl();

/**
 * Its effect runs once the hydrated (or first rendered) page has committed, after every
 * component's own effects; it says so on <html data-app-ready> for whoever drives the page
 * (the e2e suites wait for it before they type or click).
 */
function HydrationDone() {
  useEffect(() => {
    endHydration();
    document.documentElement.setAttribute('data-app-ready', '');
  }, []);
  return null;
}

const app = (store: AppReduxStore, router: DataRouter) => (
  <StrictMode>
    <Provider store={store} serverState={serverState ?? undefined}>
      <PublicUrlProvider value={publicUrl}>
        <RouterProvider router={router} />
      </PublicUrlProvider>
      <HydrationDone />
    </Provider>
  </StrictMode>
);

/** Starts the storefront in `root`: hydrates the server's page, or renders one where there is none. */
export async function start(root: HTMLElement, storage: AppStore) {
  // The whole stylesheet is on before the app changes anything the inline CSS did not style.
  const styled = applyWholeStylesheet();
  await nextTask();
  const { store } = configureAppStore({ serverState, storage });
  await nextTask();
  if (!serverState) {
    await styled;
    const router = createRouter();
    followRouteData(router, store.dispatch);
    createRoot(root).render(app(store, router));
    return;
  }
  // The matched routes' code first: the router would otherwise show its fallbacks, not the page.
  // (The server's HTML has painted already: the entry waited for the first screen, firstScreen.ts.)
  await Promise.all([loadRouteModules(window.location), styled]);
  const router = createRouter();
  await nextTask();
  followRouteData(router, store.dispatch);
  await nextTask();
  // As a transition, hydration yields to the browser between components (no long task).
  beginHydration();
  startTransition(() => {
    hydrateRoot(root, app(store, router), {
      onRecoverableError: (error) => console.error('Hydration:', error),
    });
  });
}

