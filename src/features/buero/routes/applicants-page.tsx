import '../buero.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ApplicantSort } from '../../../../domain/buero-contract';
import { useLocale } from '../../../ui/use-locale';
import { type ListRequest, useApplicantOptions, useApplicantPages } from '../api/applicants';
import { ApplicantFilters } from '../components/applicant-filters';
import { ApplicantTable } from '../components/applicant-table';
import { BueroSubnav } from '../components/buero-subnav';
import { listSearch, readListRequest } from '../lib/list-filter';
import { bueroPaths } from '../paths';

const SORTS: { value: string; sort: ApplicantSort; order: 'asc' | 'desc' }[] = [
  { value: 'date-desc', sort: 'date', order: 'desc' },
  { value: 'date-asc', sort: 'date', order: 'asc' },
  { value: 'name-asc', sort: 'name', order: 'asc' },
  { value: 'name-desc', sort: 'name', order: 'desc' },
];

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
  const shown = items.length;
  const order = request.order ?? (request.sort === 'date' ? 'desc' : 'asc');

  const apply = (next: ListRequest) => {
    void navigate(bueroPaths.applicants(locale, listSearch(next)));
  };

  const sortLabels: Record<string, string> = {
    'date-desc': t`Eingang, neueste zuerst`,
    'date-asc': t`Eingang, älteste zuerst`,
    'name-asc': t`Name A–Z`,
    'name-desc': t`Name Z–A`,
  };

  return (
    <section className="buero-page" aria-labelledby="buero-title">
      <BueroSubnav />
      <h1 id="buero-title" tabIndex={-1}>
        <Trans>Bewerbungen</Trans>
      </h1>
      <ApplicantFilters
        key={search.toString()}
        request={request}
        options={options.data}
        onApply={apply}
      />
      <div className="buero-list-bar">
        <label className="buero-sort">
          <span>
            <Trans>Sortierung</Trans>
          </span>
          <select
            className="field__input"
            value={`${request.sort}-${order}`}
            onChange={(event) => {
              const choice = SORTS.find((s) => s.value === event.target.value);
              if (choice) apply({ ...request, sort: choice.sort, order: choice.order });
            }}
          >
            {SORTS.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {sortLabels[choice.value]}
              </option>
            ))}
          </select>
        </label>
        <p role="status" className="buero-muted">
          {pages.isPending ? (
            <Trans>Lädt …</Trans>
          ) : pages.isError ? null : (
            <Trans>{shown} Personen angezeigt</Trans>
          )}
        </p>
      </div>
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
      {pages.hasNextPage ? (
        <p>
          <button
            type="button"
            className="button button--secondary"
            disabled={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
          >
            {pages.isFetchingNextPage ? <Trans>Lädt …</Trans> : <Trans>Weitere laden</Trans>}
          </button>
        </p>
      ) : null}
    </section>
  );
}
