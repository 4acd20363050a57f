import type { RouteObject } from 'react-router-dom';

const pages = () => import('./routes/stundenerfassung-pages');

type PageName = Exclude<keyof Awaited<ReturnType<typeof pages>>, 'StundenerfassungShell'>;

function page(path: string, name: PageName): RouteObject {
  return { path, lazy: async () => ({ Component: (await pages())[name] }) };
}

/** The time-tracking area (spec section 2); the app wraps it in the timetracking gate. */
export const stundenerfassungRoute = {
  path: 'stundenerfassung',
  lazy: async () => ({ Component: (await pages()).StundenerfassungShell }),
  children: [
    { index: true, lazy: async () => ({ Component: (await pages()).OverviewPage }) },
    page('timesheet/customer/:messe/:customer', 'TimesheetPage'),
    page('timesheet/staff/:messe/:customer/:staff', 'TimesheetPage'),
    page(':messe/:customer', 'DateViewPage'),
    page(':messe/:customer/date/:date', 'DateViewPage'),
    page(':messe/:customer/staff/:staff', 'StaffViewPage'),
    page(':messe/:customer/:staff/:date', 'TimeEntryPage'),
  ],
} satisfies RouteObject;
