import type { FastifyInstance } from 'fastify';
import { writeAudit } from '@server/platform/audit/audit-log';
import { clearSessionCookie } from '@server/platform/accounts/cookie';
import { destroySession } from '@server/platform/accounts/sessions';

/** POST /app/api/auth/logout: ends the session; harmless without one. */
export async function logoutRoute(app: FastifyInstance) {
  app.post('/logout', { config: { public: true } }, async (request, reply) => {
    if (request.authSession) {
      await destroySession(app.db, request.authSession.idHash);
      await writeAudit(app.db, {
        action: 'logout',
        userId: request.authSession.userId,
        ip: request.ip,
      });
    }
    clearSessionCookie(reply, app.config);
    return { success: true };
  });
}
