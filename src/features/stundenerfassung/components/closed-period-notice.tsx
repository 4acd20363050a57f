import { Plural, Trans } from '@lingui/react/macro';
import { useLiveQuery } from 'dexie-react-hooks';
import { isPeriodClosed, requeueClosed } from '@src/offline/period-closed';
import type { OutboxRow } from '@src/offline/db';
import { Button } from '@src/ui/button';
import { pairKey, rowKeyInPair, timeTrackingDb as db } from '../data/db';

/** Does a parked entry of the pair concern this day (a day's time, or a signature naming it)? */
function concernsDay(row: OutboxRow, day: string): boolean {
  if (row.kind === 'time') return row.rowKey.endsWith(`:${day}`);
  try {
    const days: unknown = JSON.parse(row.form?.days ?? '[]');
    return Array.isArray(days) && days.includes(day);
  } catch {
    return false;
  }
}

/** The pair's entries of the day the server refused because the office closed the period. */
function useClosedRefusals(messeId: number, customerId: number, day: string) {
  return (
    useLiveQuery(async () => {
      const key = pairKey(messeId, customerId);
      const parked = await db.outbox.where('state').equals('rejected').toArray();
      return parked.filter(
        (row) =>
          isPeriodClosed(row.error) && rowKeyInPair(row.rowKey, key) && concernsDay(row, day),
      );
    }, [messeId, customerId, day]) ?? []
  );
}

/**
 * On the day: the office closed its month, so what was entered here was refused.
 * It stays on this device (parked in the outbox) and goes again once the
 * office reopened the month; saying whom to ask is the point.
 */
export function ClosedPeriodNotice(props: { messeId: number; customerId: number; day: string }) {
  const refused = useClosedRefusals(props.messeId, props.customerId, props.day);
  if (refused.length === 0) return null;
  const count = refused.length;
  return (
    <section className="tt-reopened tt-closed" role="alert" aria-labelledby="tt-closed-title">
      <h2 id="tt-closed-title">
        <Trans>Nicht übertragen: Monat abgeschlossen</Trans>
      </h2>
      <p>
        <Trans>
          Dieser Monat ist vom Büro abgeschlossen. Bitte das Büro bitten, ihn wieder zu öffnen.
        </Trans>
      </p>
      <p>
        <Plural
          value={count}
          one="# Eintrag bleibt auf diesem Gerät gespeichert und kann danach erneut gesendet werden."
          other="# Einträge bleiben auf diesem Gerät gespeichert und können danach erneut gesendet werden."
        />
      </p>
      <Button
        variant="secondary"
        onPress={() =>
          void requeueClosed(
            db,
            refused.map((row) => row.id),
          )
        }
      >
        <Trans>Erneut senden</Trans>
      </Button>
    </section>
  );
}
