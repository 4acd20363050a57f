import type { authOperations } from '@domain/auth/operations';
import type { OperationHandler } from '@server/platform/api/operation-routes';
import { writeAudit } from '@server/platform/audit/audit-log';
import { clearSessionCookie } from '@server/platform/accounts/cookie';
import { destroySession } from '@server/platform/accounts/sessions';
import { removeSessionSubscriptions } from '@server/records/push';

/**
 * POST /app/api/auth/logout: ends the session, and the push of the device that
 * subscribed in it (the next person on a shared phone gets none of it); harmless without one.
 */
export const logout: OperationHandler<typeof authOperations.logout> = async ({
  app,
  request,
  reply,
}) => {
  if (request.authSession) {
    await destroySession(app.db, request.authSession.idHash);
    await removeSessionSubscriptions(app.db, request.authSession.idHash);
    await writeAudit(app.db, {
      action: 'logout',
      userId: request.authSession.userId,
      ip: request.ip,
    });
  }
  clearSessionCookie(reply, app.config);
  return { success: true };
};
