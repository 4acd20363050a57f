import { useCallback } from 'react';
import { useLingui } from '@lingui/react/macro';
import { formatDate } from '../../../../domain/date-format';
import type { OutboxRow } from '../../../offline/db';
import type { DescribeEntries, EntryDescription } from '../../../offline/describe-entry';
import { useLocale } from '../../../ui/use-locale';
import { formatTimeRange } from '../lib/format';
import { pairKey, staffKey, timeTrackingDb, type PairRow, type StaffRow } from './db';

/*
 * What a time-tracking outbox entry means, for the unsent panel: the person,
 * the day, the values it carries (docs/product: offline and sync). The keys are
 * the rowKeys writes.ts builds: messe:customer[:staff[:day]].
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

/** The feature's describer for the sync badge's panel (wired in src/app/supervisor-sync.tsx). */
export function useDescribeTimeTrackingEntries(): DescribeEntries {
  const { t } = useLingui();
  const locale = useLocale();
  return useCallback(
    async (rows: readonly OutboxRow[]) => {
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

      const describe = (row: OutboxRow, index: number): EntryDescription => {
        const key = keys[index]!;
        const pair = pairByKey.get(pairKey(key.messeId, key.customerId));
        const person =
          key.staffId === undefined
            ? undefined
            : staffByKey.get(staffKey(key.messeId, key.customerId, key.staffId));
        const customer = pair?.customer.name ?? '';
        const messe = pair?.messe.name ?? '';
        const context = pair ? `${customer}, ${messe}` : undefined;
        const day = key.day ? formatDate(key.day, locale) : undefined;
        if (row.kind === 'customer-sign') {
          const signer = row.form?.signatureName ?? '';
          return {
            subject: customer,
            values: t`Unterschrift Kunde: ${signer}`,
            context: messe || undefined,
          };
        }
        const name = person?.name ?? t`Unbekannte Person`;
        if (row.kind === 'staff-sign') {
          return { subject: name, values: t`Unterschrift Mitarbeiter: ${name}`, context };
        }
        const times = queuedTimes(row.json);
        if (!times) return { subject: name, day, values: t`Keine Arbeitszeit (–)`, context };
        const range = formatTimeRange(times);
        const pause = times.time_break;
        return { subject: name, day, values: t`${range}, ${pause} min Pause`, context };
      };

      return new Map(rows.map((row, index) => [row.id, describe(row, index)]));
    },
    [t, locale],
  );
}
