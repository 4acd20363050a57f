import { Trans } from '@lingui/react/macro';
import type { MyHours } from '@domain/meine-stunden/my-hours';
import { formatMonth } from '@domain/shared/date-format';
import { useLocale } from '@src/ui/use-locale';
import { Hours } from './hours';

/** The worked hours per month (the month of the day a time starts on), newest first. */
export function MonthTotals({ months }: { months: MyHours['months'] }) {
  const locale = useLocale();
  return (
    <section className="my-hours__months" aria-labelledby="my-hours-months">
      <h2 id="my-hours-months">
        <Trans>Summe je Monat</Trans>
      </h2>
      <dl className="my-hours__totals">
        {months.map((month) => (
          <div key={month.month} className="my-hours__total">
            <dt>{formatMonth(month.month, locale)}</dt>
            <dd>
              <Hours minutes={month.total_minutes} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
