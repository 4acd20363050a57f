import type { TtSigned, TtTimeSaved } from '../../domain/stundenerfassung';
import type { OutboxRow, TimeTrackingDb } from './db';

/*
 * The server acknowledged an entry: it leaves the outbox by its own id (never by
 * position, so entries written meanwhile stay), and the local row takes the
 * server's answer unless a newer entry for the same row is still queued (that
 * newer local value must win until it is sent too).
 */

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function savedTime(body: unknown): TtTimeSaved['time'] | null {
  if (!isRecord(body) || !isRecord(body.time)) return null;
  const { time_start, time_end, time_break } = body.time;
  if (typeof time_start !== 'number' || typeof time_end !== 'number') return null;
  if (typeof time_break !== 'number') return null;
  return { day: String(body.time.day ?? ''), time_start, time_end, time_break };
}

function signed(body: unknown): Pick<TtSigned, 'signed_by' | 'signature'> | null {
  if (!isRecord(body) || typeof body.signature !== 'string') return null;
  const signedBy = typeof body.signed_by === 'string' ? body.signed_by : null;
  return { signature: body.signature, signed_by: signedBy };
}

async function applyAnswer(db: TimeTrackingDb, entry: OutboxRow, body: unknown): Promise<void> {
  if (entry.kind === 'time') {
    const time = savedTime(body);
    if (time) {
      const { time_start, time_end, time_break } = time;
      await db.times.update(entry.rowKey, { time_start, time_end, time_break });
    }
    return;
  }
  const answer = signed(body);
  if (!answer) return;
  if (entry.kind === 'staff-sign') {
    await db.staff.update(entry.rowKey, { signed: true, signature: answer.signature });
    return;
  }
  const pair = await db.pairs.get(entry.rowKey);
  if (!pair) return;
  await db.pairs.put({
    ...pair,
    customer: {
      ...pair.customer,
      pivot: { signed: true, signed_by: answer.signed_by ?? pair.customer.pivot.signed_by },
    },
    signature: answer.signature,
  });
}

/** Removes the acknowledged entry and updates its row, in one transaction. */
export async function acknowledge(
  db: TimeTrackingDb,
  entry: OutboxRow,
  body: unknown,
  now: number,
): Promise<void> {
  await db.transaction('rw', [db.outbox, db.times, db.staff, db.pairs, db.meta], async () => {
    await db.outbox.where('id').equals(entry.id).delete();
    const newer = await db.outbox
      .where('rowKey')
      .equals(entry.rowKey)
      .filter((other) => (other.seq ?? 0) > (entry.seq ?? 0))
      .count();
    if (newer === 0) await applyAnswer(db, entry, body);
    await db.meta.put({ key: 'lastSyncedAt', value: now });
  });
}
