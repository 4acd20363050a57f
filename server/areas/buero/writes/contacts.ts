import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { ContactValues, CustomerSettings } from '@domain/buero/contacts-contract';
import { contactMessages } from '@domain/buero/contacts-contract';
import type { Database } from '@server/platform/db/client';
import { customerContacts, customers, messeCustomers } from '@server/platform/db/schema/messen';
import type { PairIds } from '../messen/pair-reads';
import type { OfficeActor } from './actor';
import { type FieldChange, runOfficeAction } from './office-action';
import { NotFound, nullIfNotFound, OfficeRefusal, rethrowUnlessNotFound } from './refusal';

/*
 * The office's writes to who the customer is (issue 25): contacts, the
 * customer's switches and the pair's contacts, each one transaction with its
 * audit entry. The tablet's customer sheet shows the pair's approving contact's
 * name, so a write that changes it bumps the pairs' revision (ADR 0011).
 */

function changesOf(
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  for (const [key, value] of Object.entries(after)) {
    const old = before ? before[key] : null;
    if (old !== value) changes[key] = { before: old ?? null, after: value };
  }
  return changes;
}

const customerSubject = (id: number) => `customer:${String(id)}`;

/** Bumps the revision of the pairs naming the contact as approver (their sheets show its name). */
async function bumpApproverPairs(tx: Database, contactId: number) {
  await tx
    .update(messeCustomers)
    .set({ rev: sql`${messeCustomers.rev} + 1` })
    .where(eq(messeCustomers.approverContactId, contactId));
}

async function lockCustomer(tx: Database, customerId: number) {
  const [row] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('no key update');
  if (!row) throw new NotFound();
}

const contactRow = (values: ContactValues) => ({
  name: values.name,
  email: values.email,
  phone: values.phone,
  role: values.role,
  locale: values.locale,
});

/** A new contact of the customer; null: no such customer. */
export async function createContact(
  db: Database,
  actor: OfficeActor,
  customerId: number,
  values: ContactValues,
): Promise<number | null> {
  return runOfficeAction(db, actor, async (tx) => {
    await lockCustomer(tx, customerId);
    const [row] = await tx
      .insert(customerContacts)
      .values({ customerId, ...contactRow(values) })
      .returning({ id: customerContacts.id });
    if (!row) throw new Error('contact not created');
    return {
      result: row.id,
      audit: {
        action: 'customer_contact_created',
        subject: customerSubject(customerId),
        details: { contact_id: row.id },
        changes: changesOf(null, contactRow(values)),
      },
    };
  }).catch(nullIfNotFound);
}

const contactFields = {
  name: customerContacts.name,
  email: customerContacts.email,
  phone: customerContacts.phone,
  role: customerContacts.role,
  locale: customerContacts.locale,
  archived: sql<boolean>`${customerContacts.archivedAt} is not null`,
};

async function lockContact(tx: Database, customerId: number, contactId: number) {
  const [before] = await tx
    .select(contactFields)
    .from(customerContacts)
    .where(and(eq(customerContacts.id, contactId), eq(customerContacts.customerId, customerId)))
    .for('update');
  if (!before) throw new NotFound();
  return before;
}

/** Edits a contact of the customer; false: no such contact of this customer. */
export async function updateContact(
  db: Database,
  actor: OfficeActor,
  customerId: number,
  contactId: number,
  values: ContactValues,
): Promise<boolean> {
  return runOfficeAction(db, actor, async (tx) => {
    const { archived: _archived, ...before } = await lockContact(tx, customerId, contactId);
    const after = contactRow(values);
    await tx.update(customerContacts).set(after).where(eq(customerContacts.id, contactId));
    if (before.name !== after.name) await bumpApproverPairs(tx, contactId);
    return {
      result: true,
      audit: {
        action: 'customer_contact_changed',
        subject: customerSubject(customerId),
        details: { contact_id: contactId },
        changes: changesOf(before, after),
      },
    };
  }).catch(rethrowUnlessNotFound);
}

/**
 * Archives or restores a contact. Pairs naming it keep it (the office sees it
 * and chooses another); the tablet no longer offers an archived one's name.
 */
