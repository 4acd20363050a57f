import '../stundenerfassung.css';
import { Outlet } from 'react-router-dom';
import { InstallHint } from '../components/install-hint';
import { SavedFlash } from '../components/saved-flash';
import { useAreaSync } from '../hooks/use-area-sync';

/**
 * The time-tracking area: starts the sync engine, pulls the assigned pairs
 * once per visit when online. The pending count, the offline state and the
 * unsent panel with the parked entries are the layout's badge (status bar
 * under the header), so they are not repeated here: each entry shows once.
 */
export function TimeTrackingShell() {
  const area = useAreaSync();
  return (
    <div className="tt-page">
      <InstallHint />
      <SavedFlash />
      <Outlet context={area} />
    </div>
  );
}
