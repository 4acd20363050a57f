import type { FastifyInstance } from 'fastify';
import { writeAudit } from '../../audit/audit-log';
import { clearSessionCookie } from '../cookie';
import { destroySession } from '../sessions';

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
