import { eq } from 'drizzle-orm';
import { customerContacts, messeCustomers } from '@server/platform/db/schema/messen';
import { postJson, XHR } from '@tests/support/http';
import { createCustomer, multipartBody, SAMPLE_SIGNATURE_SVG } from '@tests/support/factories';
import { decodeQuotedPrintable } from '@tests/support/smtp-capture';
import type { TestApp } from '@tests/support/test-app';
import { createOfficeUser } from './buero-fixtures';
import { createSignedScene, D1, D2, D3 } from './buero-timesheets-fixtures';

/*
 * Approval by link (issue 25): the review's scene (times on D1–D2 of the
 * first person and D1 of the second, the first's staff signature, a customer
 * signature of D1 and D2), one more day (D3) for both, an approving contact,
 * and an office account.
 */

export const API = '/app/api';
export { D1, D2, D3 };

export async function createApprovalScene(t: TestApp) {
  const s = await createSignedScene(t.app, t.db);
  for (const staffId of [s.first, s.second]) {
    const saved = await s.saveTime(staffId, D3);
    if (saved.statusCode !== 200) throw new Error(`time not saved: ${saved.body}`);
  }
  const office = await createOfficeUser(t.db);
  const [contact] = await t.db
    .insert(customerContacts)
    .values({
      customerId: s.pair.customerId,
      name: 'Frau Kontakt',
      email: `kontakt-${String(s.pair.customerId)}@kunde.test`,
      role: 'Standleitung',
      locale: 'de',
    })
    .returning();
  const stranger = await createCustomer(t.db);
  const [foreignContact] = await t.db
    .insert(customerContacts)
    .values({ customerId: stranger.id, name: 'Fremd', email: 'fremd@kunde.test' })
    .returning();
  if (!contact || !foreignContact) throw new Error('contacts not inserted');
  await t.db
    .update(messeCustomers)
    .set({ approverContactId: contact.id })
    .where(eq(messeCustomers.messeId, s.pair.messeId));
  const pairPath = `${API}/buero/messen/${String(s.pair.messeId)}/kunden/${String(s.pair.customerId)}/freigaben`;
  const asOffice = (url: string, body?: unknown) =>
    body === undefined
      ? t.app.inject({ url, headers: { ...XHR, cookie: office.cookie } })
      : postJson(t.app, url, body, { cookie: office.cookie });
  const staffSignAgain = (staffId: number) => {
    const { payload, headers } = multipartBody([
      { name: 'signature', value: SAMPLE_SIGNATURE_SVG, filename: 's.svg' },
    ]);
    return t.app.inject({
      method: 'POST',
      url: `${API}/stundenerfassung/staff/${s.ids}/${String(staffId)}/sign`,
      payload,
      headers: { ...XHR, ...headers, cookie: s.cookies.supervisor },
    });
  };
  return { ...s, office, contact, foreignContact, pairPath, asOffice, staffSignAgain };
}

/** The approval link in a raw mail, and its token. */
export function approvalLinkFrom(raw: string): { url: URL; token: string } {
  const match = /https?:\/\/[^\s"<>]+\/freigabe\/[\w-]+/.exec(decodeQuotedPrintable(raw));
  if (!match) throw new Error(`no approval link in mail:\n${raw}`);
  const url = new URL(match[0]);
  return { url, token: url.pathname.split('/').at(-1) ?? '' };
}

export const pagePath = (token: string) => `${API}/freigabe/${token}`;
