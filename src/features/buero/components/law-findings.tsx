import './employment-law.css';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { LawFinding, LawFindings as Findings } from '@domain/shared/employment-law/findings';
import type { LawCounter } from '@domain/shared/employment-law/person-counters';
import { useLocale } from '@src/ui/use-locale';
import { bueroPaths } from '../paths';
import {
  belowMinimumDayText,
  COUNTER_LABELS,
  COUNTER_STATE_LABELS,
  counterText,
} from '../lib/employment-law-texts';

/*
 * Employment law in a preflight (payroll preview, month close; issue 27):
 * per person the worked counters past a limit or without a wage, each with
 * its state in words (never colour alone) and its values, the days below the
 * minimum wage one by one. The server decides what is listed
 * (domain/shared/employment-law/findings.ts).
 */

/** The days of a minimum-wage counter listed one by one at most; more are summed up in its sentence. */
const DAYS_SHOWN = 10;

function CounterItem({ counter }: { counter: LawCounter }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  if (!Object.hasOwn(COUNTER_LABELS, counter.code)) {
    // A counter this screen does not know yet (a newer server): its code and state.
    return (
      <li>
        {counter.code} – {i18n._(COUNTER_STATE_LABELS[counter.state])}
      </li>
    );
  }
  const below = counter.code === 'minimum_wage' ? counter.belowDays.slice(0, DAYS_SHOWN) : [];
  return (
    <li>
      <strong>
        {i18n._(COUNTER_LABELS[counter.code])} – {i18n._(COUNTER_STATE_LABELS[counter.state])}
      </strong>
      : {counterText(i18n, counter, locale)}
      {below.length > 1 ? (
        <ul className="law-finding-days">
          {below.map((day) => (
            <li key={day.day}>{belowMinimumDayText(i18n, day, locale)}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** A person's listed counters (the API's LawCounter as JSON, lawCounterSchema), one item each. */
export function LawCounterList({ counters }: { counters: LawFinding['counters'] }) {
  return (
    <ul className="law-finding-counters">
      {counters.map((counter, index) => (
        <CounterItem key={`${counter.code}-${index}`} counter={counter as unknown as LawCounter} />
      ))}
    </ul>
  );
}

/** The section, or nothing when nobody is listed (or the server sent no part). */
export function LawFindings({ findings, hint }: { findings?: Findings; hint: ReactNode }) {
  const locale = useLocale();
  const people = findings?.people ?? [];
  if (people.length === 0) return null;
  return (
    <section className="buero-payroll__issue" aria-labelledby="law-findings-title">
      <h3 id="law-findings-title">
        <Trans>Arbeitsrecht</Trans> ({people.length})
      </h3>
      <p className="buero-muted">{hint}</p>
      <ul className="law-findings">
        {people.map((person) => (
          <li key={person.bewerber_id}>
            <Link to={bueroPaths.staffMember(locale, person.bewerber_id)}>
              {person.lastname}, {person.firstname}
            </Link>
            <LawCounterList counters={person.counters} />
          </li>
        ))}
      </ul>
    </section>
  );
}
