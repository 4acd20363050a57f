import type { FastifyInstance } from 'fastify';
import { OUTBOX_BATCH_MAX_BYTES, type OutboxBatchAnswer } from '@domain/shared/outbox-batch';
import { TIME_TRACKING_API_PATTERNS } from '@domain/stundenerfassung/contract';
import { HttpError } from '@server/platform/http/http-error';
import { requestLocale } from '@server/platform/http/locale';
import { requireUser } from '@server/platform/common/current-user';
import { readEnvelope } from '../batch/envelope';
import { runBatch } from '../batch/run-batch';

/**
 * POST /app/api/stundenerfassung/batch: the outbox's queued writes in one
 * request (docs/product/api.md, ADR 0018). `{ entries: [{ key, path, body }] }`
 * with up to 100 entries and 4 MiB; each entry runs as the single call its
 * path names, with its own Idempotency-Key. Answers 200 with one result per
 * entry, in order; a malformed envelope answers 422 with field errors.
 */
export async function batchRoute(app: FastifyInstance) {
  app.post(
    TIME_TRACKING_API_PATTERNS.batch,
    { bodyLimit: OUTBOX_BATCH_MAX_BYTES },
    async (request): Promise<OutboxBatchAnswer> => {
      const locale = requestLocale(request);
      const envelope = readEnvelope(request.body, locale);
      if (!envelope.ok) throw new HttpError(422, 'validation_failed', envelope.errors);
      const sender = { userId: requireUser(request).id, ip: request.ip, locale };
      return { results: await runBatch(app.db, sender, envelope.entries, request.log) };
    },
  );
}
