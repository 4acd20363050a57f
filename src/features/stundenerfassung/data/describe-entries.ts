import { t } from '@lingui/core/macro';
import { formatDate } from '@domain/shared/date-format';
import type { Locale } from '@domain/shared/locale';
import type { OutboxRow } from '@src/offline/db';
import type { DescribeEntries, EntryDescription } from '@src/offline/describe-entry';
import { formatTimeRange } from '../lib/format';
import { pairKey, staffKey, timeTrackingDb, type PairRow, type StaffRow } from './db';

/*
 * What a time-tracking outbox entry means, for the unsent panel: the person,
 * the day, the values it carries (docs/product: offline and sync). The keys are
 * the rowKeys writes.ts builds: messe:customer[:staff[:day]]. It loads with
 * the time-tracking screens (routes/screens.ts), not with the badge, so its
 * time formatting stays out of the chunks every page shares.
 */

type Minutes = { time_start: number; time_end: number; time_break: number };

function queuedTimes(json: unknown): Minutes | null {
  if (typeof json !== 'object' || json === null) return null;
  const { time_start, time_end, time_break } = json as Record<string, unknown>;
  if (typeof time_start !== 'number' || typeof time_end !== 'number') return null;
  return { time_start, time_end, time_break: typeof time_break === 'number' ? time_break : 0 };
}

function parseRowKey(rowKey: string) {
  const [messe, customer, staff, day] = rowKey.split(':');
  return {
    messeId: Number(messe),
    customerId: Number(customer),
    staffId: staff === undefined ? undefined : Number(staff),
    day,
  };
}

/** Describes one entry with the sheet's rows found on this device. */
function describeEntry(
  row: OutboxRow,
  pair: PairRow | undefined,
  person: StaffRow | undefined,
  day: string | undefined,
  locale: Locale,
): EntryDescription {
  const customer = pair?.customer.name ?? '';
  const messe = pair?.messe.name ?? '';
  const context = pair ? `${customer}, ${messe}` : undefined;
  if (row.kind === 'customer-sign') {
    const signer = row.form?.signatureName ?? '';
    return { subject: customer, values: t`Unterschrift Kunde: ${signer}`, context: messe || undefined };
  }
  const name = person?.name ?? t`Unbekannte Person`;
  if (row.kind === 'staff-sign') {
    return { subject: name, values: t`Unterschrift Mitarbeiter: ${name}`, context };
  }
  const formattedDay = day ? formatDate(day, locale) : undefined;
  const times = queuedTimes(row.json);
  if (!times) return { subject: name, day: formattedDay, values: t`Keine Arbeitszeit (–)`, context };
  const range = formatTimeRange(times);
  const pause = times.time_break;
  return { subject: name, day: formattedDay, values: t`${range}, ${pause} min Pause`, context };
}

/** The feature's describer for the sync badge's panel (wired in src/app/supervisor-sync.tsx). */
export const describeTimeTrackingEntries: DescribeEntries = async (rows, locale) => {
  const keys = rows.map((row) => parseRowKey(row.rowKey));
  const pairKeys = [...new Set(keys.map((key) => pairKey(key.messeId, key.customerId)))];
  const staffKeys = [
    ...new Set(
      keys.flatMap((key) =>
        key.staffId === undefined ? [] : [staffKey(key.messeId, key.customerId, key.staffId)],
      ),
    ),
  ];
  const [pairs, staff] = await Promise.all([
    timeTrackingDb.pairs.bulkGet(pairKeys),
    timeTrackingDb.staff.bulkGet(staffKeys),
  ]);
  const pairByKey = new Map(pairs.filter((p): p is PairRow => !!p).map((p) => [p.key, p]));
  const staffByKey = new Map(staff.filter((s): s is StaffRow => !!s).map((s) => [s.key, s]));
  return new Map(
    rows.map((row, index) => {
      const key = keys[index]!;
      const pair = pairByKey.get(pairKey(key.messeId, key.customerId));
      const person =
        key.staffId === undefined
          ? undefined
          : staffByKey.get(staffKey(key.messeId, key.customerId, key.staffId));
      return [row.id, describeEntry(row, pair, person, key.day, locale)];
    }),
  );
};
