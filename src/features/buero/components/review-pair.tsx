import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ReviewPair, ReviewPerson, ReviewSignature } from '@domain/buero/timesheets-contract';
import { formatDate, formatDateTime } from '@domain/shared/date-format';
import type { Locale } from '@domain/shared/locale';
import { formatClock, formatHoursMinutes } from '@domain/shared/times/time';
import { formatShiftEnd } from '@domain/shared/times/shift-time';
import { useLocale } from '@src/ui/use-locale';
import { ScrollTable } from './scroll-table';
import { useRefreshReviews } from '../api/timesheets';
import { LawCounterList } from './law-findings';
import { WARNING_LABELS } from '../lib/review-labels';
import { bueroPaths } from '../paths';
import { MethodNote } from './signature-method';
import { SupersedeDialog } from './supersede-dialog';
import './pair-approval.css';

/*
 * One fair/customer pair in the office's review (docs/product/timesheet-review.md):
 * every person's days with times, totals, which signature covers each day, the
 * ArbZG warnings, and the pair's signatures with their hash check and the
 * unlock. States are words, never colour alone.
 */

/** A row the customer's contact disputed by link, not yet resolved (issue 25). */
export type RowDispute = { staff_id: number; day: string; comment: string };

type ReviewPairProps = {
  messeId: number;
  pair: ReviewPair;
  headingLevel: 2 | 3;
  linkToPair: boolean;
  /** Open disputes, marked at their rows (the pair's approvals; absent on the fair's review). */
  disputes?: readonly RowDispute[];
};

export function ReviewPairSection(props: ReviewPairProps) {
  const { messeId, pair, headingLevel, linkToPair, disputes = [] } = props;
  const locale = useLocale();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = `review-pair-${String(pair.customer.id)}`;
  const customerName = pair.customer.name;
  const shown = pair.people.length;
  const all = pair.people_count;
  const hours = formatHoursMinutes(pair.total_minutes);
  return (
    <section className="buero-card" aria-labelledby={titleId}>
      <Heading id={titleId}>
        {linkToPair ? (
          <Link to={bueroPaths.pairTimes(locale, messeId, pair.customer.id)}>{customerName}</Link>
        ) : (
          customerName
        )}
      </Heading>
      <p className="buero-muted">
        <Trans>
          {shown} von {all} Personen, zusammen {hours} Std.
        </Trans>
      </p>
      <DaysTable pair={pair} disputes={disputes} />
      <DayTotals pair={pair} />
      <SignatureTable pair={pair} />
    </section>
  );
}

function signatureRef(id: number | null) {
  return id === null ? null : `#${String(id)}`;
}

