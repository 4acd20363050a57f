import type { FastifyInstance } from 'fastify';
import { pairOperations } from '@domain/buero/operations/pairs';
import { type OperationHandler, refuse } from '@server/platform/api/operation-routes';
import { loadPairAssignments } from '../../messen/pair-reads';
import {
  type BookingMailer,
  confirmByPhone,
  confirmSupervisorByPhone,
  officeActor,
  setPairMeeting,
} from '../../writes';
import { pairOf } from './pairs';

/*
 * Bookings on the pair page (issue 24): the meeting point and a confirmation
 * given by phone. Both answer the pair with its people, as the page shows it.
 */
const {
  meeting,
  confirmByPhone: byPhone,
  confirmSupervisorByPhone: supervisorByPhone,
} = pairOperations;

export const bookingMailerOf = (app: FastifyInstance): BookingMailer => ({
  enqueueMail: app.enqueueMail,
  publicUrl: app.config.publicUrl,
  nudgePush: app.pushOutbox.nudge,
});

const orNull = (value: string) => (value === '' ? null : value);

export const meetingHandler: OperationHandler<typeof meeting> = async ({
  app,
  request,
  params,
  body,
}) => {
  const pair = pairOf(params);
  const done = await setPairMeeting(app.db, officeActor(request), bookingMailerOf(app), pair, {
    meeting_point: orNull(body.meeting_point),
    meeting_time: orNull(body.meeting_time),
    supervisor_phone: orNull(body.supervisor_phone),
  });
  if (!done) throw refuse(meeting, 'not_found');
  if (done.mailed > 0) app.mailOutbox.nudge();
  const answer = await loadPairAssignments(app.db, pair);
  if (!answer) throw refuse(meeting, 'not_found');
  return answer;
};

export const confirmByPhoneHandler: OperationHandler<typeof byPhone> = async ({
  app,
  request,
  params,
}) => {
  const pair = pairOf(params);
  if (!(await confirmByPhone(app.db, officeActor(request), pair, params.staffId))) {
    throw refuse(byPhone, 'not_found');
  }
  const answer = await loadPairAssignments(app.db, pair);
  if (!answer) throw refuse(byPhone, 'not_found');
  return answer;
};

export const confirmSupervisorByPhoneHandler: OperationHandler<typeof supervisorByPhone> = async ({
  app,
  request,
  params,
}) => {
  const pair = pairOf(params);
  if (!(await confirmSupervisorByPhone(app.db, officeActor(request), pair, params.userId))) {
    throw refuse(supervisorByPhone, 'not_found');
  }
  const answer = await loadPairAssignments(app.db, pair);
  if (!answer) throw refuse(supervisorByPhone, 'not_found');
  return answer;
};
