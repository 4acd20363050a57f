import { closeMessages, type ClosePeriod } from '@domain/abschluss/close-contract';
import { closeOperations } from '@domain/abschluss/operations';
import type { Locale } from '@domain/shared/locale';
import { type OperationHandler, refuse } from '@server/platform/api/operation-routes';
import { writeAudit } from '@server/platform/audit/audit-log';
import { requireUser } from '@server/platform/common/current-user';
import type { Database } from '@server/platform/db/client';
import { requestLocale } from '@server/platform/http/locale';
import { closePeriod, reopenClose } from './close-write';
import {
  periodOfClose,
  readCloseChanges,
  readCloseSummaries,
  readCloseSummary,
  readStoredClose,
} from './closes';
import { type PeriodScope, readPeriodScope } from './period';
import { readPreflight } from './preflight';

/*
 * The month close's calls (domain/abschluss/operations.ts), office accounts
 * only (the operations' access is checked on arrival).
 */

type Ops = typeof closeOperations;
const {
  preflight: preflightOperation,
  close: closeOperation,
  detail: detailOperation,
  changes: changesOperation,
  payrollFile: payrollFileOperation,
} = closeOperations;

/** The period's scope, or the operation's 404 for an unknown fair. */
async function scopeOrRefuse(
  db: Database,
  period: ClosePeriod,
  operation: Ops['preflight'] | Ops['close'],
): Promise<PeriodScope> {
  const scope = await readPeriodScope(db, period);
  if (!scope) throw refuse(operation, 'not_found');
  return scope;
}

async function closeOr404(db: Database, id: number, operation: Ops['detail']) {
  const summary = await readCloseSummary(db, id);
  if (!summary) throw refuse(operation, 'not_found');
  return summary;
}

/** GET /buero/abschluesse/vorpruefung?month= or ?messe_id= (exactly one, else 422 on both). */
export const preflight: OperationHandler<Ops['preflight']> = async ({ app, request, query }) => {
  const locale: Locale = requestLocale(request);
  if ((query.month === undefined) === (query.messe_id === undefined)) {
    const text = closeMessages('period_choice')?.[locale] ?? 'period_choice';
    throw refuse(preflightOperation, 'validation_failed', { month: [text], messe_id: [text] });
  }
  const period: ClosePeriod =
    query.month !== undefined
      ? { kind: 'month', month: query.month }
      : { kind: 'messe', messe_id: query.messe_id ?? 0 };
  const scope = await scopeOrRefuse(app.db, period, preflightOperation);
  return readPreflight(app.db, scope, locale);
};

/** GET /buero/abschluesse */
export const list: OperationHandler<Ops['list']> = async ({ app }) => ({
  closes: await readCloseSummaries(app.db),
});

/** POST /buero/abschluesse */
export const close: OperationHandler<Ops['close']> = async ({ app, request, body }) => {
  const user = requireUser(request);
  const scope = await scopeOrRefuse(app.db, body, closeOperation);
  const id = await closePeriod(app.db, scope, { userId: user.id, ip: request.ip });
  return closeOr404(app.db, id, detailOperation);
};

/** GET /buero/abschluesse/:id */
export const detail: OperationHandler<Ops['detail']> = async ({ app, params }) =>
  closeOr404(app.db, params.id, detailOperation);

/** GET /buero/abschluesse/:id/aenderungen */
export const changes: OperationHandler<Ops['changes']> = async ({ app, params }) => {
  const stored = await readStoredClose(app.db, params.id);
  if (!stored) throw refuse(changesOperation, 'not_found');
  const scope = await readPeriodScope(app.db, periodOfClose(stored));
  if (!scope) throw refuse(changesOperation, 'not_found');
  return readCloseChanges(app.db, stored, scope);
};

/** GET /buero/abschluesse/:id/lohndatei: the CSV as recorded at the close (audited as a payroll export). */
export const payrollFile: OperationHandler<Ops['payrollFile']> = async ({
  app,
  request,
  params,
}) => {
  const user = requireUser(request);
  const stored = await readStoredClose(app.db, params.id);
  if (!stored?.payrollFile) throw refuse(payrollFileOperation, 'not_found');
  const what = stored.month ?? `messe-${String(stored.messeId)}`;
  const period = periodOfClose(stored);
  await writeAudit(app.db, {
    action: 'payroll_exported',
    userId: user.id,
    ip: request.ip,
    subject:
      period.kind === 'month' ? `payroll:${period.month}` : `messe:${String(period.messe_id)}`,
    details: {
      format: 'csv',
      closeId: stored.id,
      sha256: stored.payrollSha256,
      include_unsigned: false,
    },
  });
  return {
    type: 'text/csv; charset=utf-8',
    name: `abrechnung-${what}-abschluss-${String(stored.id)}.csv`,
    body: stored.payrollFile,
  };
};

/** POST /buero/abschluesse/:id/wiedereroeffnen */
export const reopen: OperationHandler<Ops['reopen']> = async ({ app, request, params, body }) => {
  const user = requireUser(request);
  await reopenClose(app.db, params.id, body.reason, { userId: user.id, ip: request.ip });
  return closeOr404(app.db, params.id, detailOperation);
};
