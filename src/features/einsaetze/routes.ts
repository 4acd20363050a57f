import type { RouteObject } from 'react-router-dom';
import { ROUTE_PATTERNS } from '@src/ui/paths';

/**
 * "Meine Einsätze": outside the app's QueryLayout (src/app/router.tsx), so its
 * first load carries no TanStack Query and no react-aria (bench/budgets.ts).
 */
export const einsaetzeRoute = {
  path: 'einsaetze',
  lazy: async () => ({ Component: (await import('./routes/einsaetze-page')).EinsaetzePage }),
} satisfies RouteObject;

/** The notification settings: under the QueryLayout like the other staff screens. */
export const benachrichtigungenRoute = {
  path: ROUTE_PATTERNS.benachrichtigungen,
  lazy: async () => ({
    Component: (await import('./routes/benachrichtigungen-page')).BenachrichtigungenPage,
  }),
} satisfies RouteObject;
