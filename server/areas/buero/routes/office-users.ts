import type { FastifyInstance } from 'fastify';
import {
  BUERO_GDPR_PATTERNS,
  OFFICE_INVITATION_DAYS,
  newOfficeUserSchema,
  type OfficeUserCreated,
  type OfficeUserList,
} from '@domain/buero/gdpr-contract';
import { validationMessage } from '@domain/shared/validation-messages';
import { HttpError, parseWith } from '@server/platform/http/http-error';
import { requestLocale } from '@server/platform/http/locale';
import { hashPassword } from '@server/platform/common/password-hashing';
import { findOfficeUser, listOfficeUsers } from '../office-users';
import { createOfficeUser, issueInvitationToken, officeActor, splitName } from '../writes';
import { randomToken } from '@server/platform/crypto/tokens';

/**
 * GET/POST /app/api/buero/benutzer: the office's accounts, and a new one: by
 * default invited by e-mail (a link to set the password, OFFICE_INVITATION_DAYS
 * valid), or with an initial password the office hands over in person.
 * Creating is audited (office_user_created).
 */
export async function officeUsersRoutes(app: FastifyInstance) {
  app.get(BUERO_GDPR_PATTERNS.officeUsers, async (): Promise<OfficeUserList> => {
    return { items: await listOfficeUsers(app.db) };
  });

  app.post(BUERO_GDPR_PATTERNS.officeUsers, async (request, reply): Promise<OfficeUserCreated> => {
    const input = parseWith(newOfficeUserSchema, request);
    const actor = officeActor(request);
    const locale = requestLocale(request);
    const invited = input.password === '';
    // Invited: a random password nobody knows until the link sets a real one.
    const passwordHash = await hashPassword(invited ? randomToken(32) : input.password);
    const created = await createOfficeUser(
      app.db,
      { email: input.email, name: input.name, passwordHash },
      actor.userId,
      invited
        ? async (tx, userId) => {
            const token = await issueInvitationToken(tx, userId);
            const query = new URLSearchParams({ email: input.email, token });
            await app.enqueueMail(tx, 'office_invitation', input.email, locale, {
              name: splitName(input.name).firstname || input.name,
              link: `${app.config.publicUrl}/${locale}/password/reset?${query.toString()}`,
              validDays: OFFICE_INVITATION_DAYS,
            });
          }
        : undefined,
    );
    if (created.ok && invited) app.mailOutbox.nudge();
    if (!created.ok) {
      throw new HttpError(409, 'conflict', {
        email: [validationMessage('email_taken', locale)],
      });
    }
    const user = await findOfficeUser(app.db, created.userId);
    if (!user) throw new Error('office user vanished after its creation');
    reply.code(201);
    return { success: true, user, invited };
  });
}
