import { Trans } from '@lingui/react/macro';
import { documentUrl, useDocuments } from '../api/list-documents';
import { formatUploadDate } from '../lib/format-upload-date';
import { useDocumentTypeLabel } from '../lib/use-document-type-label';

/** The person's uploaded documents (type, date) with a link that opens each. */
export function DocumentList() {
  const documents = useDocuments();
  const typeLabel = useDocumentTypeLabel();

  if (documents.isPending) {
    return (
      <p role="status" className="doc-muted">
        <Trans>Lädt …</Trans>
      </p>
    );
  }
  if (documents.isError) {
    return (
      <p role="alert" className="doc-muted">
        <Trans>Ihre Dokumente konnten nicht geladen werden.</Trans>
      </p>
    );
  }
  if (documents.data.length === 0) {
    return (
      <p className="doc-muted">
        <Trans>Sie haben noch keine Dokumente hochgeladen.</Trans>
      </p>
    );
  }
  return (
    <div className="doc-table-wrap">
      <table className="doc-table">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Art</Trans>
            </th>
            <th scope="col">
              <Trans>Hochgeladen am</Trans>
            </th>
            <th scope="col">
              <Trans>Datei</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {documents.data.map((document) => (
            <tr key={document.id}>
              <td>{typeLabel(document.type)}</td>
              <td>{formatUploadDate(document.created_at)}</td>
              <td>
                <a href={documentUrl(document.id)} download={document.original_name}>
                  {document.original_name}
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
