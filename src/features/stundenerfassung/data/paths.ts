import { buildPath, type OperationSpec } from '@domain/shared/operation';

/*
 * The outbox stores each write as the path of its single call, built from the
 * area's table (domain/stundenerfassung/operations.ts), not as the operation:
 * a stored entry is plain data in IndexedDB that is replayed after a reload,
 * and the engine (src/offline) knows no feature's table. The server's batch
 * resolves the same string against the same patterns.
 */

/** The path below the API client's prefix (/app/api), as the client and the batch take it. */
export function apiPath(operation: OperationSpec, params: Record<string, unknown> = {}): string {
  return buildPath(operation.path, params).slice(1);
}
