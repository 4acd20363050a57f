import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The day list's filter is mirrored into the address (`?ohne=1`), so 'back'
 * from a timesheet keeps it; the screen follows the local state at once, since
 * every navigation first asks the server who is signed in.
 */
const FILTER_PARAM = 'ohne';

type Pinned = { scope: string; ids: ReadonlySet<number> };

/**
 * 'Nur ohne Zeit': the day list shows only the people who had no entry when
 * the filter was turned on (or the day opened with it). Someone who gets a
 * time stays in view until the filter or the day changes, so a row does not
 * vanish under the finger between entering a time and correcting it.
 * `scope` names the pair and day the snapshot belongs to.
 */
export function useMissingFilter(scope: string, missingIds: readonly number[]) {
  const [params, setParams] = useSearchParams();
  const [on, setOnState] = useState(() => params.get(FILTER_PARAM) === '1');
  const [pinned, setPinned] = useState<Pinned | null>(null);
  const current = pinned?.scope === scope ? pinned : null;
  if (on && !current) setPinned({ scope, ids: new Set(missingIds) });
  if (!on && pinned) setPinned(null);
  const ids = on ? (current?.ids ?? new Set(missingIds)) : null;
  const missing = new Set(missingIds);

  const setOn = (next: boolean) => {
    setOnState(next);
    setParams(
      (before) => {
        const after = new URLSearchParams(before);
        if (next) after.set(FILTER_PARAM, '1');
        else after.delete(FILTER_PARAM);
        return after;
      },
      { replace: true },
    );
  };

  return {
    on,
    setOn,
    /** True when the person's row is shown. */
    shows: (staffId: number) => ids === null || ids.has(staffId) || missing.has(staffId),
  };
}
