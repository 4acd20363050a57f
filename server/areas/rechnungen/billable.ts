import { sql } from 'drizzle-orm';
import type { InvoiceTarget, NotBilledReason } from '@domain/rechnungen/invoices-contract';
import type { BillableEntry } from '@domain/rechnungen/rates';
import type { FederalState } from '@domain/shared/federal-states';
import { workedMinutes } from '@domain/shared/times/shift-time';
import { invoiceDays, invoices } from '@server/platform/db/schema/billing';
import { bewerber } from '@server/platform/db/schema/bewerber';
import { approvalDisputes } from '@server/platform/db/schema/customer-side';
import {
  customers,
  messeCustomers,
  messen,
  signatureDays,
  signatures,
  times,
} from '@server/platform/db/schema/messen';
import type { PairIds } from '@server/records/fair';
import { type Reader, readJsonList } from '@server/records/reader';

/*
 * What a target could bill (issue 26, docs/product/invoices.md): every
 * person's day with work time of its pairs, and whether it is billed now.
 * Only a customer's signature in force or its approval (link or tacit, kept
 * as customer signatures) makes a day billable, the person's own signature
 * does not; an open dispute keeps the day off as the payroll does
 * (server/records/signatures.ts timeSignedSql), and a day an invoice not
 * cancelled billed is never billed twice.
 */

/** One person's day with work time, and why it is not billed now (null: billable). */
export type TargetDay = BillableEntry & {
  messeId: number;
  reason: NotBilledReason | null;
  /** The invoice that billed it ('billed'). */
  invoiceNumber: string | null;
};

/** A pair of the target with the fair's data the invoice needs. */
export type TargetPair = PairIds & {
  messeName: string;
  city: string;
  federalState: FederalState | null;
};

export type TargetRead = {
  customer: { id: number; name: string };
  pairs: TargetPair[];
  days: TargetDay[];
};

