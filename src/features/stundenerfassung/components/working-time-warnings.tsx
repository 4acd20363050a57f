import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@domain/shared/date-format';
import type { PublicHolidayName } from '@domain/shared/public-holidays';
import { formatHoursMinutes } from '@domain/shared/times/time';
import type { WorkingTimeWarning } from '@domain/shared/times/working-time-law';
import { useLocale } from '@src/ui/use-locale';

type WorkingTimeWarningsProps = {
  warnings: readonly WorkingTimeWarning[];
  /** Keep the live region in the page even when empty (the form), so a new warning is read out. */
  keepRegion?: boolean;
};

/**
 * The working-time law's notes next to a total (docs/product/working-time-law.md):
 * words with the paragraph, never colour alone; a polite status, not an alert,
 * since they never block saving.
 */
export function WorkingTimeWarnings({ warnings, keepRegion = false }: WorkingTimeWarningsProps) {
  const { t } = useLingui();
  const locale = useLocale();
  if (warnings.length === 0 && !keepRegion) return null;

  const holidayName = (name: PublicHolidayName): string => {
    switch (name) {
      case 'NEUJAHRSTAG':
        return t`Neujahr`;
      case 'HEILIGEDREIKOENIGE':
        return t`Heilige Drei Könige`;
      case 'KARFREITAG':
        return t`Karfreitag`;
      case 'OSTERSONNTAG':
        return t`Ostersonntag`;
      case 'OSTERMONTAG':
        return t`Ostermontag`;
      case 'TAG_DER_ARBEIT':
        return t`Tag der Arbeit`;
      case 'CHRISTIHIMMELFAHRT':
        return t`Christi Himmelfahrt`;
      case 'MARIAHIMMELFAHRT':
        return t`Mariä Himmelfahrt`;
      case 'PFINGSTSONNTAG':
        return t`Pfingstsonntag`;
      case 'PFINGSTMONTAG':
        return t`Pfingstmontag`;
      case 'FRONLEICHNAM':
        return t`Fronleichnam`;
      case 'DEUTSCHEEINHEIT':
        return t`Tag der Deutschen Einheit`;
      case 'REFORMATIONSTAG':
        return t`Reformationstag`;
      case 'ALLERHEILIGEN':
        return t`Allerheiligen`;
      case 'BUBETAG':
        return t`Buß- und Bettag`;
      case 'ERSTERWEIHNACHTSFEIERTAG':
        return t`1. Weihnachtstag`;
      case 'ZWEITERWEIHNACHTSFEIERTAG':
        return t`2. Weihnachtstag`;
      case 'WELTKINDERTAG':
        return t`Weltkindertag`;
      case 'WELTFRAUENTAG':
        return t`Internationaler Frauentag`;
      case 'AUGSBURGER_FRIEDENSFEST':
        return t`Augsburger Friedensfest`;
    }
  };

  const text = (warning: WorkingTimeWarning): string => {
    switch (warning.code) {
      case 'arbzg_3_daily_max': {
        const worked = formatHoursMinutes(warning.workedMinutes);
        if (!warning.reaches) {
          return t`§ 3 ArbZG: ${worked} Std. Arbeitszeit – mehr als 10 Stunden am Tag.`;
        }
        const from = formatDate(warning.day, locale);
        const to = formatDate(warning.reaches, locale);
        return t`§ 3 ArbZG: ${worked} Std. Arbeitszeit in den 24 Stunden ab Arbeitsbeginn am ${from}, mit der Arbeit am ${to} – mehr als 10 Stunden.`;
      }
      case 'arbzg_4_break': {
        const worked = formatHoursMinutes(warning.workedMinutes);
        const required = warning.requiredBreakMinutes;
        const taken = warning.breakMinutes;
        return t`§ 4 ArbZG: ${worked} Std. Arbeit brauchen ${required} Min. Pause, eingetragen sind ${taken} Min.`;
      }
      case 'arbzg_5_rest': {
        const rest = formatHoursMinutes(warning.restMinutes);
        const from = formatDate(warning.previousDay, locale);
        const to = formatDate(warning.day, locale);
        return t`§ 5 ArbZG: nur ${rest} Std. Ruhezeit zwischen ${from} und ${to} – mindestens 11 Stunden.`;
      }
      case 'arbzg_9_sunday':
        return t`§ 9 ArbZG: Arbeit an einem Sonntag.`;
      case 'arbzg_9_holiday': {
        const holiday = holidayName(warning.holiday);
        const state = warning.federalState;
        return t`§ 9 ArbZG: Arbeit an einem Feiertag (${holiday}, ${state}).`;
      }
    }
  };

  return (
    <div className="tt-law" role="status" data-testid="working-time-warnings">
      {warnings.length > 0 ? (
        <>
          <p className="tt-law__title">
            <span aria-hidden="true">⚠ </span>
            {t`Hinweis Arbeitszeitgesetz`}
          </p>
          <ul className="tt-law__list">
            {warnings.map((warning, index) => (
              <li key={`${index}-${warning.code}`}>{text(warning)}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
