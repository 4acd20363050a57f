import type { RouteObject } from 'react-router-dom';
import { STUNDENERFASSUNG_PATTERNS as P } from '@src/ui/paths';

/*
 * Every screen comes from the one time-tracking chunk (routes/screens.ts). One
 * import site: the build wraps each dynamic import with its list of chunks to
 * preload, and seven copies of that list weighed on every page's first load.
 */
const screens = () => import('./routes/screens');

type Screens = Awaited<ReturnType<typeof screens>>;
type ScreenName = Exclude<keyof Screens, 'describeTimeTrackingEntries'>;

function screen(path: string, name: ScreenName): RouteObject {
  return {
    path,
    lazy: async () => ({ Component: (await screens())[name] }),
  };
}

/**
 * The time-tracking area (docs/product/screens.md, Time tracking); the app
 * opens it to accounts whose areas list it.
 */
export const stundenerfassungRoute = {
  path: 'stundenerfassung',
  lazy: async () => ({ Component: (await import('./routes/shell')).TimeTrackingShell }),
  children: [
    { index: true, lazy: async () => ({ Component: (await screens()).PairListPage }) },
    screen(P.customerSheet, 'CustomerSheetPage'),
    screen(P.staffSheet, 'StaffSheetPage'),
    screen(P.dateView, 'DateViewPage'),
    screen(P.day, 'DayPage'),
    screen(P.staffOverview, 'StaffOverviewPage'),
    screen(P.timeForm, 'TimeFormPage'),
  ],
} satisfies RouteObject;
