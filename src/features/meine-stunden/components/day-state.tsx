import { Trans } from '@lingui/react/macro';
import type { MyHoursDay } from '@domain/meine-stunden/my-hours';
import { formatDateTime } from '@domain/shared/date-format';
import { useLocale } from '@src/ui/use-locale';

/**
 * A day's signature state in words (ADR 0027): who signed it, or that nobody
 * has yet, or that the office reopened it and why.
 */
export function DayState({ day }: { day: MyHoursDay }) {
  const locale = useLocale();
  if (day.state === 'no_work_time') {
    return (
      <p className="my-hours__state">
        <Trans>Keine Arbeitszeit</Trans>
      </p>
    );
  }
  const reopenedAt = day.reopened ? formatDateTime(day.reopened.at, locale) : '';
  const reason = day.reopened?.reason ?? '';
  return (
    <ul className="my-hours__states">
      {day.signed_by_me ? (
        <li className="my-hours__badge my-hours__badge--signed">
          <Trans>Von Ihnen unterschrieben</Trans>
        </li>
      ) : null}
      {day.signed_by_customer ? (
        <li className="my-hours__badge my-hours__badge--signed">
          <Trans>Vom Kunden unterschrieben</Trans>
        </li>
      ) : null}
      {day.state === 'open' ? (
        <li className="my-hours__badge my-hours__badge--open">
          <Trans>Noch nicht unterschrieben</Trans>
        </li>
      ) : null}
      {day.reopened ? (
        <li className="my-hours__badge my-hours__badge--reopened">
          <Trans>
            Vom Büro wieder geöffnet am {reopenedAt}. Grund: {reason}
          </Trans>
        </li>
      ) : null}
    </ul>
  );
}
