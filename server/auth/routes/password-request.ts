import type { FastifyInstance } from 'fastify';
import { passwordRequestSchema } from '../../../domain/auth';
import { writeAudit } from '../../audit/audit-log';
import { HttpError, parseWith } from '../../http/http-error';
import { message } from '../../http/messages';
import { issueResetToken, RESET_TOKEN_MINUTES } from '../reset-tokens';
import { hitCounter, throttleKey } from '../throttle';
import { findUserByEmail } from '../users';

const WINDOW_MS = 15 * 60_000;

/** POST /app/api/auth/password/request: the same answer whether or not the account exists. */
export async function passwordRequestRoute(app: FastifyInstance) {
  app.post(
    '/password/request',
    {
      config: {
        public: true,
        // Per IP, in @fastify/rate-limit; per e-mail below, in the database.
        rateLimit: { max: app.config.passwordRequestMax, timeWindow: WINDOW_MS },
      },
    },
    async (request) => {
      const input = parseWith(passwordRequestSchema, request);
      const perEmail = await hitCounter(app.db, throttleKey('pwreq', input.email), WINDOW_MS);
      if (perEmail.count > app.config.passwordRequestMax) {
        throw new HttpError(
          429,
          'too_many_attempts',
          {},
          {
            'Retry-After': String(perEmail.retryAfterSeconds),
          },
        );
      }

      const user = await findUserByEmail(app.db, input.email);
      if (user) {
        const token = await issueResetToken(app.db, user.id);
        const query = new URLSearchParams({ email: user.email, token });
        const link = `${app.config.publicUrl}/${input.locale}/password/reset?${query.toString()}`;
        // Not awaited: the answer must not take longer for a known address.
        void app.mailer.sendMail('password_reset', user.email, input.locale, {
          name: user.firstname,
          link,
          validMinutes: RESET_TOKEN_MINUTES,
        });
      }
      await writeAudit(app.db, {
        action: 'password_reset_requested',
        userId: user?.id ?? null,
        ip: request.ip,
        details: { known: Boolean(user) },
      });
      return { message: message('reset_link_sent', input.locale) };
    },
  );
}
