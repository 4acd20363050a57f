import '../buero.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useLocale } from '@src/ui/use-locale';
import { type ListRequest, useApplicantOptions, useApplicantPages } from '../api/applicants';
import { ApplicantFilters } from '../components/applicant-filters';
import { ApplicantTable } from '../components/applicant-table';
import type { SortChoice } from '../components/list-bar';
import { PersonListPage } from '../components/person-list-page';
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
    <PersonListPage
      titleId="buero-title"
      title={<Trans>Bewerbungen</Trans>}
      request={request}
      sorts={sorts}
      onSort={(choice) => apply({ ...request, sort: choice.sort, order: choice.order })}
      pages={pages}
      filters={
        <ApplicantFilters
          key={search.toString()}
          request={request}
          options={options.data}
          onApply={apply}
        />
      }
      failedText={<Trans>Die Bewerbungen konnten nicht geladen werden.</Trans>}
      emptyText={<Trans>Keine Bewerbungen für diese Filter.</Trans>}
      table={(items) => <ApplicantTable items={items} />}
    />
  );
}
