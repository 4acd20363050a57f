import '../buero.css';
import { Trans } from '@lingui/react/macro';
import { useParams } from 'react-router-dom';
import { parseSerialId } from '@domain/shared/ids';
import { useAuditPages } from '../api/gdpr';
import { AuditSection } from '../components/audit-section';

/** /:locale/buero/messen/:id/protokoll: the audit of one fair (its sheets and days). */
export function MesseAuditPage() {
  const id = parseSerialId(useParams().id) ?? 0;
  const pages = useAuditPages({ kind: 'messe', id });
  const title = pages.data?.pages[0]?.title ?? '';
  return (
    <section className="buero-page" aria-labelledby="messe-audit-title">
      <h1 id="messe-audit-title" tabIndex={-1}>
        <Trans>Protokoll der Messe</Trans>
        {title ? <span className="buero-muted">: {title}</span> : null}
      </h1>
      <AuditSection pages={pages} />
    </section>
  );
}
