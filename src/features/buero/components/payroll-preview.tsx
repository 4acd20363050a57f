import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type {
  PayrollPreview as Preview,
  PayrollPreviewPerson,
} from '@domain/buero/payroll-preview-contract';
import { formatDate, formatDateRange } from '@domain/shared/date-format';
import { formattingTag, type Locale } from '@domain/shared/locale';
import type { WorkingTimeWarningCode } from '@domain/shared/times/working-time-law';
import { useLocale } from '@src/ui/use-locale';
import { bueroPaths } from '../paths';
import { WARNING_LABELS } from '../lib/review-labels';
import { LawFindings } from './law-findings';

/** Minutes as decimal hours with two places, as the file has them: "7,50" / "7.50". */
export function formatHours(minutes: number, locale: Locale): string {
  return new Intl.NumberFormat(formattingTag(locale), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Math.round((minutes * 100) / 60) / 100);
}

const byName = (a: PayrollPreviewPerson, b: PayrollPreviewPerson) =>
  a.name.localeCompare(b.name, 'de') || a.id - b.id;

/** A person's name linking to their staff detail (where the personnel number is set). */
function PersonLink({ person }: { person: PayrollPreviewPerson }) {
  const locale = useLocale();
  return <Link to={bueroPaths.staffMember(locale, person.id)}>{person.name}</Link>;
}

/** People without a personnel number who are in the file: empty in the CSV, refused by LODAS. */
export function missingPersonnelNumbers(preview: Preview): PayrollPreviewPerson[] {
  return preview.people
    .filter((person) => person.rows > 0 && person.personnel_number === null)
    .sort(byName);
}

/** The people of the file, their hours, and what it leaves out or warns about, before the download. */
export function PayrollPreview({ preview }: { preview: Preview }) {
  const { t } = useLingui();
  const locale = useLocale();
  const people = [...preview.people].sort(byName);
  const inFile = people.filter((person) => person.rows > 0);
  const unsigned = people.filter((person) => person.unsigned_days.length > 0);
  const missing = missingPersonnelNumbers(preview);
  const warned = inFile.filter((person) => person.warnings.length > 0);
  const days = (list: readonly string[]) => list.map((day) => formatDate(day, locale)).join(', ');
  const warningText = (code: string) =>
    code in WARNING_LABELS ? t(WARNING_LABELS[code as WorkingTimeWarningCode]) : code;
  const period = formatDateRange(preview.period.from, preview.period.to, locale);
  const hours = formatHours(preview.totals.minutes, locale);
  const count = preview.totals.people;

  if (count === 0) {
    return (
      <div className="buero-payroll__preview">
        <p className="buero-empty" role="status">
          {preview.include_unsigned ? (
            <Trans>Keine Stunden in diesem Zeitraum ({period}).</Trans>
          ) : (
            <Trans>Keine unterschriebenen Stunden in diesem Zeitraum ({period}).</Trans>
          )}
        </p>
        {unsigned.length > 0 ? (
          <UnsignedList people={unsigned} days={days} included={false} />
        ) : null}
      </div>
    );
  }

  return (
    <div className="buero-payroll__preview">
      <p role="status">
        <Trans>
          Die Datei für {period} enthält{' '}
          <strong>
            <Plural value={count} one="# Person" other="# Personen" />
          </strong>{' '}
          mit <strong>{hours} Stunden</strong>.
        </Trans>
      </p>
      {unsigned.length > 0 ? (
        <UnsignedList people={unsigned} days={days} included={preview.include_unsigned} />
      ) : null}
      {missing.length > 0 ? (
        <div className="buero-payroll__issue">
          <h3>
            <Trans>Ohne Personalnummer</Trans> ({missing.length})
          </h3>
          <p className="buero-muted">
            <Trans>
              In der CSV-Datei bleibt die Spalte leer; die LODAS-Datei wird erst erstellt, wenn alle
              eine Personalnummer haben (auf der Personal-Seite eintragen).
            </Trans>
          </p>
          <ul>
            {missing.map((person) => (
              <li key={person.id}>
                <PersonLink person={person} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {warned.length > 0 ? (
        <div className="buero-payroll__issue">
          <h3>
            <Trans>Arbeitszeit-Warnungen</Trans> ({warned.length})
          </h3>
          <ul>
            {warned.map((person) => (
              <li key={person.id}>
                <PersonLink person={person} />:{' '}
                {person.warnings
                  .map(
                    (warning) => `${formatDate(warning.day, locale)} ${warningText(warning.code)}`,
                  )
                  .join('; ')}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <LawFindings
        findings={preview.employment_law}
        hint={
          <Trans>
            Auf den gearbeiteten Tagen über einer Grenze, unter dem Mindestlohn oder ohne Lohn (Jahr
            und Monate des Zeitraums); die Datei lässt sich trotzdem erstellen:
          </Trans>
        }
      />
      <details className="buero-payroll__people" open={inFile.length <= 20}>
        <summary>
          <Trans>Personen in der Datei</Trans> ({inFile.length})
        </summary>
        <div className="buero-table-wrap">
          <table className="buero-table">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Name</Trans>
                </th>
                <th scope="col">
                  <Trans>Personalnummer</Trans>
                </th>
                <th scope="col" className="buero-num">
                  <Trans>Tage</Trans>
                </th>
                <th scope="col" className="buero-num">
                  <Trans>Stunden</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {inFile.map((person) => (
                <tr key={person.id}>
                  <th scope="row">
                    <PersonLink person={person} />
                  </th>
                  <td>{person.personnel_number ?? <Trans>fehlt</Trans>}</td>
                  <td className="buero-num">{person.days}</td>
                  <td className="buero-num">{formatHours(person.minutes, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}

function UnsignedList({
  people,
  days,
  included,
}: {
  people: PayrollPreviewPerson[];
  days: (list: readonly string[]) => string;
  included: boolean;
}) {
  return (
    <div className="buero-payroll__issue">
      <h3>
        <Trans>Noch nicht unterschrieben</Trans> ({people.length})
      </h3>
      <p className="buero-muted">
        {included ? (
          <Trans>Diese Tage stehen in der CSV-Datei, markiert als „unsigniert“:</Trans>
        ) : (
          <Trans>Diese Tage fehlen in der Datei, bis sie unterschrieben sind:</Trans>
        )}
      </p>
      <ul>
        {people.map((person) => (
          <li key={person.id}>
            <PersonLink person={person} />: {days(person.unsigned_days)}
          </li>
        ))}
      </ul>
    </div>
  );
}
