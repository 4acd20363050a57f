import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { formatDate } from '../../../../domain/date-format';
import type { OutboxRow } from '../../../offline/db';
import { downloadEntry } from '../../../offline/download';
import { discardEntry } from '../../../offline/outbox-states';
import '../../../offline/sync-badge.css';
import { Button } from '../../../ui/button';
import { useLocale } from '../../../ui/use-locale';
import { pairKey, staffKey, timeTrackingDb } from '../data/db';
import { pullAssignedPairs } from '../data/pull';
import { useTimeTrackingSyncStatus } from '../data/sync';

/** Names the sheet an entry belongs to, from the rows on this device. */
function useEntryLabel(row: OutboxRow): string {
  const { t } = useLingui();
  const locale = useLocale();
  const [messeId = 0, customerId = 0, staffId = 0, day = ''] = row.rowKey
    .split(':')
    .map((part, index) => (index < 3 ? Number(part) : part)) as [number, number, number, string];
  const names = useLiveQuery(async () => {
    const pair = await timeTrackingDb.pairs.get(pairKey(messeId, customerId));
    const staff =
      row.kind === 'customer-sign'
        ? undefined
        : await timeTrackingDb.staff.get(staffKey(messeId, customerId, staffId));
    return {
      customer: pair?.customer.name ?? '',
      messe: pair?.messe.name ?? '',
      person: staff?.name ?? '',
    };
  }, [row.rowKey, row.kind]);
  const { customer = '', messe = '', person = '' } = names ?? {};
  if (row.kind === 'customer-sign') return t`Kundenunterschrift ${customer} (${messe})`;
  if (row.kind === 'staff-sign') return t`Unterschrift von ${person} (${customer}, ${messe})`;
  const date = day ? formatDate(day, locale) : '';
  return t`Zeiten von ${person} am ${date} (${customer})`;
}

function ProblemItem({ row }: { row: OutboxRow }) {
  const { t } = useLingui();
  const label = useEntryLabel(row);
  const [confirming, setConfirming] = useState(false);

  async function discard() {
    await discardEntry(timeTrackingDb, row.id);
    // The row no longer has an entry: take the server's state again where possible.
    void pullAssignedPairs().catch(() => undefined);
  }

  const message =
    row.error?.message ||
    (row.error?.code === 'sheet_signed'
      ? t`Der Stundenzettel wurde inzwischen unterschrieben.`
      : t`Der Server hat den Eintrag abgelehnt.`);

  return (
    <li className="outbox-problem">
      <p className="outbox-problem__what">{label}</p>
      <p className="outbox-problem__why">{message}</p>
      {confirming ? (
        <div className="outbox-problem__actions" role="group" aria-label={t`Verwerfen bestätigen`}>
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
      ) : (
        <div className="outbox-problem__actions">
          <Button
            variant="secondary"
            onPress={() => downloadEntry(row, 'stundenerfassung-eintrag')}
          >
            <Trans>Als Datei exportieren</Trans>
          </Button>
          <Button variant="secondary" onPress={() => setConfirming(true)}>
            <Trans>Verwerfen</Trans>
          </Button>
        </div>
      )}
    </li>
  );
}

/** Parked outbox entries with the server's message: discard (after a confirm) or export. */
export function OutboxProblems({ id }: { id?: string }) {
  const { problems } = useTimeTrackingSyncStatus();
  return (
    <section className="outbox-problems" id={id} aria-labelledby={`${id ?? 'outbox'}-title`}>
      <h2 id={`${id ?? 'outbox'}-title`} className="outbox-problems__title">
        <Trans>Nicht übertragene Einträge</Trans>
      </h2>
      {problems.length === 0 ? (
        <p>
          <Trans>Keine Probleme: alle Einträge wurden angenommen oder warten noch.</Trans>
        </p>
      ) : (
        <ul className="outbox-problems__list">
          {problems.map((row) => (
            <ProblemItem key={row.id} row={row} />
          ))}
        </ul>
      )}
    </section>
  );
}