export async function setContactArchived(
  db: Database,
  actor: OfficeActor,
  customerId: number,
  contactId: number,
  archived: boolean,
): Promise<boolean> {
  return runOfficeAction(db, actor, async (tx) => {
    const before = await lockContact(tx, customerId, contactId);
    if (Boolean(before.archived) !== archived) {
      await tx
        .update(customerContacts)
        .set({ archivedAt: archived ? sql`now()` : null })
        .where(eq(customerContacts.id, contactId));
      await bumpApproverPairs(tx, contactId);
    }
    return {
      result: true,
      audit: {
        action: 'customer_contact_changed',
        subject: customerSubject(customerId),
        details: { contact_id: contactId },
        changes: changesOf({ archived: Boolean(before.archived) }, { archived }),
      },
    };
  }).catch(rethrowUnlessNotFound);
}

/** Sets the customer's three switches; false: no such customer. */
export async function setCustomerSettings(
  db: Database,
  actor: OfficeActor,
  customerId: number,
  values: CustomerSettings,
): Promise<boolean> {
  return runOfficeAction(db, actor, async (tx) => {
    const [before] = await tx
      .select({
        send_signed_copy: customers.sendSignedCopy,
        auto_request_hours: customers.autoRequestHours,
        tacit_approval_days: customers.tacitApprovalDays,
      })
      .from(customers)
      .where(eq(customers.id, customerId))
      .for('no key update');
    if (!before) throw new NotFound();
    await tx
      .update(customers)
      .set({
        sendSignedCopy: values.send_signed_copy,
        autoRequestHours: values.auto_request_hours,
        tacitApprovalDays: values.tacit_approval_days,
      })
      .where(eq(customers.id, customerId));
    return {
      result: true,
      audit: {
        action: 'customer_settings_changed',
        subject: customerSubject(customerId),
        changes: changesOf(before, { ...values }),
      },
    };
  }).catch(rethrowUnlessNotFound);
}

export type PairContactValues = {
  approver_contact_id: number | null;
  copy_contact_id: number | null;
};

/** 422 with the field(s) naming a contact that is not the customer's or is archived. */
function contactRefusal(fields: string[]) {
  const texts = contactMessages('contact_unknown') ?? { de: '', en: '' };
  return new OfficeRefusal(
    422,
    'contact_unknown',
    texts,
    Object.fromEntries(fields.map((field) => [field, texts])),
  );
}

/**
 * Names the pair's approving and copy contact: each must be a contact of the
 * pair's customer and not archived (null clears). Null: no such pair.
 */
export async function setPairContacts(
  db: Database,
  actor: OfficeActor,
  pair: PairIds,
  values: PairContactValues,
): Promise<true | null> {
  return runOfficeAction(db, actor, async (tx) => {
    const where = and(
      eq(messeCustomers.messeId, pair.messeId),
      eq(messeCustomers.customerId, pair.customerId),
    );
    const [before] = await tx
      .select({
        approver_contact_id: messeCustomers.approverContactId,
        copy_contact_id: messeCustomers.copyContactId,
      })
      .from(messeCustomers)
      .where(where)
      .for('no key update');
    if (!before) throw new NotFound();
    const ids = [values.approver_contact_id, values.copy_contact_id].filter(
      (id): id is number => id !== null,
    );
    // Locked (key share): a contact cannot be archived between this check and the write.
    const usable =
      ids.length === 0
        ? []
        : await tx
            .select({ id: customerContacts.id })
            .from(customerContacts)
            .where(
              and(
                eq(customerContacts.customerId, pair.customerId),
                isNull(customerContacts.archivedAt),
                or(...ids.map((id) => eq(customerContacts.id, id))),
              ),
            )
            .for('share');
    const known = new Set(usable.map((row) => row.id));
    const refused = (Object.keys(values) as (keyof PairContactValues)[]).filter((field) => {
      const id = values[field];
      return id !== null && !known.has(id);
    });
    if (refused.length > 0) throw contactRefusal(refused);
    await tx
      .update(messeCustomers)
      .set({
        approverContactId: values.approver_contact_id,
        copyContactId: values.copy_contact_id,
        // The tablet's sheet shows the approver's name: a new one must reach it.
        ...(before.approver_contact_id !== values.approver_contact_id
          ? { rev: sql`${messeCustomers.rev} + 1` }
          : {}),
      })
      .where(where);
    return {
      result: true as const,
      audit: {
        action: 'pair_contacts_changed',
        subject: `pair:${String(pair.messeId)}-${String(pair.customerId)}`,
        changes: changesOf(before, { ...values }),
      },
    };
  }).catch(nullIfNotFound);
}
