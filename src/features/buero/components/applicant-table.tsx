import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { ApplicantListItem } from '@domain/buero/applicants-contract';
import { formatInstantDate } from '@domain/shared/date-format';
import { useLocale } from '@src/ui/use-locale';
import { bueroPaths } from '../paths';
import { StatusBadge } from './status-badge';

/** One row per person (e-mail address): the latest application, with how many there were. */
export function ApplicantTable({ items }: { items: readonly ApplicantListItem[] }) {
  const locale = useLocale();
  return (
    <div className="buero-table-wrap">
      <table className="buero-table">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Name</Trans>
            </th>
            <th scope="col">
              <Trans>E-Mail</Trans>
            </th>
            <th scope="col">
              <Trans>Ort</Trans>
            </th>
            <th scope="col" className="buero-num">
              <Trans>Alter</Trans>
            </th>
            <th scope="col">
              <Trans>Status</Trans>
            </th>
            <th scope="col">
              <Trans>Eingang</Trans>
            </th>
            <th scope="col" className="buero-num">
              <Trans>Bewerbungen</Trans>
            </th>
            <th scope="col">
              <Trans>Foto</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <th scope="row">
                <Link to={bueroPaths.applicant(locale, item.id)}>
                  {item.lastname}, {item.firstname}
                </Link>
              </th>
              <td className="buero-email">{item.email}</td>
              <td>{item.city ?? '–'}</td>
              <td className="buero-num">{item.age ?? '–'}</td>
              <td>
                <StatusBadge status={item.status} />
              </td>
              <td>{formatInstantDate(item.created_at, locale)}</td>
              <td className="buero-num">{item.applications}</td>
              <td>{item.has_photo ? <Trans>ja</Trans> : <Trans>nein</Trans>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
