import { pairOperations } from '@domain/buero/operations/pairs';
import { type OperationHandler, refuse } from '@server/platform/api/operation-routes';
import {
  addStaff,
  addSupervisors,
  fieldRefusal,
  officeActor,
  removeStaff,
  removeSupervisors,
} from '../../writes';
import { checkStaffOnPair } from '../../law-check';
import { pairExists } from '../../messen/pair-reads';
import { bookingMailerOf } from './bookings';
import { pairOf } from './pairs';

/*
 * Bulk changes of who works on a pair (docs/product/fairs.md). Ids of the
 * wrong kind of person (422) and an archived pair (409) are refused by the
 * writes (OfficeRefusal, naming the ids).
 */
const { addStaff: add, removeStaff: remove, addSupervisors: addSup } = pairOperations;
const { checkStaff: check } = pairOperations;
const { removeSupervisors: removeSup } = pairOperations;

export const addStaffHandler: OperationHandler<typeof add> = async ({
  app,
  request,
  params,
  body,
}) => {
  const result = await addStaff(
    app.db,
    officeActor(request),
    bookingMailerOf(app),
    pairOf(params),
    body.bewerber_ids,
    body.override_reason,
  );
  if (!result) throw refuse(add, 'not_found');
  if (result.added.length > 0) app.mailOutbox.nudge();
  return result;
};

export const removeStaffHandler: OperationHandler<typeof remove> = async ({
  app,
  request,
  params,
  body,
}) => {
  const result = await removeStaff(
    app.db,
    officeActor(request),
    bookingMailerOf(app),
    pairOf(params),
    body.bewerber_ids,
  );
  if (!result) throw refuse(remove, 'not_found');
  if (result.removed.length > 0) app.mailOutbox.nudge();
  return result;
};

export const addSupervisorsHandler: OperationHandler<typeof addSup> = async ({
  app,
  request,
  params,
  body,
}) => {
  const result = await addSupervisors(
    app.db,
    officeActor(request),
    bookingMailerOf(app),
    pairOf(params),
    body.user_ids,
  );
  if (!result) throw refuse(addSup, 'not_found');
  if (result.added.length > 0) app.mailOutbox.nudge();
  return result;
};

export const removeSupervisorsHandler: OperationHandler<typeof removeSup> = async ({
  app,
  request,
  params,
  body,
}) => {
  const result = await removeSupervisors(
    app.db,
    officeActor(request),
    bookingMailerOf(app),
    pairOf(params),
    body.user_ids,
  );
  if (!result) throw refuse(removeSup, 'not_found');
  if (result.removed.length > 0) app.mailOutbox.nudge();
  return result;
};

/**
 * The assignment check (issue 27): per person, in the order given, what the
 * pair's days would do to each counter. Ids of no staff member: 422 as the add.
 */
export const checkStaffHandler: OperationHandler<typeof check> = async ({ app, params, body }) => {
  const pair = pairOf(params);
  if (!(await pairExists(app.db, pair))) throw refuse(check, 'not_found');
  const answer = await checkStaffOnPair(app.db, pair, body.bewerber_ids);
  if ('notStaff' in answer) throw fieldRefusal('bewerber_ids', 'not_staff', answer.notStaff);
  return answer;
};
