import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { messenOperations } from '@domain/messen/operations';
import { validationMessage } from '@domain/shared/validation-messages';
import { type OperationHandler, refuse } from '@server/platform/api/operation-routes';
import { writeAudit } from '@server/platform/audit/audit-log';
import { requireUser } from '@server/platform/common/current-user';
import { findOwnBewerberId } from '@server/platform/common/own-bewerber';
import { bewerberMessen, messen } from '@server/platform/db/schema/messen';
import { requestLocale } from '@server/platform/http/locale';
import { isOffered } from '../offered-messen';

const choose = messenOperations.choose;

/**
 * POST /app/api/stammdaten/messen `{selected: [ids]}`: the complete choice
 * among the offered fairs. Ids that are no fair or a fair that is over answer
 * 422 and change nothing; choices of past fairs stay as history.
 */
export const chooseMessen: OperationHandler<typeof choose> = async ({ app, request, body }) => {
  const user = requireUser(request);
  const bewerberId = await findOwnBewerberId(app.db, request);
  if (bewerberId === null) throw refuse(choose, 'no_staff_record');
  const wanted = [...new Set(body.selected)];

  await app.db.transaction(async (tx) => {
    const offered =
      wanted.length === 0
        ? []
        : await tx
            .select({ id: messen.id })
            .from(messen)
            .where(and(inArray(messen.id, wanted), isOffered()));
    if (offered.length !== wanted.length) {
      throw refuse(choose, 'validation_failed', {
        selected: [validationMessage('messe_unavailable', requestLocale(request))],
      });
    }
    const offeredNow = tx.select({ id: messen.id }).from(messen).where(isOffered());
    const removed = await tx
      .delete(bewerberMessen)
      .where(
        and(
          eq(bewerberMessen.bewerberId, bewerberId),
          inArray(bewerberMessen.messeId, offeredNow),
          ...(wanted.length ? [notInArray(bewerberMessen.messeId, wanted)] : []),
        ),
      )
      .returning({ id: bewerberMessen.messeId });
    const added =
      wanted.length === 0
        ? []
        : await tx
            .insert(bewerberMessen)
            .values(wanted.map((messeId) => ({ bewerberId, messeId })))
            .onConflictDoNothing()
            .returning({ id: bewerberMessen.messeId });
    if (added.length || removed.length) {
      await writeAudit(tx, {
        action: 'messen_selected',
        userId: user.id,
        subject: `bewerber:${bewerberId}`,
        ip: request.ip,
        details: { added: added.map((r) => r.id), removed: removed.map((r) => r.id) },
      });
    }
  });
  return { success: true };
};
