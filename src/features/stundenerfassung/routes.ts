import type { RouteObject } from 'react-router-dom';
import { STUNDENERFASSUNG_PATTERNS as P } from '../../ui/paths';

/** One lazily loaded module per screen (routes/*.tsx). */
function screen(path: string, load: () => Promise<RouteObject['Component']>): RouteObject {
  return { path, lazy: async () => ({ Component: await load() }) };
}

/** The time-tracking area (spec section 2); the app opens it to accounts whose areas list it. */
export const stundenerfassungRoute = {
  path: 'stundenerfassung',
  lazy: async () => ({ Component: (await import('./routes/shell')).StundenerfassungShell }),
  children: [
    {
      index: true,
      lazy: async () => ({ Component: (await import('./routes/screens')).PairListPage }),
    },
    screen(P.customerSheet, async () => (await import('./routes/screens')).CustomerSheetPage),
    screen(P.staffSheet, async () => (await import('./routes/screens')).StaffSheetPage),
    screen(P.dateView, async () => (await import('./routes/screens')).DateViewPage),
    screen(P.day, async () => (await import('./routes/screens')).DayPage),
    screen(P.staffOverview, async () => (await import('./routes/screens')).StaffOverviewPage),
    screen(P.timeForm, async () => (await import('./routes/screens')).TimeFormPage),
  ],
} satisfies RouteObject;
