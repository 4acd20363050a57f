import '../dokumente.css';
import { Trans } from '@lingui/react/macro';
import { DocumentList } from '../components/document-list';
import { DownloadsSnippet } from '../components/downloads-snippet';
import { UploadForm } from '../components/upload-form';

/** /:locale/dokumente: forms to download, the upload, and the own documents. */
export function DokumentePage() {
  return (
    <section className="doc-page" aria-labelledby="doc-title">
      <h1 id="doc-title" tabIndex={-1}>
        <Trans>Dokumente</Trans>
      </h1>
      <DownloadsSnippet />
      <div className="card">
        <UploadForm />
      </div>
      <section aria-labelledby="doc-list-title">
        <h2 id="doc-list-title">
          <Trans>Ihre Dokumente</Trans>
        </h2>
        <DocumentList />
      </section>
    </section>
  );
}
