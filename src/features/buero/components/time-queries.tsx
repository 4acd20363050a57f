import './time-queries.css';
import { Plural, Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { OfficeTimeQuery } from '@domain/buero/time-queries-contract';
import { formatDateTime, formatDateWithWeekday } from '@domain/shared/date-format';
import { formatShiftRange } from '@domain/shared/times/shift-time';
import { FailureAlert } from '@src/ui/failure-alert';
import { useLocale } from '@src/ui/use-locale';
import { useOpenQueries, useResolveQuery } from '../api/time-queries';
import { bueroPaths } from '../paths';

/** The day's recorded time in words: "09:00–18:00, 30 min Pause", cleared, or gone. */
function RecordedTime({ time }: { time: OfficeTimeQuery['time'] }) {
  if (!time) return <Trans>keine Zeile mehr</Trans>;
  if (time.time_start === null || time.time_end === null) return <Trans>keine Arbeitszeit</Trans>;
  const range = formatShiftRange({ time_start: time.time_start, time_end: time.time_end });
  const pause = time.time_break;
  return (
    <Trans>
      {range}, {pause} Min. Pause
    </Trans>
  );
}

/**
 * The staff's open questions about their times on one pair's review: the day,
 * the person, their text and the day's time now; each marked resolved here.
 */
export function PairTimeQueries({ messeId, customerId }: { messeId: number; customerId: number }) {
  const locale = useLocale();
  const queries = useOpenQueries(messeId);
  const resolve = useResolveQuery(messeId);
  const items = (queries.data?.items ?? []).filter((query) => query.customer_id === customerId);
  return (
    <section className="buero-card" aria-labelledby="time-queries-title">
      <h2 id="time-queries-title">
        <Trans>Offene Beanstandungen</Trans>
      </h2>
      {queries.isPending ? (
        <p role="status">
          <Trans>Lädt …</Trans>
        </p>
      ) : queries.isError ? (
        <p role="alert">
          <Trans>Die Beanstandungen konnten nicht geladen werden.</Trans>
        </p>
      ) : items.length === 0 ? (
        <p className="buero-muted">
          <Trans>Keine offenen Beanstandungen.</Trans>
        </p>
      ) : (
        <ul className="time-queries">
          {items.map((query) => {
            const day = formatDateWithWeekday(query.day, locale);
            const name = query.person.name;
            const askedAt = formatDateTime(query.created_at, locale);
            return (
              <li key={query.id} className="time-queries__item">
                <p className="time-queries__head">
                  <Trans>
                    {day} · {name}
                  </Trans>
                </p>
                <p className="buero-muted">
                  <Trans>
                    Erfasst: <RecordedTime time={query.time} /> · beanstandet am {askedAt}
                  </Trans>
                </p>
                <blockquote className="time-queries__text">{query.text}</blockquote>
                <div className="buero-actions">
                  <button
                    type="button"
                    className="button button--secondary"
                    disabled={resolve.isPending}
                    onClick={() => resolve.mutate(query.id)}
                  >
                    <Trans>Als erledigt markieren</Trans>
                    <span className="visually-hidden">
                      {' '}
                      <Trans>
                        ({name}, {day})
                      </Trans>
                    </span>
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <FailureAlert error={resolve.error} />
    </section>
  );
}

/** On a fair's review: how many questions are open, per customer, each linked to its sheet. */
export function FairTimeQueryCounts({ messeId }: { messeId: number }) {
  const locale = useLocale();
  const queries = useOpenQueries(messeId);
  const counts = new Map<number, { id: number; name: string; count: number }>();
  for (const query of queries.data?.items ?? []) {
    const entry = counts.get(query.customer_id);
    if (entry) entry.count++;
    else
      counts.set(query.customer_id, { id: query.customer_id, name: query.customer_name, count: 1 });
  }
  if (counts.size === 0) return null;
  return (
    <section className="buero-card" aria-labelledby="time-query-counts-title">
      <h2 id="time-query-counts-title">
        <Trans>Offene Beanstandungen</Trans>
      </h2>
      <ul className="time-queries__counts">
        {[...counts.values()].map((customer) => (
          <li key={customer.id}>
            <Link to={bueroPaths.pairTimes(locale, messeId, customer.id)}>{customer.name}</Link>
            {': '}
            <Plural value={customer.count} one="# offen" other="# offen" />
          </li>
        ))}
      </ul>
    </section>
  );
}