function DaysTable({ pair, disputes }: { pair: ReviewPair; disputes: readonly RowDispute[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  if (pair.people.length === 0) {
    return (
      <p className="buero-empty">
        <Trans>Keine Personen in dieser Ansicht.</Trans>
      </p>
    );
  }
  const customerName = pair.customer.name;
  return (
    <ScrollTable label={t`Zeiten bei ${customerName}`}>
      <table className="buero-table buero-review-table">
        <caption className="visually-hidden">{t`Zeiten bei ${customerName}`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Person`}</th>
            <th scope="col">{t`Tag`}</th>
            <th scope="col">{t`Beginn`}</th>
            <th scope="col">{t`Ende`}</th>
            <th scope="col" className="buero-num">{t`Pause (Min.)`}</th>
            <th scope="col" className="buero-num">{t`Stunden`}</th>
            <th scope="col">{t`Unterschrift Person`}</th>
            <th scope="col">{t`Unterschrift Kunde`}</th>
            <th scope="col">{t`Arbeitszeitgesetz`}</th>
          </tr>
        </thead>
        <tbody>
          {pair.people.map((person) => (
            <PersonRows
              key={person.id}
              person={person}
              locale={locale}
              disputes={disputes.filter((dispute) => dispute.staff_id === person.id)}
            />
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}

type PersonRowsProps = { person: ReviewPerson; locale: Locale; disputes: readonly RowDispute[] };

function PersonRows({ person, locale, disputes }: PersonRowsProps) {
  const { t } = useLingui();
  const open = t`offen`;
  const rows = Math.max(person.days.length, 1) + 1;
  const name = person.name;
  const warningsOf = (day: string) =>
    person.warnings.filter((w) => w.day === day).map((w) => t(WARNING_LABELS[w.code]));
  return (
    <>
      {person.days.length === 0 ? (
        <tr>
          <th scope="row" rowSpan={rows}>
            {person.name}
          </th>
          <td colSpan={8} className="buero-muted">
            <Trans>Keine Zeiten</Trans>
          </td>
        </tr>
      ) : (
        person.days.map((day, index) => {
          const work = day.time_start !== null && day.time_end !== null;
          return (
            <tr key={day.day}>
              {index === 0 ? (
                <th scope="row" rowSpan={rows}>
                  {person.name}
                  {person.changed ? (
                    <>
                      {' '}
                      <span className="buero-status buero-status--rejected">{t`verändert`}</span>
                    </>
                  ) : null}
                </th>
              ) : null}
              <td>{formatDate(day.day, locale)}</td>
              <td>{day.time_start === null ? '–' : formatClock(day.time_start)}</td>
              <td>{day.time_end === null ? '–' : formatShiftEnd(day.time_end)}</td>
              <td className="buero-num">{work ? day.time_break : '–'}</td>
              <td className="buero-num">
                {work ? formatHoursMinutes(day.worked_minutes) : t`keine Arbeitszeit`}
              </td>
              <td>{work ? (signatureRef(day.staff_signature_id) ?? open) : '–'}</td>
              <td>
                {work ? (signatureRef(day.customer_signature_id) ?? open) : '–'}
                {disputes
                  .filter((dispute) => dispute.day === day.day)
                  .map((dispute, i) => (
                    <span key={i} className="buero-review-dispute">
                      <span className="buero-status buero-status--rejected">{t`beanstandet`}</span>{' '}
                      <q className="buero-review-dispute__comment">{dispute.comment}</q>
                    </span>
                  ))}
              </td>
              <td>{warningsOf(day.day).join('; ')}</td>
            </tr>
          );
        })
      )}
      <tr className="buero-review-total">
        <td colSpan={4}>
          <Trans>Summe {name}</Trans>
        </td>
        <td className="buero-num">{formatHoursMinutes(person.total_minutes)}</td>
        <td colSpan={3} />
      </tr>
      {person.employment_law ? (
        <tr className="buero-review-law">
          <td colSpan={9}>
            <div className="buero-review-law__body">
              <span className="buero-review-law__title">
                <Trans>Arbeitsrecht {name}</Trans>:
              </span>
              <LawCounterList counters={person.employment_law} />
            </div>
          </td>
        </tr>
      ) : null}
    </>
  );
}

function DayTotals({ pair }: { pair: ReviewPair }) {
  const { t } = useLingui();
  const locale = useLocale();
  if (pair.day_totals.length === 0) return null;
  return (
    <p className="buero-muted">
      <Trans>Summe je Tag:</Trans>{' '}
      {pair.day_totals
        .map((day) => `${formatDate(day.day, locale)} ${formatHoursMinutes(day.worked_minutes)}`)
        .join(' · ')}{' '}
      ({t`Stunden`})
    </p>
  );
}

function daysText(days: readonly string[], locale: Locale) {
  return days.map((day) => formatDate(day, locale)).join(', ');
}

function SignatureTable({ pair }: { pair: ReviewPair }) {
  const { t } = useLingui();
  const locale = useLocale();
  const refresh = useRefreshReviews();
  const [unlocking, setUnlocking] = useState<ReviewSignature | null>(null);
  const names = new Map(pair.people.map((person) => [person.id, person.name]));
  const list = [
    ...pair.customer_signatures,
    ...pair.people.flatMap((person) => person.signatures),
  ].sort((a, b) => a.id - b.id);
  const customerName = pair.customer.name;
  if (list.length === 0) {
    return (
      <p className="buero-empty">
        <Trans>Noch keine Unterschriften.</Trans>
      </p>
    );
  }
  const sheetOf = (s: ReviewSignature) =>
    s.kind === 'customer' ? t`Kunde` : (names.get(s.staff_id ?? 0) ?? t`Person`);
  return (
    <>
      <div className="buero-table-wrap">
        <table className="buero-table">
          <caption className="buero-review-caption">{t`Unterschriften bei ${customerName}`}</caption>
          <thead>
            <tr>
              <th scope="col">{t`Nr.`}</th>
              <th scope="col">{t`Zettel`}</th>
              <th scope="col">{t`Unterschrieben von`}</th>
              <th scope="col">{t`Tage`}</th>
              <th scope="col">{t`Gesammelt von`}</th>
              <th scope="col">{t`Prüfung`}</th>
              <th scope="col">{t`Stand`}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((signature) => {
              const sheet = sheetOf(signature);
              const signer = signature.signer_name;
              const at = formatDateTime(signature.signed_at, locale);
              const number = signature.id;
              return (
                <tr key={signature.id}>
                  <th scope="row">#{signature.id}</th>
                  <td>{sheet}</td>
                  <td>
                    {signer}
                    <br />
                    <span className="buero-muted">{at}</span>
                    <MethodNote signature={signature} />
                  </td>
                  <td>{daysText(signature.days, locale)}</td>
                  <td>{signature.supervisor?.name ?? '–'}</td>
                  <td>
                    {signature.verification === 'unchanged' ? (
                      <span className="buero-status buero-status--staff">
                        {t`unverändert seit der Unterschrift`}
                      </span>
                    ) : (
                      <span className="buero-status buero-status--rejected">{t`verändert`}</span>
                    )}
                    <br />
                    <code className="buero-hash" title={t`SHA-256 des unterschriebenen Inhalts`}>
                      {signature.content_sha256.slice(0, 16)}…
                    </code>
                  </td>
                  <td>
                    {signature.superseded ? (
                      <SupersededNote signature={signature} />
                    ) : (
                      <button
                        type="button"
                        className="button button--link"
                        aria-label={t`Unterschrift #${number} (${sheet}) aufheben`}
                        onClick={() => setUnlocking(signature)}
                      >
                        <Trans>Aufheben …</Trans>
                      </button>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {unlocking ? (
        <SupersedeDialog
          signatureId={unlocking.id}
          what={`#${String(unlocking.id)} · ${sheetOf(unlocking)} · ${unlocking.signer_name} · ${daysText(unlocking.days, locale)}`}
          onClose={() => setUnlocking(null)}
          onDone={() => {
            setUnlocking(null);
            void refresh();
          }}
        />
      ) : null}
    </>
  );
}

function SupersededNote({ signature }: { signature: ReviewSignature }) {
  const locale = useLocale();
  if (!signature.superseded) return null;
  const when = formatDateTime(signature.superseded.at, locale);
  const who = signature.superseded.by?.name ?? '–';
  const reason = signature.superseded.reason;
  return (
    <Fragment>
      <span className="buero-status buero-status--rejected">
        <Trans>aufgehoben</Trans>
      </span>
      <br />
      <span className="buero-muted">
        <Trans>
          am {when} von {who}: {reason}
        </Trans>
      </span>
    </Fragment>
  );
}
