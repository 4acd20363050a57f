import { expect } from 'vitest';
import type { PairAssignments } from '@domain/buero/messen-contract';
import type { TimeTrackingMessenList } from '@domain/stundenerfassung/stundenerfassung';
import { todayIso } from '@server/areas/einsaetze/today';
import { createMesseCustomer, createUser, sessionCookieFor } from '@tests/support/factories';
import {
  decodeQuotedPrintable,
  type SmtpCapture,
  startSmtpCapture,
} from '@tests/support/smtp-capture';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { createOfficeUser } from './buero-fixtures';
import { send } from './buero-messen-fixtures';

/* Shared by the supervisor booking tests (supervisor-bookings*.test.ts). */

export type Scene = { t: TestApp; smtp: SmtpCapture; office: string };

export async function startScene(): Promise<Scene> {
  const smtp = await startSmtpCapture();
  const t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'portal@portal.test' } });
  const { cookie: office } = await createOfficeUser(t.db);
  return { t, smtp, office };
}

export async function stopScene(scene: Scene): Promise<void> {
  await scene.t.close();
  await scene.smtp.close();
}

export type Pair = { messeId: number; customerId: number };

export const shift = (days: number) => {
  const date = new Date(`${todayIso()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
export const pairUrl = (pair: Pair) =>
  `messen/${String(pair.messeId)}/kunden/${String(pair.customerId)}`;
export const answerUrl = (pair: Pair, verb: 'zusagen' | 'absagen') =>
  `/app/api/stundenerfassung/buchung/${String(pair.messeId)}/${String(pair.customerId)}/${verb}`;
export const byPhoneUrl = (pair: Pair, userId: number) =>
  `${pairUrl(pair)}/aufsicht/${String(userId)}/telefonisch`;

export function bookingIn(list: TimeTrackingMessenList, pair: Pair) {
  return list
    .find((messe) => messe.id === pair.messeId)
    ?.customers.find((customer) => customer.id === pair.customerId)?.booking;
}

/** The calls of the tests, on the scene the getter answers (set up in beforeAll). */
export function sceneCalls(scene: () => Scene) {
  return {
    newPair: () => createMesseCustomer(scene().t.db, { dateStart: shift(10), dateEnd: shift(12) }),
    /** A supervisor with the flag, assigned through the office, and their tablet's cookie. */
    async supervisorOn(pair: Pair, locale: 'de' | 'en' = 'de') {
      const { t, office } = scene();
      const user = await createUser(t.db, { timetracking: true, locale });
      const added = await send(t.app, 'POST', `${pairUrl(pair)}/aufsicht`, office, {
        user_ids: [user.id],
      });
      expect(added.statusCode, added.body).toBe(200);
      return { user, tablet: await sessionCookieFor(t.db, user.id) };
    },
    async tabletList(tablet: string) {
      const response = await send(scene().t.app, 'GET', '/app/api/stundenerfassung', tablet);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<TimeTrackingMessenList>();
    },
    async view(pair: Pair) {
      const { t, office } = scene();
      const response = await send(t.app, 'GET', pairUrl(pair), office);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<PairAssignments>();
    },
    async mailsTo(email: string, after: number) {
      const { t, smtp } = scene();
      await t.app.mailOutbox.drain();
      return smtp.messages
        .slice(after)
        .filter((m) => m.to.includes(email.toLowerCase()))
        .map((m) => decodeQuotedPrintable(m.raw));
    },
  };
}
