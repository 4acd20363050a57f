import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '@server/platform/db/client';
import { signatureDays, signatures, times } from '@server/platform/db/schema/messen';

/**
 * The content hash of a stored signature recomputed from the database rows as
 * docs/product/signatures.md documents it, without the server's code: the
 * canonical JSON is written out with its keys in sorted order by hand.
 */
export async function documentedSignatureHash(
  db: Database,
  pair: { messeId: number; customerId: number },
  signatureId: number,
): Promise<string> {
  const [signature] = await db.select().from(signatures).where(eq(signatures.id, signatureId));
  if (!signature) throw new Error(`no signature ${signatureId}`);
  const days = (
    await db
      .select({ day: signatureDays.day })
      .from(signatureDays)
      .where(eq(signatureDays.signatureId, signatureId))
      .orderBy(asc(signatureDays.day))
  ).map((row) => row.day);
  const rows = await db
    .select()
    .from(times)
    .where(
      and(
        eq(times.messeId, pair.messeId),
        eq(times.customerId, pair.customerId),
        isNotNull(times.timeStart),
        days.length > 0 ? inArray(times.day, days) : undefined,
        signature.bewerberId === null ? undefined : eq(times.bewerberId, signature.bewerberId),
      ),
    )
    .orderBy(asc(times.bewerberId), asc(times.day));
  // Keys in sorted order at every level, no spaces: the canonical form.
  const content = {
    customer: pair.customerId,
    days,
    kind: signature.kind,
    messe: pair.messeId,
    staff: signature.bewerberId,
    times: rows.map((row) => ({
      day: row.day,
      staff: row.bewerberId,
      time_break: row.timeBreak,
      time_end: row.timeEnd,
      time_start: row.timeStart,
    })),
  };
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}
