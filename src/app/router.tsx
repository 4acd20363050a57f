import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import { localizePath } from '../../domain/locale';
import { loginRoute, passwordResetRoute } from '../features/auth/routes';
import { bewerbungRoutes } from '../features/bewerbung/routes';
import { dokumenteRoute } from '../features/dokumente/routes';
import { messenRoutes } from '../features/messen/routes';
import { stammdatenRoute } from '../features/stammdaten/routes';
import { stundenerfassungRoute } from '../features/stundenerfassung/routes';
import {
  alwaysRevalidate,
  guestOnlyLoader,
  requireTimetrackingLoader,
  requireUserLoader,
  rootLoader,
} from './guard/loaders';
import { BootScreen, RootErrorBoundary } from './root-fallbacks';
import { Layout } from './layout';
import { NotFoundPage } from './routes/not-found-page';

export const routes = [
  // `/` has no locale segment at all: `/de/`.
  {
    path: '/',
    loader: () => redirect(localizePath('/').redirect ?? '/de/'),
    Component: BootScreen,
    HydrateFallback: BootScreen,
  },
  {
    id: 'root',
    path: '/:locale',
    loader: rootLoader,
    shouldRevalidate: alwaysRevalidate,
    Component: Layout,
    HydrateFallback: BootScreen,
    ErrorBoundary: RootErrorBoundary,
    children: [
      { loader: guestOnlyLoader, shouldRevalidate: alwaysRevalidate, children: [loginRoute] },
      passwordResetRoute,
      // Public and without server-state cache: outside QueryLayout, so the application's
      // first load carries no TanStack Query (budget of issue 7).
      ...bewerbungRoutes,
      {
        lazy: async () => ({ Component: (await import('./query-layout')).QueryLayout }),
        children: [
          {
            loader: requireUserLoader,
            shouldRevalidate: alwaysRevalidate,
            children: [
              {
                index: true,
                lazy: async () => ({ Component: (await import('./routes/home-page')).HomePage }),
              },
              stammdatenRoute,
              dokumenteRoute,
              ...messenRoutes,
              {
                loader: requireTimetrackingLoader,
                shouldRevalidate: alwaysRevalidate,
                children: [stundenerfassungRoute],
              },
            ],
          },
        ],
      },
      { path: '*', Component: NotFoundPage },
    ],
  },
] satisfies RouteObject[];

export function createRouter() {
  return createBrowserRouter(routes);
}
