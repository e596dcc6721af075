import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider, type DataRouter } from 'react-router-dom';
import { followRouteData } from './app/routeData';
import { createRouter, loadRouteModules } from './app/router';
import { readServerState } from './app/serverState';
import { configureAppStore } from './app/store';

// The page the server rendered comes with the state it was rendered from: the store starts from
// it (no second fetch), and React hydrates the page against that same state (Provider's
// serverState) before the shopper's own session, read from local storage, shows.
const serverState = readServerState();
const { store } = configureAppStore({ serverState });
const container = document.getElementById('root');

const app = (router: DataRouter) => (
  <StrictMode>
    <Provider store={store} serverState={serverState ?? undefined}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>
);

async function start(root: HTMLElement) {
  if (!serverState) {
    const router = createRouter();
    followRouteData(router, store.dispatch);
    createRoot(root).render(app(router));
    return;
  }
  // The matched routes' code first: the router would otherwise show its fallbacks, not the page.
  await loadRouteModules(window.location);
  const router = createRouter();
  followRouteData(router, store.dispatch);
  hydrateRoot(root, app(router), {
    onRecoverableError: (error) => console.error('Hydration:', error),
  });
}

if (container) void start(container);
