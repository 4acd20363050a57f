import { Trans } from '@lingui/react/macro';
import type { StaffAccountState, StaffListItem } from '@domain/buero/staff-contract';
import { formatInstantDate } from '@domain/shared/date-format';
import { useLocale } from '@src/ui/use-locale';
import { bueroPaths } from '../paths';
import { type PersonColumn, PersonTable } from './person-table';

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
  const columns: PersonColumn<StaffListItem>[] = [
    { key: 'contract', header: <Trans>Vertrag</Trans>, cell: (item) => yesNo(item.contract) },
    {
      key: 'timetracking',
      header: <Trans>Aufsicht</Trans>,
      cell: (item) => yesNo(item.timetracking),
    },
    {
      key: 'documents',
      header: <Trans>Dokumente</Trans>,
      numeric: true,
      cell: (item) => item.documents,
    },
    {
      key: 'account',
      header: <Trans>Konto</Trans>,
      cell: (item) => <AccountState state={item.account} />,
    },
    {
      key: 'since',
      header: <Trans>Konto seit</Trans>,
      cell: (item) => formatInstantDate(item.created_at, locale),
    },
  ];
  return (
    <PersonTable
      items={items}
      href={(item) => bueroPaths.staffMember(locale, item.id)}
      columns={columns}
    />
  );
}
