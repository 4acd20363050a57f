import { employmentLawOperations } from '@domain/buero/operations/employment-law';
import {
  addPeriod,
  addWage,
  correct,
  declare,
  deleteDeclaration,
  deletePeriod,
  deleteWage,
  lawRecord,
  setStatus,
} from '../handlers/employment-law/record';
import { officeOperationRoutes } from '../office-operations';

/** A staff member's employment-law data and counters (issue 27). */
export const employmentLawRoutes = officeOperationRoutes(employmentLawOperations, {
  record: lawRecord,
  setStatus,
  addWage,
  removeWage: deleteWage,
  addLecturePeriod: addPeriod,
  removeLecturePeriod: deletePeriod,
  addDeclaration: declare,
  correctDeclaration: correct,
  removeDeclaration: deleteDeclaration,
});
