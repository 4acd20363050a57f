import { Trans, useLingui } from '@lingui/react/macro';
import { officeFileOperations } from '@domain/buero/operations/files';
import type { StaffDocument } from '@domain/buero/staff-contract';
import { formatDateTime } from '@domain/shared/date-format';
import { operationHref } from '@src/api/call';
import { useDocumentTypeLabel } from '@src/ui/document-type-label';
import { useLocale } from '@src/ui/use-locale';
import { useMarkChecked } from '../api/staff';

const kib = (bytes: number) => Math.max(1, Math.round(bytes / 1024));

/**
 * A staff member's documents: open one (a download through the office's
 * route, recorded) and mark it as checked ('geprüft', with who and when).
 */
export function StaffDocuments({
  staffId,
  documents,
}: {
  staffId: number;
  documents: readonly StaffDocument[];
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const mark = useMarkChecked(staffId);
  const typeLabel = useDocumentTypeLabel();
  if (documents.length === 0) {
    return (
      <p className="buero-muted">
        <Trans>Keine Dokumente hochgeladen.</Trans>
      </p>
    );
  }
  return (
    <div className="buero-table-wrap">
      <table className="buero-table">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Art</Trans>
            </th>
            <th scope="col">
              <Trans>Datei</Trans>
            </th>
            <th scope="col">
              <Trans>Hochgeladen</Trans>
            </th>
            <th scope="col">
              <Trans>Geprüft</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {documents.map((document) => {
            const name = document.original_name;
            const size = kib(document.size_bytes);
            const checkedAt = document.checked_at
              ? formatDateTime(document.checked_at, locale)
              : null;
            const checkedBy = document.checked_by ?? '–';
            return (
              <tr key={document.id}>
                <th scope="row">{typeLabel(document.type)}</th>
                <td>
                  <a
                    href={operationHref(officeFileOperations.staffDocument, {
                      params: { id: staffId, documentId: document.id },
                    })}
                    download={name}
                  >
                    {name}
                  </a>{' '}
                  <span className="buero-muted">
                    <Trans>({size} KB)</Trans>
                  </span>
                </td>
                <td>{formatDateTime(document.created_at, locale)}</td>
                <td>
                  {checkedAt ? (
                    <Trans>
                      geprüft am {checkedAt} von {checkedBy}
                    </Trans>
                  ) : (
                    <button
                      type="button"
                      className="button button--secondary"
                      aria-label={t`${name} als geprüft markieren`}
                      disabled={mark.isPending}
                      onClick={() => mark.mutate(document.id)}
                    >
                      <Trans>Als geprüft markieren</Trans>
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {mark.isError ? (
        <p role="alert">
          <Trans>Das Dokument konnte nicht markiert werden.</Trans>
        </p>
      ) : null}
    </div>
  );
}
