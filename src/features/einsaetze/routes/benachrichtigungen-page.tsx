import '../einsaetze.css';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { paths } from '@src/ui/paths';
import { useLocale } from '@src/ui/use-locale';
import { useNotificationSettings, useSaveNotificationChoices } from '../api/notifications';
import { DevicePush } from '../components/device-push';
import { NotificationChoicesForm } from '../components/notification-choices';

/**
 * /:locale/einsaetze/benachrichtigungen: which booking events reach the
 * person by mail and by push, and push on this device (docs/product/bookings.md).
 */
export function BenachrichtigungenPage() {
  const locale = useLocale();
  const settings = useNotificationSettings();
  const save = useSaveNotificationChoices();

  return (
    <section className="einsaetze-page" aria-labelledby="notify-title">
      <p>
        <Link to={paths.einsaetze(locale)}>
          <Trans>← Meine Einsätze</Trans>
        </Link>
      </p>
      <h1 id="notify-title" tabIndex={-1}>
        <Trans>Benachrichtigungen</Trans>
      </h1>
      <p>
        <Trans>
          Wählen Sie, worüber Sie das Büro per E-Mail und per Push-Nachricht auf Ihr Handy
          informiert.
        </Trans>
      </p>
      {settings.isPending ? (
        <p role="status" className="einsaetze-muted">
          <Trans>Lädt …</Trans>
        </p>
      ) : settings.isError ? (
        <p role="alert">
          <Trans>Ihre Einstellungen konnten nicht geladen werden.</Trans>
        </p>
      ) : (
        <>
          <DevicePush devices={settings.data.devices} onChange={() => void settings.refetch()} />
          <NotificationChoicesForm
            initial={settings.data}
            saving={save.isPending}
            saved={save.isSuccess}
            failed={save.isError}
            onSave={(choices) => save.mutate(choices)}
          />
        </>
      )}
    </section>
  );
}
