import '../stundenerfassung.css';
import { Outlet } from 'react-router-dom';
import { OutboxProblems } from '../../../offline/outbox-problems';
import { InstallHint } from '../components/install-hint';
import { SavedFlash } from '../components/saved-flash';
import { SyncHint } from '../components/sync-hint';
import { useAreaSync } from '../hooks/use-area-sync';

/**
 * The time-tracking area: starts the sync engine, pulls the assigned pairs
 * once per visit when online, and keeps the device-only state in view above
 * every child screen.
 */
export function StundenerfassungShell() {
  const area = useAreaSync();
  return (
    <div className="tt-page">
      <InstallHint />
      <OutboxProblems />
      <SyncHint />
      <SavedFlash />
      <Outlet context={area} />
    </div>
  );
}
