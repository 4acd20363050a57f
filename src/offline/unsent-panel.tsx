import { useEffect, useId, useRef, useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { Button } from '@src/ui/button';
import { useLocale } from '@src/ui/use-locale';
import type { OutboxDb, OutboxRow } from './db';
import type { DescribeEntries } from './describe-entry';
import { sendNow, type SendNowResult } from './sync-engine';
import { useOutboxEntries } from './sync-status';
import { UnsentEntry } from './unsent-entry';

type SendState = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done'; result: SendNowResult };

function SendResult({ result }: { result: SendNowResult }) {
  const { sent, waiting, parked } = result;
  if (waiting === 0 && parked === 0) {
    return <Trans>Gesendet: alles übertragen.</Trans>;
  }
  return (
    <>
      <Plural
        value={sent}
        _0="Nichts gesendet."
        one="# Eintrag gesendet."
        other="# Einträge gesendet."
      />{' '}
      {waiting > 0 ? (
        <Plural
          value={waiting}
          one="# Eintrag wartet noch (kein Netz oder Server nicht erreichbar)."
          other="# Einträge warten noch (kein Netz oder Server nicht erreichbar)."
        />
      ) : null}{' '}
      {parked > 0 ? (
        <Plural
          value={parked}
          one="# Eintrag abgelehnt: siehe unten."
          other="# Einträge abgelehnt: siehe unten."
        />
      ) : null}
    </>
  );
}

export type UnsentPanelProps = {
  db: OutboxDb;
  describe: DescribeEntries;
  onDiscarded?: (row: OutboxRow) => void;
  onClose: () => void;
};

/** Opens the native dialog as modal while mounted; focus goes back where it was. */
function useModalDialog(onClose: () => void) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement;
    element?.showModal();
    return () => {
      element?.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);
  // A click on the backdrop lands on the dialog element itself: close, like Escape.
  const closeOnBackdrop = (event: React.MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };
  return { dialog, closeOnBackdrop };
}

/**
 * Every entry only on this device, parked ones included (each once), with
 * 'send now' (docs/decisions/0009, addendum). A native modal <dialog>: the list
 * can be long and the phone has no room beside it; the browser traps focus and
 * closes on Escape. Native, so no overlay library joins the shared chunks of
 * the application pages (their first-load budget).
 */
export function UnsentPanel({ db, describe, onDiscarded, onClose }: UnsentPanelProps) {
  const { t } = useLingui();
  const entries = useOutboxEntries(db);
  const locale = useLocale();
  const descriptions = useLiveQuery(
    () => describe(entries ?? [], locale),
    [entries, describe, locale],
  );
  const [send, setSend] = useState<SendState>({ kind: 'idle' });
  const waiting = entries?.filter((row) => row.state !== 'rejected').length ?? 0;
  const titleId = useId();
  const { dialog, closeOnBackdrop } = useModalDialog(onClose);

  async function sendAll() {
    setSend({ kind: 'sending' });
    setSend({ kind: 'done', result: await sendNow() });
  }

  return (
    // Escape makes the browser close the dialog; onClose tells the badge.
    <dialog
      ref={dialog}
      className="unsent-panel"
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={closeOnBackdrop}
    >
      <div className="unsent-panel__body">
        <div className="unsent-panel__head">
          <h2 id={titleId} className="unsent-panel__title">
            <Trans>Nicht übertragene Einträge</Trans>
          </h2>
          <Button variant="secondary" onPress={onClose}>
            <Trans>Schließen</Trans>
          </Button>
        </div>
        <div className="unsent-panel__send">
          <Button
            variant="primary"
            isDisabled={send.kind === 'sending' || waiting === 0}
            onPress={() => void sendAll()}
          >
            <Trans>Jetzt senden</Trans>
          </Button>
          <p className="unsent-panel__result" role="status">
            {send.kind === 'sending' ? <Trans>Wird gesendet …</Trans> : null}
            {send.kind === 'done' ? <SendResult result={send.result} /> : null}
          </p>
        </div>
        {entries === undefined ? null : entries.length === 0 ? (
          <p>
            <Trans>Alles übertragen: auf diesem Gerät wartet kein Eintrag.</Trans>
          </p>
        ) : (
          <ul className="unsent-panel__list" aria-label={t`Einträge`}>
            {entries.map((row) => (
              <UnsentEntry
                key={row.id}
                db={db}
                row={row}
                description={descriptions?.get(row.id)}
                onDiscarded={onDiscarded}
              />
            ))}
          </ul>
        )}
      </div>
    </dialog>
  );
}
