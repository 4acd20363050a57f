import { useEffect, useRef, useState } from 'react';
import { pullAssignedPairs } from '../data/pull';
import { startTimeTrackingSync } from '../data/sync';

/** What the shell tells its screens about the first refresh of this visit. */
export type AreaState = { pulling: boolean; pullFailed: boolean };

/**
 * Opening the area starts the sync engine and, when online, pulls every
 * assigned pair once per visit, so all of them can later be worked offline.
 * The screens never wait for it: they read Dexie and update when it lands.
 */
export function useAreaSync(): AreaState {
  const [state, setState] = useState<AreaState>(() => ({
    pulling: typeof navigator !== 'undefined' && navigator.onLine,
    pullFailed: false,
  }));
  const pulled = useRef(false);

  useEffect(() => startTimeTrackingSync(), []);

  useEffect(() => {
    if (pulled.current || !navigator.onLine) return;
    pulled.current = true;
    pullAssignedPairs().then(
      () => setState({ pulling: false, pullFailed: false }),
      () => setState({ pulling: false, pullFailed: true }),
    );
  }, []);

  return state;
}
