import type { Locale } from '../../../domain/locale';

/** Child patterns of the office, relative to `/:locale/buero`. */
export const BUERO_PATTERNS = {
  applicants: 'bewerbungen',
  applicant: 'bewerbungen/:id',
} as const;

/** The office's screens (the shell knows only the area's root, src/ui/paths.ts). */
export const bueroPaths = {
  /** The applicant list; `search` is its filter query (lib/list-filter.ts). */
  applicants: (locale: Locale, search = '') =>
    `/${locale}/buero/bewerbungen${search ? `?${search}` : ''}`,
  applicant: (locale: Locale, id: number) => `/${locale}/buero/bewerbungen/${String(id)}`,
};
