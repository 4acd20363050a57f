/**
 * A one-shot notice for the next screen that survives a full page load: the
 * confirmation of a new password (set before `location.assign`), or why the
 * route guard sent the user home. Taken once by the next screen. Codes, not
 * text, so the next screen says it in its language.
 */
export type FlashCode = 'password-changed' | 'area-unavailable';

const KEY = 'messe-personal:flash';
const CODES: readonly FlashCode[] = ['password-changed', 'area-unavailable'];

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export const flash = {
  set(code: FlashCode): void {
    try {
      storage()?.setItem(KEY, code);
    } catch {
      // Blocked storage only costs the confirmation, not the sign-in.
    }
  },
  /** The pending notice, removed as it is read. */
  take(): FlashCode | null {
    const store = storage();
    const value = store?.getItem(KEY) ?? null;
    store?.removeItem(KEY);
    return CODES.find((code) => code === value) ?? null;
  },
};
