import { pairOperations } from '@domain/buero/operations/pairs';
import { type OperationHandler, refuse } from '@server/platform/api/operation-routes';
import {
  addStaff,
  addSupervisors,
  officeActor,
  removeStaff,
  removeSupervisors,
} from '../../writes';
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

// TODO(h/lawassign): the assignment check (issue 27) replaces this before it lands.
export const checkStaffHandler: OperationHandler<typeof check> = () => {
  throw refuse(check, 'not_found');
};
