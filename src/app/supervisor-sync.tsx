import { useEffect } from 'react';
import { SyncBadge } from '../offline/sync-badge';
import { startSync } from '../offline/sync-engine';
import { paths } from '../ui/paths';
import { useLocale } from '../ui/use-locale';

/**
 * For supervisors on every screen, not only inside the time-tracking area:
 * queued entries drain whenever the app is open, and the badge shows what is
 * still only on this device. Loaded lazily, so Dexie stays off the login path.
 */
export function SupervisorSync() {
  const locale = useLocale();
  useEffect(() => startSync(), []);
  return <SyncBadge loginHref={paths.login(locale)} />;
}
