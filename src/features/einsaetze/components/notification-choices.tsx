import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import type { NotificationChoices } from '@domain/einsaetze/notifications';
import {
  BOOKING_EVENTS,
  type BookingEvent,
  type NotificationChannel,
} from '@domain/shared/bookings';
import { Alert } from '@src/ui/alert';
import { Button } from '@src/ui/button';

type Props = {
  initial: NotificationChoices;
  saving: boolean;
  saved: boolean;
  failed: boolean;
  onSave: (choices: NotificationChoices) => void;
};

/** "Was Sie erhalten": one row per booking event, a checkbox per channel. */
export function NotificationChoicesForm({ initial, saving, saved, failed, onSave }: Props) {
  const { t } = useLingui();
  const [choices, setChoices] = useState(initial);
  const [touched, setTouched] = useState(false);
  const events: Record<BookingEvent, string> = {
    request: t`Neue Anfrage`,
    change: t`Änderung (Ort, Zeit, Tage)`,
    cancel: t`Absage durch das Büro`,
    reminder: t`Erinnerung 48 Stunden vorher`,
  };
  const channels: Record<NotificationChannel, string> = { mail: t`E-Mail`, push: t`Push` };

  const toggle = (channel: NotificationChannel, event: BookingEvent, on: boolean) => {
    setTouched(true);
    setChoices((current) => ({
      ...current,
      [channel]: BOOKING_EVENTS.filter((e) => (e === event ? on : current[channel].includes(e))),
    }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(false);
    onSave(choices);
  };

  return (
    <form className="einsaetze-notify-form" onSubmit={submit} aria-labelledby="notify-choices">
      <h2 id="notify-choices" className="einsaetze-section">
        <Trans>Was Sie erhalten</Trans>
      </h2>
      <table className="einsaetze-notify-table">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Ereignis</Trans>
            </th>
            <th scope="col">{channels.mail}</th>
            <th scope="col">{channels.push}</th>
          </tr>
        </thead>
        <tbody>
          {BOOKING_EVENTS.map((event) => (
            <tr key={event}>
              <th scope="row">{events[event]}</th>
              {(['mail', 'push'] as const).map((channel) => {
                const what = events[event];
                const how = channels[channel];
                return (
                  <td key={channel}>
                    <input
                      type="checkbox"
                      name={`${channel}-${event}`}
                      aria-label={t`${what} per ${how}`}
                      checked={choices[channel].includes(event)}
                      onChange={(change) => toggle(channel, event, change.target.checked)}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="einsaetze-muted">
        <Trans>
          Push erreicht Sie nur auf Geräten, auf denen Sie Benachrichtigungen erlaubt haben.
        </Trans>
      </p>
      <div>
        <Button type="submit" isDisabled={saving}>
          <Trans>Auswahl speichern</Trans>
        </Button>
      </div>
      {saved && !touched ? (
        <Alert tone="success">
          <Trans>Ihre Auswahl ist gespeichert.</Trans>
        </Alert>
      ) : null}
      {failed ? (
        <Alert tone="error">
          <Trans>
            Ihre Auswahl konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.
          </Trans>
        </Alert>
      ) : null}
    </form>
  );
}
