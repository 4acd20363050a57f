import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PairAssignments } from '@domain/buero/messen-contract';
import { auditLog } from '@server/platform/db/schema/system';
import { createUser } from '@tests/support/factories';
import type { SmtpCapture } from '@tests/support/smtp-capture';
import type { TestApp } from '@tests/support/test-app';
import { send } from './buero-messen-fixtures';
import {
  answerUrl,
  bookingIn,
  byPhoneUrl,
  pairUrl,
  type Scene,
  sceneCalls,
  startScene,
  stopScene,
} from './supervisor-booking-fixtures';

/*
 * The office's side of supervisors' bookings (issue 24): a confirmation by
 * phone (audited about the supervisor) and a removal's cancellation mail.
 */

let scene: Scene;
let t: TestApp;
let smtp: SmtpCapture;
let office: string;

beforeAll(async () => {
  scene = await startScene();
  ({ t, smtp, office } = scene);
});
afterAll(() => stopScene(scene));

const { newPair, supervisorOn, tabletList, mailsTo } = sceneCalls(() => scene);

describe("the office's side", () => {
  it("records a supervisor's confirmation by phone, audited naming the supervisor; 404 for one not on the pair", async () => {
    const pair = await newPair();
    const { user, tablet } = await supervisorOn(pair);
    await send(t.app, 'POST', answerUrl(pair, 'absagen'), tablet, { reason: 'Krank' });
    const stranger = await createUser(t.db, { timetracking: true });
    const byPhone = await send(t.app, 'POST', byPhoneUrl(pair, user.id), office);
    expect(byPhone.statusCode, byPhone.body).toBe(200);
    const answer = byPhone.json<PairAssignments>();
    expect(answer.supervisors[0]).toMatchObject({
      state: 'confirmed',
      answered_by_phone: true,
      decline_reason: null,
    });
    expect(answer.supervisor_counts).toEqual({ confirmed: 1, open: 0, declined: 0 });
    // Back on the tablet's list.
    expect(bookingIn(await tabletList(tablet), pair)).toMatchObject({ state: 'confirmed' });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'booking_confirmed_by_phone'),
          eq(auditLog.subject, `user:${user.id}`),
        ),
      );
    expect(audit?.details).toMatchObject({
      messe_id: pair.messeId,
      customer_id: pair.customerId,
      before: 'declined',
    });
    expect((await send(t.app, 'POST', byPhoneUrl(pair, stranger.id), office)).statusCode).toBe(404);
    expect((await send(t.app, 'POST', byPhoneUrl(pair, user.id), tablet)).statusCode).toBe(403);
  });

  it('removing a supervisor mails a cancellation unless they had declined', async () => {
    const pair = await newPair();
    const anna = await supervisorOn(pair);
    const ben = await supervisorOn(pair);
    await send(t.app, 'POST', answerUrl(pair, 'absagen'), ben.tablet, {});
    await t.app.mailOutbox.drain();
    const before = smtp.messages.length;
    const removed = await send(t.app, 'POST', `${pairUrl(pair)}/aufsicht/entfernen`, office, {
      user_ids: [anna.user.id, ben.user.id],
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const [cancelled] = await mailsTo(anna.user.email, before);
    expect(cancelled).toContain('von diesem Einsatz abgezogen');
    expect(await mailsTo(ben.user.email, before)).toEqual([]);
  });
});
