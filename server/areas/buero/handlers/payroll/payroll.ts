import { bueroPayrollMessages, payrollPreviewQuerySchema } from '@domain/buero/payroll-contract';
import { payrollOperations } from '@domain/buero/operations/payroll';
import { type OperationHandler, refuse } from '@server/platform/api/operation-routes';
import { parseValue } from '@server/platform/http/http-error';
import { requestLocale } from '@server/platform/http/locale';
import { readPayrollPreview } from '../../payroll/payroll-preview';
import { readPayrollSelection } from '@server/records/payroll/payroll-selection';
import { officeActor, setPersonnelNumber } from '../../writes';

/*
 * The payroll's preview and the personnel number (docs/product/payroll-export.md);
 * the file itself is an export (handlers/exports/payroll-export.ts). A number
 * another person has is refused by the write (OfficeRefusal, 409).
 */
const { preview, personnelNumber } = payrollOperations;

export const payrollPreviewHandler: OperationHandler<typeof preview> = async ({ app, request }) => {
  // The table checked the fields; the period rule (one of month and fair) is the full schema's.
  const params = parseValue(
    payrollPreviewQuerySchema,
    request.query,
    requestLocale(request),
    bueroPayrollMessages,
  );
  const selection = await readPayrollSelection(app.db, params);
  if (!selection) throw refuse(preview, 'not_found');
  return readPayrollPreview(app.db, selection, app.config.lodas !== null);
};

export const personnelNumberHandler: OperationHandler<typeof personnelNumber> = async ({
  app,
  request,
  params,
  body,
}) => {
  const actor = officeActor(request);
  const saved = await setPersonnelNumber(app.db, actor, params.id, body.personnel_number);
  if (!saved) throw refuse(personnelNumber, 'not_found');
  return saved;
};
