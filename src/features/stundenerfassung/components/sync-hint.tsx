import { Plural, Trans } from '@lingui/react/macro';
import { useSyncStatus } from '../../../offline/sync-status';

/**
 * One line above the screens while something is only on this device, so the
 * supervisor never hands the tablet back believing everything was sent.
 */
export function SyncHint() {
  const { pending, phase } = useSyncStatus();
  if (pending === 0 && phase !== 'offline') return null;
  return (
    <p className="tt-hint" role="status">
      {phase === 'offline' ? (
        <Trans>Keine Verbindung: Eingaben werden auf diesem Gerät gespeichert.</Trans>
      ) : null}{' '}
      {pending > 0 ? (
        <Plural
          value={pending}
          one="# Eintrag ist auf diesem Gerät gespeichert und wartet auf das Senden."
          other="# Einträge sind auf diesem Gerät gespeichert und warten auf das Senden."
        />
      ) : null}
    </p>
  );
}
