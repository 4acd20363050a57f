import { authOperations } from '@domain/auth/operations';
import { type OperationHandler, refuse } from '@server/platform/api/operation-routes';
import { writeAudit } from '@server/platform/audit/audit-log';
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
import { findUserById, setPasswordHash, toAuthUser } from '@server/platform/accounts/users';
import { wireUser } from '../wire-user';

const resetPassword = authOperations.resetPassword;

/**
 * POST /app/api/auth/password/reset: sets the new password and signs the user
 * in. Also spends an invitation (the office's set-password link); a first
 * password makes an invited application `staff`.
 */
export const passwordReset: OperationHandler<typeof resetPassword> = async ({
  app,
  request,
  reply,
  body,
}) => {
  const invalid = () =>
    refuse(resetPassword, 'reset_token_invalid', {
      token: [message('reset_token_invalid', requestLocale(request))],
    });
  // Cheap check first, so bad tokens cannot make the server run argon2 for free.
  if (!(await isResetTokenValid(app.db, body.token, body.email))) throw invalid();
  // Hashed outside the transaction (PGlite serializes transactions); the token is spent inside it.
  const passwordHash = await hashPassword(body.password);

  const userId = await app.db.transaction(async (tx) => {
    // Decided inside the transaction that writes: a refused link (used, replaced,
    // outlived by another link, deactivated account) has changed nothing.
    const id = await spendPasswordLink(tx, body.token, body.email);
    if (id === null) return null;
    await setPasswordHash(tx, id, passwordHash);
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
  return { success: true, user: wireUser(toAuthUser(user)) };
};
