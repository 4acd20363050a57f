import { useOutletContext } from 'react-router-dom';
import type { AreaState } from './use-area-sync';

/** The shell's refresh state, for screens that show an empty list meanwhile. */
export function useAreaState(): AreaState {
  return useOutletContext<AreaState | undefined>() ?? { pulling: false, pullFailed: false };
}
