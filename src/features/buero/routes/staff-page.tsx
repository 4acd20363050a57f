import '../buero.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { defaultOrder } from '@domain/buero/applicants-contract';
import { useLocale } from '@src/ui/use-locale';
import { useApplicantOptions } from '../api/applicants';
import { type StaffListRequest, useStaffPages } from '../api/staff';
import { ListBar, LoadMore, type SortChoice } from '../components/list-bar';
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
  const items = pages.data?.pages.flatMap((page) => page.items) ?? [];

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
    <section className="buero-page" aria-labelledby="staff-title">
      <h1 id="staff-title" tabIndex={-1}>
        <Trans>Personal</Trans>
      </h1>
      <StaffFilters
        key={search.toString()}
        request={request}
        options={options.data}
        onApply={apply}
      />
      <ListBar
        sort={request.sort}
        order={request.order ?? defaultOrder(request.sort)}
        choices={sorts}
        onSort={(choice) => apply({ ...request, sort: choice.sort, order: choice.order })}
        pending={pages.isPending}
        failed={pages.isError}
        shown={items.length}
      />
      {pages.isError ? (
        <p role="alert">
          <Trans>Das Personal konnte nicht geladen werden.</Trans>
        </p>
      ) : !pages.isPending && items.length === 0 ? (
        <p className="buero-empty">
          <Trans>Kein Personal für diese Filter.</Trans>
        </p>
      ) : (
        <StaffTable items={items} />
      )}
      <LoadMore
        hasMore={pages.hasNextPage}
        loading={pages.isFetchingNextPage}
        onLoad={() => void pages.fetchNextPage()}
      />
    </section>
  );
}
