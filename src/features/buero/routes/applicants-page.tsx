import '../buero.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useLocale } from '@src/ui/use-locale';
import { type ListRequest, useApplicantOptions, useApplicantPages } from '../api/applicants';
import { ApplicantFilters } from '../components/applicant-filters';
import { ApplicantTable } from '../components/applicant-table';
import { ListBar, LoadMore, type SortChoice } from '../components/list-bar';
import { listSearch, readListRequest } from '../lib/list-filter';
import { bueroPaths } from '../paths';

/** /:locale/buero/bewerbungen: the applicants, filtered, sorted, a page at a time. */
export function ApplicantsPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const request = readListRequest(search);
  const pages = useApplicantPages(request);
  const options = useApplicantOptions();
  const items = pages.data?.pages.flatMap((page) => page.items) ?? [];
  const order = request.order ?? (request.sort === 'date' ? 'desc' : 'asc');

  const apply = (next: ListRequest) => {
    void navigate(bueroPaths.applicants(locale, listSearch(next)));
  };

  const sorts: SortChoice[] = [
    { sort: 'date', order: 'desc', label: t`Eingang, neueste zuerst` },
    { sort: 'date', order: 'asc', label: t`Eingang, älteste zuerst` },
    { sort: 'name', order: 'asc', label: t`Name A–Z` },
    { sort: 'name', order: 'desc', label: t`Name Z–A` },
  ];

  return (
    <section className="buero-page" aria-labelledby="buero-title">
      <h1 id="buero-title" tabIndex={-1}>
        <Trans>Bewerbungen</Trans>
      </h1>
      <ApplicantFilters
        key={search.toString()}
        request={request}
        options={options.data}
        onApply={apply}
      />
      <ListBar
        sort={request.sort}
        order={order}
        choices={sorts}
        onSort={(choice) => apply({ ...request, sort: choice.sort, order: choice.order })}
        pending={pages.isPending}
        failed={pages.isError}
        shown={items.length}
      />
      {pages.isError ? (
        <p role="alert">
          <Trans>Die Bewerbungen konnten nicht geladen werden.</Trans>
        </p>
      ) : !pages.isPending && items.length === 0 ? (
        <p className="buero-empty">
          <Trans>Keine Bewerbungen für diese Filter.</Trans>
        </p>
      ) : (
        <ApplicantTable items={items} />
      )}
      <LoadMore
        hasMore={pages.hasNextPage}
        loading={pages.isFetchingNextPage}
        onLoad={() => void pages.fetchNextPage()}
      />
    </section>
  );
}
