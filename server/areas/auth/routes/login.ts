import type { FastifyInstance } from 'fastify';
import { type AuthSuccess, loginSchema } from '@domain/auth/auth';
import { writeAudit } from '@server/platform/audit/audit-log';
import { HttpError, parseWith } from '@server/platform/http/http-error';
import { setSessionCookie } from '@server/platform/accounts/cookie';
import { verifyPassword } from '@server/platform/accounts/password';
import { sessionPolicy } from '@server/platform/accounts/plugin';
import { createSession, destroySession } from '@server/platform/accounts/sessions';
import { hitCounter, resetCounter, throttleKey } from '@server/platform/common/throttle';
import { findUserByEmail, toAuthUser } from '@server/platform/accounts/users';

/** POST /app/api/auth/login */
export async function loginRoute(app: FastifyInstance) {
  const windowMs = app.config.loginWindowMinutes * 60_000;

  app.post('/login', { config: { public: true } }, async (request, reply): Promise<AuthSuccess> => {
    const input = parseWith(loginSchema, request);
    // Attempts are counted per e-mail and IP (an attacker cannot lock a victim out
    // from elsewhere), atomically and BEFORE the password check: parallel guesses
    // each get their own count, so at most `loginMaxFailures` of them reach argon2.
    const key = throttleKey('login', input.email, request.ip);
    const throttle = await hitCounter(app.db, key, windowMs);
    if (throttle.count > app.config.loginMaxFailures) {
      await writeAudit(app.db, { action: 'login_throttled', ip: request.ip });
      throw new HttpError(
        429,
        'too_many_attempts',
        {},
        { 'Retry-After': String(throttle.retryAfterSeconds) },
      );
    }

    const user = await findUserByEmail(app.db, input.email);
    const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
    // A deactivated account answers like a wrong password (after the same argon2 work).
    if (!user || !valid || user.deactivated) {
      await writeAudit(app.db, {
        action: 'login_failed',
        userId: user?.id ?? null,
        ip: request.ip,
      });
      // One answer for unknown e-mail and wrong password alike.
      throw new HttpError(422, 'invalid_credentials');
    }

    await resetCounter(app.db, key);
    // Session fixation: whatever session came with the request ends; a fresh id is issued.
    if (request.authSession) await destroySession(app.db, request.authSession.idHash);
    const session = await createSession(app.db, user.id, sessionPolicy(app.config));
    setSessionCookie(reply, app.config, session.token, session.expiresAt);
    await writeAudit(app.db, { action: 'login', userId: user.id, ip: request.ip });
    return { success: true, user: toAuthUser(user) };
  });
}
