import { Trans } from '@lingui/react/macro';
import type { ApplicantListItem } from '@domain/buero/applicants-contract';
import { formatInstantDate } from '@domain/shared/date-format';
import { useLocale } from '@src/ui/use-locale';
import { bueroPaths } from '../paths';
import { type PersonColumn, PersonTable } from './person-table';
import { StatusBadge } from './status-badge';

/** One row per person (e-mail address): the latest application, with how many there were. */
export function ApplicantTable({ items }: { items: readonly ApplicantListItem[] }) {
  const locale = useLocale();
  const columns: PersonColumn<ApplicantListItem>[] = [
    {
      key: 'status',
      header: <Trans>Status</Trans>,
      cell: (item) => <StatusBadge status={item.status} />,
    },
    {
      key: 'received',
      header: <Trans>Eingang</Trans>,
      cell: (item) => formatInstantDate(item.created_at, locale),
    },
    {
      key: 'applications',
      header: <Trans>Bewerbungen</Trans>,
      numeric: true,
      cell: (item) => item.applications,
    },
    {
      key: 'photo',
      header: <Trans>Foto</Trans>,
      cell: (item) => (item.has_photo ? <Trans>ja</Trans> : <Trans>nein</Trans>),
    },
  ];
  return (
    <PersonTable
      items={items}
      href={(item) => bueroPaths.applicant(locale, item.id)}
      columns={columns}
    />
  );
}
