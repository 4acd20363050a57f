import { Trans } from '@lingui/react/macro';
import type { MyHoursFair } from '@domain/meine-stunden/my-hours';
import type { MyTimeQuery } from '@domain/meine-stunden/time-query';
import { DayItem } from './day-item';
import { Hours } from './hours';
import { SheetDownload } from './sheet-download';

type FairHoursProps = { fair: MyHoursFair; queries: readonly MyTimeQuery[] };

/** One fair's recorded days, their total, the own sheet as PDF and the questions per day. */
export function FairHours({ fair, queries }: FairHoursProps) {
  const ofDay = (customerId: number, day: string) =>
    queries.filter(
      (query) =>
        query.messe_id === fair.messe_id && query.customer_id === customerId && query.day === day,
    );
  const headingId = `my-hours-fair-${String(fair.messe_id)}`;
  return (
    <section className="my-hours__fair" aria-labelledby={headingId}>
      <h2 id={headingId}>{fair.messe_name}</h2>
      <p className="my-hours__fair-total">
        <Trans>
          Summe: <Hours minutes={fair.total_minutes} />
        </Trans>
      </p>
      <SheetDownload fair={fair} />
      <ul className="my-hours__days">
        {fair.days.map((day) => (
          <DayItem
            key={`${day.day}:${String(day.customer_id)}`}
            messeId={fair.messe_id}
            day={day}
            queries={ofDay(day.customer_id, day.day)}
          />
        ))}
      </ul>
    </section>
  );
}
