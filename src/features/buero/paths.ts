import type { Locale } from '../../../domain/locale';

/**
 * The office's screens (the shell knows only the area's root, src/ui/paths.ts);
 * routes.ts declares the same patterns below `/:locale/buero`:
 * `bewerbungen` and `bewerbungen/:id` (tests/component/buero-paths.test.tsx).
 */
export const bueroPaths = {
  /** The applicant list; `search` is its filter query (lib/list-filter.ts). */
  applicants: (locale: Locale, search = '') =>
    `/${locale}/buero/bewerbungen${search ? `?${search}` : ''}`,
  applicant: (locale: Locale, id: number) => `/${locale}/buero/bewerbungen/${String(id)}`,
};
