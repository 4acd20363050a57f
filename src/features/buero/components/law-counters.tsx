import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { CounterState } from '@domain/shared/employment-law/counter';
import type { LawCounter, LawCounterCode } from '@domain/shared/employment-law/person-counters';
import type { Counters } from '@domain/shared/employment-law/record-contract';
import { useLocale } from '@src/ui/use-locale';
import { COUNTER_LABELS, COUNTER_STATE_LABELS, counterText } from '../lib/employment-law-texts';

/*
 * A person's counters of a year and month (issue 27), on the planned (booked)
 * and on the worked (timesheet) days side by side: each with its rule, its
 * state as words and an icon, and its values in one sentence.
 */

/** The icon that repeats a state's words (hidden from screen readers: the words say it). */
const STATE_ICONS: Record<CounterState, string> = {
  ok: '✓',
  near: '!',
  over: '✕',
  allowed_excess: '!',
  wage_missing: '?',
};

type ApiCounter = Counters['planned'][number];

function isKnown(counter: ApiCounter): counter is ApiCounter & { code: LawCounterCode } {
  return Object.hasOwn(COUNTER_LABELS, counter.code);
}

/** A counter's state as an icon and words. */
export function CounterStateText({ state }: { state: CounterState }) {
  const { i18n } = useLingui();
  return (
    <span className={`law-state law-state--${state}`}>
      <span className="law-state__icon" aria-hidden="true">
        {STATE_ICONS[state]}
      </span>
      {i18n._(COUNTER_STATE_LABELS[state])}
    </span>
  );
}

function CounterItem({ counter }: { counter: ApiCounter }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const { paragraph, value, limit } = counter;
  // The server speaks the rule set's LawCounter as JSON; an unknown code still says its numbers.
  const label = isKnown(counter) ? i18n._(COUNTER_LABELS[counter.code]) : counter.code;
  const text = isKnown(counter)
    ? counterText(i18n, counter as unknown as LawCounter, locale)
    : `${paragraph}: ${value === null ? '–' : String(value)} / ${String(limit)}`;
  return (
    <li>
      <strong>{label}</strong>
      <CounterStateText state={counter.state} />
      <p>{text}</p>
    </li>
  );
}

function CounterList({ counters }: { counters: readonly ApiCounter[] }) {
  if (counters.length === 0) {
    return (
      <p className="buero-muted">
        <Trans>Keine Zähler.</Trans>
      </p>
    );
  }
  return (
    <ul className="law-counter-list">
      {counters.map((counter, index) => (
        // A code can repeat (one per year of the scope): the position keeps keys apart.
        <CounterItem key={`${counter.code}-${String(index)}`} counter={counter} />
      ))}
    </ul>
  );
}

/** The counters of `month` and its year, planned and worked apart. */
export function LawCounters({ counters }: { counters: Counters }) {
  const id = useId();
  return (
    <div className="law-counters">
      <section aria-labelledby={`${id}-planned`}>
        <h4 id={`${id}-planned`}>
          <Trans>Geplant (eingeteilte Tage)</Trans>
        </h4>
        <CounterList counters={counters.planned} />
      </section>
      <section aria-labelledby={`${id}-worked`}>
        <h4 id={`${id}-worked`}>
          <Trans>Gearbeitet (erfasste Zeiten)</Trans>
        </h4>
        <CounterList counters={counters.worked} />
      </section>
    </div>
  );
}
