import { Plural, Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Alert } from '@src/ui/alert';
import { Button } from '@src/ui/button';
import { type DeviceState, deviceState, syncDevice, turnOff, turnOn } from '../push-device';

/**
 * "Push auf diesem Gerät": whether this device receives push, the button to
 * allow it ("Benachrichtigungen erlauben") or turn it off, and why it cannot
 * be had where the browser blocked it or has no push.
 */
export function DevicePush({ devices, onChange }: { devices: number; onChange: () => void }) {
  const [state, setState] = useState<DeviceState | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    // Offline the server cannot be told: the browser's own state is shown.
    syncDevice()
      .catch(() => deviceState())
      .then((found) => live && setState(found))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);

  const run = (action: () => Promise<DeviceState>) => {
    setBusy(true);
    setFailed(false);
    action()
      .then(setState)
      .catch(() => setFailed(true))
      .finally(() => {
        setBusy(false);
        onChange();
      });
  };

  return (
    <section className="einsaetze-notify-device" aria-labelledby="push-device-title">
      <h2 id="push-device-title" className="einsaetze-section">
        <Trans>Push auf diesem Gerät</Trans>
      </h2>
      {state === null ? (
        <p role="status" className="einsaetze-muted">
          <Trans>Lädt …</Trans>
        </p>
      ) : (
        <DeviceText state={state} />
      )}
      {state?.kind === 'off' ? (
        <Button isDisabled={busy} onPress={() => run(turnOn)}>
          <Trans>Benachrichtigungen erlauben</Trans>
        </Button>
      ) : null}
      {state?.kind === 'on' ? (
        <Button variant="secondary" isDisabled={busy} onPress={() => run(turnOff)}>
          <Trans>Auf diesem Gerät ausschalten</Trans>
        </Button>
      ) : null}
      {failed ? (
        <Alert tone="error">
          <Trans>Das hat nicht geklappt. Bitte versuchen Sie es erneut.</Trans>
        </Alert>
      ) : null}
      <p className="einsaetze-muted">
        <Plural
          value={devices}
          _0="Push ist auf keinem Ihrer Geräte eingeschaltet."
          one="Push ist auf # Ihrer Geräte eingeschaltet."
          other="Push ist auf # Ihrer Geräte eingeschaltet."
        />
      </p>
    </section>
  );
}

function DeviceText({ state }: { state: DeviceState }) {
  switch (state.kind) {
    case 'on':
      return (
        <p role="status" data-push-state="on">
          <Trans>Dieses Gerät erhält Push-Benachrichtigungen.</Trans>
        </p>
      );
    case 'off':
      return (
        <p role="status" data-push-state="off">
          <Trans>
            Dieses Gerät erhält keine Push-Benachrichtigungen. Erlauben Sie sie, um Anfragen und
            Änderungen sofort zu sehen.
          </Trans>
        </p>
      );
    case 'blocked':
      return (
        <Alert tone="info">
          <Trans>
            Ihr Browser hat Benachrichtigungen für das Portal blockiert. Sie können sie in den
            Website-Einstellungen des Browsers (Schloss-Symbol neben der Adresse) wieder erlauben.
          </Trans>
        </Alert>
      );
    case 'server-off':
      return (
        <Alert tone="info">
          <Trans>Push-Benachrichtigungen sind in diesem Portal ausgeschaltet.</Trans>
        </Alert>
      );
    case 'unsupported':
      return (
        <Alert tone="info">
          {state.ios ? (
            <Trans>
              Auf iPhone und iPad gibt es Push-Benachrichtigungen nur, wenn Sie das Portal zum
              Home-Bildschirm hinzufügen (Teilen → „Zum Home-Bildschirm“) und von dort öffnen.
            </Trans>
          ) : (
            <Trans>Dieser Browser unterstützt keine Push-Benachrichtigungen.</Trans>
          )}
        </Alert>
      );
  }
}
