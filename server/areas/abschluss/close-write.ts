import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { closeOperations } from '@domain/abschluss/operations';
import { refuse } from '@server/platform/api/operation-routes';
import { writeAudit } from '@server/platform/audit/audit-log';
import type { Database } from '@server/platform/db/client';
import { periodCloses } from '@server/platform/db/schema/billing';
import { payrollCsvStream } from '@server/records/payroll/payroll-stream';
import { lockPeriodForClose } from '@server/records/period-lock';
import { type CloseSnapshot, readPeriodInvoiceIds } from './closes';
import { type PeriodScope, payrollSelectionOf, readPeriodMinutes } from './period';
import { closeInForce } from './preflight';

/*
 * Closing and reopening a period (docs/product/month-close.md), each in one
 * transaction with its audit entry. The close takes the period's exclusive
 * lock first (server/records/period-lock.ts): the writes that checked the
 * period before it have committed when it reads, and no write of the period
 * gets through until it commits (then they see it in force and refuse).
 */

const { close: closeOperation, reopen: reopenOperation } = closeOperations;

export type CloseActor = { userId: number; ip: string };

/** The payroll file (CSV) of the period, as the office's export writes it: its bytes. */
async function payrollBytes(tx: Database, scope: PeriodScope): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of payrollCsvStream(tx, payrollSelectionOf(scope))) {
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

const auditSubject = (scope: PeriodScope) =>
  scope.period.kind === 'month'
    ? `period:${scope.period.month}`
    : `period:messe-${String(scope.period.messe_id)}`;

/** Closes the period: 409 period_already_closed while a close of it is in force. Returns its id. */
export async function closePeriod(
  db: Database,
  scope: PeriodScope,
  actor: CloseActor,
): Promise<number> {
  return db.transaction(async (tx) => {
    const { period } = scope;
    await lockPeriodForClose(
      tx,
      period.kind === 'month' ? { month: period.month } : { messeId: period.messe_id },
    );
    // Under the lock: a parallel close of the same period has committed by now.
    if ((await closeInForce(tx, scope)) !== null) {
      throw refuse(closeOperation, 'period_already_closed');
    }
    const snapshot: CloseSnapshot = { rows: await readPeriodMinutes(tx, scope) };
    const payroll = await payrollBytes(tx, scope);
    const payrollSha256 = createHash('sha256').update(payroll).digest('hex');
    const invoiceIds = await readPeriodInvoiceIds(tx, scope);
    const [row] = await tx
      .insert(periodCloses)
      .values({
        month: period.kind === 'month' ? period.month : null,
        messeId: period.kind === 'messe' ? period.messe_id : null,
        closedBy: actor.userId,
        snapshot,
        payrollFile: payroll,
        payrollSha256,
        invoiceIds,
      })
      .returning({ id: periodCloses.id });
    if (!row) throw new Error('close insert returned nothing');
    await writeAudit(tx, {
      action: 'period_closed',
      userId: actor.userId,
      ip: actor.ip,
      subject: auditSubject(scope),
      details: {
        closeId: row.id,
        ...(period.kind === 'month' ? { month: period.month } : { messeId: period.messe_id }),
        from: scope.from,
        to: scope.to,
        rows: snapshot.rows.length,
        minutes: snapshot.rows.reduce((sum, r) => sum + r[4], 0),
        payroll_sha256: payrollSha256,
        invoice_ids: invoiceIds,
      },
    });
    return row.id;
  });
}

/** Reopens a close with the office's reason: 404 unknown, 409 period_reopened when reopened already. */
export async function reopenClose(
  db: Database,
  id: number,
  reason: string,
  actor: CloseActor,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(periodCloses).where(eq(periodCloses.id, id)).for('update');
    if (!row) throw refuse(reopenOperation, 'not_found');
    if (row.reopenedAt !== null) throw refuse(reopenOperation, 'period_reopened');
    await tx
      .update(periodCloses)
      .set({ reopenedAt: new Date(), reopenedBy: actor.userId, reopenReason: reason })
      .where(eq(periodCloses.id, id));
    await writeAudit(tx, {
      action: 'period_reopened',
      userId: actor.userId,
      ip: actor.ip,
      subject: row.month !== null ? `period:${row.month}` : `period:messe-${String(row.messeId)}`,
      details: {
        closeId: id,
        ...(row.month !== null ? { month: row.month } : { messeId: row.messeId }),
        reason,
      },
    });
  });
}
