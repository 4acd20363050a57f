import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveDueTacitly, sendAutomaticRequests } from '@server/areas/freigabe/jobs';
import { approvalRequests } from '@server/platform/db/schema/customer-side';
import { customers, messeCustomers, signatures } from '@server/platform/db/schema/messen';
import { auditLog } from '@server/platform/db/schema/system';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { ENTRY } from './buero-timesheets-fixtures';
import { createApprovalScene, D3 } from './freigabe-fixtures';

/*
 * The approval jobs (issue 25): the automatic request a set number of hours
 * after the fair's last day (once), and the tacit approval after the
 * customer's deadline, skipped while the rows differ from what was sent.
 */

let t: TestApp;
let a: Awaited<ReturnType<typeof createApprovalScene>>;
let b: Awaited<ReturnType<typeof createApprovalScene>>;
const mailer = () => ({ enqueueMail: t.app.enqueueMail, publicUrl: t.config.publicUrl });

beforeAll(async () => {
  t = await createTestApp();
  a = await createApprovalScene(t);
  b = await createApprovalScene(t);
});
afterAll(async () => {
  await t.close();
});

const requestsOf = (customerId: number) =>
  t.db.select().from(approvalRequests).where(eq(approvalRequests.customerId, customerId));

describe('the automatic request', () => {
  it('waits for the hours after the last day, then sends once to the approving contact', async () => {
    // The scene's fair ended on 2026-11-24; 10,000 hours later is far ahead.
    await t.db
      .update(customers)
      .set({ autoRequestHours: 10_000 })
      .where(eq(customers.id, a.pair.customerId));
    expect(await sendAutomaticRequests(t.db, mailer())).toBe(0);
    await t.db
      .update(customers)
      .set({ autoRequestHours: 1 })
      .where(eq(customers.id, a.pair.customerId));
    // Move the fair into the past whatever today is.
    await t.db.execute(
      sql`update messen set date_end = (current_date - 2) where id = ${a.pair.messeId} and date_end > current_date - 2`,
    );
    expect(await sendAutomaticRequests(t.db, mailer())).toBe(1);
    const [request] = await requestsOf(a.pair.customerId);
    expect(request).toMatchObject({ requestedBy: null, days: [D3], contactId: a.contact.id });
    const [pair] = await t.db
      .select()
      .from(messeCustomers)
      .where(eq(messeCustomers.messeId, a.pair.messeId));
    expect(pair?.approvalAutoRequestedAt).not.toBeNull();
    expect(await sendAutomaticRequests(t.db, mailer())).toBe(0);
    expect(await requestsOf(a.pair.customerId)).toHaveLength(1);
    // Off by default: the other customer got nothing.
    expect(await requestsOf(b.pair.customerId)).toHaveLength(0);
  });
});

describe('the tacit approval', () => {
  it('skips a request whose rows changed, and approves one past its deadline as tacit', async () => {
    await t.db
      .update(customers)
      .set({ tacitApprovalDays: 0 })
      .where(eq(customers.id, b.pair.customerId));
    const sent = await b.asOffice(b.pairPath, { days: [D3], contact_id: b.contact.id });
    expect(sent.statusCode, sent.body).toBe(201);
    const id = (JSON.parse(sent.body) as { id: number; tacit_at: string | null }).id;
    // Changed after sending: nobody approves what they were not shown.
    const changed = await b.saveTime(b.second, D3, { ...ENTRY, time_break: 45 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await approveDueTacitly(t.db)).toMatchObject({ approved: 0 });
    const [open] = await t.db.select().from(approvalRequests).where(eq(approvalRequests.id, id));
    expect(open?.answer).toBeNull();
    // The office sends the changed rows again; this one is approved tacitly.
    const again = await b.asOffice(b.pairPath, { days: [D3], contact_id: b.contact.id });
    expect(again.statusCode).toBe(201);
    const againId = (JSON.parse(again.body) as { id: number }).id;
    expect(await approveDueTacitly(t.db)).toMatchObject({ approved: 1 });
    const [done] = await t.db
      .select()
      .from(approvalRequests)
      .where(eq(approvalRequests.id, againId));
    expect(done?.answer).toBe('tacit');
    const [signature] = await t.db
      .select()
      .from(signatures)
      .where(eq(signatures.id, done?.signatureId ?? 0));
    expect(signature).toMatchObject({
      kind: 'customer',
      method: 'tacit',
      svg: '',
      signerName: 'Frau Kontakt',
      approverEmail: b.contact.email,
    });
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'approval_tacit'));
    expect(audit?.details).toMatchObject({ requestId: againId, deadline: expect.any(String) });
    expect(await approveDueTacitly(t.db)).toMatchObject({ approved: 0 });
  });
});
