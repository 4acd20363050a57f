import { useEffect } from 'react';
import { timeTrackingDb } from '@src/features/stundenerfassung/data/db';
import { startTimeTrackingSync } from '@src/features/stundenerfassung/data/sync';
import type { DescribeEntries } from '@src/offline/describe-entry';
import { SyncBadge } from '@src/offline/sync-badge';
import { paths } from '@src/ui/paths';
import { useLocale } from '@src/ui/use-locale';

/**
 * A discarded entry no longer covers its row: take the server's state again
 * where possible (the pull loads with that rare action, not with the badge).
 */
const refreshAfterDiscard = () =>
  void import('@src/features/stundenerfassung/data/pull')
    .then((pull) => pull.pullAssignedPairs())
    .catch(() => undefined);

/**
 * Time tracking's words for an entry, from the time-tracking chunk: loaded when
 * the panel first opens (the badge itself stays small on every screen).
 */
const describeEntries: DescribeEntries = async (rows, locale) =>
  (await import('@src/features/stundenerfassung/routes/screens')).describeTimeTrackingEntries(
    rows,
    locale,
  );

/**
 * For supervisors on every screen, not only inside the time-tracking area:
 * queued entries drain whenever the app is open, and the badge shows what is
 * still only on this device. Loaded lazily, so Dexie stays off the login path.
 * The app wires the generic badge to time tracking's outbox and its words for
 * an entry (the unsent panel itself loads when first opened).
 */
export function SupervisorSync() {
  const locale = useLocale();
  useEffect(() => startTimeTrackingSync(), []);
  return (
    <SyncBadge
      db={timeTrackingDb}
      loginHref={paths.login(locale)}
      describe={describeEntries}
      onDiscarded={refreshAfterDiscard}
    />
  );
}
