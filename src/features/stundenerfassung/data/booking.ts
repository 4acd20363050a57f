import { stundenerfassungOperations as operations } from '@domain/stundenerfassung/operations';
import { call } from '@src/api/call';
import type { ApiClient } from '@src/api/client';
import { withReopen } from '@src/offline/db-reopen';
import { pairKey, timeTrackingDb, type TimeTrackingDb } from './db';
import { pullAssignedPairs } from './pull';

/*
 * The supervisor's answer to their booking on a pair (issue 24). Online only:
 * it is no time entry and goes nowhere near the outbox. The answer is stored
 * on the pair's row at once; then a refresh takes a declined pair off the
 * device the one way pairs leave it (pull.ts dropUnassigned): never while
 * anything of it waits in the outbox, so a decline drops no queued entry.
 */

export type SupervisorAnswer =
  | { kind: 'confirm'; messeId: number; customerId: number }
  | { kind: 'decline'; messeId: number; customerId: number; reason: string };

export async function answerSupervisorBooking(
  answer: SupervisorAnswer,
  options: { db?: TimeTrackingDb; client?: ApiClient } = {},
): Promise<void> {
  const { db = timeTrackingDb, client } = options;
  const params = { messe: answer.messeId, customer: answer.customerId };
  const booking =
    answer.kind === 'confirm'
      ? await call(operations.confirmBooking, { params }, { client })
      : await call(
          operations.declineBooking,
          { params, body: { reason: answer.reason } },
          { client },
        );
  await withReopen(db, () =>
    db.pairs.update(pairKey(answer.messeId, answer.customerId), { booking }),
  );
  // Best effort: the list (and a declined pair's leaving it) follows on the next visit anyway.
  await pullAssignedPairs({ db, client }).catch(() => undefined);
}
