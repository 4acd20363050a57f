import { and, asc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Contact, CustomerContacts, PairContacts } from '@domain/buero/contacts-contract';
import { customerContacts, customers, messeCustomers } from '@server/platform/db/schema/messen';
import { isoInstant } from '../applicant-status';
import { customerColumns, type Reader } from './fair-reads';
import type { PairIds } from './pair-reads';

/*
 * Who the customer is (issue 25): a customer's contacts and switches, and the
 * contacts of a pair, as the office reads them.
 */

export const contactColumns = {
  id: customerContacts.id,
  customer_id: customerContacts.customerId,
  name: customerContacts.name,
  email: customerContacts.email,
  phone: customerContacts.phone,
  role: customerContacts.role,
  locale: sql<Contact['locale']>`${customerContacts.locale}`,
  archived_at: sql<string | null>`${isoInstant(customerContacts.archivedAt)}`,
};

const byName = [
  asc(sql`${customerContacts.archivedAt} is not null`),
  asc(sql`lower(${customerContacts.name})`),
  asc(customerContacts.id),
];

async function contactsWhere(db: Reader, where: SQL | undefined): Promise<Contact[]> {
  return db
    .select(contactColumns)
    .from(customerContacts)
    .where(where)
    .orderBy(...byName);
}

/** One contact of the customer, or null (a contact of another customer is null too). */
export async function findContact(
  db: Reader,
  customerId: number,
  contactId: number,
): Promise<Contact | null> {
  const [row] = await contactsWhere(
    db,
    and(eq(customerContacts.id, contactId), eq(customerContacts.customerId, customerId)),
  );
  return row ?? null;
}

/** The customer with its switches and every contact, or null. */
export async function loadCustomerContacts(
  db: Reader,
  customerId: number,
): Promise<CustomerContacts | null> {
  const [row] = await db
    .select({
      ...customerColumns,
      send_signed_copy: customers.sendSignedCopy,
      auto_request_hours: customers.autoRequestHours,
      tacit_approval_days: customers.tacitApprovalDays,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  if (!row) return null;
  const { id, name, archived_at, ...settings } = row;
  const contacts = await contactsWhere(db, eq(customerContacts.customerId, customerId));
  return { customer: { id, name, archived_at }, settings, contacts };
}

/** The switches of a customer, or null. */
export async function findCustomerSettings(db: Reader, customerId: number) {
  const found = await loadCustomerContacts(db, customerId);
  return found?.settings ?? null;
}

/**
 * The pair's approving and copy contact and what may be chosen: the customer's
 * contacts not archived, and the chosen ones even when archived since (so the
 * page shows what the pair still names).
 */
export async function loadPairContacts(db: Reader, pair: PairIds): Promise<PairContacts> {
  const [chosen] = await db
    .select({
      approver_contact_id: messeCustomers.approverContactId,
      copy_contact_id: messeCustomers.copyContactId,
    })
    .from(messeCustomers)
    .where(
      and(eq(messeCustomers.messeId, pair.messeId), eq(messeCustomers.customerId, pair.customerId)),
    );
  const approver = chosen?.approver_contact_id ?? null;
  const copy = chosen?.copy_contact_id ?? null;
  const options = await contactsWhere(
    db,
    and(
      eq(customerContacts.customerId, pair.customerId),
      or(
        isNull(customerContacts.archivedAt),
        eq(customerContacts.id, approver ?? 0),
        eq(customerContacts.id, copy ?? 0),
      ),
    ),
  );
  return { approver_contact_id: approver, copy_contact_id: copy, options };
}
