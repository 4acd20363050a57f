import type { RouteObject } from 'react-router-dom';

/** Every office screen comes in one chunk; one import site keeps the app's first load small. */
const screens = () => import('./routes/screens');

/**
 * The office (Büro, ADR 0022): one lazily loaded chunk for all its screens,
 * so nothing of it reaches the login, application or time-tracking pages.
 * The addresses: paths.ts (not imported here, so its builders stay in that
 * chunk; tests/component/buero-paths.test.tsx holds both together).
 */
export const bueroRoute = {
  path: 'buero',
  lazy: async () => ({ Component: (await screens()).BueroLayout }),
  children: [
    {
      path: 'bewerbungen',
      // The list's first page is asked for with the area check, not after the screen's
      // first render (issue 14: first rows within 300 ms). Not awaited: nothing waits for it.
      loader: ({ request }) => {
        void import('./api/applicants').then(({ prefetchApplicantPages }) => {
          prefetchApplicantPages(new URL(request.url).searchParams);
        });
        return null;
      },
      lazy: async () => ({ Component: (await screens()).ApplicantsPage }),
    },
    {
      path: 'bewerbungen/:id',
      lazy: async () => ({ Component: (await screens()).ApplicantDetailPage }),
    },
    {
      path: 'personal',
      lazy: async () => ({ Component: (await screens()).StaffPage }),
    },
    {
      path: 'personal/:id',
      lazy: async () => ({ Component: (await screens()).StaffDetailPage }),
    },
    {
      path: 'personen/:id/protokoll',
      lazy: async () => ({ Component: (await screens()).PersonAuditPage }),
    },
    {
      path: 'messen/:id/protokoll',
      lazy: async () => ({ Component: (await screens()).MesseAuditPage }),
    },
    {
      path: 'benutzer',
      lazy: async () => ({ Component: (await screens()).OfficeUsersPage }),
    },
    {
      path: 'messen',
      lazy: async () => ({ Component: (await screens()).FairsPage }),
    },
    {
      path: 'messen/:id',
      lazy: async () => ({ Component: (await screens()).FairDetailPage }),
    },
    {
      path: 'messen/:id/kunden/:customerId',
      lazy: async () => ({ Component: (await screens()).PairPage }),
    },
    {
      path: 'messen/:id/zeiten',
      lazy: async () => ({ Component: (await screens()).FairTimesPage }),
    },
    {
      path: 'messen/:id/kunden/:customerId/zeiten',
      lazy: async () => ({ Component: (await screens()).PairTimesPage }),
    },
    {
      path: 'kunden',
      lazy: async () => ({ Component: (await screens()).CustomersPage }),
    },
    {
      path: 'abrechnung',
      lazy: async () => ({ Component: (await screens()).PayrollPage }),
    },
  ],
} satisfies RouteObject;
