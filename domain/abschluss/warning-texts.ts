import type { Locale } from '@domain/shared/locale';
import type { WorkingTimeWarningCode } from '@domain/shared/times/working-time-law';

/*
 * The working-time warnings as the close's preflight names them, in the
 * request's language (the office's review says the same in its labels,
 * src/features/buero/lib/review-labels.ts).
 */
const TEXTS = {
  arbzg_3_daily_max: { de: '§ 3 ArbZG: mehr als 10 Stunden', en: '§ 3 ArbZG: more than 10 hours' },
  arbzg_4_break: { de: '§ 4 ArbZG: Pause zu kurz', en: '§ 4 ArbZG: break too short' },
  arbzg_5_rest: {
    de: '§ 5 ArbZG: Ruhezeit unter 11 Stunden',
    en: '§ 5 ArbZG: rest under 11 hours',
  },
  arbzg_9_sunday: { de: '§ 9 ArbZG: Sonntag', en: '§ 9 ArbZG: Sunday' },
  arbzg_9_holiday: { de: '§ 9 ArbZG: Feiertag', en: '§ 9 ArbZG: public holiday' },
} as const satisfies Record<WorkingTimeWarningCode, Record<Locale, string>>;

export function workingTimeWarningText(code: WorkingTimeWarningCode, locale: Locale): string {
  return TEXTS[code][locale];
}
