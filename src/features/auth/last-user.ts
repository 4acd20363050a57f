import * as v from 'valibot';
import { accountAreas } from '@domain/shared/areas';
import { authUserSchema, type AuthUser } from '@domain/shared/account';

const STORAGE_KEY = 'messe-personal:last-user';

// A copy saved before the server sent `areas` lacks them; it still opens the app offline.
const storedUserSchema = v.object({
  ...authUserSchema.entries,
  areas: v.optional(authUserSchema.entries.areas),
});

/**
 * The stored user with its areas. An old copy gets time tracking for the flag and
 * the staff areas otherwise (a guess the next online check replaces): a supervisor
 * in a hall keeps the area that works offline, staff keep theirs.
 */
function withAreas({ areas, ...user }: v.InferOutput<typeof storedUserSchema>): AuthUser {
  return {
    ...user,
    areas:
      areas ??
      accountAreas({
        staffRecord: !user.timetracking,
        timetracking: user.timetracking,
        office: false,
      }),
  };
}

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
  load(): AuthUser | null;
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
    load() {
      const raw = storage?.getItem(STORAGE_KEY);
      if (!raw) return null;
      try {
        // Stored data may be from an older app version or edited by hand: check its shape.
        const parsed = v.safeParse(storedUserSchema, JSON.parse(raw));
        return parsed.success ? withAreas(parsed.output) : null;
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
