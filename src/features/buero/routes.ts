import { redirect, type RouteObject } from 'react-router-dom';
import { BUERO_PATTERNS } from './paths';

/**
 * The office (Büro, ADR 0022): one lazily loaded chunk for all its screens,
 * so nothing of it reaches the login, application or time-tracking pages.
 */
export const bueroRoute = {
  path: 'buero',
  children: [
    { index: true, loader: () => redirect(BUERO_PATTERNS.applicants) },
    {
      path: BUERO_PATTERNS.applicants,
      lazy: async () => ({ Component: (await import('./routes/screens')).ApplicantsPage }),
    },
    {
      path: BUERO_PATTERNS.applicant,
      lazy: async () => ({ Component: (await import('./routes/screens')).ApplicantDetailPage }),
    },
  ],
} satisfies RouteObject;
