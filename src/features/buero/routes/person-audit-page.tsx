import '../buero.css';
import { useQueryClient } from '@tanstack/react-query';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { exportOperations } from '@domain/buero/operations/exports';
import { parseSerialId } from '@domain/shared/ids';
import { Alert } from '@src/ui/alert';
import { Button } from '@src/ui/button';
import { useAuditPages } from '../api/gdpr';
import { AuditSection } from '../components/audit-section';
import { EraseDialog } from '../components/erase-dialog';
import { FileDownload } from '../components/file-download';

/**
 * /:locale/buero/personen/:id/protokoll ('Protokoll & Datenschutz'): the audit
 * of one person (all applications of their address), the GDPR export as a ZIP
 * download and the erasure behind a dialog that asks for the name.
 */
export function PersonAuditPage() {
  const id = parseSerialId(useParams().id) ?? 0;
  const pages = useAuditPages({ kind: 'person', id });
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [erased, setErased] = useState<string | null>(null);
  const title = pages.data?.pages[0]?.title ?? '';
  const isErased = erased !== null || pages.data?.pages[0]?.erased === true;

  function onErased(pseudonym: string) {
    setConfirming(false);
    setErased(pseudonym);
    void queryClient.invalidateQueries({ queryKey: ['buero'] });
  }

  return (
    <section className="buero-page" aria-labelledby="person-audit-title">
      <h1 id="person-audit-title" tabIndex={-1}>
        <Trans>Protokoll & Datenschutz</Trans>
        {title ? <span className="buero-muted">: {erased ?? title}</span> : null}
      </h1>
      {erased ? (
        <Alert tone="success">
          <Trans>Die Person wurde gelöscht. Sie erscheint nur noch als „{erased}“.</Trans>
        </Alert>
      ) : null}
      <div className="buero-actions">
        <FileDownload
          className="button button--secondary"
          operation={exportOperations.personExport}
          input={{ params: { id } }}
          fileName={`person-${String(id)}.zip`}
        >
          <Trans>Daten exportieren (ZIP)</Trans>
        </FileDownload>
        {isErased ? null : (
          <Button variant="secondary" isDisabled={!title} onPress={() => setConfirming(true)}>
            <Trans>Person löschen …</Trans>
          </Button>
        )}
      </div>
      <p className="buero-muted">
        <Trans>
          Der Export enthält alle gespeicherten Daten der Person mit Foto und Dokumenten (Auskunft
          nach Art. 15 DSGVO). Export und Löschung werden protokolliert.
        </Trans>
      </p>
      <AuditSection pages={pages} />
      {confirming ? (
        <EraseDialog
          personId={id}
          name={title}
          onClose={() => setConfirming(false)}
          onErased={onErased}
        />
      ) : null}
    </section>
  );
}
