import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { formatDateWithWeekday } from '@domain/shared/date-format';
import { useLocale } from '@src/ui/use-locale';
import type { DayProgress } from '../lib/day-progress';

type SignDayChoiceProps = {
  /** The days a new signature may cover (uncovered days with work time), sorted. */
  days: readonly string[];
  chosen: ReadonlySet<string>;
  onChange: (day: string, isChosen: boolean) => void;
  /** The customer's sheet: how many of the pair's people have an entry per day. */
  progress?: DayProgress;
  /** Shown when nothing is chosen on submit. */
  errorMessage?: string;
};

/**
 * Which days the signature covers: one checkbox per day that can be signed,
 * the days up to today chosen at first. On the customer's sheet each day says
 * how many people still have no time, so a half-entered day is not signed by
 * accident: a signed day takes no more times until the office reopens it.
 */
export function SignDayChoice({
  days,
  chosen,
  onChange,
  progress,
  errorMessage,
}: SignDayChoiceProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const hintId = useId();
  const errorId = useId();
  const missingOf = (day: string) =>
    progress ? progress.total - (progress.entered.get(day) ?? 0) : 0;
  const chosenWithMissing = days.filter((day) => chosen.has(day) && missingOf(day) > 0).length;

  return (
    <fieldset
      className="tt-sign-choice"
      aria-describedby={errorMessage ? `${hintId} ${errorId}` : hintId}
    >
      <legend>
        <Trans>Welche Tage werden unterschrieben?</Trans>
      </legend>
      <p id={hintId} className="tt-muted">
        <Trans>Vorausgewählt sind die Tage bis heute.</Trans>
      </p>
      <ul className="tt-sign-choice__days">
        {days.map((day) => {
          const missing = missingOf(day);
          const total = progress?.total ?? 0;
          return (
            <li key={day}>
              <label className="tt-toggle tt-sign-choice__day">
                <input
                  type="checkbox"
                  checked={chosen.has(day)}
                  onChange={(event) => onChange(day, event.target.checked)}
                />
                <span>{formatDateWithWeekday(day, locale)}</span>
                {progress === undefined ? null : missing > 0 ? (
                  <span className="tt-missing">
                    <span aria-hidden="true">○ </span>
                    {t`${missing} von ${total} ohne Zeit`}
                  </span>
                ) : (
                  <span className="tt-done">
                    <span aria-hidden="true">✓ </span>
                    {t`alle ${total} mit Zeit`}
                  </span>
                )}
              </label>
            </li>
          );
        })}
      </ul>
      {/* Stays in the page (empty) so choosing such a day announces it. */}
      <p className="tt-sign-choice__warning" data-testid="sign-missing-warning" role="status">
        {chosenWithMissing > 0 ? (
          <Trans>
            Wer an einem gewählten Tag noch ohne Zeit ist, kann danach keine Zeit mehr bekommen, bis
            das Büro den Tag wieder öffnet.
          </Trans>
        ) : null}
      </p>
      {errorMessage ? (
        <p id={errorId} className="field__error" role="alert">
          {errorMessage}
        </p>
      ) : null}
    </fieldset>
  );
}
