import { Trans } from '@lingui/react/macro';
import { Alert } from '@src/ui/alert';
import { useTimeTrackingLocationState } from '../hooks/use-flash';

/** "Saved on this device" after a save, on the screen the user lands on. */
export function SavedFlash() {
  const { flash } = useTimeTrackingLocationState();
  if (flash !== 'saved') return null;
  return (
    <Alert tone="success">
      <Trans>Auf diesem Gerät gespeichert</Trans>
    </Alert>
  );
}
