import '../stundenerfassung.css';
import { Outlet } from 'react-router-dom';
import { OutboxProblems } from '../components/outbox-problems';
import { useTimeTrackingSyncStatus } from '../data/sync';
import { InstallHint } from '../components/install-hint';
import { SavedFlash } from '../components/saved-flash';
import { useAreaSync } from '../hooks/use-area-sync';

/**
 * The time-tracking area: starts the sync engine, pulls the assigned pairs
 * once per visit when online, and keeps parked entries in view above every
 * child screen. The pending count and the offline state are the layout's
 * badges (status bar under the header), so they are not repeated here.
 */
export function StundenerfassungShell() {
  const area = useAreaSync();
  // Parked entries (e.g. a sheet signed elsewhere) stay in view until resolved.
  const { problems } = useTimeTrackingSyncStatus();
  return (
    <div className="tt-page">
      <InstallHint />
      {problems.length > 0 ? <OutboxProblems /> : null}
      <SavedFlash />
      <Outlet context={area} />
    </div>
  );
}
