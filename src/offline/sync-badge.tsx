import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Plural, Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { formatDateTime } from '@domain/shared/date-format';
import { Button } from '@src/ui/button';
import { useLocale } from '@src/ui/use-locale';
import type { OutboxDb, OutboxRow } from './db';
import type { DescribeEntries } from './describe-entry';
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

// The panel loads when first opened: the badge is on every screen of a supervisor.
const UnsentPanel = lazy(async () => {
  const module = await import('./unsent-panel');
  return { default: module.UnsentPanel };
});

export type SyncBadgeProps = {
  db: OutboxDb;
  loginHref?: string;
  /** The feature's words for an entry (it knows what an entry means). */
  describe: DescribeEntries;
  /** After the user discarded a parked entry (e.g. take the server's state again). */
  onDiscarded?: (row: OutboxRow) => void;
};

/**
 * The global sync badge: how many entries exist only on this device, when the
 * server last confirmed something, and the button that opens the unsent panel
 * (every unsent and parked entry, 'send now').
 */
export function SyncBadge({ db, loginHref, describe, onDiscarded }: SyncBadgeProps) {
  const locale = useLocale();
  const { pending, problems, lastSyncedAt, phase } = useSyncStatus(db);
  const [open, setOpen] = useState(false);
  const status = useRef<HTMLParagraphElement>(null);
  const showButton = pending + problems.length > 0 || open;
  // Closed after everything was sent: the button is gone, so focus stays in the badge.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open && !showButton) status.current?.focus();
    wasOpen.current = open;
  }, [open, showButton]);
  const last = lastSyncedAt === null ? null : formatDateTime(lastSyncedAt, locale);

  return (
    <div className="sync-badge" data-phase={phase} data-pending={pending}>
      <p role="status" className="sync-badge__status" ref={status} tabIndex={-1}>
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
      {problems.length > 0 ? (
        <span className="sync-badge__problems">
          <Plural value={problems.length} one="# Eintrag abgelehnt" other="# Einträge abgelehnt" />
        </span>
      ) : null}
      {showButton ? (
        <Button variant="link" aria-haspopup="dialog" onPress={() => setOpen(true)}>
          <Trans>Einträge ansehen und senden</Trans>
        </Button>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <UnsentPanel
            db={db}
            describe={describe}
            onDiscarded={onDiscarded}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
