import { Trans } from '@lingui/react/macro';
import { formatInstantDate } from '@domain/shared/date-format';
import { useLocale } from '@src/ui/use-locale';
import { documentUrl, useDocuments } from '../api/list-documents';
import { useDocumentTypeLabel } from '@src/ui/document-type-label';

/** The person's uploaded documents (type, date) with a link that opens each; cards fit a phone. */
export function DocumentList() {
  const documents = useDocuments();
  const typeLabel = useDocumentTypeLabel();
  const locale = useLocale();

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
    <ul className="doc-list">
      {documents.data.map((document) => {
        // The device's calendar day of the upload.
        const date = formatInstantDate(document.created_at, locale);
        return (
          <li key={document.id} className="doc-item">
            <span className="doc-item__type">{typeLabel(document.type)}</span>
            <span className="doc-item__date">
              <Trans>Hochgeladen am {date}</Trans>
            </span>
            <a
              className="doc-item__file"
              href={documentUrl(document.id)}
              download={document.original_name}
            >
              {document.original_name}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
