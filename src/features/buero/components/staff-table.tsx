import './employment-law.css';
import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffAccountState, StaffListItem } from '@domain/buero/staff-contract';
import { formatInstantDate } from '@domain/shared/date-format';
import type { LawCounterCode } from '@domain/shared/employment-law/person-counters';
import { useLocale } from '@src/ui/use-locale';
import { COUNTER_LABELS, COUNTER_STATE_LABELS } from '../lib/employment-law-texts';
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

/**
 * The counters of this year and month near or past their limit, or without a
 * wage, in words (planned and worked named apart); "im Rahmen" when none is.
 */
function LawCell({ law }: { law: StaffListItem['law'] }) {
  const { t, i18n } = useLingui();
  // A code from a newer server than this page: its code rather than nothing.
  const counterLabel = (code: string) =>
    code in COUNTER_LABELS ? i18n._(COUNTER_LABELS[code as LawCounterCode]) : code;
  if (!law) return <span className="muted">–</span>;
  if (law.flagged.length === 0) return <>{i18n._(COUNTER_STATE_LABELS.ok)}</>;
  return (
    <ul className="law-flags">
      {law.flagged.map(({ basis, counter }) => (
        <li key={`${basis}-${counter.code}`}>
          {counterLabel(counter.code)}: {i18n._(COUNTER_STATE_LABELS[counter.state])} (
          {basis === 'planned' ? t`geplant` : t`gearbeitet`})
        </li>
      ))}
    </ul>
  );
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
      key: 'law',
      header: <Trans>Arbeitsrecht</Trans>,
      cell: (item) => <LawCell law={item.law} />,
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
