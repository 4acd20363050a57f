import '../buero.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useLocale } from '@src/ui/use-locale';
import { useApplicantOptions } from '../api/applicants';
import { type StaffListRequest, useStaffPages } from '../api/staff';
import type { SortChoice } from '../components/list-bar';
import { PersonListPage } from '../components/person-list-page';
import { StaffFilters } from '../components/staff-filters';
import { StaffTable } from '../components/staff-table';
import { readStaffRequest, staffSearch } from '../lib/staff-filter';
import { bueroPaths } from '../paths';

/** /:locale/buero/personal: the staff, filtered, sorted, a page at a time. */
export function StaffPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const request = readStaffRequest(search);
  const pages = useStaffPages(request);
  const options = useApplicantOptions();

  const apply = (next: StaffListRequest) => {
    void navigate(bueroPaths.staff(locale, staffSearch(next)));
  };

  const sorts: SortChoice[] = [
    { sort: 'name', order: 'asc', label: t`Name A–Z` },
    { sort: 'name', order: 'desc', label: t`Name Z–A` },
    { sort: 'date', order: 'desc', label: t`Konto seit, neueste zuerst` },
    { sort: 'date', order: 'asc', label: t`Konto seit, älteste zuerst` },
  ];

  return (
    <PersonListPage
      titleId="staff-title"
      title={<Trans>Personal</Trans>}
      request={request}
      sorts={sorts}
      onSort={(choice) => apply({ ...request, sort: choice.sort, order: choice.order })}
      pages={pages}
      filters={
        <StaffFilters
          key={search.toString()}
          request={request}
          options={options.data}
          onApply={apply}
        />
      }
      failedText={<Trans>Das Personal konnte nicht geladen werden.</Trans>}
      emptyText={<Trans>Kein Personal für diese Filter.</Trans>}
      table={(items) => <StaffTable items={items} />}
    />
  );
}
