import type { authOperations } from '@domain/auth/operations';

let table: Promise<typeof authOperations> | null = null;

/**
 * The auth operations' table, loaded on demand: its schemas are valibot code,
 * which /de/login's first load has no room for (ADR 0033, 0035). The log-in
 * forms load it with their check; a failed load (offline before the service
 * worker cached it) is tried again on the next call.
 */
export function loadAuthTable(): Promise<typeof authOperations> {
  table ??= import('@domain/auth/operations').then(
    (module) => module.authOperations,
    (error: unknown) => {
      table = null;
      throw error;
    },
  );
  return table;
}
