import { Trans } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { StaffDetail } from '@domain/buero/staff-contract';
import { formatDateTime } from '@domain/shared/date-format';
import { useLocale } from '@src/ui/use-locale';
import { useSetActive, useSetFlags } from '../api/staff';

/**
 * The login's switches: contract and time tracking (each a switch that saves
 * at once), and deactivation behind a confirmation. Deactivating ends the
 * person's sessions; their times, signatures and documents stay.
 */
export function StaffAccount({ detail }: { detail: StaffDetail }) {
  const locale = useLocale();
  const flags = useSetFlags(detail.id);
  const activation = useSetActive(detail.id);
  const [confirming, setConfirming] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  // While a change is saved, the switch shows the value asked for (the answer confirms it).
  const pending = flags.isPending ? flags.variables : undefined;
  const contract = pending?.contract ?? detail.contract;
  const timetracking = pending?.timetracking ?? detail.timetracking;
  const since = detail.deactivated_at ? formatDateTime(detail.deactivated_at, locale) : '';

  return (
    <div className="buero-account">
      <label className="buero-switch">
        <input
          type="checkbox"
          role="switch"
          checked={contract}
          disabled={flags.isPending}
          onChange={(event) => flags.mutate({ contract: event.target.checked })}
        />
        <Trans>Vertrag (schaltet die Abrechnungsdaten der Stammdaten frei)</Trans>
      </label>
      <label className="buero-switch">
        <input
          type="checkbox"
          role="switch"
          checked={timetracking}
          disabled={flags.isPending}
          onChange={(event) => flags.mutate({ timetracking: event.target.checked })}
        />
        <Trans>Zeiterfassung (Aufsicht)</Trans>
      </label>
      {flags.isError ? (
        <p role="alert">
          <Trans>Die Änderung konnte nicht gespeichert werden.</Trans>
        </p>
      ) : null}

      <div className="buero-activation">
        {detail.active ? (
          confirming ? (
            <div role="group" aria-labelledby="deactivate-question" className="buero-confirm">
              <p id="deactivate-question">
                <Trans>
                  Konto wirklich deaktivieren? Die Person wird sofort abgemeldet und kann sich nicht
                  mehr anmelden. Zeiten, Unterschriften und Dokumente bleiben erhalten.
                </Trans>
              </p>
              <div className="buero-filters__actions">
                <button
                  ref={confirmButton}
                  type="button"
                  className="button button--primary"
                  disabled={activation.isPending}
                  onClick={() =>
                    activation.mutate(false, { onSuccess: () => setConfirming(false) })
                  }
                >
                  <Trans>Ja, deaktivieren</Trans>
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => setConfirming(false)}
                >
                  <Trans>Abbrechen</Trans>
                </button>
              </div>
            </div>
          ) : (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setConfirming(true);
                // Focus the confirmation once it is rendered.
                setTimeout(() => confirmButton.current?.focus(), 0);
              }}
            >
              <Trans>Konto deaktivieren …</Trans>
            </button>
          )
        ) : (
          <>
            <p>
              <span className="buero-status buero-status--rejected">
                <Trans>Deaktiviert seit {since}</Trans>
              </span>
            </p>
            <button
              type="button"
              className="button button--secondary"
              disabled={activation.isPending}
              onClick={() => activation.mutate(true)}
            >
              <Trans>Konto reaktivieren</Trans>
            </button>
          </>
        )}
        {activation.isError ? (
          <p role="alert">
            <Trans>Das Konto konnte nicht geändert werden.</Trans>
          </p>
        ) : null}
      </div>
    </div>
  );
}
