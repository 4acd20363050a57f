import type { FastifyInstance } from 'fastify';
import { employmentLawOperations } from '@domain/buero/operations/employment-law';
import type { LawRecord } from '@domain/shared/employment-law/record-contract';
import { employmentLawMessages } from '@domain/shared/employment-law/record-contract';
import { validationMessage } from '@domain/shared/validation-messages';
import { type OperationHandler, refuse } from '@server/platform/api/operation-routes';
import { requestLocale } from '@server/platform/http/locale';
import { isCountableMonth, loadLawRecord } from '../../employment-law-record';
import {
  addDeclaration,
  addLecturePeriod,
  correctDeclaration,
  type LawWriteOutcome,
  officeActor,
  recordWage,
  removeDeclaration,
  removeLecturePeriod,
  removeWage,
  setEmploymentStatus,
} from '../../writes';

/*
 * The office's employment-law record of a staff member (issue 27): the GET
 * with the counters of a month, and the audited writes, each answering the
 * whole record with the counters of the current month. Ids that are no staff
 * member, and lines of another person, are 404 alike.
 */
const ops = employmentLawOperations;

/** The record after a write, or the refusal its outcome asks for. */
async function afterWrite(
  app: FastifyInstance,
  staffId: number,
  outcome: LawWriteOutcome,
  refusal: (code: 'not_found' | 'too_many') => Error,
): Promise<LawRecord> {
  if (outcome !== 'ok') throw refusal(outcome);
  const record = await loadLawRecord(app.db, staffId);
  // Gone right after the write: a concurrent erasure took the login.
  if (!record) throw refusal('not_found');
  return record;
}

export const lawRecord: OperationHandler<typeof ops.record> = async ({
  app,
  request,
  params,
  query,
}) => {
  const month = query.month;
  if (month !== undefined && !isCountableMonth(month)) {
    const text = validationMessage('invalid', requestLocale(request), employmentLawMessages);
    throw refuse(ops.record, 'validation_failed', { month: [text] });
  }
  const record = await loadLawRecord(app.db, params.id, month);
  if (!record) throw refuse(ops.record, 'not_found');
  return record;
};

export const setStatus: OperationHandler<typeof ops.setStatus> = async ({
  app,
  request,
  params,
  body,
}) =>
  afterWrite(
    app,
    params.id,
    await setEmploymentStatus(app.db, officeActor(request), params.id, body.employment_status),
    () => refuse(ops.setStatus, 'not_found'),
  );

export const addWage: OperationHandler<typeof ops.addWage> = async ({
  app,
  request,
  params,
  body,
}) =>
  afterWrite(app, params.id, await recordWage(app.db, officeActor(request), params.id, body), () =>
    refuse(ops.addWage, 'not_found'),
  );

export const deleteWage: OperationHandler<typeof ops.removeWage> = async ({
  app,
  request,
  params,
}) =>
  afterWrite(
    app,
    params.id,
    await removeWage(app.db, officeActor(request), params.id, params.validFrom),
    () => refuse(ops.removeWage, 'not_found'),
  );

export const addPeriod: OperationHandler<typeof ops.addLecturePeriod> = async ({
  app,
  request,
  params,
  body,
}) =>
  afterWrite(
    app,
    params.id,
    await addLecturePeriod(app.db, officeActor(request), params.id, body),
    (code) => refuse(ops.addLecturePeriod, code),
  );

export const deletePeriod: OperationHandler<typeof ops.removeLecturePeriod> = async ({
  app,
  request,
  params,
}) =>
  afterWrite(
    app,
    params.id,
    await removeLecturePeriod(app.db, officeActor(request), params.id, params.periodId),
    () => refuse(ops.removeLecturePeriod, 'not_found'),
  );

export const declare: OperationHandler<typeof ops.addDeclaration> = async ({
  app,
  request,
  params,
  body,
}) =>
  afterWrite(
    app,
    params.id,
    await addDeclaration(app.db, officeActor(request), params.id, body),
    (code) => refuse(ops.addDeclaration, code),
  );

export const correct: OperationHandler<typeof ops.correctDeclaration> = async ({
  app,
  request,
  params,
  body,
}) =>
  afterWrite(
    app,
    params.id,
    await correctDeclaration(app.db, officeActor(request), params.id, params.declarationId, body),
    () => refuse(ops.correctDeclaration, 'not_found'),
  );

export const deleteDeclaration: OperationHandler<typeof ops.removeDeclaration> = async ({
  app,
  request,
  params,
}) =>
  afterWrite(
    app,
    params.id,
    await removeDeclaration(app.db, officeActor(request), params.id, params.declarationId),
    () => refuse(ops.removeDeclaration, 'not_found'),
  );
