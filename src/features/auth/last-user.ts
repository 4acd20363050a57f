import type { AuthUser } from '@domain/shared/account';

const STORAGE_KEY = 'messe-personal:last-user';

/** What we need of localStorage; tests pass a Map-backed fake. */
export type KeyValueStore = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
};

// The browser global, declared locally so this module also type-checks for the
// Node test runner (where it does not exist and the lookup below returns null).
declare const localStorage: KeyValueStore | undefined;

export type LastUserStore = {
  /** Asynchronous: the check of the stored copy is loaded on demand (stored-user.ts). */
  load(): Promise<AuthUser | null>;
  save(user: AuthUser): void;
  clear(): void;
};

/** localStorage when the browser lets us use it, else null. */
export function browserStorage(): KeyValueStore | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can be blocked (privacy settings); the app then simply has no offline login.
    return null;
  }
}

/**
 * The last user the server confirmed, so the app opens offline
 * (docs/product/README.md, Shared behaviour).
 */
export function createLastUserStore(
  storage: KeyValueStore | null = browserStorage(),
): LastUserStore {
  return {
    async load() {
      const raw = storage?.getItem(STORAGE_KEY);
      if (!raw) return null;
      try {
        const { parseStoredUser } = await import('./stored-user');
        return parseStoredUser(JSON.parse(raw));
      } catch {
        return null;
      }
    },
    save(user) {
      try {
        storage?.setItem(STORAGE_KEY, JSON.stringify(user));
      } catch {
        // Quota exceeded or blocked: offline login is a convenience, not a requirement.
      }
    },
    clear() {
      storage?.removeItem(STORAGE_KEY);
    },
  };
}

export const lastUser = createLastUserStore();
