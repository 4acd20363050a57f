import { isInForce } from '@domain/shared/times/signature-coverage';
import { hasWorkTime } from '@domain/shared/times/time';
import { workedMinutes } from '@domain/shared/times/shift-time';
import type { MyDayState, MyHours, MyHoursDay, MyHoursFair } from './my-hours';

/*
 * The person's hours from their time rows and the signatures of their pairs,
 * with the coverage rules of domain/shared/times/signature-coverage.ts: a
 * signature covers a day it lists; a superseded one (reopened) covers nothing.
 */

/** One of the person's time rows at some fair. */
export type MyTimeRow = {
  messeId: number;
  messeName: string;
  customerId: number;
  customerName: string;
  day: string;
  time_start: number | null;
  time_end: number | null;
  time_break: number;
};

/** A signature of one of the person's pairs: their own staff signature or the customer's. */
export type MySignature = {
  messeId: number;
  customerId: number;
  kind: 'staff' | 'customer';
  days: readonly string[];
  supersededAt: Date | string | null;
  supersededReason: string | null;
};

const iso = (at: Date | string) => (typeof at === 'string' ? at : at.toISOString());

/** The day's signature facts from the signatures of its pair. */
function dayState(row: MyTimeRow, pairSignatures: readonly MySignature[]) {
  const covering = pairSignatures.filter((s) => s.days.includes(row.day));
  const inForce = (kind: MySignature['kind']) =>
    covering.some((s) => s.kind === kind && isInForce(s));
  const signedByMe = inForce('staff');
  const signedByCustomer = inForce('customer');
  // Reopened: a superseded signature of a kind no signature in force replaces on this day.
  const reopenedOnes = covering.filter(
    (s) => !isInForce(s) && (s.kind === 'staff' ? !signedByMe : !signedByCustomer),
  );
  const latest = reopenedOnes
    .map((s) => ({ at: iso(s.supersededAt as Date | string), reason: s.supersededReason ?? '' }))
    .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0))[0];
  const worked = hasWorkTime(row);
  let state: MyDayState = 'open';
  if (!worked) state = 'no_work_time';
  else if (signedByMe || signedByCustomer) state = 'signed';
  else if (latest) state = 'reopened';
  return {
    state,
    signed_by_me: worked && signedByMe,
    signed_by_customer: worked && signedByCustomer,
    reopened: worked && latest ? latest : null,
  };
}

const pairKey = (messeId: number, customerId: number) => `${messeId}:${customerId}`;

/** The answer of GET /meine-stunden from the person's rows and their pairs' signatures. */
export function buildMyHours(
  rows: readonly MyTimeRow[],
  signatures: readonly MySignature[],
): MyHours {
  const byPair = new Map<string, MySignature[]>();
  for (const signature of signatures) {
    const key = pairKey(signature.messeId, signature.customerId);
    byPair.set(key, [...(byPair.get(key) ?? []), signature]);
  }
  const fairs = new Map<number, MyHoursFair & { lastDay: string }>();
  const months = new Map<string, number>();
  const sorted = [...rows].sort((a, b) =>
    a.day === b.day ? a.customerId - b.customerId : a.day < b.day ? -1 : 1,
  );
  for (const row of sorted) {
    const day: MyHoursDay = {
      day: row.day,
      customer_id: row.customerId,
      customer_name: row.customerName,
      time_start: row.time_start,
      time_end: row.time_end,
      time_break: row.time_break,
      worked_minutes: workedMinutes(row),
      ...dayState(row, byPair.get(pairKey(row.messeId, row.customerId)) ?? []),
    };
    let fair = fairs.get(row.messeId);
    if (!fair) {
      fair = {
        messe_id: row.messeId,
        messe_name: row.messeName,
        total_minutes: 0,
        days: [],
        lastDay: row.day,
      };
      fairs.set(row.messeId, fair);
    }
    fair.days.push(day);
    fair.total_minutes += day.worked_minutes;
    fair.lastDay = row.day;
    const month = row.day.slice(0, 7);
    months.set(month, (months.get(month) ?? 0) + day.worked_minutes);
  }
  const fairList = [...fairs.values()]
    .sort((a, b) =>
      a.lastDay === b.lastDay ? b.messe_id - a.messe_id : a.lastDay < b.lastDay ? 1 : -1,
    )
    .map(({ lastDay: _lastDay, ...fair }) => fair);
  return {
    fairs: fairList,
    months: [...months]
      .sort(([a], [b]) => (a < b ? 1 : -1))
      .map(([month, total_minutes]) => ({ month, total_minutes })),
    total_minutes: fairList.reduce((sum, fair) => sum + fair.total_minutes, 0),
  };
}
