import type { FederalState } from '@domain/shared/federal-states';
import {
  type CentHundredths,
  type Cents,
  type HoursE4,
  hoursFromMinutes,
  lineNetCents,
  percentOfCents,
} from './money';
import {
  type BillableEntry,
  entryMinutes,
  personRateCents,
  type Rate,
  STANDARD_VAT_RATE_PERCENT,
  type SurchargeKind,
} from './rates';

/*
 * The lines of an invoice from the billable entries of one or more
 * fair/customer pairs (docs/product/invoices.md): per person (one line per
 * person and pair) or per day (one line per day, pair and hourly rate, so
 * people with their own rate get a line of their own). Each surcharge with
 * minutes to bill follows its base line as a line of its own: quantity the
 * hours it applies to, unit price the percentage of the rate.
 */

export type LineArrangement = 'person' | 'day';
export type LineKind = 'work' | SurchargeKind;
const SURCHARGES: readonly SurchargeKind[] = ['sunday', 'holiday', 'night'];

/** One fair/customer pair to bill: its rate, the fair's state and the entries. */
export type BillingPair = {
  messeName: string;
  federalState: FederalState | null;
  rate: Rate;
  entries: readonly BillableEntry[];
};

export type LineSubject =
  { type: 'person'; personId: number; name: string } | { type: 'day'; day: string; people: number };

/** One invoice line (BG-25). Negative quantity and amount on a cancellation. */
export type InvoiceLine = {
  kind: LineKind;
  messeName: string;
  subject: LineSubject;
  minutes: number;
  quantity: HoursE4;
  /** Net price of one hour (BT-146), never negative. */
  unitPrice: CentHundredths;
  /** The hourly rate the price is taken from, in cents. */
  hourlyRateCents: Cents;
  /** The surcharge percentage of a surcharge line, else null. */
  surchargePercent: number | null;
  netCents: Cents;
  vatRatePercent: number;
  /** First and last day the line bills (BG-26). */
  period: { from: string; to: string };
};

type Group = {
  subject: LineSubject;
  people: Set<number>;
  rateCents: Cents;
  minutes: Record<LineKind, number>;
  from: string;
  to: string;
};

function groupsOf(pair: BillingPair, arrangement: LineArrangement): Group[] {
  const groups = new Map<string, Group>();
  for (const entry of pair.entries) {
    const minutes = entryMinutes(entry, pair.federalState, pair.rate.nightWindow);
    if (minutes.worked === 0) continue;
    const rateCents = personRateCents(pair.rate, entry.personId);
    const key =
      arrangement === 'person' ? `p${entry.personId}` : `d${entry.day}:${String(rateCents)}`;
    let group = groups.get(key);
    if (!group) {
      group = {
        subject:
          arrangement === 'person'
            ? { type: 'person', personId: entry.personId, name: entry.personName }
            : { type: 'day', day: entry.day, people: 0 },
        people: new Set(),
        rateCents,
        minutes: { work: 0, sunday: 0, holiday: 0, night: 0 },
        from: entry.day,
        to: entry.day,
      };
      groups.set(key, group);
    }
    group.people.add(entry.personId);
    group.minutes.work += minutes.worked;
    for (const kind of SURCHARGES) group.minutes[kind] += minutes[kind];
    if (entry.day < group.from) group.from = entry.day;
    if (entry.day > group.to) group.to = entry.day;
  }
  return [...groups.values()].sort((a, b) => compareGroups(a, b));
}

/** Names in German order, numbers by value ("Person 2" before "Person 10"). */
const NAME_ORDER = new Intl.Collator('de', { numeric: true });

function compareGroups(a: Group, b: Group): number {
  if (a.subject.type === 'person' && b.subject.type === 'person') {
    return (
      NAME_ORDER.compare(a.subject.name, b.subject.name) || a.subject.personId - b.subject.personId
    );
  }
  if (a.subject.type === 'day' && b.subject.type === 'day') {
    return a.subject.day.localeCompare(b.subject.day) || a.rateCents - b.rateCents;
  }
  return 0;
}

function line(
  pair: BillingPair,
  group: Group,
  kind: LineKind,
  unitPrice: CentHundredths,
  surchargePercent: number | null,
): InvoiceLine {
  const minutes = group.minutes[kind];
  const quantity = hoursFromMinutes(minutes);
  const subject: LineSubject =
    group.subject.type === 'day' ? { ...group.subject, people: group.people.size } : group.subject;
  return {
    kind,
    messeName: pair.messeName,
    subject,
    minutes,
    quantity,
    unitPrice,
    hourlyRateCents: group.rateCents,
    surchargePercent,
    netCents: lineNetCents(quantity, unitPrice),
    vatRatePercent: pair.rate.vatRatePercent ?? STANDARD_VAT_RATE_PERCENT,
    period: { from: group.from, to: group.to },
  };
}

/** The invoice lines of the pairs in the chosen arrangement, pair by pair. */
export function buildInvoiceLines(
  pairs: readonly BillingPair[],
  arrangement: LineArrangement,
): InvoiceLine[] {
  const lines: InvoiceLine[] = [];
  for (const pair of pairs) {
    for (const group of groupsOf(pair, arrangement)) {
      lines.push(line(pair, group, 'work', group.rateCents * 100, null));
      for (const kind of SURCHARGES) {
        const percent = pair.rate.surchargePercent[kind];
        if (percent > 0 && group.minutes[kind] > 0) {
          lines.push(line(pair, group, kind, percentOfCents(group.rateCents, percent), percent));
        }
      }
    }
  }
  return lines;
}
