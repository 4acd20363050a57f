import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '@src/api/client';
import { Button } from '@src/ui/button';
import { FailureAlert } from '@src/ui/failure-alert';
import { TextField } from '@src/ui/text-field';
import { erasePerson } from '../api/gdpr';

type EraseDialogProps = {
  personId: number;
  /** The name the office must type, as the page shows it. */
  name: string;
  onClose: () => void;
  onErased: (pseudonym: string) => void;
};

/**
 * The confirmation before an erasure: a native modal <dialog> (the browser traps
 * focus and closes on Escape) in which the office types the person's name. The
 * server checks the name again; what it says wrong is shown on the field.
 */
export function EraseDialog({ personId, name, onClose, onErased }: EraseDialogProps) {
  const { t } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [typed, setTyped] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement;
    element?.showModal();
    return () => {
      element?.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  const matches = typed.trim().replace(/\s+/g, ' ').toLowerCase() === name.toLowerCase();
  const fieldError = failure instanceof ApiError ? failure.body.errors.confirm?.[0] : undefined;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setPending(true);
    setFailure(null);
    try {
      const result = await erasePerson(personId, typed);
      onErased(result.pseudonym);
    } catch (error) {
      setFailure(error);
    } finally {
      setPending(false);
    }
  }

  return (
    <dialog ref={dialog} className="buero-dialog" aria-labelledby={titleId} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} className="buero-dialog__body">
        <h2 id={titleId}>
          <Trans>Person endgültig löschen?</Trans>
        </h2>
        <p>
          <Trans>
            Alle personenbezogenen Daten aller Bewerbungen dieser E-Mail-Adresse, Foto, Dokumente
            und das Login werden gelöscht. Zeiterfassung und Unterschriften bleiben unter einem
            Pseudonym erhalten (Aufbewahrungspflicht). Das kann nicht rückgängig gemacht werden.
          </Trans>
        </p>
        <FailureAlert error={fieldError ? null : failure} />
        <TextField
          label={t`Zur Bestätigung den Namen eingeben: ${name}`}
          value={typed}
          onChange={setTyped}
          autoComplete="off"
          errorMessage={fieldError}
          isRequired
        />
        <div className="buero-dialog__actions">
          <Button variant="secondary" onPress={onClose}>
            <Trans>Abbrechen</Trans>
          </Button>
          {/* Not isPending: its live announcement would point at this button after the
              dialog is gone (axe: role-img-alt). */}
          <Button type="submit" isDisabled={!matches || pending}>
            <Trans>Endgültig löschen</Trans>
          </Button>
        </div>
      </form>
    </dialog>
  );
}
