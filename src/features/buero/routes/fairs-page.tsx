import '../buero.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { formatDateRange } from '@domain/shared/date-format';
import { federalStateName } from '@domain/shared/federal-states';
import { useLocale } from '@src/ui/use-locale';
import { fairWrites, useFairPages, useRefreshFairs } from '../api/messen';
import { FairForm } from '../components/fair-form';
import { ListSearch, ListTabs } from '../components/list-tabs';
import { bueroPaths } from '../paths';

/** /:locale/buero/messen: the fairs (active or archived, newest first) and a new one. */
export function FairsPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const archived = search.get('archiv') === '1';
  const [q, setQ] = useState('');
  const query = useDeferredValue(q.trim());
  const pages = useFairPages(archived, query);
  const refresh = useRefreshFairs();
  const [creating, setCreating] = useState(false);
  const items = pages.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section className="buero-page" aria-labelledby="fairs-title">
      <div className="buero-title-bar">
        <h1 id="fairs-title" tabIndex={-1}>
          <Trans>Messen</Trans>
        </h1>
        {!creating ? (
          <button
            type="button"
            className="button button--primary"
            onClick={() => setCreating(true)}
          >
            <Trans>Neue Messe</Trans>
          </button>
        ) : null}
      </div>
      {creating ? (
        <section className="buero-card" aria-labelledby="fair-new-title">
          <h2 id="fair-new-title">
            <Trans>Neue Messe anlegen</Trans>
          </h2>
          <FairForm
            submit={fairWrites.create}
            onSaved={async (fair) => {
              await refresh();
              await navigate(bueroPaths.fair(locale, fair.id));
            }}
          />
          <p>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setCreating(false)}
            >
              <Trans>Abbrechen</Trans>
            </button>
          </p>
        </section>
      ) : null}
      <div className="buero-list-bar">
        <ListTabs
          archived={archived}
          activeTo={bueroPaths.fairs(locale)}
          archiveTo={bueroPaths.fairs(locale, true)}
        />
        <ListSearch label={t`Name oder Stadt`} value={q} onChange={setQ} />
      </div>
      {pages.isError ? (
        <p role="alert">
          <Trans>Die Messen konnten nicht geladen werden.</Trans>
        </p>
      ) : !pages.isPending && items.length === 0 ? (
        <p className="buero-empty">
          {archived ? <Trans>Keine archivierten Messen.</Trans> : <Trans>Keine Messen.</Trans>}
        </p>
      ) : (
        <div className="buero-table-wrap">
          <table className="buero-table">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Messe</Trans>
                </th>
                <th scope="col">
                  <Trans>Stadt</Trans>
                </th>
                <th scope="col">
                  <Trans>Bundesland</Trans>
                </th>
                <th scope="col">
                  <Trans>Zeitraum</Trans>
                </th>
                <th scope="col" className="buero-num">
                  <Trans>Kunden</Trans>
                </th>
                <th scope="col" className="buero-num">
                  <Trans>Personal</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((fair) => (
                <tr key={fair.id}>
                  <th scope="row">
                    <Link to={bueroPaths.fair(locale, fair.id)}>{fair.name}</Link>
                  </th>
                  <td>{fair.city}</td>
                  <td>{federalStateName(fair.federal_state, locale) ?? '—'}</td>
                  <td>{formatDateRange(fair.date_start, fair.date_end, locale)}</td>
                  <td className="buero-num">{fair.customers}</td>
                  <td className="buero-num">{fair.staff}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages.hasNextPage ? (
        <p>
          <button
            type="button"
            className="button button--secondary"
            disabled={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
          >
            <Trans>Weitere laden</Trans>
          </button>
        </p>
      ) : null}
    </section>
  );
}
