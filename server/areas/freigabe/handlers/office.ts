import type { FastifyInstance } from 'fastify';
import type { freigabeOfficeOperations } from '@domain/freigabe/operations';
import type { OperationHandler } from '@server/platform/api/operation-routes';
import { requireUser } from '@server/platform/common/current-user';
import { requestLocale } from '@server/platform/http/locale';
import { readPairApprovals, resolveDisputeWrite, withdrawRequest } from '../office-writes';
import { officeDispute, readDisputes, readOfficeRequests } from '../requests';
import { sendApprovalRequest } from '../send-request';

/*
 * The office's side of approvals by link (issue 25): a pair's requests,
 * sending one, withdrawing one, resolving a disputed row. Office accounts
 * only (the operations' access is checked on arrival).
 */

type Ops = typeof freigabeOfficeOperations;

const mailerOf = (app: FastifyInstance) => ({
  enqueueMail: app.enqueueMail,
  publicUrl: app.config.publicUrl,
});

/** GET /buero/messen/:id/kunden/:customerId/freigaben */
export const listApprovals: OperationHandler<Ops['list']> = async ({ app, params }) =>
  readPairApprovals(app.db, { messeId: params.id, customerId: params.customerId });

/** POST /buero/messen/:id/kunden/:customerId/freigaben */
export const sendApproval: OperationHandler<Ops['request']> = async ({
  app,
  request,
  params,
  body,
}) => {
  const user = requireUser(request);
  const sent = await app.db.transaction((tx) =>
    sendApprovalRequest(tx, mailerOf(app), {
      pair: { messeId: params.id, customerId: params.customerId },
      days: body.days,
      contactId: body.contact_id,
      requestedBy: user.id,
      ip: request.ip,
      locale: requestLocale(request),
    }),
  );
  app.mailOutbox.nudge();
  const [answer] = await readOfficeRequests(app.db, { id: sent.id });
  if (!answer) throw new Error('approval request vanished');
  return answer;
};

/** POST /buero/freigaben/:requestId/zurueckziehen */
export const withdrawApproval: OperationHandler<Ops['withdraw']> = async ({
  app,
  request,
  params,
}) => {
  await withdrawRequest(app.db, params.requestId, {
    userId: requireUser(request).id,
    ip: request.ip,
  });
  const [answer] = await readOfficeRequests(app.db, { id: params.requestId });
  if (!answer) throw new Error('approval request vanished');
  return answer;
};

/** POST /buero/einwaende/:disputeId/erledigen: resolved, audited, the contact told by mail. */
export const resolveApprovalDispute: OperationHandler<Ops['resolveDispute']> = async ({
  app,
  request,
  params,
  body,
}) => {
  const actor = { userId: requireUser(request).id, ip: request.ip };
  const requestId = await resolveDisputeWrite(app.db, mailerOf(app), params.disputeId, body, actor);
  app.mailOutbox.nudge();
  const dispute = (await readDisputes(app.db, [requestId])).find((d) => d.id === params.disputeId);
  if (!dispute) throw new Error('dispute vanished');
  return officeDispute(dispute);
};
