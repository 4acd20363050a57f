import { OFFICE_INVITATION_DAYS } from '@domain/buero/gdpr-contract';
import { personDataOperations } from '@domain/buero/operations/person-data';
import { validationMessage } from '@domain/shared/validation-messages';
import { type OperationHandler, refuse } from '@server/platform/api/operation-routes';
import { hashPassword } from '@server/platform/common/password-hashing';
import { randomToken } from '@server/platform/crypto/tokens';
import { requestLocale } from '@server/platform/http/locale';
import { findOfficeUser, listOfficeUsers } from '../../office-users';
import { createOfficeUser, issueInvitationToken, officeActor, splitName } from '../../writes';

const create = personDataOperations.createOfficeUser;

/** GET /app/api/buero/benutzer: the office's accounts. */
export const listOfficeAccounts: OperationHandler<
  typeof personDataOperations.officeUsers
> = async ({ app }) => ({
  items: await listOfficeUsers(app.db),
});

/**
 * POST /app/api/buero/benutzer: a new office account, by default invited by
 * e-mail (a link to set the password, OFFICE_INVITATION_DAYS valid), or with an
 * initial password the office hands over in person. Audited (office_user_created).
 */
export const createOfficeAccount: OperationHandler<typeof create> = async ({
  app,
  request,
  body,
}) => {
  const actor = officeActor(request);
  const locale = requestLocale(request);
  const invited = body.password === '';
  // Invited: a random password nobody knows until the link sets a real one.
  const passwordHash = await hashPassword(invited ? randomToken(32) : body.password);
  const created = await createOfficeUser(
    app.db,
    { email: body.email, name: body.name, passwordHash },
    actor.userId,
    invited
      ? async (tx, userId) => {
          const token = await issueInvitationToken(tx, userId);
          const query = new URLSearchParams({ email: body.email, token });
          await app.enqueueMail(tx, 'office_invitation', body.email, locale, {
            name: splitName(body.name).firstname || body.name,
            link: `${app.config.publicUrl}/${locale}/password/reset?${query.toString()}`,
            validDays: OFFICE_INVITATION_DAYS,
          });
        }
      : undefined,
  );
  if (created.ok && invited) app.mailOutbox.nudge();
  if (!created.ok) {
    throw refuse(create, 'conflict', { email: [validationMessage('email_taken', locale)] });
  }
  const user = await findOfficeUser(app.db, created.userId);
  if (!user) throw new Error('office user vanished after its creation');
  return { success: true, user, invited };
};
