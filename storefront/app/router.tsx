import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { Layout, PageFallback } from './Layout';
import { RouteError } from './RouteError';

/**
 * The storefront's routes. Each route group is imported lazily, so it becomes its own chunk:
 * home, account access (login, register). The not-found page is small and ships with the shell.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      {
        index: true,
        HydrateFallback: PageFallback,
        lazy: () => import('../features/home/HomeRoutes').then((m) => ({ Component: m.HomePage })),
      },
      {
        path: 'user/login',
        HydrateFallback: PageFallback,
        lazy: () => import('../features/auth/AuthRoutes').then((m) => ({ Component: m.LoginPage })),
      },
      {
        path: 'user/register',
        HydrateFallback: PageFallback,
        lazy: () => import('../features/auth/AuthRoutes').then((m) => ({ Component: m.RegisterPage })),
      },
      { path: 'page-not-found', element: <NotFoundPage /> },
      { path: 'not-found', element: <NotFoundPage /> },
      { path: 'not-found-page', element: <NotFoundPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
