import { useId, useState, type ReactNode } from 'react';
import { Plural, Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../domain/date-format';
import { Button } from '../ui/button';
import { useLocale } from '../ui/use-locale';
import type { OutboxDb } from './db';
import { useSyncStatus, type SyncPhase } from './sync-status';
import './sync-badge.css';

function PhaseText({ phase }: { phase: SyncPhase }) {
  switch (phase) {
    case 'syncing':
      return <Trans>Wird übertragen …</Trans>;
    case 'offline':
      return <Trans>Offline: wird gesendet, sobald das Netz zurück ist.</Trans>;
    case 'needs-login':
      return <Trans>Bitte erneut anmelden, damit gesendet werden kann.</Trans>;
    case 'error':
      return <Trans>Server nicht erreichbar, neuer Versuch folgt.</Trans>;
    case 'idle':
      return null;
  }
}

export type SyncBadgeProps = {
  db: OutboxDb;
  loginHref?: string;
  /** The feature's panel of parked entries (it knows what an entry means). */
  renderProblems: (panelId: string) => ReactNode;
};

/**
 * The global sync badge: how many entries exist only on this device, when the
 * server last confirmed something, and the parked entries (problems panel).
 */
export function SyncBadge({ db, loginHref, renderProblems }: SyncBadgeProps) {
  const locale = useLocale();
  const { pending, problems, lastSyncedAt, phase } = useSyncStatus(db);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const last = lastSyncedAt === null ? null : formatDateTime(lastSyncedAt, locale);

  return (
    <div className="sync-badge" data-phase={phase} data-pending={pending}>
      <p role="status" className="sync-badge__status">
        <span className="sync-badge__count">
          {pending > 0 ? (
            <Plural
              value={pending}
              one="# Eintrag nur auf diesem Gerät"
              other="# Einträge nur auf diesem Gerät"
            />
          ) : (
            <Trans>Alles übertragen</Trans>
          )}
        </span>{' '}
        <span className="sync-badge__phase">
          <PhaseText phase={phase} />
        </span>{' '}
        {last && (
          <span className="sync-badge__last">
            <Trans>Zuletzt synchronisiert: {last}</Trans>
          </span>
        )}
      </p>
      {phase === 'needs-login' && loginHref && (
        <Link to={loginHref} className="sync-badge__login">
          <Trans>Anmelden</Trans>
        </Link>
      )}
      {problems.length > 0 && (
        <Button
          variant="link"
          aria-expanded={open}
          aria-controls={panelId}
          onPress={() => setOpen((value) => !value)}
        >
          <Plural
            value={problems.length}
            one="# Eintrag abgelehnt – ansehen"
            other="# Einträge abgelehnt – ansehen"
          />
        </Button>
      )}
      {open && problems.length > 0 && renderProblems(panelId)}
    </div>
  );
}
