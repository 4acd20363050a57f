import { and, eq, inArray, isNotNull, isNull, min } from 'drizzle-orm';
import { isLocale } from '@domain/shared/locale';
import type { Database } from '@server/platform/db/client';
import {
  customerContacts,
  customers,
  messeCustomers,
  messen,
  signatureDays,
  signatures,
} from '@server/platform/db/schema/messen';
import type { PairParams } from '../params';
import type { WriteMail } from './actor';

/*
 * The signed sheet by mail (issue 25, docs/product/customers.md): a customer
 * signature made at the stand enqueues one mail to the pair's copy contact,
 * in the signature's transaction. So it is sent once: a replayed request or
 * batch entry stores nothing and enqueues nothing, a refused one rolls its
 * savepoint back with the mail. The PDF is built when the mail is sent
 * (signed-copy-pdf.ts), from the ids in the payload.
 */

export type SignedCopy = {
  pair: PairParams;
  signatureId: number;
  signerName: string;
  days: string[];
};

/** The pair's copy contact, if the customer wants copies and the contact is not archived. */
async function copyContact(tx: Database, pair: PairParams) {
  const [row] = await tx
    .select({
      send: customers.sendSignedCopy,
      customer: customers.name,
      fair: messen.name,
      name: customerContacts.name,
      email: customerContacts.email,
      locale: customerContacts.locale,
    })
    .from(messeCustomers)
    .innerJoin(customers, eq(customers.id, messeCustomers.customerId))
    .innerJoin(messen, eq(messen.id, messeCustomers.messeId))
    .innerJoin(
      customerContacts,
      and(
        eq(customerContacts.id, messeCustomers.copyContactId),
        // A contact of another customer never receives this customer's sheet.
        eq(customerContacts.customerId, messeCustomers.customerId),
        isNull(customerContacts.archivedAt),
      ),
    )
    .where(
      and(eq(messeCustomers.messeId, pair.messeId), eq(messeCustomers.customerId, pair.customerId)),
    );
  return row?.send ? row : null;
}

/**
 * When the sheet of a reopened signature was signed: a superseded customer
 * signature of the pair that covered any of the newly signed days makes the
 * new sheet its replacement (the earliest such, the sheet first sent).
 */
async function replacedSignedAt(tx: Database, copy: SignedCopy): Promise<Date | null> {
  const [row] = await tx
    .select({ at: min(signatures.createdAt) })
    .from(signatures)
    .innerJoin(signatureDays, eq(signatureDays.signatureId, signatures.id))
    .where(
      and(
        eq(signatures.messeId, copy.pair.messeId),
        eq(signatures.customerId, copy.pair.customerId),
        eq(signatures.kind, 'customer'),
        isNotNull(signatures.supersededAt),
        inArray(signatureDays.day, copy.days),
      ),
    );
  return row?.at ?? null;
}

/** Enqueues the copy of a customer signature made at the stand, in the signature's transaction. */
export async function enqueueSignedCopy(
  tx: Database,
  mail: WriteMail,
  copy: SignedCopy,
): Promise<void> {
  const contact = await copyContact(tx, copy.pair);
  if (!contact) return;
  const replaced = await replacedSignedAt(tx, copy);
  await mail.enqueue(
    tx,
    'customer_sheet_signed',
    contact.email,
    isLocale(contact.locale) ? contact.locale : 'de',
    {
      messeId: copy.pair.messeId,
      customerId: copy.pair.customerId,
      signatureId: copy.signatureId,
      replacement: replaced !== null,
      replacesSignedAt: replaced?.toISOString() ?? null,
      name: contact.name,
      fair: contact.fair,
      customer: contact.customer,
      signerName: copy.signerName,
      days: copy.days,
      link: mail.publicUrl,
    },
  );
}
