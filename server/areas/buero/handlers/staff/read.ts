import { staffOperations } from '@domain/buero/operations/staff';
import { validationMessage } from '@domain/shared/validation-messages';
import { type OperationHandler, refuse } from '@server/platform/api/operation-routes';
import { requestLocale } from '@server/platform/http/locale';
import { decodeCursor } from '../../cursor';
import { loadStaffAssignments } from '../../messen/staff-assignments';
import { decryptSecret, findStaffSecrets, loadStaffDetail } from '../../staff-detail';
import { listStaff } from '../../staff-list';
import { officeActor, recordStaffRead } from '../../writes';

const { list, detail, reveal, assignments } = staffOperations;

/**
 * GET /app/api/buero/personal: one page of the staff list. Not audited, like
 * the applicant list (ADR 0022): names and e-mail addresses only.
 */
export const listStaffPage: OperationHandler<typeof list> = async ({ app, request, query }) => {
  const cursor = query.cursor ? decodeCursor(query.cursor, query.sort) : null;
  if (query.cursor && !cursor) {
    throw refuse(list, 'validation_failed', {
      cursor: [validationMessage('invalid', requestLocale(request))],
    });
  }
  return listStaff(app.db, query, cursor);
};

/** GET /app/api/buero/personal/{id}: one staff member, payroll fields masked; audited. */
export const staffDetail: OperationHandler<typeof detail> = async ({ app, request, params }) => {
  const found = await recordStaffRead(
    app.db,
    officeActor(request),
    params.id,
    { action: 'staff_viewed', details: { what: 'detail' } },
    (tx) => loadStaffDetail(tx, app.fieldCipher, params.id),
  );
  if (!found) throw refuse(detail, 'not_found');
  return found;
};

/** POST …/aufdecken: one payroll field in full; the audit names the field, never its value. */
export const revealStaffField: OperationHandler<typeof reveal> = async ({
  app,
  request,
  params,
  body,
}) => {
  const { field } = body;
  const value = await recordStaffRead(
    app.db,
    officeActor(request),
    params.id,
    { action: 'staff_field_revealed', details: { field } },
    async (tx) => {
      const secrets = await findStaffSecrets(tx, params.id);
      return secrets ? decryptSecret(app.fieldCipher, secrets, field) : null;
    },
  );
  // No such staff member, or the field is not filled in: nothing to reveal, nothing recorded.
  if (value === null) throw refuse(reveal, 'not_found');
  return { field, value };
};

/**
 * GET …/personal/{id}/einsaetze: where the person works. Not audited, like
 * the pair's own view of its staff (names of fairs and customers only).
 */
export const staffAssignments: OperationHandler<typeof assignments> = async ({ app, params }) => {
  const found = await loadStaffAssignments(app.db, params.id);
  if (!found) throw refuse(assignments, 'not_found');
  return found;
};
