import type { FastifyInstance } from 'fastify';
import {
  BUERO_GDPR_PATTERNS,
  newOfficeUserSchema,
  type OfficeUserCreated,
  type OfficeUserList,
} from '../../../domain/buero-gdpr-contract';
import { validationMessage } from '../../../domain/validation-messages';
import { HttpError, parseWith } from '../../http/http-error';
import { requestLocale } from '../../http/locale';
import { hashPassword } from '../../shared/password-hashing';
import { findOfficeUser, listOfficeUsers } from '../office-users';
import { createOfficeUser, officeActor } from '../writes';

/**
 * GET/POST /app/api/buero/benutzer: the office's accounts, and a new one with an
 * initial password the office hands over in person (the new colleague changes
 * it through 'forgot password'). Creating is audited (office_user_created).
 */
export async function officeUsersRoutes(app: FastifyInstance) {
  app.get(BUERO_GDPR_PATTERNS.officeUsers, async (): Promise<OfficeUserList> => {
    return { items: await listOfficeUsers(app.db) };
  });

  app.post(BUERO_GDPR_PATTERNS.officeUsers, async (request, reply): Promise<OfficeUserCreated> => {
    const input = parseWith(newOfficeUserSchema, request);
    const actor = officeActor(request);
    const passwordHash = await hashPassword(input.password);
    const created = await createOfficeUser(
      app.db,
      { email: input.email, name: input.name, passwordHash },
      actor.userId,
    );
    if (!created.ok) {
      throw new HttpError(409, 'conflict', {
        email: [validationMessage('email_taken', requestLocale(request))],
      });
    }
    const user = await findOfficeUser(app.db, created.userId);
    if (!user) throw new Error('office user vanished after its creation');
    reply.code(201);
    return { success: true, user };
  });
}
