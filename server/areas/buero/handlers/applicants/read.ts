import { applicantOperations } from '@domain/buero/operations/applicants';
import { validationMessage } from '@domain/shared/validation-messages';
import { type OperationHandler, refuse } from '@server/platform/api/operation-routes';
import { requestLocale } from '@server/platform/http/locale';
import { loadApplicantDetail, loadApplicantOptions } from '../../applicant-detail';
import { listApplicants } from '../../applicant-list';
import { decodeCursor } from '../../cursor';
import { officeActor, recordApplicantViewed } from '../../writes';

const { list, detail } = applicantOperations;

/**
 * GET /app/api/buero/bewerbungen: one page of the applicant list. Not audited
 * (ADR 0022): the list shows names and e-mail addresses only; opening a person is.
 */
export const listApplicantPage: OperationHandler<typeof list> = async ({ app, request, query }) => {
  const cursor = query.cursor ? decodeCursor(query.cursor, query.sort) : null;
  if (query.cursor && !cursor) {
    throw refuse(list, 'validation_failed', {
      cursor: [validationMessage('invalid', requestLocale(request))],
    });
  }
  return listApplicants(app.db, query, cursor);
};

/** GET /app/api/buero/bewerbungen/optionen: the locations and fairs the filters offer. */
export const applicantOptions: OperationHandler<typeof applicantOperations.options> = async ({
  app,
}) => loadApplicantOptions(app.db);

/** GET /app/api/buero/bewerbungen/{id}: one application in full; the view is audited. */
export const applicantDetail: OperationHandler<typeof detail> = async ({
  app,
  request,
  params,
}) => {
  const found = await recordApplicantViewed(
    app.db,
    officeActor(request),
    params.id,
    'detail',
    (tx) => loadApplicantDetail(tx, params.id),
  );
  if (!found) throw refuse(detail, 'not_found');
  return found;
};
