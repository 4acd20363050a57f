import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { type AuthSuccess, passwordResetSchema } from '@domain/auth/auth';
import { writeAudit } from '@server/platform/audit/audit-log';
import { users } from '@server/platform/db/schema/users';
import { HttpError, parseWith } from '@server/platform/http/http-error';
import { requestLocale } from '@server/platform/http/locale';
import { message } from '@server/platform/http/messages';
import { setSessionCookie } from '@server/platform/accounts/cookie';
import { hashPassword } from '@server/platform/accounts/password';
import { sessionPolicy } from '@server/platform/accounts/plugin';
import {
  isResetTokenValid,
  spendPasswordLink,
  takeUpInvitation,
} from '@server/platform/accounts/reset-tokens';
import { forgetUserSessions } from '@server/platform/accounts/session-cache';
import { createSession, destroyUserSessions } from '@server/platform/accounts/sessions';
import { findUserById, toAuthUser } from '@server/platform/accounts/users';

/**
 * POST /app/api/auth/password/reset: sets the new password and signs the user
 * in. Also spends an invitation (the office's set-password link); a first
 * password makes an invited application `staff`.
 */
export async function passwordResetRoute(app: FastifyInstance) {
  app.post(
    '/password/reset',
    { config: { public: true } },
    async (request, reply): Promise<AuthSuccess> => {
      const input = parseWith(passwordResetSchema, request);
      const invalid = () => {
        const text = message('reset_token_invalid', requestLocale(request));
        return new HttpError(422, 'reset_token_invalid', { token: [text] });
      };
      // Cheap check first, so bad tokens cannot make the server run argon2 for free.
      if (!(await isResetTokenValid(app.db, input.token, input.email))) throw invalid();
      // Hashed outside the transaction (PGlite serializes transactions); the token is spent inside it.
      const passwordHash = await hashPassword(input.password);

      const userId = await app.db.transaction(async (tx) => {
        // Decided inside the transaction that writes: a refused link (used, replaced,
        // outlived by another link, deactivated account) has changed nothing.
        const id = await spendPasswordLink(tx, input.token, input.email);
        if (id === null) return null;
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
        // Whoever knew the old password is signed out everywhere.
        await destroyUserSessions(tx, id);
        const takenUp = await takeUpInvitation(tx, id);
        if (takenUp > 0) {
          await writeAudit(tx, {
            action: 'invitation_taken_up',
            userId: id,
            subject: `user:${String(id)}`,
            ip: request.ip,
            details: { changes: { status: { before: 'invited', after: 'staff' } } },
          });
        }
        return id;
      });
      if (userId === null) throw invalid();
      // Committed now: this process stops serving the old sessions from its cache at once.
      forgetUserSessions(app.db, userId);

      const user = await findUserById(app.db, userId);
      // Deactivated meanwhile: the spent token signs nobody in (the session lookup refuses it too).
      if (!user || user.deactivated) throw invalid();
      const session = await createSession(app.db, user.id, sessionPolicy(app.config));
      setSessionCookie(reply, app.config, session.token, session.expiresAt);
      await writeAudit(app.db, { action: 'password_reset', userId: user.id, ip: request.ip });
      return { success: true, user: toAuthUser(user) };
    },
  );
}
