import type { FastifyInstance } from 'fastify';
import { passwordRequestSchema } from '@domain/auth/auth';
import type { Locale } from '@domain/shared/locale';
import { writeAudit } from '@server/platform/audit/audit-log';
import { afterResponse } from '@server/platform/http/after-response';
import { HttpError, parseWith } from '@server/platform/http/http-error';
import { message } from '@server/platform/http/messages';
import { issueResetToken, RESET_TOKEN_MINUTES } from '@server/platform/accounts/reset-tokens';
import { hitCounter, throttleKey } from '@server/platform/common/throttle';
import { findUserByEmail } from '@server/platform/accounts/users';

const WINDOW_MS = 15 * 60_000;

/**
 * POST /app/api/auth/password/request: the same answer, in the same time,
 * whether or not the account exists. Before the answer only the input check and
 * the per-IP limit run, identical for every address; looking the account up,
 * the token, the mail (through the outbox) and the audit row come after it.
 */
export async function passwordRequestRoute(app: FastifyInstance) {
  const max = app.config.passwordRequestMax;

  /** The work for one request, after the answer. */
  async function handleRequest(email: string, locale: Locale, ip: string): Promise<void> {
    // Per e-mail, silently: a 429 here would let anyone block a victim's reset. Past
    // the limit no new token is issued either, so the last mailed link stays valid.
    const perEmail = await hitCounter(app.db, throttleKey('pwreq', email), WINDOW_MS);
    const suppressed = perEmail.count > max;
    const found = suppressed ? null : await findUserByEmail(app.db, email);
    // A deactivated account gets no mail, the same as an unknown address.
    const user = found?.deactivated ? null : found;
    await app.db.transaction(async (tx) => {
      if (user) {
        const token = await issueResetToken(tx, user.id);
        const query = new URLSearchParams({ email: user.email, token });
        await app.enqueueMail(tx, 'password_reset', user.email, locale, {
          name: user.firstname,
          link: `${app.config.publicUrl}/${locale}/password/reset?${query.toString()}`,
          validMinutes: RESET_TOKEN_MINUTES,
        });
      }
      await writeAudit(tx, {
        action: 'password_reset_requested',
        userId: user?.id ?? null,
        ip,
        details: suppressed ? { suppressed: true } : { known: Boolean(user) },
      });
    });
    if (user) app.mailOutbox.nudge();
  }

  app.post('/password/request', { config: { public: true } }, async (request) => {
    const input = parseWith(passwordRequestSchema, request);
    // Per IP in the database, so several instances share the count.
    const perIp = await hitCounter(app.db, throttleKey('pwreq-ip', request.ip), WINDOW_MS);
    if (perIp.count > max) {
      throw new HttpError(
        429,
        'too_many_attempts',
        {},
        { 'Retry-After': String(perIp.retryAfterSeconds) },
      );
    }
    afterResponse(request, () => handleRequest(input.email, input.locale, request.ip));
    return { message: message('reset_link_sent', input.locale) };
  });
}
