import { and, eq } from 'drizzle-orm';
import type { Database } from '@server/platform/db/client';
import { customerContacts, messeCustomers } from '@server/platform/db/schema/messen';

/*
 * Who the customer is (issue 25) in the demo: each demo customer's stand
 * manager (approves hours, the tablet offers the name) and accounts (receives
 * the signed sheet), named on every pair of the customer. example.com only.
 */

type Seed = { name: string; role: string; locale: 'de' | 'en' };

/** Per customer, by index: the approver first, then the copy contact. */
const CONTACTS: [Seed, Seed][] = [
  [
    { name: 'Sabine Krüger', role: 'Standleitung', locale: 'de' },
    { name: 'Tim Albers', role: 'Buchhaltung', locale: 'de' },
  ],
  [
    { name: 'Florian Huber', role: 'Standleitung', locale: 'de' },
    { name: 'Maria Gruber', role: 'Buchhaltung', locale: 'de' },
  ],
  [
    { name: 'Emma Clarke', role: 'Stand manager', locale: 'en' },
    { name: 'Jana Voigt', role: 'Buchhaltung', locale: 'de' },
  ],
  [
    { name: 'Karl Lehmann', role: 'Standleitung', locale: 'de' },
    { name: 'Ute Schulze', role: 'Buchhaltung', locale: 'de' },
  ],
  [
    { name: 'Nina Weiß', role: 'Standleitung', locale: 'de' },
    { name: 'Oliver Brandt', role: 'Buchhaltung', locale: 'de' },
  ],
  [
    { name: 'Daniel Roth', role: 'Standleitung', locale: 'de' },
    { name: 'Petra Vogel', role: 'Buchhaltung', locale: 'de' },
  ],
];

const mailOf = (name: string) =>
  `${name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z ]/g, '')
    .replace(' ', '.')}@example.com`;

/** Contacts for the demo's customers, and each pair names them. */
export async function seedDemoContacts(
  tx: Database,
  pairs: readonly { messeId: number; customerId: number }[],
) {
  for (const [i, pair] of pairs.entries()) {
    const seeds = CONTACTS[i % CONTACTS.length];
    if (!seeds) continue;
    const [approver, copy] = await tx
      .insert(customerContacts)
      .values(
        seeds.map((seed, n) => ({
          customerId: pair.customerId,
          name: seed.name,
          email: mailOf(seed.name),
          phone: n === 0 ? `+49 170 555 01${String(i).padStart(2, '0')}` : null,
          role: seed.role,
          locale: seed.locale,
        })),
      )
      .returning({ id: customerContacts.id });
    if (!approver || !copy) throw new Error('demo contacts not created');
    await tx
      .update(messeCustomers)
      .set({ approverContactId: approver.id, copyContactId: copy.id })
      .where(
        and(
          eq(messeCustomers.messeId, pair.messeId),
          eq(messeCustomers.customerId, pair.customerId),
        ),
      );
  }
}
