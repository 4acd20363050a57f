import * as v from 'valibot';
import { accountAreas } from '@domain/shared/areas';
import { authUserSchema, type AuthUser } from '@domain/shared/account';

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

/**
 * The last user as stored, checked: stored data may be from an older app version
 * or edited by hand. Its own module, loaded only when the server cannot be
 * reached, so valibot is not in every page's first load (ADR 0033).
 */
export function parseStoredUser(stored: unknown): AuthUser | null {
  const parsed = v.safeParse(storedUserSchema, stored);
  return parsed.success ? withAreas(parsed.output) : null;
}
