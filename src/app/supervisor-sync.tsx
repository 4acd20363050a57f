import { useEffect } from 'react';
import { OutboxProblems } from '../features/stundenerfassung/components/outbox-problems';
import { timeTrackingDb } from '../features/stundenerfassung/data/db';
import { startTimeTrackingSync } from '../features/stundenerfassung/data/sync';
import { SyncBadge } from '../offline/sync-badge';
import { paths } from '../ui/paths';
import { useLocale } from '../ui/use-locale';

/**
 * For supervisors on every screen, not only inside the time-tracking area:
 * queued entries drain whenever the app is open, and the badge shows what is
 * still only on this device. Loaded lazily, so Dexie stays off the login path.
 * The app wires the generic badge to time tracking's outbox and problems panel.
 */
export function SupervisorSync() {
  const locale = useLocale();
  useEffect(() => startTimeTrackingSync(), []);
  return (
    <SyncBadge
      db={timeTrackingDb}
      loginHref={paths.login(locale)}
      renderProblems={(panelId) => <OutboxProblems id={panelId} />}
    />
  );
}
