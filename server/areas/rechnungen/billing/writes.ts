import { and, eq, sql } from 'drizzle-orm';
import {
  billingMessages,
  type CustomerBillingValues,
  type PairRateValues,
} from '@domain/rechnungen/billing-contract';
import { billingOperations } from '@domain/rechnungen/billing-operations';
import { refuse } from '@server/platform/api/operation-routes';
import { writeAudit } from '@server/platform/audit/audit-log';
import type { Database } from '@server/platform/db/client';
import { customerBilling, pairPersonRates, pairRates } from '@server/platform/db/schema/billing';
import { customers, messeCustomers } from '@server/platform/db/schema/messen';
import { WordedRefusal } from '@server/platform/http/worded-refusal';
import { readCustomerBilling, readPairRate } from '@server/records/billing-office';
import { type PairIds, readPairPeople } from '@server/records/fair';

/*
 * The office's writes of what is billed (issue 26), each one transaction with
 * its audit entry (the changed fields before and after); an unknown customer
 * or pair is refused inside it, so nothing is written. Issued invoices keep
 * their own copy (invoices.model), so these writes never alter one.
 */

/** Who acts: the office account and where from (for the audit entry). */
export type OfficeActor = { userId: number; ip: string };

type FieldChange = { before: unknown; after: unknown };

function changesOf(
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  for (const [key, value] of Object.entries(after)) {
    const old = before ? before[key] : null;
    if (JSON.stringify(old ?? null) !== JSON.stringify(value)) {
      changes[key] = { before: old ?? null, after: value };
    }
  }
  return changes;
}

/** Sets the customer's billing data (insert or replace); 404 for an unknown customer. */
export async function setCustomerBilling(
  db: Database,
  actor: OfficeActor,
  customerId: number,
  values: CustomerBillingValues,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ id: customers.id })
      .from(customers)
      .where(eq(customers.id, customerId))
      .for('no key update');
    if (!customer) throw refuse(billingOperations.setCustomerBilling, 'not_found');
    const current = await readCustomerBilling(tx, customerId);
    const before = current ? (({ updated_at: _, ...rest }) => rest)(current) : null;
    const row = {
      legalName: values.legal_name,
      street: values.street,
      addressAdditional: values.address_additional,
      postcode: values.postcode,
      city: values.city,
      countryCode: values.country_code,
      vatId: values.vat_id,
      invoiceEmail: values.invoice_email,
      paymentTermsDays: values.payment_terms_days,
      leitwegId: values.leitweg_id,
      lineArrangement: values.line_arrangement,
      sendXrechnung: values.send_xrechnung,
      language: values.language,
      updatedAt: sql`now()`,
      updatedBy: actor.userId,
    };
    await tx
      .insert(customerBilling)
      .values({ customerId, ...row })
      .onConflictDoUpdate({ target: customerBilling.customerId, set: row });
    const changes = changesOf(before, { ...values });
    await writeAudit(tx, {
      action: 'customer_billing_changed',
      userId: actor.userId,
      ip: actor.ip,
      subject: `customer:${String(customerId)}`,
      details: Object.keys(changes).length > 0 ? { changes } : {},
    });
  });
}

/** 422 naming each person rate whose person is not on the pair. */
function notAssigned(indexes: number[]) {
  const texts = billingMessages('person_not_assigned') ?? { de: '', en: '' };
  return new WordedRefusal(
    422,
    'person_not_assigned',
    texts,
    Object.fromEntries(indexes.map((index) => [`person_rates.${String(index)}.staff_id`, texts])),
  );
}

type PersonRate = { staff_id: number; hourly_net_cents: number };

/** Person rates in one order, so the audit shows only real changes. */
const byStaff = (rates: readonly PersonRate[]) =>
  [...rates]
    .sort((a, b) => a.staff_id - b.staff_id)
    .map((rate) => ({ staff_id: rate.staff_id, hourly_net_cents: rate.hourly_net_cents }));

/**
 * Sets the pair's rate and replaces its people's own rates. Every person
 * must be one of the pair's people as the sheets list them (removed ones
 * too: their times are billed). 404 for an unknown pair.
 */
export async function setPairRate(
  db: Database,
  actor: OfficeActor,
  pair: PairIds,
  values: PairRateValues,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ messeId: messeCustomers.messeId })
      .from(messeCustomers)
      .where(
        and(
          eq(messeCustomers.messeId, pair.messeId),
          eq(messeCustomers.customerId, pair.customerId),
        ),
      )
      .for('no key update');
    if (!found) throw refuse(billingOperations.setPairRate, 'not_found');
    const people = new Set((await readPairPeople(tx, pair)).map((person) => person.id));
    const refused = values.person_rates.flatMap((rate, index) =>
      people.has(rate.staff_id) ? [] : [index],
    );
    if (refused.length > 0) throw notAssigned(refused);

    const current = await readPairRate(tx, pair);
    const row = {
      hourlyNetCents: values.hourly_net_cents,
      sundayPercent: values.sunday_percent,
      holidayPercent: values.holiday_percent,
      nightPercent: values.night_percent,
      nightFrom: values.night_from,
      nightTo: values.night_to,
      updatedAt: sql`now()`,
      updatedBy: actor.userId,
    };
    await tx
      .insert(pairRates)
      .values({ messeId: pair.messeId, customerId: pair.customerId, ...row })
      .onConflictDoUpdate({ target: [pairRates.messeId, pairRates.customerId], set: row });
    await tx
      .delete(pairPersonRates)
      .where(
        and(
          eq(pairPersonRates.messeId, pair.messeId),
          eq(pairPersonRates.customerId, pair.customerId),
        ),
      );
    if (values.person_rates.length > 0) {
      await tx.insert(pairPersonRates).values(
        values.person_rates.map((rate) => ({
          messeId: pair.messeId,
          customerId: pair.customerId,
          bewerberId: rate.staff_id,
          hourlyNetCents: rate.hourly_net_cents,
        })),
      );
    }
    const before = current
      ? (({ updated_at: _, person_rates, ...rest }) => ({
          ...rest,
          person_rates: byStaff(person_rates),
        }))(current)
      : null;
    const changes = changesOf(before, { ...values, person_rates: byStaff(values.person_rates) });
    await writeAudit(tx, {
      action: 'pair_rate_changed',
      userId: actor.userId,
      ip: actor.ip,
      subject: `pair:${String(pair.messeId)}-${String(pair.customerId)}`,
      details: Object.keys(changes).length > 0 ? { changes } : {},
    });
  });
}
