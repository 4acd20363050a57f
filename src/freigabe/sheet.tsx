import { Trans, useLingui } from '@lingui/react/macro';
import type { ApprovalPage } from '@domain/freigabe/approval';
import { formatDateWithWeekday } from '@domain/shared/date-format';
import type { Locale } from '@domain/shared/locale';
import { formatHoursMinutes } from '@domain/shared/times/time';
import { hashGroups, rowKey, rowsByDay, shiftTimes } from './sheet-rows';

/** Worked minutes as the portal shows them: "8:30 Std." / "8:30 h". */
export function Hours({ minutes }: { minutes: number }) {
  const value = formatHoursMinutes(minutes);
  return <Trans>{value} Std.</Trans>;
}

/** A break in minutes: "30 Min." / "30 min". */
function BreakMinutes({ minutes }: { minutes: number }) {
  return <Trans>{minutes} Min.</Trans>;
}

/** Start–end; an end on the next morning says so (visibly "+1", in words for screen readers). */
export function ShiftRange({ row }: { row: Parameters<typeof shiftTimes>[0] }) {
  const { t } = useLingui();
  const { start, end, nextDay } = shiftTimes(row);
  if (!nextDay) return `${start}–${end}`;
  return (
    <>
      {start}–{end} <abbr title={t`am Folgetag`}>+1</abbr>
    </>
  );
}

/**
 * The sheet of the requested days: per day its rows, then the totals per
 * person and overall; the same minutes as the customer sheet PDF (the server's).
 */
export function Sheet({ page, locale }: { page: ApprovalPage; locale: Locale }) {
  const { t } = useLingui();
  return (
    <section className="approval-sheet" aria-labelledby="sheet-heading">
      <h2 id="sheet-heading">
        <Trans>Stundenzettel</Trans>
      </h2>
      {rowsByDay(page.days, page.rows).map(({ day, rows }) => {
        const dayLabel = formatDateWithWeekday(day, locale);
        return (
          <table key={day} className="approval-table">
            <caption>{dayLabel}</caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Person</Trans>
                </th>
                <th scope="col">
                  <Trans>Von–bis</Trans>
                </th>
                <th scope="col" className="approval-table__number">
                  <Trans>Pause</Trans>
                </th>
                <th scope="col" className="approval-table__number">
                  <Trans>Stunden</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={4}>
                    <Trans>Keine Arbeitszeit an diesem Tag.</Trans>
                  </td>
                </tr>
              ) : (
                rows.map((row) => (
                  <tr key={rowKey(row)}>
                    <th scope="row">{row.name}</th>
                    <td className="approval-table__time">
                      <ShiftRange row={row} />
                    </td>
                    <td className="approval-table__number">
                      <BreakMinutes minutes={row.time_break} />
                    </td>
                    <td className="approval-table__number">
                      <Hours minutes={row.minutes} />
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        );
      })}
      <table className="approval-table approval-table--totals">
        <caption>{t`Summen`}</caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Person</Trans>
            </th>
            <th scope="col" className="approval-table__number">
              <Trans>Stunden</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {page.totals.per_staff.map((person) => (
            <tr key={person.staff_id}>
              <th scope="row">{person.name}</th>
              <td className="approval-table__number">
                <Hours minutes={person.minutes} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">
              <Trans>Gesamt</Trans>
            </th>
            <td className="approval-table__number">
              <Hours minutes={page.totals.minutes} />
            </td>
          </tr>
        </tfoot>
      </table>
      <ContentHash hash={page.content_sha256} />
    </section>
  );
}

/** The SHA-256 over the rows, small, and how to check it (as on the PDF). */
function ContentHash({ hash }: { hash: string }) {
  return (
    <div className="approval-hash">
      <p className="approval-hash__label">
        <Trans>SHA-256 des Inhalts</Trans>
      </p>
      <code className="approval-hash__value">{hashGroups(hash).join(' ')}</code>
      <p className="approval-hash__how">
        <Trans>
          Prüfen: Dieselbe Prüfsumme steht auf dem Stundenzettel-PDF. Sie wird aus den Zeilen oben
          gebildet (kanonische Form, docs/product/signatures.md); stimmt sie überein, sind es genau
          diese Zeilen.
        </Trans>
      </p>
    </div>
  );
}
