import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PairAssignments } from '@domain/buero/messen-contract';
import type { SupervisorBooking } from '@domain/stundenerfassung/booking-operations';
import { isApiErrorBody } from '@domain/shared/api-error';
import { supervisorAssignments } from '@server/platform/db/schema/messen';
import { auditLog } from '@server/platform/db/schema/system';
import { createStaffUser, createTime, sessionCookieFor } from '@tests/support/factories';
import type { SmtpCapture } from '@tests/support/smtp-capture';
import type { TestApp } from '@tests/support/test-app';
import { send } from './buero-messen-fixtures';
import {
  answerUrl,
  bookingIn,
  pairUrl,
  type Scene,
  sceneCalls,
  shift,
  startScene,
  stopScene,
} from './supervisor-booking-fixtures';

/*
 * Supervisors are booked like staff (issue 24): requested when assigned
 * (mailed, linking to the tablet), they confirm or decline on the tablet's
 * start page, a declined pair leaves their list unless it holds times, a
 * change after a confirmation asks again. The office's side:
 * supervisor-bookings-office.test.ts.
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

const { newPair, supervisorOn, tabletList, view, mailsTo } = sceneCalls(() => scene);

describe("the supervisor's booking on the tablet", () => {
  it('is requested when assigned, mailed in the locale with a link to time tracking', async () => {
    const pair = await newPair();
    const before = smtp.messages.length;
    const { user, tablet } = await supervisorOn(pair, 'en');
    const [mail] = await mailsTo(user.email, before);
    expect(mail).toContain('the office has booked you as a supervisor');
    expect(mail).toContain('/en/stundenerfassung');
    expect(mail).toContain('Open time tracking');
    expect(bookingIn(await tabletList(tablet), pair)).toEqual({
      state: 'requested',
      decline_reason: null,
      changed: false,
    });
    const office = await view(pair);
    expect(office.supervisors[0]).toMatchObject({ id: user.id, state: 'requested' });
    expect(office.supervisor_counts).toEqual({ confirmed: 0, open: 1, declined: 0 });
  });

  it('confirms; a new meeting point asks again (mailed); confirming again clears it', async () => {
    const pair = await newPair();
    const { user, tablet } = await supervisorOn(pair);
    const confirmed = await send(t.app, 'POST', answerUrl(pair, 'zusagen'), tablet);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json<SupervisorBooking>()).toEqual({
      state: 'confirmed',
      decline_reason: null,
      changed: false,
    });
    expect((await view(pair)).supervisor_counts).toEqual({ confirmed: 1, open: 0, declined: 0 });
    await t.app.mailOutbox.drain();
    const before = smtp.messages.length;
    const moved = await send(t.app, 'PUT', `${pairUrl(pair)}/treffpunkt`, office, {
      meeting_point: 'Halle 3, Eingang Ost',
      meeting_time: '08:00',
      supervisor_phone: '',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<PairAssignments>().supervisors[0]).toMatchObject({
      state: 'confirmed',
      changed: true,
    });
    // Asked again: open until confirmed anew.
    expect(moved.json<PairAssignments>().supervisor_counts.open).toBe(1);
    const [changed] = await mailsTo(user.email, before);
    expect(changed).toContain('an Ihrem Einsatz hat sich etwas geändert');
    expect(changed).toContain('/de/stundenerfassung');
    expect(bookingIn(await tabletList(tablet), pair)).toMatchObject({ changed: true });
    const again = await send(t.app, 'POST', answerUrl(pair, 'zusagen'), tablet);
    expect(again.json<SupervisorBooking>().changed).toBe(false);
  });

  it('new fair days mark a confirmed supervisor changed', async () => {
    const pair = await newPair();
    const { tablet } = await supervisorOn(pair);
    await send(t.app, 'POST', answerUrl(pair, 'zusagen'), tablet);
    const edited = await send(t.app, 'PATCH', `messen/${String(pair.messeId)}`, office, {
      name: pair.messe.name,
      city: pair.messe.city,
      date_start: shift(11),
      date_end: shift(13),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await view(pair)).supervisors[0]).toMatchObject({ state: 'confirmed', changed: true });
  });

  it('declines with a reason: the pair leaves the list, the office sees the reason, audited without it', async () => {
    const pair = await newPair();
    const { user, tablet } = await supervisorOn(pair);
    const declined = await send(t.app, 'POST', answerUrl(pair, 'absagen'), tablet, {
      reason: 'Andere Messe',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(bookingIn(await tabletList(tablet), pair)).toBeUndefined();
    const state = await view(pair);
    expect(state.supervisors[0]).toMatchObject({
      state: 'declined',
      decline_reason: 'Andere Messe',
    });
    expect(state.supervisor_counts).toEqual({ confirmed: 0, open: 0, declined: 1 });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'booking_declined'), eq(auditLog.subject, `user:${user.id}`)));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.details).toMatchObject({
      messe_id: pair.messeId,
      customer_id: pair.customerId,
      before: 'requested',
      with_reason: true,
    });
    expect(JSON.stringify(audits)).not.toContain('Andere Messe');
    // The sheet stays reachable: what a device still has queued is not refused.
    const sheet = await send(
      t.app,
      'GET',
      `/app/api/stundenerfassung/customer/${String(pair.messeId)}/${String(pair.customerId)}`,
      tablet,
    );
    expect(sheet.statusCode).toBe(200);
  });

  it('a declined pair that already holds times stays on the list, marked declined', async () => {
    const pair = await newPair();
    const { tablet } = await supervisorOn(pair);
    const { bewerber } = await createStaffUser(t.db);
    await send(t.app, 'POST', `${pairUrl(pair)}/personal`, office, { bewerber_ids: [bewerber.id] });
    await createTime(t.db, { ...pair, bewerberId: bewerber.id, day: shift(10) });
    await send(t.app, 'POST', answerUrl(pair, 'absagen'), tablet, {});
    expect(bookingIn(await tabletList(tablet), pair)).toEqual({
      state: 'declined',
      decline_reason: null,
      changed: false,
    });
  });

  it("another supervisor's pair is not found; bad input is 422; only the time-tracking flag", async () => {
    const pair = await newPair();
    const other = await newPair();
    const { tablet } = await supervisorOn(pair);
    await supervisorOn(other);
    for (const verb of ['zusagen', 'absagen'] as const) {
      const foreign = await send(t.app, 'POST', answerUrl(other, verb), tablet, {});
      expect(foreign.statusCode, verb).toBe(404);
      expect(isApiErrorBody(foreign.json())).toBe(true);
    }
    expect(
      (await send(t.app, 'POST', answerUrl({ messeId: 999_999, customerId: 1 }, 'zusagen'), tablet))
        .statusCode,
    ).toBe(404);
    for (const body of [{ reason: 'x'.repeat(201) }, { reason: 'a\nb' }, { reason: 7 }]) {
      const bad = await send(t.app, 'POST', answerUrl(pair, 'absagen'), tablet, body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(422);
      expect(isApiErrorBody(bad.json())).toBe(true);
    }
    const badId = await send(
      t.app,
      'POST',
      '/app/api/stundenerfassung/buchung/abc/1/zusagen',
      tablet,
    );
    expect(badId.statusCode).toBeGreaterThanOrEqual(400);
    expect(badId.statusCode).toBeLessThan(500);
    const staff = await createStaffUser(t.db);
    const staffCookie = await sessionCookieFor(t.db, staff.user.id);
    expect((await send(t.app, 'POST', answerUrl(pair, 'zusagen'), staffCookie)).statusCode).toBe(
      403,
    );
    const [row] = await t.db
      .select({ state: supervisorAssignments.state })
      .from(supervisorAssignments)
      .where(eq(supervisorAssignments.messeId, other.messeId));
    expect(row?.state).toBe('requested');
  });

  it('a confirmation and a decline at once end in one consistent state', async () => {
    for (let round = 0; round < 3; round += 1) {
      const pair = await newPair();
      const { user, tablet } = await supervisorOn(pair);
      const answers = await Promise.all([
        send(t.app, 'POST', answerUrl(pair, 'zusagen'), tablet),
        send(t.app, 'POST', answerUrl(pair, 'absagen'), tablet, { reason: 'Doch nicht' }),
        send(t.app, 'POST', answerUrl(pair, 'zusagen'), tablet),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
      const [row] = await t.db
        .select()
        .from(supervisorAssignments)
        .where(
          and(
            eq(supervisorAssignments.userId, user.id),
            eq(supervisorAssignments.messeId, pair.messeId),
          ),
        );
      expect(row?.answeredAt).not.toBeNull();
      if (row?.state === 'declined') expect(row.declineReason).toBe('Doch nicht');
      else expect(row).toMatchObject({ state: 'confirmed', declineReason: null });
      const audits = await t.db
        .select({ details: auditLog.details })
        .from(auditLog)
        .where(eq(auditLog.subject, `user:${user.id}`));
      expect(audits).toHaveLength(3);
    }
  });
});
