import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { AuditEntryAbout, AuditRefs } from '@domain/buero/gdpr-contract';
import { formatDate } from '@domain/shared/date-format';
import { useLocale } from '@src/ui/use-locale';
import { formatMonth } from '../lib/months';
import { bueroPaths } from '../paths';

type People = Map<number, AuditRefs['people'][number]>;

/** The person an entry is about, linked: the staff detail, else the application, else their audit. */
function PersonPart({ about, people }: { about: AuditEntryAbout; people: People }) {
  const locale = useLocale();
  const id = about.person_id;
  if (id === undefined) return null;
  const person = people.get(id);
  if (!person) {
    return (
      <span className="buero-muted">
        <Trans>Person #{id} (gelöscht)</Trans>
      </span>
    );
  }
  const applicationId = about.application_id ?? person.application_id;
  const to = person.staff
    ? bueroPaths.staffMember(locale, id)
    : applicationId !== null
      ? bueroPaths.applicant(locale, applicationId)
      : bueroPaths.personAudit(locale, id);
  return <Link to={to}>{person.name || `#${String(id)}`}</Link>;
}

type Props = {
  about: AuditEntryAbout | null;
  subject: string | null;
  people: People;
  names: {
    users: Map<number, string>;
    fairs: Map<number, string>;
    customers: Map<number, string>;
    documents: Map<number, string>;
  };
};

/**
 * What an audit entry is about, in names with links back: the person, the
 * fair and customer (their pair), the day or the whole timesheet (its review),
 * a document, an account, a payroll month.
 */
export function AuditAbout({ about, subject, people, names }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  if (!about) return <span className="buero-muted">{subject ?? '–'}</span>;
  const fair = about.fair_id;
  const customer = about.customer_id;
  const fairName = fair === undefined ? null : (names.fairs.get(fair) ?? `#${String(fair)}`);
  const customerName =
    customer === undefined ? null : (names.customers.get(customer) ?? `#${String(customer)}`);
  const account = about.user_id === undefined ? null : names.users.get(about.user_id);
  const documentType =
    about.document_id === undefined ? null : names.documents.get(about.document_id);
  const userId = String(about.user_id ?? '');
  const day = about.day ? formatDate(about.day, locale) : '';
  const month = about.month ? formatMonth(about.month, locale) : '';
  return (
    <ul className="buero-audit__about">
      {about.person_id === undefined ? null : (
        <li>
          <PersonPart about={about} people={people} />
        </li>
      )}
      {about.user_id === undefined || about.person_id !== undefined ? null : (
        <li>{account ?? t`Konto #${userId} (gelöscht)`}</li>
      )}
      {fair === undefined ? null : (
        <li>
          {customer === undefined ? (
            <Link to={bueroPaths.fair(locale, fair)}>{fairName}</Link>
          ) : (
            <Link to={bueroPaths.pair(locale, fair, customer)}>
              {fairName} · {customerName}
            </Link>
          )}
        </li>
      )}
      {fair !== undefined && customer !== undefined && (about.day || about.sheet) ? (
        <li>
          <Link to={bueroPaths.pairTimes(locale, fair, customer)}>
            {about.day ? (
              <Trans>Stundenzettel, {day}</Trans>
            ) : about.sheet === 'customer' ? (
              <Trans>Stundenzettel des Kunden</Trans>
            ) : (
              <Trans>Stundenzettel der Person</Trans>
            )}
          </Link>
        </li>
      ) : null}
      {documentType ? (
        <li>
          <Trans>Dokument: {documentType}</Trans>
        </li>
      ) : null}
      {about.month ? (
        <li>
          <Trans>Abrechnung {month}</Trans>
        </li>
      ) : null}
    </ul>
  );
}
