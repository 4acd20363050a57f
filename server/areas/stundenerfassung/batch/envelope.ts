import type { Locale } from '@domain/shared/locale';
import { OUTBOX_BATCH_MAX_ENTRIES, type OutboxBatchEntry } from '@domain/shared/outbox-batch';
import { validationMessage } from '@domain/shared/validation-messages';
import { idempotencyMessage } from '@server/platform/idempotency/messages';
import { isIdempotencyKey } from '@server/platform/idempotency/keyed-route';
import { batchMessage } from './messages';

export type EnvelopeResult =
  { ok: true; entries: OutboxBatchEntry[] } | { ok: false; errors: Record<string, string[]> };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads `{ entries: [{ key, path, body }] }` without walking any entry's body
 * (a body is the single call's payload; its depth is the single call's rule).
 * Every refusal of the envelope is collected, per field, for one 422: not a
 * list, more than OUTBOX_BATCH_MAX_ENTRIES, an entry that is no object, a key
 * that is no UUID or occurs twice, a path that is no text. Keys are
 * lower-cased, as the single call's header is.
 */
export function readEnvelope(value: unknown, locale: Locale): EnvelopeResult {
  const list = isRecord(value) ? value.entries : undefined;
  if (!Array.isArray(list)) {
    return { ok: false, errors: { entries: [batchMessage('batch_not_a_list', locale)] } };
  }
  if (list.length > OUTBOX_BATCH_MAX_ENTRIES) {
    return { ok: false, errors: { entries: [batchMessage('batch_too_many', locale)] } };
  }
  const errors: Record<string, string[]> = {};
  const entries: OutboxBatchEntry[] = [];
  const seen = new Set<string>();
  list.forEach((item: unknown, index) => {
    const at = `entries.${index}`;
    if (!isRecord(item)) {
      errors[at] = [batchMessage('batch_entry_invalid', locale)];
      return;
    }
    const { key, path, body } = item;
    if (typeof key !== 'string' || !isIdempotencyKey(key)) {
      errors[`${at}.key`] = [idempotencyMessage('idempotency_key_invalid', locale)];
    } else if (seen.has(key.trim().toLowerCase())) {
      errors[`${at}.key`] = [batchMessage('batch_duplicate_key', locale)];
    } else {
      seen.add(key.trim().toLowerCase());
    }
    if (typeof path !== 'string') errors[`${at}.path`] = [validationMessage('invalid', locale)];
    if (typeof key === 'string' && typeof path === 'string') {
      entries.push({ key: key.trim().toLowerCase(), path, body });
    }
  });
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, entries };
}
