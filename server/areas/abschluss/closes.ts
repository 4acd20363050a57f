import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CloseChanges, ClosePeriod, CloseSummary } from '@domain/abschluss/close-contract';
import type { Database } from '@server/platform/db/client';
import { invoiceDays, invoices, periodCloses } from '@server/platform/db/schema/billing';
import { messen } from '@server/platform/db/schema/messen';
import { users } from '@server/platform/db/schema/users';
import { readPeriodMinutes, readNames, refOf, type MinutesRow, type PeriodScope } from './period';

/*
 * The closes as the office reads them (docs/product/month-close.md): the
 * list, one close, and what changed since it (the minutes recorded at the
 * close against the rows now).
 */

export type StoredClose = typeof periodCloses.$inferSelect;

/** The snapshot column: the minutes per person, pair and day at the close. */
export type CloseSnapshot = { rows: MinutesRow[] };

export const periodOfClose = (row: Pick<StoredClose, 'month' | 'messeId'>): ClosePeriod =>
  row.month !== null
    ? { kind: 'month', month: row.month }
    : { kind: 'messe', messe_id: row.messeId ?? 0 };

/** The invoices issued from the period's days and not cancelled (for the close's record). */
export async function readPeriodInvoiceIds(db: Database, scope: PeriodScope): Promise<number[]> {
  const days =
    scope.messeId === undefined
      ? sql`${invoiceDays.day} between ${scope.from} and ${scope.to}`
      : eq(invoiceDays.messeId, scope.messeId);
  const rows = await db
    .selectDistinct({ id: invoices.id })
    .from(invoices)
    .innerJoin(invoiceDays, eq(invoiceDays.invoiceId, invoices.id))
    .where(
      and(
        days,
        eq(invoices.kind, 'invoice'),
        sql`not exists (select 1 from ${invoices} c where c.cancels_id = ${invoices.id})`,
      ),
    )
    .orderBy(invoices.id);
  return rows.map((row) => row.id);
}

const userName = (user: { firstname: string; lastname: string } | undefined) =>
  user ? `${user.firstname} ${user.lastname}` : null;

/** Closes as answered, newest first; `ids` absent: every close. */
export async function readCloseSummaries(db: Database, ids?: number[]): Promise<CloseSummary[]> {
  const rows = await db
    .select({
      id: periodCloses.id,
      month: periodCloses.month,
      messeId: periodCloses.messeId,
      messeName: messen.name,
      closedAt: periodCloses.closedAt,
      closedBy: periodCloses.closedBy,
      reopenedAt: periodCloses.reopenedAt,
      reopenedBy: periodCloses.reopenedBy,
      reopenReason: periodCloses.reopenReason,
      payrollSha256: periodCloses.payrollSha256,
      invoiceIds: periodCloses.invoiceIds,
    })
    .from(periodCloses)
    .leftJoin(messen, eq(messen.id, periodCloses.messeId))
    .where(ids === undefined ? undefined : inArray(periodCloses.id, ids))
    .orderBy(desc(periodCloses.closedAt), desc(periodCloses.id));
  const userIds = rows.flatMap((row) => [row.closedBy, row.reopenedBy]).filter((id) => id !== null);
  const invoiceIds = rows.flatMap((row) => row.invoiceIds);
  const [people, numbers] = await Promise.all([
    userIds.length === 0
      ? []
      : db
          .select({ id: users.id, firstname: users.firstname, lastname: users.lastname })
          .from(users)
          .where(inArray(users.id, [...new Set(userIds)])),
    invoiceIds.length === 0
      ? []
      : db
          .select({ id: invoices.id, number: invoices.number })
          .from(invoices)
          .where(inArray(invoices.id, [...new Set(invoiceIds)])),
  ]);
  const byUser = new Map(people.map((user) => [user.id, user]));
  const byInvoice = new Map(numbers.map((invoice) => [invoice.id, invoice.number]));
  const nameOf = (id: number | null) => (id === null ? null : userName(byUser.get(id)));
  return rows.map((row) => ({
    id: row.id,
    period: periodOfClose(row),
    messe_name: row.messeName ?? null,
    closed_at: row.closedAt.toISOString(),
    closed_by: nameOf(row.closedBy),
    reopened_at: row.reopenedAt?.toISOString() ?? null,
    reopened_by: nameOf(row.reopenedBy),
    reopen_reason: row.reopenReason,
    payroll_sha256: row.payrollSha256,
    invoices: row.invoiceIds.map((id) => ({ id, number: byInvoice.get(id) ?? '' })),
  }));
}

export async function readCloseSummary(db: Database, id: number): Promise<CloseSummary | null> {
  const [summary] = await readCloseSummaries(db, [id]);
  return summary ?? null;
}

export async function readStoredClose(db: Database, id: number): Promise<StoredClose | null> {
  const [row] = await db.select().from(periodCloses).where(eq(periodCloses.id, id));
  return row ?? null;
}

const rowKey = (row: MinutesRow) => `${row[0]}/${row[1]}/${row[2]}/${row[3]}`;

/**
 * The person-days whose minutes differ between the close's snapshot and the
 * rows now (null: no work time then or now), by day, fair, customer, person.
 */
export async function readCloseChanges(
  db: Database,
  close: StoredClose,
  scope: PeriodScope,
): Promise<CloseChanges> {
  const before = new Map((close.snapshot as CloseSnapshot).rows.map((row) => [rowKey(row), row]));
  const after = new Map((await readPeriodMinutes(db, scope)).map((row) => [rowKey(row), row]));
  const keys = [...new Set([...before.keys(), ...after.keys()])];
  const changed = keys.flatMap((key) => {
    const was = before.get(key);
    const now = after.get(key);
    const row = was ?? now;
    if (!row || was?.[4] === now?.[4]) return [];
    return [{ row, before: was?.[4] ?? null, after: now?.[4] ?? null }];
  });
  const names = await readNames(db, {
    staff: changed.map(({ row }) => row[2]),
    messen: changed.map(({ row }) => row[0]),
    customers: changed.map(({ row }) => row[1]),
  });
  return {
    changes: changed
      .map(({ row, before: beforeMinutes, after: afterMinutes }) => ({
        ...refOf(names, { messeId: row[0], customerId: row[1], staffId: row[2] }),
        day: row[3],
        before_minutes: beforeMinutes,
        after_minutes: afterMinutes,
      }))
      .sort(
        (a, b) =>
          a.day.localeCompare(b.day) ||
          a.messe_name.localeCompare(b.messe_name) ||
          a.customer_name.localeCompare(b.customer_name) ||
          a.name.localeCompare(b.name),
      ),
  };
}
