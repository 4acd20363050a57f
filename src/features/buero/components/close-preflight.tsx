import { Plural, Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ClosePreflight as Preflight } from '@domain/abschluss/close-contract';
import { formatDate } from '@domain/shared/date-format';
import { useLocale } from '@src/ui/use-locale';
import { bueroPaths } from '../paths';
import { LawFindings } from './law-findings';
import { formatHours } from './payroll-preview';

type PersonRef = { staff_id: number; name: string };
type PairRef = { messe_id: number; messe_name: string; customer_id: number; customer_name: string };

/** Open findings of the preflight: what a clerk may want to settle before closing. */
export function preflightFindings(preflight: Preflight): number {
  return (
    preflight.unsigned.length +
    preflight.open_disputes.length +
    preflight.without_personnel_number.length +
    preflight.working_time_warnings.length +
    preflight.pairs_without_rate.length +
    (preflight.employment_law?.people.length ?? 0)
  );
}

function PersonLink({ person }: { person: PersonRef }) {
  const locale = useLocale();
  return <Link to={bueroPaths.staffMember(locale, person.staff_id)}>{person.name}</Link>;
}

/** Fair and customer, linking to the pair's times (`filter`: the review's filter) or the pair page. */
function PairLink({ pair, to }: { pair: PairRef; to: 'times' | 'pair' }) {
  const locale = useLocale();
  const href =
    to === 'pair'
      ? bueroPaths.pair(locale, pair.messe_id, pair.customer_id)
      : bueroPaths.pairTimes(locale, pair.messe_id, pair.customer_id);
  return (
    <Link to={href}>
      {pair.messe_name} – {pair.customer_name}
    </Link>
  );
}

function Finding({
  title,
  hint,
  children,
}: {
  title: ReactNode;
  hint: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="buero-payroll__issue">
      <h3>{title}</h3>
      <p className="buero-muted">{hint}</p>
      <ul>{children}</ul>
    </div>
  );
}

/**
 * The preflight of a month or fair in words: what is still unsigned, disputed,
 * without personnel number or rate, and the working-time warnings, each with a
 * link to where it is settled. Closing is allowed anyway (the office decides).
 */
export function ClosePreflight({ preflight }: { preflight: Preflight }) {
  const locale = useLocale();
  const days = (list: readonly string[]) => list.map((day) => formatDate(day, locale)).join(', ');
  const { totals } = preflight;
  const hours = formatHours(totals.minutes, locale);
  const people = totals.people;
  const dayCount = totals.days;
  const findings = preflightFindings(preflight);

  return (
    <div className="buero-payroll__preview">
      <p>
        <Trans>
          Zeiten im Zeitraum:{' '}
          <strong>
            <Plural value={people} one="# Person" other="# Personen" />
          </strong>{' '}
          an <Plural value={dayCount} one="# Tag" other="# Tagen" />, zusammen{' '}
          <strong>{hours} Stunden</strong>.
        </Trans>
      </p>
      {findings === 0 ? (
        <p className="buero-close__ok">
          <span aria-hidden="true">✓ </span>
          <Trans>Die Vorprüfung hat nichts gefunden: alles unterschrieben und vollständig.</Trans>
        </p>
      ) : null}
      {preflight.unsigned.length > 0 ? (
        <Finding
          title={
            <>
              <Trans>Nicht unterschriebene Tage</Trans> ({preflight.unsigned.length})
            </>
          }
          hint={<Trans>Diese Tage hat noch kein Kunde unterschrieben oder freigegeben:</Trans>}
        >
          {preflight.unsigned.map((row) => (
            <li key={`${row.staff_id}-${row.messe_id}-${row.customer_id}`}>
              <PersonLink person={row} />, <PairLink pair={row} to="times" />: {days(row.days)}
            </li>
          ))}
        </Finding>
      ) : null}
      {preflight.open_disputes.length > 0 ? (
        <Finding
          title={
            <>
              <Trans>Offene Einsprüche</Trans> ({preflight.open_disputes.length})
            </>
          }
          hint={
            <Trans>
              Der Kunde hat diesen Tagen widersprochen; das Büro hat noch nicht entschieden:
            </Trans>
          }
        >
          {preflight.open_disputes.map((row) => (
            <li key={row.dispute_id}>
              <PersonLink person={row} />, <PairLink pair={row} to="times" />:{' '}
              {formatDate(row.day, locale)}
            </li>
          ))}
        </Finding>
      ) : null}
      {preflight.without_personnel_number.length > 0 ? (
        <Finding
          title={
            <>
              <Trans>Ohne Personalnummer</Trans> ({preflight.without_personnel_number.length})
            </>
          }
          hint={
            <Trans>
              Für die Lohndatei fehlt die Personalnummer (auf der Personal-Seite eintragen):
            </Trans>
          }
        >
          {preflight.without_personnel_number.map((person) => (
            <li key={person.staff_id}>
              <PersonLink person={person} />
            </li>
          ))}
        </Finding>
      ) : null}
      {preflight.working_time_warnings.length > 0 ? (
        <Finding
          title={
            <>
              <Trans>Arbeitszeit-Warnungen</Trans> ({preflight.working_time_warnings.length})
            </>
          }
          hint={<Trans>Nach dem Arbeitszeitgesetz auffällige Tage:</Trans>}
        >
          {preflight.working_time_warnings.map((row, index) => (
            <li key={`${row.staff_id}-${row.day}-${index}`}>
              <PersonLink person={row} />, {formatDate(row.day, locale)}: {row.text}
            </li>
          ))}
        </Finding>
      ) : null}
      <LawFindings
        findings={preflight.employment_law}
        hint={
          <Trans>
            Auf den gearbeiteten Tagen über einer Grenze, unter dem Mindestlohn oder ohne Lohn –
            eine Warnung, der Abschluss bleibt möglich:
          </Trans>
        }
      />
      {preflight.pairs_without_rate.length > 0 ? (
        <Finding
          title={
            <>
              <Trans>Ohne Stundensatz</Trans> ({preflight.pairs_without_rate.length})
            </>
          }
          hint={
            <Trans>
              Für diese Kunden einer Messe ist kein Stundensatz hinterlegt (keine Rechnung möglich):
            </Trans>
          }
        >
          {preflight.pairs_without_rate.map((pair) => (
            <li key={`${pair.messe_id}-${pair.customer_id}`}>
              <PairLink pair={pair} to="pair" />
            </li>
          ))}
        </Finding>
      ) : null}
    </div>
  );
}
