import { useState } from 'react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@src/ui/button';
import type { OutboxDb, OutboxRow } from './db';
import type { EntryDescription } from './describe-entry';
import { downloadEntry } from './download';
import { discardEntry } from './outbox-states';
import { isPeriodClosed, requeueClosed } from './period-closed';

function StateText({ row }: { row: OutboxRow }) {
  switch (row.state) {
    case 'sending':
      return <Trans>Wird gesendet</Trans>;
    case 'needs-login':
      return <Trans>Wartet auf Anmeldung</Trans>;
    case 'rejected':
      return <Trans>Abgelehnt</Trans>;
    case 'pending':
    case 'retry':
      return <Trans>Wartet</Trans>;
  }
}

/** The server's last answer in words; a network failure leaves no answer. */
function useLastAnswer(row: OutboxRow): string | null {
  const { t } = useLingui();
  // Said the tablet's way, with whom to ask (the server's text addresses everyone).
  if (isPeriodClosed(row.error)) {
    return t`Dieser Monat ist vom Büro abgeschlossen. Bitte das Büro bitten, ihn wieder zu öffnen.`;
  }
  if (row.error?.message) return row.error.message;
  if (row.state === 'rejected') {
    return row.error?.code === 'sheet_signed'
      ? t`Der Stundenzettel wurde inzwischen unterschrieben.`
      : t`Der Server hat den Eintrag abgelehnt.`;
  }
  if (row.attempts > 0) return t`Keine Antwort: keine Verbindung zum Server.`;
  return null;
}

/** A parked entry's way out: keep it as a file, or discard it after a confirm. */
function ParkedActions({
  db,
  row,
  onDiscarded,
}: {
  db: OutboxDb;
  row: OutboxRow;
  onDiscarded?: (row: OutboxRow) => void;
}) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);

  async function discard() {
    await discardEntry(db, row.id);
    onDiscarded?.(row);
  }

  if (confirming) {
    return (
      <div className="unsent-entry__actions" role="group" aria-label={t`Verwerfen bestätigen`}>
        <p>
          <Trans>Eintrag wirklich verwerfen? Er wird dann nie übertragen.</Trans>
        </p>
        <Button variant="primary" onPress={() => void discard()}>
          <Trans>Ja, verwerfen</Trans>
        </Button>
        <Button variant="secondary" onPress={() => setConfirming(false)} autoFocus>
          <Trans>Abbrechen</Trans>
        </Button>
      </div>
    );
  }
  return (
    <div className="unsent-entry__actions">
      {isPeriodClosed(row.error) ? (
        // The one refusal that can go away: after the office reopened, the entry goes as it is.
        <Button variant="primary" onPress={() => void requeueClosed(db, [row.id])}>
          <Trans>Erneut senden</Trans>
        </Button>
      ) : null}
      <Button variant="secondary" onPress={() => downloadEntry(row, 'eintrag')}>
        <Trans>Als Datei exportieren</Trans>
      </Button>
      <Button variant="secondary" onPress={() => setConfirming(true)}>
        <Trans>Verwerfen</Trans>
      </Button>
    </div>
  );
}

export type UnsentEntryProps = {
  db: OutboxDb;
  row: OutboxRow;
  description: EntryDescription | undefined;
  onDiscarded?: (row: OutboxRow) => void;
};

/** One entry of the unsent panel: what it is, where it stands, what the server said. */
export function UnsentEntry({ db, row, description, onDiscarded }: UnsentEntryProps) {
  const answer = useLastAnswer(row);
  const attempts = row.attempts;
  return (
    <li className="unsent-entry" data-state={row.state}>
      <p className="unsent-entry__what">
        <span className="unsent-entry__subject">{description?.subject ?? row.rowKey}</span>
        {description?.day ? <span className="unsent-entry__day">{description.day}</span> : null}
      </p>
      <p className="unsent-entry__values">{description?.values ?? row.path}</p>
      {description?.context ? <p className="unsent-entry__context">{description.context}</p> : null}
      <p className="unsent-entry__state">
        <span className="unsent-entry__state-name">
          <StateText row={row} />
        </span>
        {' · '}
        <Plural value={attempts} _0="noch kein Versuch" one="# Versuch" other="# Versuche" />
      </p>
      {answer ? (
        <p className="unsent-entry__answer">
          <Trans>Letzte Antwort: {answer}</Trans>
        </p>
      ) : null}
      {row.state === 'rejected' ? (
        <ParkedActions db={db} row={row} onDiscarded={onDiscarded} />
      ) : null}
    </li>
  );
}
