import { useLocation } from 'react-router-dom';

/** A one-line result carried to the next screen in the history state. */
export type Flash = 'saved';

export type TimeTrackingLocationState = { flash?: Flash; back?: string };

/** The state a time-tracking screen was opened with (flash message, where "back" goes). */
export function useTimeTrackingLocationState(): TimeTrackingLocationState {
  const state: unknown = useLocation().state;
  if (!state || typeof state !== 'object') return {};
  const { flash, back } = state as Record<string, unknown>;
  return {
    flash: flash === 'saved' ? flash : undefined,
    // Only paths of this app, never an absolute or protocol-relative URL.
    back:
      typeof back === 'string' && /^\/(?:de|en)\/stundenerfassung(?:\/|\?|$)/.test(back)
        ? back
        : undefined,
  };
}

/** The current path and query, to hand to a screen as its "back" target. */
export function useHere(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}
