import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { followRouteData } from './app/routeData';
import { createRouter } from './app/router';
import { configureAppStore } from './app/store';
import { prefetchProductPage } from './features/product/prefetch';

const { store, api } = configureAppStore();
prefetchProductPage(api, window.location.pathname);
const router = createRouter();
followRouteData(router, store.dispatch);
const container = document.getElementById('root');

if (container) {
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
}
