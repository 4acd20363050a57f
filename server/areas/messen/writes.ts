import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { writeAudit } from '@server/platform/audit/audit-log';
import type { Database } from '@server/platform/db/client';
import { bewerberMessen, messen } from '@server/platform/db/schema/messen';
import { isOffered } from './offered-messen';

/**
 * Replaces a person's choice among the offered fairs with `wanted` (choices of
 * fairs no longer offered stay as history), audited when anything changed.
 * Answers false, changing nothing, when an id is no fair on offer.
 */
export async function replaceChosenFairs(
  db: Database,
  actor: { userId: number; ip: string },
  bewerberId: number,
  wanted: readonly number[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const offered =
      wanted.length === 0
        ? []
        : await tx
            .select({ id: messen.id })
            .from(messen)
            .where(and(inArray(messen.id, [...wanted]), isOffered()));
    if (offered.length !== wanted.length) return false;
    const offeredNow = tx.select({ id: messen.id }).from(messen).where(isOffered());
    const removed = await tx
      .delete(bewerberMessen)
      .where(
        and(
          eq(bewerberMessen.bewerberId, bewerberId),
          inArray(bewerberMessen.messeId, offeredNow),
          ...(wanted.length ? [notInArray(bewerberMessen.messeId, [...wanted])] : []),
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
        userId: actor.userId,
        subject: `bewerber:${bewerberId}`,
        ip: actor.ip,
        details: { added: added.map((r) => r.id), removed: removed.map((r) => r.id) },
      });
    }
    return true;
  });
}
