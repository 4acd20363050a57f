import { payrollOperations } from '@domain/buero/operations/payroll';
import { payrollPreviewHandler, personnelNumberHandler } from '../handlers/payroll/payroll';
import { officeOperationRoutes } from '../office-operations';

/*
 * The payroll's preview and the personnel number, from their table
 * (domain/buero/operations/payroll.ts); the file itself is an export
 * (routes/files.ts).
 */
export const payrollOperationRoutes = officeOperationRoutes(payrollOperations, {
  preview: payrollPreviewHandler,
  personnelNumber: personnelNumberHandler,
});
