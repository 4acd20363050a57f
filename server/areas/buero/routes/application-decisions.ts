import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  BUERO_DECISION_PATTERNS,
  type DecisionResult,
  rejectApplicationSchema,
} from '@domain/buero/decision-contract';
import { parseWith } from '@server/platform/http/http-error';
import { readIdParam } from '../params';
import {
  acceptApplication,
  type InvitationMailer,
  officeActor,
  rejectApplication,
  resendInvitation,
} from '../writes';

/**
 * POST bewerbungen/{id}/annehmen, …/ablehnen and …/einladung: the office's
 * decisions (docs/product/office.md). Each answers the application's new status;
 * the mail is queued in the decision's transaction and sent by the outbox.
 */
export async function applicationDecisionRoutes(app: FastifyInstance) {
  const mailer: InvitationMailer = {
    enqueueMail: app.enqueueMail,
    publicUrl: app.config.publicUrl,
  };
  const sent = (result: DecisionResult) => {
    if (result.mail_queued) app.mailOutbox.nudge();
    return result;
  };
  const decide =
    (run: (request: FastifyRequest, id: number) => Promise<DecisionResult>) =>
    async (request: FastifyRequest): Promise<DecisionResult> => {
      const id = readIdParam(request);
      return sent(await run(request, id));
    };

  app.post(
    BUERO_DECISION_PATTERNS.accept,
    decide((request, id) => acceptApplication(app.db, officeActor(request), mailer, id)),
  );
  app.post(
    BUERO_DECISION_PATTERNS.reject,
    decide((request, id) => {
      const input = parseWith(rejectApplicationSchema, request);
      return rejectApplication(app.db, officeActor(request), mailer, id, input);
    }),
  );
  app.post(
    BUERO_DECISION_PATTERNS.resendInvitation,
    decide((request, id) => resendInvitation(app.db, officeActor(request), mailer, id)),
  );
}
