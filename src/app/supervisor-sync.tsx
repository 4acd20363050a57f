import { useEffect } from 'react';
import { timeTrackingDb } from '../features/stundenerfassung/data/db';
import { useDescribeTimeTrackingEntries } from '../features/stundenerfassung/data/describe-entries';
import { startTimeTrackingSync } from '../features/stundenerfassung/data/sync';
import { SyncBadge } from '../offline/sync-badge';
import { paths } from '../ui/paths';
import { useLocale } from '../ui/use-locale';

/**
 * A discarded entry no longer covers its row: take the server's state again
 * where possible (the pull loads with that rare action, not with the badge).
 */
const refreshAfterDiscard = () =>
  void import('../features/stundenerfassung/data/pull')
    .then((pull) => pull.pullAssignedPairs())
    .catch(() => undefined);

/**
 * For supervisors on every screen, not only inside the time-tracking area:
 * queued entries drain whenever the app is open, and the badge shows what is
 * still only on this device. Loaded lazily, so Dexie stays off the login path.
 * The app wires the generic badge to time tracking's outbox and its words for
 * an entry (the unsent panel itself loads when first opened).
 */
export function SupervisorSync() {
  const locale = useLocale();
  const describe = useDescribeTimeTrackingEntries();
  useEffect(() => startTimeTrackingSync(), []);
  return (
    <SyncBadge
      db={timeTrackingDb}
      loginHref={paths.login(locale)}
      describe={describe}
      onDiscarded={refreshAfterDiscard}
    />
  );
}
