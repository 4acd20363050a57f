import { Trans } from '@lingui/react/macro';
import type { useAuditPages } from '../api/gdpr';
import { AuditList } from './audit-list';

/** The audit's pages as one list with 'Weitere laden'; the caller owns the query. */
export function AuditSection({ pages }: { pages: ReturnType<typeof useAuditPages> }) {
  const loaded = pages.data?.pages ?? [];
  const items = loaded.flatMap((page) => page.items);
  return (
    <section aria-labelledby="audit-title" className="buero-page">
      <h2 id="audit-title">
        <Trans>Protokoll</Trans>
      </h2>
      {pages.isPending ? (
        <p role="status">
          <Trans>Lädt …</Trans>
        </p>
      ) : pages.isError ? (
        <p role="alert">
          <Trans>Das Protokoll konnte nicht geladen werden.</Trans>
        </p>
      ) : items.length === 0 ? (
        <p className="buero-empty">
          <Trans>Noch keine Einträge.</Trans>
        </p>
      ) : (
        <AuditList items={items} pages={loaded} />
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
