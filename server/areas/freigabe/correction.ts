import type { Locale } from '@domain/shared/locale';
import { isDayInFair } from '@domain/shared/times/fair-days';
import { isDayLocked } from '@domain/shared/times/signature-coverage';
import type { StoredTimeEntry } from '@domain/shared/times/time';
import { formatShiftRange } from '@domain/shared/times/shift-time';
import type { TimeTrackingTime } from '@domain/stundenerfassung/stundenerfassung';
import { writeAudit } from '@server/platform/audit/audit-log';
import type { Database } from '@server/platform/db/client';
import { WordedRefusal } from '@server/platform/http/worded-refusal';
import { bumpSheetRevision, lockPair, lockStaff } from '@server/records/pair-lock';
import { readSignatures } from '@server/records/signatures';
import { readTimes } from '@server/records/times';
import { type StaffIds, timeAuditSubject, upsertTimes } from '@server/records/time-write';
import type { OfficeActor } from './office-writes';

/*
 * The office's correction of a disputed row (issue 25): the person's time of
 * that day on the pair, written as the supervisor's save writes it (the same
 * locks in the same order, the same upsert, the pair's revision bumped, the
 * same `time_changed` audit entry under the day's subject), in the
 * transaction that resolves the dispute. A day a signature in force covers is
 * refused like the tablet's write: the office reopens the signature first.
 */

type Time = Omit<TimeTrackingTime, 'day'>;

const SIGNED_TEXT = (signer: string) => ({
  de: `Dieser Tag ist unterschrieben (${signer}). Öffnen Sie die Unterschrift zuerst wieder, dann können Sie die Zeit korrigieren.`,
  en: `This day is signed (${signer}). Reopen the signature first, then correct the time.`,
});

const ROW_GONE_TEXT = {
  de: 'Diese Zeile gibt es nicht mehr: Die Person ist nicht mehr eingeteilt oder der Tag liegt nicht mehr in der Messe.',
  en: 'This row no longer exists: the person is no longer assigned or the day is no longer part of the fair.',
};

/** Writes the corrected time; returns the values before (null: no row) and after. */
export async function correctDisputedTime(
  tx: Database,
  ids: StaffIds,
  day: string,
  time: Time,
  actor: OfficeActor,
): Promise<{ before: Time | null; after: Time }> {
  const fair = await lockPair(tx, ids, 'write');
  if (!fair || !isDayInFair(day, fair) || !(await lockStaff(tx, ids, ids.staffId))) {
    throw new WordedRefusal(409, 'dispute_row_gone', ROW_GONE_TEXT);
  }
  // The person's own signatures and the customer's: those that lock the day.
  const signatures = await readSignatures(tx, { ...ids, state: 'in_force' });
  if (isDayLocked(signatures, ids.staffId, day)) {
    const locking = signatures.find((signature) => signature.days.includes(day));
    throw new WordedRefusal(409, 'sheet_signed', SIGNED_TEXT(locking?.signerName ?? ''));
  }
  const [old] = await readTimes(tx, {
    messeId: ids.messeId,
    customerId: ids.customerId,
    staffIds: [ids.staffId],
    day,
  });
  const [stored] = await upsertTimes(tx, [
    { ids, time: { day, ...time }, updatedBy: actor.userId, updatedAt: new Date() },
  ]);
  if (!stored) throw new Error('time upsert returned nothing');
  await bumpSheetRevision(tx, ids);
  const after = {
    time_start: stored.time_start,
    time_end: stored.time_end,
    time_break: stored.time_break,
  };
  const before = old
    ? { time_start: old.time_start, time_end: old.time_end, time_break: old.time_break }
    : null;
  await writeAudit(tx, {
    action: 'time_changed',
    userId: actor.userId,
    ip: actor.ip,
    subject: timeAuditSubject(ids, day),
    // The supervisor's shape (the day's values after the save), plus what
    // the office's reading of the history cannot know for a row never audited.
    details: { day, ...after, created: stored.inserted, before, via: 'approval_dispute' },
  });
  return { before, after };
}

/** A time as the contact's mail states it: "09:00–17:00, Pause 30 Min." or "keine Arbeitszeit". */
export function mailTime(time: StoredTimeEntry | null, locale: Locale): string {
  if (!time || time.time_start === null || time.time_end === null) {
    return locale === 'de' ? 'keine Arbeitszeit' : 'no work time';
  }
  const range = formatShiftRange({ time_start: time.time_start, time_end: time.time_end });
  const pause = String(time.time_break);
  return locale === 'de' ? `${range}, Pause ${pause} Min.` : `${range}, break ${pause} min`;
}
