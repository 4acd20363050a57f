import { stundenerfassungOperations } from '@domain/stundenerfassung/operations';
import { type OperationHandler, refuse } from '@server/platform/api/operation-routes';
import { requireUser } from '@server/platform/common/current-user';
import { requestLocale } from '@server/platform/http/locale';
import { readEnvelope } from '../batch/envelope';
import { runBatch } from '../batch/run-batch';
import { writeMail } from '../writes';

const batchOperation = stundenerfassungOperations.batch;

/**
 * POST /app/api/stundenerfassung/batch: the outbox's queued writes in one
 * request (docs/product/api.md, ADR 0018). `{ entries: [{ key, path, body }] }`
 * with up to 100 entries and 4 MiB; each entry runs as the single call its
 * path names, with its own Idempotency-Key. Answers 200 with one result per
 * entry, in order; a malformed envelope answers 422 with field errors.
 */
export const runOutboxBatch: OperationHandler<typeof batchOperation> = async ({
  app,
  request,
  body,
}) => {
  const locale = requestLocale(request);
  const envelope = readEnvelope(body, locale);
  if (!envelope.ok) throw refuse(batchOperation, 'validation_failed', envelope.errors);
  const sender = {
    userId: requireUser(request).id,
    ip: request.ip,
    locale,
    mail: writeMail(request),
  };
  return { results: await runBatch(app.db, sender, envelope.entries, request.log) };
};
