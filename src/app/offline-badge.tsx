import { Trans } from '@lingui/react/macro';

type OfflineBadgeProps = {
  /** The browser has no network, or the server did not answer the last check. */
  offline: boolean;
  /** Time tracking keeps working offline; everyone else can only read. */
  timetracking: boolean;
};

/** The strip under the header while there is no connection; one line says what it means. */
export function OfflineBadge({ offline, timetracking }: OfflineBadgeProps) {
  // The live region stays in the page, so screen readers hear the change.
  return (
    <div role="status" className="offline-badge-region">
      {offline ? (
        <p className="offline-badge">
          <strong className="offline-badge__label">
            <Trans>Offline</Trans>
          </strong>{' '}
          {timetracking ? (
            <Trans>Zeiten werden auf dem Gerät gespeichert und später gesendet.</Trans>
          ) : (
            <Trans>
              Keine Verbindung: Sie sehen zuletzt geladene Daten und können nichts senden.
            </Trans>
          )}
        </p>
      ) : null}
    </div>
  );
}
