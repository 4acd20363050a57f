import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { MyHoursDay } from '@domain/meine-stunden/my-hours';
import type { MyTimeQuery } from '@domain/meine-stunden/time-query';
import { TIME_QUERY_MAX } from '@domain/shared/bookings';
import { formatDateTime } from '@domain/shared/date-format';
import { ApiError } from '@src/api/client';
import { FailureAlert } from '@src/ui/failure-alert';
import { useLocale } from '@src/ui/use-locale';
import { useCreateQuery } from '../api/time-queries';

type DayQueriesProps = { messeId: number; day: MyHoursDay; queries: readonly MyTimeQuery[] };

/**
 * The day's questions ("Zeit beanstanden") with their state, and the form to
 * question the day: a short text for the office. One open question per day.
 */
export function DayQueries({ messeId, day, queries }: DayQueriesProps) {
  const locale = useLocale();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const create = useCreateQuery();
  const hasOpen = queries.some((query) => query.resolved_at === null);
  const failure = create.error;
  const fieldError =
    failure instanceof ApiError && failure.status === 422
      ? failure.body.errors.text?.[0]
      : undefined;

  async function submit() {
    try {
      await create.mutateAsync({
        messe_id: messeId,
        customer_id: day.customer_id,
        day: day.day,
        text,
      });
      setText('');
      setOpen(false);
    } catch {
      // Shown below the form.
    }
  }

  return (
    <div className="my-hours__queries">
      {queries.length > 0 ? (
        <ul className="my-hours__query-list">
          {queries.map((query) => {
            const askedAt = formatDateTime(query.created_at, locale);
            const resolvedAt = query.resolved_at ? formatDateTime(query.resolved_at, locale) : '';
            return (
              <li key={query.id} className="my-hours__query">
                <p className="my-hours__query-state">
                  {query.resolved_at ? (
                    <Trans>
                      Beanstandung vom {askedAt}: vom Büro erledigt am {resolvedAt}
                    </Trans>
                  ) : (
                    <Trans>Beanstandung vom {askedAt}: offen</Trans>
                  )}
                </p>
                <p className="my-hours__query-text">{query.text}</p>
              </li>
            );
          })}
        </ul>
      ) : null}
      {open ? (
        <form
          className="my-hours__query-form"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <label htmlFor={`${id}-text`} className="field__label">
            <Trans>Was stimmt an dieser Zeit nicht?</Trans>
          </label>
          <textarea
            id={`${id}-text`}
            className="field__input"
            rows={3}
            value={text}
            maxLength={TIME_QUERY_MAX}
            aria-describedby={`${id}-hint${fieldError ? ` ${id}-error` : ''}`}
            aria-invalid={fieldError ? true : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          <span id={`${id}-hint`} className="field__description">
            <Trans>Kurz, höchstens {TIME_QUERY_MAX} Zeichen. Das Büro sieht Ihren Text.</Trans>
          </span>
          {fieldError ? (
            <span id={`${id}-error`} className="field__error">
              {fieldError}
            </span>
          ) : (
            <FailureAlert error={failure} />
          )}
          <div className="my-hours__actions">
            <button
              type="submit"
              className="button button--primary"
              disabled={create.isPending || text.trim() === ''}
            >
              <Trans>Beanstandung senden</Trans>
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setOpen(false);
                create.reset();
              }}
            >
              <Trans>Abbrechen</Trans>
            </button>
          </div>
        </form>
      ) : hasOpen ? null : (
        <button type="button" className="button button--link" onClick={() => setOpen(true)}>
          <Trans>Zeit beanstanden</Trans>
        </button>
      )}
    </div>
  );
}