/** The first and last day of a month yyyy-MM. */
export function monthRange(month: string): { from: string; to: string } {
  const [year, number] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year ?? 0, number ?? 1, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** The customer; null when there is none. */
async function readCustomer(db: Reader, customerId: number) {
  const result = (await db.execute(
    sql`select ${customers.id} as id, ${customers.name} as name from ${customers} where ${customers.id} = ${customerId}`,
  )) as { rows: { id: number; name: string }[] };
  return result.rows[0] ?? null;
}

/**
 * The target's pairs, by fair: the pair itself, or the customer's pairs with
 * a time row in the month. Null when the customer or the pair does not exist.
 */
export async function readTargetPairs(
  db: Reader,
  target: InvoiceTarget,
): Promise<{ customer: { id: number; name: string }; pairs: TargetPair[] } | null> {
  const customer = await readCustomer(db, target.customer_id);
  if (!customer) return null;
  const where =
    target.scope === 'pair'
      ? sql`${messeCustomers.messeId} = ${target.messe_id}`
      : sql`exists (select 1 from ${times} where ${times.messeId} = ${messeCustomers.messeId}
          and ${times.customerId} = ${messeCustomers.customerId}
          and ${times.day} between ${monthRange(target.month).from} and ${monthRange(target.month).to}
          and ${times.timeStart} is not null)`;
  const pairs = await readJsonList<TargetPair>(
    db,
    sql`select coalesce(json_agg(json_build_object(
        'messeId', ${messen.id}, 'customerId', ${messeCustomers.customerId},
        'messeName', ${messen.name}, 'city', ${messen.city}, 'federalState', ${messen.federalState}
      ) order by ${messen.id}), '[]')::text as list
      from ${messeCustomers} join ${messen} on ${messen.id} = ${messeCustomers.messeId}
      where ${messeCustomers.customerId} = ${target.customer_id} and ${where}`,
  );
  if (target.scope === 'pair' && pairs.length === 0) return null;
  return { customer, pairs };
}

type DayTuple = [
  messeId: number,
  bewerberId: number,
  day: string,
  start: number | null,
  end: number | null,
  pause: number,
  firstname: string,
  lastname: string,
  billedNumber: string | null,
  disputed: boolean,
  signed: boolean,
  reopened: boolean,
];

/** A customer signature of the row's pair covering its day, in force or superseded. */
const customerSignatureSql = (inForce: boolean) => sql`exists (
  select 1 from ${signatureDays} join ${signatures} on ${signatures.id} = ${signatureDays.signatureId}
  where ${signatureDays.day} = ${times.day} and ${signatures.kind} = 'customer'
    and ${signatures.messeId} = ${times.messeId} and ${signatures.customerId} = ${times.customerId}
    and ${signatures.supersededAt} ${inForce ? sql`is null` : sql`is not null`})`;

/** The number of the invoice not cancelled that billed the row's day, else null. */
const billedNumberSql = sql`(select ${invoices.number} from ${invoiceDays}
  join ${invoices} on ${invoices.id} = ${invoiceDays.invoiceId}
  where ${invoiceDays.messeId} = ${times.messeId} and ${invoiceDays.customerId} = ${times.customerId}
    and ${invoiceDays.bewerberId} = ${times.bewerberId} and ${invoiceDays.day} = ${times.day}
    and ${invoices.kind} = 'invoice'
    and not exists (select 1 from ${invoices} c where c.cancels_id = ${invoices.id})
  limit 1)`;

const openDisputeSql = sql`exists (select 1 from ${approvalDisputes}
  where ${approvalDisputes.messeId} = ${times.messeId}
    and ${approvalDisputes.customerId} = ${times.customerId}
    and ${approvalDisputes.bewerberId} = ${times.bewerberId}
    and ${approvalDisputes.day} = ${times.day} and ${approvalDisputes.resolvedAt} is null)`;

function reasonOf(tuple: DayTuple): NotBilledReason | null {
  const [, , , , , , , , billedNumber, disputed, signed, reopened] = tuple;
  if (billedNumber !== null) return 'billed';
  if (disputed) return 'disputed';
  if (signed) return null;
  return reopened ? 'reopened' : 'unsigned';
}

/** Every person's day with work time of the pairs (the month's days only for a month target). */
export async function readTargetDays(
  db: Reader,
  customerId: number,
  pairs: readonly TargetPair[],
  month: string | null,
): Promise<TargetDay[]> {
  if (pairs.length === 0) return [];
  const ids = sql.join(
    pairs.map((pair) => sql`${pair.messeId}`),
    sql`, `,
  );
  const range = month === null ? null : monthRange(month);
  const tuples = await readJsonList<DayTuple>(
    db,
    sql`select coalesce(json_agg(json_build_array(
        ${times.messeId}, ${times.bewerberId}, ${times.day}, ${times.timeStart}, ${times.timeEnd},
        ${times.timeBreak}, ${bewerber.firstname}, ${bewerber.lastname}, ${billedNumberSql},
        ${openDisputeSql}, ${customerSignatureSql(true)}, ${customerSignatureSql(false)}
      ) order by ${times.messeId}, ${times.bewerberId}, ${times.day}), '[]')::text as list
      from ${times} join ${bewerber} on ${bewerber.id} = ${times.bewerberId}
      where ${times.customerId} = ${customerId} and ${times.messeId} in (${ids})
        and ${times.timeStart} is not null
        ${range ? sql`and ${times.day} between ${range.from} and ${range.to}` : sql``}`,
  );
  const days: TargetDay[] = [];
  for (const tuple of tuples) {
    const [messeId, personId, day, time_start, time_end, time_break, firstname, lastname] = tuple;
    const entry = { time_start, time_end, time_break };
    if (workedMinutes({ ...entry, day }) <= 0) continue;
    days.push({
      ...entry,
      messeId,
      day,
      personId,
      personName: `${firstname} ${lastname}`.trim(),
      reason: reasonOf(tuple),
      invoiceNumber: tuple[8],
    });
  }
  return days;
}

/** The target's customer, pairs and days; null when the customer or pair does not exist. */
export async function readTarget(db: Reader, target: InvoiceTarget): Promise<TargetRead | null> {
  const found = await readTargetPairs(db, target);
  if (!found) return null;
  const month = target.scope === 'month' ? target.month : null;
  const days = await readTargetDays(db, target.customer_id, found.pairs, month);
  return { ...found, days };
}
