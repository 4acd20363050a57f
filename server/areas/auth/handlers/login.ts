import { authOperations } from '@domain/auth/operations';
import { type OperationHandler, refuse } from '@server/platform/api/operation-routes';
import { writeAudit } from '@server/platform/audit/audit-log';
import { setSessionCookie } from '@server/platform/accounts/cookie';
import { verifyPassword } from '@server/platform/accounts/password';
import { sessionPolicy } from '@server/platform/accounts/plugin';
import { createSession, destroySession } from '@server/platform/accounts/sessions';
import { hitCounter, resetCounter, throttleKey } from '@server/platform/common/throttle';
import { findUserByEmail, toAuthUser } from '@server/platform/accounts/users';
import { wireUser } from '../wire-user';

const login = authOperations.login;

/** POST /app/api/auth/login */
export const logIn: OperationHandler<typeof login> = async ({ app, request, reply, body }) => {
  // Attempts are counted per e-mail and IP (an attacker cannot lock a victim out
  // from elsewhere), atomically and BEFORE the password check: parallel guesses
  // each get their own count, so at most `loginMaxFailures` of them reach argon2.
  const key = throttleKey('login', body.email, request.ip);
  const throttle = await hitCounter(app.db, key, app.config.loginWindowMinutes * 60_000);
  if (throttle.count > app.config.loginMaxFailures) {
    await writeAudit(app.db, { action: 'login_throttled', ip: request.ip });
    throw refuse(
      login,
      'too_many_attempts',
      {},
      { headers: { 'Retry-After': String(throttle.retryAfterSeconds) } },
    );
  }

  const user = await findUserByEmail(app.db, body.email);
  const valid = await verifyPassword(user?.passwordHash ?? null, body.password);
  // A deactivated account answers like a wrong password (after the same argon2 work).
  if (!user || !valid || user.deactivated) {
    await writeAudit(app.db, {
      action: 'login_failed',
      userId: user?.id ?? null,
      ip: request.ip,
    });
    // One answer for unknown e-mail and wrong password alike.
    throw refuse(login, 'invalid_credentials');
  }

  await resetCounter(app.db, key);
  // Session fixation: whatever session came with the request ends; a fresh id is issued.
  if (request.authSession) await destroySession(app.db, request.authSession.idHash);
  const session = await createSession(app.db, user.id, sessionPolicy(app.config));
  setSessionCookie(reply, app.config, session.token, session.expiresAt);
  await writeAudit(app.db, { action: 'login', userId: user.id, ip: request.ip });
  return { success: true, user: wireUser(toAuthUser(user)) };
};
