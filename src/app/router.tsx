import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import { localizePath } from '@domain/shared/locale';
import { loginRoute, passwordResetRoute, passwordSetRoute } from '@src/features/auth/routes';
import { bewerbungRoute, bewerbungStep2Route } from '@src/features/bewerbung/routes';
import { bueroRoute } from '@src/features/buero/routes';
import { datenschutzRoute } from '@src/features/datenschutz/routes';
import { dokumenteRoute } from '@src/features/dokumente/routes';
import { benachrichtigungenRoute, einsaetzeRoute } from '@src/features/einsaetze/routes';
import { messenRoutes } from '@src/features/messen/routes';
import { meineStundenRoutes } from '@src/features/meine-stunden/routes';
import { stammdatenRoute } from '@src/features/stammdaten/routes';
import { stundenerfassungRoute } from '@src/features/stundenerfassung/routes';
import type { Area } from '@domain/shared/areas';
import {
  alwaysRevalidate,
  guestOnlyLoader,
  requireAreaLoader,
  requireUserLoader,
  rootLoader,
} from './guard/loaders';
import { BootScreen, RootErrorBoundary } from './root-fallbacks';
import { Layout } from './layout';
import { NotFoundPage } from './routes/not-found-page';
import { withCatalogs } from './with-catalogs';

/** The routes of one area, behind the guard that opens them only to accounts listing it. */
function inArea(area: Area, children: RouteObject[]): RouteObject {
  return { loader: requireAreaLoader(area), shouldRevalidate: alwaysRevalidate, children };
}

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
      {
        loader: guestOnlyLoader,
        shouldRevalidate: alwaysRevalidate,
        children: [withCatalogs(['auth'], loginRoute)],
      },
      withCatalogs(['auth'], passwordResetRoute),
      withCatalogs(['auth'], passwordSetRoute),
      // Public and without server-state cache: outside QueryLayout, so the application's
      // first load carries no TanStack Query (the first-load budget, docs/decisions/0013-first-load-of-the-application.md).
      withCatalogs(['bewerbung'], bewerbungRoute),
      withCatalogs(['bewerbung', 'bewerbung-step2'], bewerbungStep2Route),
      withCatalogs(['datenschutz'], datenschutzRoute),
      {
        loader: requireUserLoader,
        shouldRevalidate: alwaysRevalidate,
        children: [
          // "Meine Einsätze" opens on a phone at the fair, often first: outside QueryLayout too,
          // with its own small hooks (src/features/einsaetze/api/bookings.ts), and its navigation
          // takes the signed-in answer without valibot (./guard/loaders.ts): its first-load
          // budget (bench/budgets.ts).
          inArea('messen', [withCatalogs(['messen'], einsaetzeRoute)]),
          {
            lazy: async () => ({ Component: (await import('./query-layout')).QueryLayout }),
            children: [
              {
                index: true,
                lazy: async () => ({ Component: (await import('./routes/home-page')).HomeRoute }),
              },
              inArea('stammdaten', [withCatalogs(['stammdaten'], stammdatenRoute)]),
              inArea('dokumente', [withCatalogs(['dokumente'], dokumenteRoute)]),
              inArea(
                'messen',
                [...messenRoutes, benachrichtigungenRoute].map((route) =>
                  withCatalogs(['messen'], route),
                ),
              ),
              inArea(
                'meine-stunden',
                meineStundenRoutes.map((route) => withCatalogs(['meine-stunden'], route)),
              ),
              inArea('stundenerfassung', [
                withCatalogs(['stundenerfassung'], stundenerfassungRoute),
              ]),
              inArea('buero', [withCatalogs(['buero', 'dokumente'], bueroRoute)]),
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
