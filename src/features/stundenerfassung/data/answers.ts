import * as v from 'valibot';
import { stundenerfassungBatchableWrites as writes } from '@domain/stundenerfassung/operations';
import type { AnswerHandler, OutboxRow } from '@src/offline/db';
import { type LocalSignature, timeTrackingDb, type TimeTrackingDb } from './db';

/*
 * What the server's answer to an acknowledged time-tracking entry does to the
 * local row (the engine calls this inside its acknowledge transaction). An
 * answer that does not match the contract leaves the local row as it is: the
 * entry is acknowledged either way, and the next pull brings the server's state.
 */

async function applyAnswer(db: TimeTrackingDb, entry: OutboxRow, body: unknown): Promise<void> {
  // Marked even when the answer is not read: a pull asked for before this
  // acknowledgement may not know the write yet, and must not undo it (./pull.ts).
  const ackedAt = Date.now();
  if (entry.kind === 'time') {
    const saved = v.safeParse(writes.saveTime.answer, body);
    if (saved.success) {
      const { time_start, time_end, time_break } = saved.output.time;
      await db.times.update(entry.rowKey, { time_start, time_end, time_break, ackedAt });
    } else {
      await db.times.update(entry.rowKey, { ackedAt });
    }
    return;
  }
  // Both sign calls answer alike (the stored signature and what it covers).
  const parsed = v.safeParse(writes.signStaff.answer, body);
  if (!parsed.success) return;
  const answer = parsed.output;
  if (entry.kind === 'staff-sign') {
    const staff = await db.staff.get(entry.rowKey);
    if (!staff) return;
    await db.staff.put({
      ...staff,
      ackedAt,
      signature: answer.signature,
      signatures: confirmed(staff.signatures, entry.id, answer),
    });
    return;
  }
  const pair = await db.pairs.get(entry.rowKey);
  if (!pair) return;
  await db.pairs.put({
    ...pair,
    ackedAt,
    customer: {
      ...pair.customer,
      pivot: { signed: true, signed_by: answer.signed_by ?? pair.customer.pivot.signed_by },
    },
    signature: answer.signature,
    signatures: confirmed(pair.signatures, entry.id, answer),
  });
}

/** The queued signature of the entry replaced by what the server stored (its days, its time). */
function confirmed(
  list: LocalSignature[] | undefined,
  entryId: string,
  answer: v.InferOutput<typeof writes.signStaff.answer>,
): LocalSignature[] | undefined {
  return list?.map((item) =>
    item.pendingId === entryId
      ? {
          kind: item.kind,
          days: answer.days ?? item.days,
          signer_name: answer.signed_by ?? item.signer_name,
          signed_at: answer.signed_at ?? item.signed_at,
          signature: answer.signature,
        }
      : item,
  );
}

/** Time tracking's answer handling for the sync engine. */
export function timeTrackingAnswers(db: TimeTrackingDb = timeTrackingDb): AnswerHandler {
  return {
    tables: ['times', 'staff', 'pairs'],
    apply: (entry, body) => applyAnswer(db, entry, body),
  };
}
