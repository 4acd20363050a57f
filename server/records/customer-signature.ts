import { and, eq } from 'drizzle-orm';
import type { Database } from '@server/platform/db/client';
import { messeCustomers, signatureDays, signatures } from '@server/platform/db/schema/messen';
import type { PairIds } from './fair';
import { bumpSheetRevision } from './pair-lock';

/*
 * A customer signature that no tablet drew (issue 25): the approval by link
 * ("per Link bestätigt") and the tacit approval after the customer's deadline.
 * Stored like the tablet's customer signature (ADR 0017): the signature, its
 * days, the pair's latest-signature columns and the bump of the pair's
 * revision (its cached sheets and ETags change). The caller holds the pair's
 * lock (lockPair 'sign') and has checked that the days are not covered yet.
 */

export type RemoteCustomerSignature = {
  pair: PairIds;
  method: 'link' | 'tacit';
  signerName: string;
  days: readonly string[];
  contentSha256: string;
  approverEmail: string;
  approverIp: string | null;
};

export async function storeRemoteCustomerSignature(
  tx: Database,
  values: RemoteCustomerSignature,
): Promise<{ id: number; signedAt: Date }> {
  const { pair } = values;
  const [row] = await tx
    .insert(signatures)
    .values({
      kind: 'customer',
      method: values.method,
      svg: '',
      contentSha256: values.contentSha256,
      signerName: values.signerName,
      signedBy: null,
      messeId: pair.messeId,
      customerId: pair.customerId,
      bewerberId: null,
      approverEmail: values.approverEmail,
      approverIp: values.approverIp,
    })
    .returning({ id: signatures.id, createdAt: signatures.createdAt });
  if (!row) throw new Error('signature insert returned nothing');
  await tx.insert(signatureDays).values(values.days.map((day) => ({ signatureId: row.id, day })));
  await tx
    .update(messeCustomers)
    .set({ signedAt: row.createdAt, signedBy: values.signerName, signatureId: row.id })
    .where(
      and(eq(messeCustomers.messeId, pair.messeId), eq(messeCustomers.customerId, pair.customerId)),
    );
  await bumpSheetRevision(tx, pair);
  return { id: row.id, signedAt: row.createdAt };
}
