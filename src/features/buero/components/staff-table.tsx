import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { StaffAccountState, StaffListItem } from '@domain/buero/staff-contract';
import { formatInstantDate } from '@domain/shared/date-format';
import { useLocale } from '@src/ui/use-locale';
import { bueroPaths } from '../paths';

const yesNo = (value: boolean) => (value ? <Trans>ja</Trans> : <Trans>nein</Trans>);

/** Whether the person can log in: active, invited (no password yet) or deactivated. */
function AccountState({ state }: { state: StaffAccountState }) {
  switch (state) {
    case 'active':
      return <Trans>aktiv</Trans>;
    case 'invited':
      return (
        <span className="buero-status buero-status--pending">
          <Trans>eingeladen</Trans>
        </span>
      );
    case 'deactivated':
      return (
        <span className="buero-status buero-status--rejected">
          <Trans>deaktiviert</Trans>
        </span>
      );
  }
}

/** One row per staff member: name, contact, the flags and where the login stands. */
export function StaffTable({ items }: { items: readonly StaffListItem[] }) {
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
              <Trans>Vertrag</Trans>
            </th>
            <th scope="col">
              <Trans>Aufsicht</Trans>
            </th>
            <th scope="col" className="buero-num">
              <Trans>Dokumente</Trans>
            </th>
            <th scope="col">
              <Trans>Konto</Trans>
            </th>
            <th scope="col">
              <Trans>Konto seit</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <th scope="row">
                <Link to={bueroPaths.staffMember(locale, item.id)}>
                  {item.lastname}, {item.firstname}
                </Link>
              </th>
              <td className="buero-email">{item.email}</td>
              <td>{item.city ?? '–'}</td>
              <td className="buero-num">{item.age ?? '–'}</td>
              <td>{yesNo(item.contract)}</td>
              <td>{yesNo(item.timetracking)}</td>
              <td className="buero-num">{item.documents}</td>
              <td>
                <AccountState state={item.account} />
              </td>
              <td>{formatInstantDate(item.created_at, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
