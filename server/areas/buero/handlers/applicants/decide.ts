import type { FastifyInstance } from 'fastify';
import type { DecisionResult } from '@domain/buero/decision-contract';
import type { applicantOperations } from '@domain/buero/operations/applicants';
import type { OperationHandler } from '@server/platform/api/operation-routes';
import {
  acceptApplication,
  type InvitationMailer,
  officeActor,
  rejectApplication,
  resendInvitation,
} from '../../writes';

/*
 * POST bewerbungen/{id}/annehmen, …/ablehnen and …/einladung: the office's
 * decisions (docs/product/office.md). Each answers the application's new status;
 * the mail is queued in the decision's transaction and sent by the outbox, which
 * is nudged once the transaction committed. The writes refuse with the table's codes.
 */

const mailerOf = (app: FastifyInstance): InvitationMailer => ({
  enqueueMail: app.enqueueMail,
  publicUrl: app.config.publicUrl,
});

function sent(app: FastifyInstance, result: DecisionResult): DecisionResult {
  if (result.mail_queued) app.mailOutbox.nudge();
  return result;
}

export const acceptApplicant: OperationHandler<typeof applicantOperations.accept> = async ({
  app,
  request,
  params,
}) => sent(app, await acceptApplication(app.db, officeActor(request), mailerOf(app), params.id));

export const rejectApplicant: OperationHandler<typeof applicantOperations.reject> = async ({
  app,
  request,
  params,
  body,
}) =>
  sent(app, await rejectApplication(app.db, officeActor(request), mailerOf(app), params.id, body));

export const resendApplicantInvitation: OperationHandler<
  typeof applicantOperations.resendInvitation
> = async ({ app, request, params }) =>
  sent(app, await resendInvitation(app.db, officeActor(request), mailerOf(app), params.id));
