import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { hasWorkTime, type TimeEntryMinutes } from '@domain/shared/times/time';
import type { TimeRow } from '../data/db';
import { saveTimeEntry, SheetSignedError } from '../data/writes';
import { formatTimeRange } from '../lib/format';
import type { Toast } from '../components/undo-toast';

/** A day row just cleared ('Leeren'): who, and the entry it held before. */
export type ClearedDay = { staffId: number; name: string; previous: TimeEntryMinutes };

type Ids = { messeId: number; customerId: number; day: string };

/**
 * Focuses a person's row of the day list (its name link) after the toast
 * closed with the focus in it; without scrolling, since a touch user may have
 * scrolled elsewhere meanwhile.
 */
function focusRow(staffId: number) {
  document
    .querySelector<HTMLElement>(`[data-row-name="${staffId}"]`)
    ?.focus({ preventScroll: true });
}

/**
 * 'Leeren' with an undo: the clear is written at once (device row + outbox, as
 * every edit), then a toast offers 'Rückgängig' for a while. The undo is one
 * more write of the entry shown before the clear: while the clear still waits
 * it takes the clear's place in the outbox, else it is queued after it; either
 * way the server ends with the previous time (ADR 0009, 0033).
 * The undo is offered only while the row still holds the cleared day: once
 * anything else changed it, there is nothing left to undo.
 */
export function useClearUndo({ messeId, customerId, day }: Ids, byStaff: Map<number, TimeRow>) {
  const { t } = useLingui();
  const [state, setState] = useState<{ day: string; cleared: ClearedDay; toast: Toast } | null>(
    null,
  );

  const restore = useCallback(
    async (cleared: ClearedDay) => {
      const { name, previous, staffId } = cleared;
      const range = formatTimeRange(previous);
      try {
        await saveTimeEntry({ messeId, customerId, staffId, day, entry: previous });
        setState({
          day,
          cleared,
          toast: { message: t`Zeit von ${name} wiederhergestellt: ${range}.` },
        });
      } catch (error) {
        const message =
          error instanceof SheetSignedError
            ? t`Nicht wiederhergestellt: Der Stundenzettel von ${name} ist schon unterschrieben.`
            : t`Die Zeit von ${name} konnte auf diesem Gerät nicht wiederhergestellt werden.`;
        setState({ day, cleared, toast: { message } });
      }
    },
    [messeId, customerId, day, t],
  );

  const onCleared = useCallback(
    (cleared: ClearedDay) => {
      const { name, previous } = cleared;
      const range = formatTimeRange(previous);
      setState({
        day,
        cleared,
        toast: {
          message: t`Tag von ${name} geleert (vorher ${range}).`,
          undo: () => void restore(cleared),
          undoLabel: t`Rückgängig: ${name} wieder ${range}`,
          returnFocus: () => focusRow(cleared.staffId),
        },
      });
    },
    [day, restore, t],
  );

  // The undo stands only while the row still holds the cleared day, on this day.
  let toast = state && state.day === day ? state.toast : null;
  if (toast?.undo && state) {
    const row = byStaff.get(state.cleared.staffId);
    if (!row || hasWorkTime(row)) toast = null;
  }
  return { toast, onCleared, closeToast: () => setState(null) };
}
