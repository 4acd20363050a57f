import { exportOperations } from '@domain/buero/operations/exports';
import { type OperationHandler, refuse } from '@server/platform/api/operation-routes';
import { exportPayrollFile } from '../../payroll/payroll-export';
import { readPayrollSelection } from '@server/records/payroll/payroll-selection';
import { officeActor } from '../../writes';

const { payroll } = exportOperations;

/**
 * GET …/abrechnung/export: the payroll CSV or DATEV LODAS file of a month or
 * a fair's days, streamed and audited (docs/product/payroll-export.md). Its
 * refusals with the area's texts are OfficeRefusals (payroll/payroll-export.ts).
 */
export const payrollExportHandler: OperationHandler<typeof payroll> = async ({
  app,
  request,
  query,
}) => {
  const selection = await readPayrollSelection(app.db, query);
  if (!selection) throw refuse(payroll, 'not_found');
  return exportPayrollFile(app, officeActor(request), query, selection);
};
