import type { BookingList } from '@domain/einsaetze/booking';

/*
 * The last bookings answer, kept on the device so "Meine Einsätze" opens
 * offline after one online visit (issue 24). The service worker never caches
 * API answers (ADR 0004): the page keeps its own copy. localStorage, not the
 * time-tracking Dexie database: the copy is one small answer read once per
 * visit, and Dexie would not fit the page's first-load budget
 * (docs/architecture.md, Offline copies of staff pages).
 *
 * The copy names its owner: another person signed in on the device never sees
 * it (it is dropped when read for anyone else), and a logout removes it
 * (src/app/device-data.ts).
 */

const STORAGE_KEY = 'messe-personal:einsaetze';
/** Raised when the answer's shape changes: an older copy is dropped, not shown. */
const VERSION = 1;

/** What we need of localStorage; tests pass a Map-backed fake. */
export type KeyValueStore = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
};

// The browser global, declared locally so this module also type-checks where the
// DOM types are absent (as src/features/auth/last-user.ts does).
declare const localStorage: KeyValueStore | undefined;

export type SavedBookings = { list: BookingList; savedAt: number };

type Stored = { v: number; userId: number; savedAt: number; list: BookingList };

function browserStorage(): KeyValueStore | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Blocked storage (privacy settings): the page simply has no offline copy.
    return null;
  }
}

function isStored(value: unknown): value is Stored {
  if (typeof value !== 'object' || value === null) return false;
  const stored = value as Partial<Stored>;
  return (
    stored.v === VERSION &&
    typeof stored.userId === 'number' &&
    typeof stored.savedAt === 'number' &&
    Array.isArray(stored.list?.items)
  );
}

export function createSavedBookings(storage: KeyValueStore | null = browserStorage()) {
  const forget = () => {
    try {
      storage?.removeItem(STORAGE_KEY);
    } catch {
      // Nothing to forget where nothing could be kept.
    }
  };
  return {
    /** The copy of this person, or null (none, another person's, or unreadable: then dropped). */
    load(userId: number): SavedBookings | null {
      let raw: string | null = null;
      try {
        raw = storage?.getItem(STORAGE_KEY) ?? null;
      } catch {
        return null;
      }
      if (raw === null) return null;
      try {
        const stored: unknown = JSON.parse(raw);
        if (isStored(stored) && stored.userId === userId) {
          return { list: stored.list, savedAt: stored.savedAt };
        }
      } catch {
        // Unreadable: dropped below.
      }
      forget();
      return null;
    },
    /** Keeps the person's latest answer (one copy per device: the last signed-in person's). */
    save(userId: number, list: BookingList, savedAt: number): void {
      const stored: Stored = { v: VERSION, userId, savedAt, list };
      try {
        storage?.setItem(STORAGE_KEY, JSON.stringify(stored));
      } catch {
        // Quota exceeded or blocked: the offline copy is a convenience.
      }
    },
    forget,
  };
}

export const savedBookings = createSavedBookings();

/** Removes the copy (the logout's part of it, wired in src/app/device-data.ts). */
export function forgetSavedBookings(): void {
  savedBookings.forget();
}
