import {
  assignStaff,
  createMesseCustomer,
  createStaffUser,
  createTime,
  sessionCookieFor,
} from '@tests/support/factories';
import type { TestApp } from '@tests/support/test-app';
import { createOfficeUser } from './buero-fixtures';
import { send } from './buero-messen-fixtures';

/*
 * The scene of the "Zeit beanstanden" tests: two people with logins on one
 * pair (their own days), the second also on another pair, and the office.
 */

export const MINE = '/app/api/meine-stunden/beanstandungen';

export type Pair = { messeId: number; customerId: number };

async function person(t: TestApp, firstname: string, lastname: string) {
  const staff = await createStaffUser(t.db, { user: { firstname, lastname } });
  return {
    cookie: await sessionCookieFor(t.db, staff.user.id),
    bewerberId: staff.bewerber.id,
    userId: staff.user.id,
  };
}

/** Jörg has 20–22 Nov on the pair; Zora 23 Nov there and 20 Nov on her other pair. */
export async function createQueryScene(t: TestApp) {
  const me = await person(t, 'Jörg', 'Größmann');
  const other = await person(t, 'Zora', 'Zweite');
  const { cookie: office } = await createOfficeUser(t.db);
  const pair: Pair = await createMesseCustomer(t.db, {
    dateStart: '2026-11-20',
    dateEnd: '2026-11-24',
  });
  const othersPair: Pair = await createMesseCustomer(t.db, {
    dateStart: '2026-11-20',
    dateEnd: '2026-11-24',
  });
  await assignStaff(t.db, me.bewerberId, pair);
  await assignStaff(t.db, other.bewerberId, pair);
  await assignStaff(t.db, other.bewerberId, othersPair);
  for (const day of ['2026-11-20', '2026-11-21', '2026-11-22']) {
    await createTime(t.db, { ...pair, bewerberId: me.bewerberId, day });
  }
  await createTime(t.db, { ...pair, bewerberId: other.bewerberId, day: '2026-11-23' });
  await createTime(t.db, { ...othersPair, bewerberId: other.bewerberId, day: '2026-11-20' });
  return { me, other, office, pair, othersPair };
}

/** A question's body about a day of the pair. */
export const questionOf =
  (pair: Pair) =>
  (day: string, text = 'Ich war bis 18 Uhr da, nicht bis 17:30.') => ({
    messe_id: pair.messeId,
    customer_id: pair.customerId,
    day,
    text,
  });

/** POST the question as the cookie's person. */
export const askAs = (t: TestApp) => (cookie: string, body: unknown) =>
  send(t.app, 'POST', MINE, cookie, body);
