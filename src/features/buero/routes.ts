import { redirect, type RouteObject } from 'react-router-dom';

/** Every office screen comes in one chunk; one import site keeps the app's first load small. */
const screens = () => import('./routes/screens');
type Screens = Awaited<ReturnType<typeof screens>>;

/** A route's lazy part: its screen from the office chunk (one short line a route: first-load bytes). */
const screen = (name: keyof Screens) => async () => ({ Component: (await screens())[name] });

/**
 * The office (Büro, ADR 0022): one lazily loaded chunk for all its screens,
 * so nothing of it reaches the login, application or time-tracking pages.
 * The addresses: paths.ts (not imported here, so its builders stay in that
 * chunk; tests/component/buero-paths.test.tsx holds both together).
 */
export const bueroRoute = {
  path: 'buero',
  lazy: screen('BueroLayout'),
  children: [
    {
      // `/:locale/buero` itself has no screen: the office starts at its applicant list
      // (relative to this route, so the locale stays; a few bytes of every first load).
      index: true,
      loader: () => redirect('bewerbungen'),
    },
    {
      path: 'bewerbungen',
      // The list's first page is asked for with the area check, not after the screen's
      // first render (first rows within 300 ms, bench/budgets.ts). Not awaited: nothing waits for it.
      loader: ({ request }) => {
        void import('./api/applicants').then(({ prefetchApplicantPages }) => {
          prefetchApplicantPages(new URL(request.url).searchParams);
        });
        return null;
      },
      lazy: screen('ApplicantsPage'),
    },
    {
      path: 'bewerbungen/:id',
      lazy: screen('ApplicantDetailPage'),
    },
    {
      path: 'personal',
      lazy: screen('StaffPage'),
    },
    {
      path: 'personal/:id',
      lazy: screen('StaffDetailPage'),
    },
    {
      path: 'personen/:id/protokoll',
      lazy: screen('PersonAuditPage'),
    },
    {
      path: 'messen/:id/protokoll',
      lazy: screen('MesseAuditPage'),
    },
    {
      path: 'benutzer',
      lazy: screen('OfficeUsersPage'),
    },
    {
      path: 'messen',
      lazy: screen('FairsPage'),
    },
    {
      path: 'messen/:id',
      lazy: screen('FairDetailPage'),
    },
    {
      path: 'messen/:id/kunden/:customerId',
      lazy: screen('PairPage'),
    },
    {
      path: 'messen/:id/zeiten',
      lazy: screen('FairTimesPage'),
    },
    {
      path: 'messen/:id/kunden/:customerId/zeiten',
      lazy: screen('PairTimesPage'),
    },
    {
      path: 'kunden',
      lazy: screen('CustomersPage'),
    },
    {
      path: 'abrechnung',
      lazy: screen('PayrollPage'),
    },
    {
      path: 'rechnungen',
      lazy: screen('InvoicesPage'),
    },
    {
      path: 'rechnungen/neu',
      lazy: screen('NewInvoicePage'),
    },
    {
      path: 'rechnungen/:id',
      lazy: screen('InvoiceDetailPage'),
    },
    {
      path: 'abschluss',
      lazy: screen('MonthClosePage'),
    },
  ],
} satisfies RouteObject;
