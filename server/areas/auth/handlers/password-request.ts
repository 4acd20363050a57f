import type { FastifyInstance } from 'fastify';
import { authOperations } from '@domain/auth/operations';
import type { Locale } from '@domain/shared/locale';
import { type OperationHandler, refuse } from '@server/platform/api/operation-routes';
import { writeAudit } from '@server/platform/audit/audit-log';
import { afterResponse } from '@server/platform/http/after-response';
import { message } from '@server/platform/http/messages';
import { issueResetToken, RESET_TOKEN_MINUTES } from '@server/platform/accounts/reset-tokens';
import { hitCounter, throttleKey } from '@server/platform/common/throttle';
import { findUserByEmail } from '@server/platform/accounts/users';

const WINDOW_MS = 15 * 60_000;
const requestPassword = authOperations.requestPassword;

/** The work for one request, after the answer. */
async function handleRequest(
  app: FastifyInstance,
  email: string,
  locale: Locale,
  ip: string,
): Promise<void> {
  // Per e-mail, silently: a 429 here would let anyone block a victim's reset. Past
  // the limit no new token is issued either, so the last mailed link stays valid.
  const perEmail = await hitCounter(app.db, throttleKey('pwreq', email), WINDOW_MS);
  const suppressed = perEmail.count > app.config.passwordRequestMax;
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

/**
 * POST /app/api/auth/password/request: the same answer, in the same time,
 * whether or not the account exists. Before the answer only the input check and
 * the per-IP limit run, identical for every address; looking the account up,
 * the token, the mail (through the outbox) and the audit row come after it.
 */
export const passwordRequest: OperationHandler<typeof requestPassword> = async ({
  app,
  request,
  body,
}) => {
  // Per IP in the database, so several instances share the count.
  const perIp = await hitCounter(app.db, throttleKey('pwreq-ip', request.ip), WINDOW_MS);
  if (perIp.count > app.config.passwordRequestMax) {
    throw refuse(
      requestPassword,
      'too_many_attempts',
      {},
      { headers: { 'Retry-After': String(perIp.retryAfterSeconds) } },
    );
  }
  afterResponse(request, () => handleRequest(app, body.email, body.locale, request.ip));
  return { message: message('reset_link_sent', body.locale) };
};
