import type { FastifyInstance } from 'fastify';
import { freigabeOfficeOperations, freigabeOperations } from '@domain/freigabe/operations';
import { operationRoutes } from '@server/platform/api/operation-routes';
import { schedulePeriodicJob } from '@server/platform/jobs/periodic-job';
import {
  listApprovals,
  resolveApprovalDispute,
  sendApproval,
  withdrawApproval,
} from './handlers/office';
import { approveApproval, disputeApproval, showApprovalPage } from './handlers/public';
import { approvalJob } from './jobs';

/**
 * Approval of hours by link (issue 25): the public page's calls (the token is
 * the access) and the office's (the office area, checked on arrival by the
 * operations' access), from their tables; and the automatic and tacit jobs.
 */
export async function freigabeRoutes(app: FastifyInstance) {
  await app.register(
    operationRoutes(freigabeOperations, {
      page: showApprovalPage,
      approve: approveApproval,
      dispute: disputeApproval,
    }),
  );
  await app.register(
    operationRoutes(freigabeOfficeOperations, {
      list: listApprovals,
      request: sendApproval,
      withdraw: withdrawApproval,
      resolveDispute: resolveApprovalDispute,
    }),
  );
  schedulePeriodicJob(
    app,
    approvalJob({ enqueueMail: app.enqueueMail, publicUrl: app.config.publicUrl }),
  );
}
