import { and, asc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import type { fairInputSchema } from '@domain/buero/messen-contract';
import { formatDate } from '@domain/shared/date-format';
import type { Database } from '@server/platform/db/client';
import { calendarFairChanged } from '@server/records/calendar';
import { customers, messeCustomers, messen, times } from '@server/platform/db/schema/messen';
import type { OfficeActor } from './actor';
import { type BookingMailer, markPairChanged, queueBookingMails } from './bookings';
import { type FieldChange, runOfficeAction } from './office-action';
import { NotFound, OfficeRefusal, rethrowUnlessNotFound } from './refusal';

/*
 * The office's writes to fairs and customers (docs/product/fairs.md),
 * each one transaction with its audit entry (runOfficeAction). A change the
 * tablets show (names, dates) bumps the revision of every pair it touches, so
 * their cached sheets are rebuilt on the next pull (ADR 0011).
 */

export type FairValues = v.InferOutput<typeof fairInputSchema>;
export type CustomerValues = { name: string };

const fairFields = {
  name: messen.name,
  city: messen.city,
  description: messen.description,
  date_start: messen.dateStart,
  date_end: messen.dateEnd,
  federal_state: messen.federalState,
  archived: sql<boolean>`${messen.archivedAt} is not null`,
};

function changesOf(
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  for (const [key, value] of Object.entries(after)) {
    const old = before ? before[key] : null;
    if (old !== value) changes[key] = { before: old ?? null, after: value };
  }
  return changes;
}

/** Bumps the revision of the pairs of a fair or of a customer (what tablets show changed). */
async function bumpPairs(tx: Database, where: { messeId?: number; customerId?: number }) {
  await tx
    .update(messeCustomers)
    .set({ rev: sql`${messeCustomers.rev} + 1` })
    .where(
      where.messeId !== undefined
        ? eq(messeCustomers.messeId, where.messeId)
        : eq(messeCustomers.customerId, where.customerId ?? 0),
    );
}

const toRow = (values: FairValues) => ({
  name: values.name,
  city: values.city,
  description: values.description === '' ? null : values.description,
  dateStart: values.date_start,
  dateEnd: values.date_end,
  federalState: values.federal_state,
});

export async function createFair(db: Database, actor: OfficeActor, values: FairValues) {
  return runOfficeAction(db, actor, async (tx) => {
    const [row] = await tx.insert(messen).values(toRow(values)).returning({ id: messen.id });
    if (!row) throw new Error('fair not created');
    const after = { ...toRow(values), archived: false };
    return {
      result: row.id,
      audit: {
        action: 'fair_created',
        subject: `messe:${String(row.id)}`,
        changes: changesOf(null, {
          name: after.name,
          city: after.city,
          description: after.description,
          date_start: after.dateStart,
          date_end: after.dateEnd,
          federal_state: after.federalState,
        }),
      },
    };
  });
}

/** Days with times that a range would drop, in order. */
async function daysOutside(tx: Database, messeId: number, start: string, end: string) {
  const rows = await tx
    .selectDistinct({ day: times.day })
    .from(times)
    .where(and(eq(times.messeId, messeId), or(lt(times.day, start), gt(times.day, end))))
    .orderBy(asc(times.day));
  return rows.map((row) => row.day);
}

/**
 * Edits a fair. Refused (409) when the new range would drop a day that holds
 * times. The fair's row (FOR UPDATE) and then its pairs are locked first, in
 * the order time writes lock them (server/areas/stundenerfassung/writes/sheet-lock.ts):
 * a time write waits until this commits and then checks its day against the
 * new range, under its lock; one that ran before is seen here and refuses.
 */
export async function updateFair(
  db: Database,
  actor: OfficeActor,
  id: number,
  values: FairValues,
  /** Tells the people on the fair about new days; without it they are only marked. */
  mailer?: BookingMailer,
): Promise<boolean> {
  return runOfficeAction(db, actor, async (tx) => {
    const [before] = await tx
      .select(fairFields)
      .from(messen)
      .where(eq(messen.id, id))
      .for('update');
    if (!before) throw new NotFound();
    await tx
      .select({ id: messeCustomers.customerId })
      .from(messeCustomers)
      .where(eq(messeCustomers.messeId, id))
      .orderBy(asc(messeCustomers.customerId))
      .for('no key update');
    const dropped = await daysOutside(tx, id, values.date_start, values.date_end);
    if (dropped.length > 0) throw daysRefusal(dropped);
    const row = toRow(values);
    await tx.update(messen).set(row).where(eq(messen.id, id));
    await bumpPairs(tx, { messeId: id });
    await calendarFairChanged(tx, id, before);
    // New days ask the confirmed people to confirm again and tell everyone not declined (issue 24).
    if (before.date_start !== row.dateStart || before.date_end !== row.dateEnd) {
      const told = await markPairChanged(tx, { messeId: id }, mailer);
      if (mailer) {
        for (const customerId of new Set(told.map((person) => person.customerId))) {
          const people = told.filter((person) => person.customerId === customerId);
          await queueBookingMails(
            tx,
            mailer,
            { messeId: id, customerId },
            people.map((person) => person.id),
            'booking_changed',
          );
        }
      }
    }
    return {
      result: true,
      audit: {
        action: 'fair_changed',
        subject: `messe:${String(id)}`,
        changes: changesOf(before, {
          name: row.name,
          city: row.city,
          description: row.description,
          date_start: row.dateStart,
          date_end: row.dateEnd,
          federal_state: row.federalState,
        }),
      },
    };
  }).catch(rethrowUnlessNotFound);
}

function daysRefusal(days: string[]) {
  const list = (locale: 'de' | 'en') => days.map((day) => formatDate(day, locale)).join(', ');
  return new OfficeRefusal(
    409,
    'fair_days_with_times',
    {
      de: `An diesen Tagen gibt es bereits Zeiten; sie müssen in der Messe bleiben: ${list('de')}.`,
      en: `These days already hold times and must stay in the fair: ${list('en')}.`,
    },
    {
      date_start: {
        de: `Tage mit Zeiten: ${list('de')}`,
        en: `Days with times: ${list('en')}`,
      },
      date_end: {
        de: `Tage mit Zeiten: ${list('de')}`,
        en: `Days with times: ${list('en')}`,
      },
    },
  );
}

/** Archives or restores a fair; false for an unknown id. */
export async function setFairArchived(
  db: Database,
  actor: OfficeActor,
  id: number,
  archived: boolean,
): Promise<boolean> {
  return runOfficeAction(db, actor, async (tx) => {
    const [before] = await tx
      .select(fairFields)
      .from(messen)
      .where(eq(messen.id, id))
      .for('update');
    if (!before) throw new NotFound();
    if (Boolean(before.archived) !== archived) {
      await tx
        .update(messen)
        .set({ archivedAt: archived ? sql`now()` : null })
        .where(eq(messen.id, id));
    }
    return {
      result: true,
      audit: {
        action: 'fair_changed',
        subject: `messe:${String(id)}`,
        changes: changesOf({ archived: Boolean(before.archived) }, { archived }),
      },
    };
  }).catch(rethrowUnlessNotFound);
}

export async function createCustomer(db: Database, actor: OfficeActor, values: CustomerValues) {
  return runOfficeAction(db, actor, async (tx) => {
    const [row] = await tx
      .insert(customers)
      .values({ name: values.name })
      .returning({ id: customers.id });
    if (!row) throw new Error('customer not created');
    return {
      result: row.id,
      audit: {
        action: 'customer_created',
        subject: `customer:${String(row.id)}`,
        changes: changesOf(null, { name: values.name }),
      },
    };
  });
}

const customerFields = {
  name: customers.name,
  archived: sql<boolean>`${customers.archivedAt} is not null`,
};

/** Renames a customer (every sheet of theirs shows the new name on the next pull). */
export async function updateCustomer(
  db: Database,
  actor: OfficeActor,
  id: number,
  values: CustomerValues,
): Promise<boolean> {
  return runOfficeAction(db, actor, async (tx) => {
    const [before] = await tx
      .select(customerFields)
      .from(customers)
      .where(eq(customers.id, id))
      .for('update');
    if (!before) throw new NotFound();
    await tx.update(customers).set({ name: values.name }).where(eq(customers.id, id));
    await bumpPairs(tx, { customerId: id });
    return {
      result: true,
      audit: {
        action: 'customer_changed',
        subject: `customer:${String(id)}`,
        changes: changesOf({ name: before.name }, { name: values.name }),
      },
    };
  }).catch(rethrowUnlessNotFound);
}

export async function setCustomerArchived(
  db: Database,
  actor: OfficeActor,
  id: number,
  archived: boolean,
): Promise<boolean> {
  return runOfficeAction(db, actor, async (tx) => {
    const [before] = await tx
      .select(customerFields)
      .from(customers)
      .where(eq(customers.id, id))
      .for('update');
    if (!before) throw new NotFound();
    if (Boolean(before.archived) !== archived) {
      await tx
        .update(customers)
        .set({ archivedAt: archived ? sql`now()` : null })
        .where(eq(customers.id, id));
    }
    return {
      result: true,
      audit: {
        action: 'customer_changed',
        subject: `customer:${String(id)}`,
        changes: changesOf({ archived: Boolean(before.archived) }, { archived }),
      },
    };
  }).catch(rethrowUnlessNotFound);
}
