import { Trans } from '@lingui/react/macro';
import type { MyHoursFair } from '@domain/meine-stunden/my-hours';
import { DayItem } from './day-item';
import { Hours } from './hours';

/** One fair's recorded days and their total. */
export function FairHours({ fair }: { fair: MyHoursFair }) {
  const headingId = `my-hours-fair-${String(fair.messe_id)}`;
  return (
    <section className="my-hours__fair" aria-labelledby={headingId}>
      <h2 id={headingId}>{fair.messe_name}</h2>
      <p className="my-hours__fair-total">
        <Trans>
          Summe: <Hours minutes={fair.total_minutes} />
        </Trans>
      </p>
      <ul className="my-hours__days">
        {fair.days.map((day) => (
          <DayItem key={`${day.day}:${String(day.customer_id)}`} day={day} />
        ))}
      </ul>
    </section>
  );
}
