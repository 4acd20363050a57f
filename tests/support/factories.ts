import { DEFAULT_TIME_ENTRY } from '@domain/shared/times/time';
import { hashPassword } from '@server/platform/accounts/password';
import { createSession } from '@server/platform/accounts/sessions';
import type { Database } from '@server/platform/db/client';
import { bewerber, locations } from '@server/platform/db/schema/bewerber';
import {
  customers,
  messeCustomers,
  messen,
  staffAssignments,
  supervisorAssignments,
  times,
} from '@server/platform/db/schema/messen';
import { users } from '@server/platform/db/schema/users';

/**
 * Test data with overrides, one module for Vitest and Playwright. Each factory
 * inserts through Drizzle and returns the row; defaults are unique per call.
 */
export const DEFAULT_PASSWORD = 'correct-horse-battery';

let sequence = 0;
const next = () => `${process.pid}-${++sequence}`;

// argon2id costs ~50 ms: the default password is hashed once per process.
let defaultHash: Promise<string> | undefined;
async function passwordHashFor(password: string): Promise<string> {
  if (password !== DEFAULT_PASSWORD) return hashPassword(password);
  defaultHash ??= hashPassword(DEFAULT_PASSWORD);
  return defaultHash;
}

type UserInsert = typeof users.$inferInsert;
export type UserOverrides = Partial<Omit<UserInsert, 'passwordHash'>> & { password?: string };

export async function createUser(db: Database, overrides: UserOverrides = {}) {
  const { password = DEFAULT_PASSWORD, ...rest } = overrides;
  const id = next();
  const [row] = await db
    .insert(users)
    .values({
      email: `user-${id}@example.test`,
      firstname: 'Erika',
      lastname: `Muster${id}`,
      passwordHash: await passwordHashFor(password),
      ...rest,
    })
    .returning();
  if (!row) throw new Error('createUser inserted nothing');
  return { ...row, password };
}

export async function createBewerber(
  db: Database,
  overrides: Partial<typeof bewerber.$inferInsert> = {},
) {
  const id = next();
  const [row] = await db
    .insert(bewerber)
    .values({
      gender: 'w',
      firstname: 'Anna',
      lastname: `Bewerber${id}`,
      email: `bewerber-${id}@example.test`,
      phoneMobile: '015112345678',
      birthdate: '1998-05-17',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createBewerber inserted nothing');
  return row;
}

/** A user with a linked staff record (contract flag on the record). */
export async function createStaffUser(
  db: Database,
  options: { contract?: boolean; user?: UserOverrides } = {},
) {
  const user = await createUser(db, options.user);
  const record = await createBewerber(db, {
    userId: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    contract: options.contract ?? false,
  });
  return { user, bewerber: record };
}

export async function createLocation(db: Database, name = `Ort ${next()}`) {
  const [row] = await db.insert(locations).values({ name }).returning();
  if (!row) throw new Error('createLocation inserted nothing');
  return row;
}

export async function createMesse(
  db: Database,
  overrides: Partial<typeof messen.$inferInsert> = {},
) {
  const [row] = await db
    .insert(messen)
    .values({
      name: `Messe ${next()}`,
      city: 'Hannover',
      dateStart: '2026-11-20',
      dateEnd: '2026-11-24',
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('createMesse inserted nothing');
  return row;
}

export async function createCustomer(db: Database, name = `Kunde ${next()}`) {
  const [row] = await db.insert(customers).values({ name }).returning();
  if (!row) throw new Error('createCustomer inserted nothing');
  return row;
}

/** A fair with one customer on it: the unit of time tracking and signing. */
export async function createMesseCustomer(
  db: Database,
  messe?: Partial<typeof messen.$inferInsert>,
) {
  const fair = await createMesse(db, messe);
  const customer = await createCustomer(db);
  await db.insert(messeCustomers).values({ messeId: fair.id, customerId: customer.id });
  return { messe: fair, customer, messeId: fair.id, customerId: customer.id };
}

export async function assignSupervisor(
  db: Database,
  userId: number,
  pair: { messeId: number; customerId: number },
) {
  await db
    .insert(supervisorAssignments)
    .values({ userId, messeId: pair.messeId, customerId: pair.customerId });
}

export async function assignStaff(
  db: Database,
  bewerberId: number,
  pair: { messeId: number; customerId: number },
) {
  await db
    .insert(staffAssignments)
    .values({ bewerberId, messeId: pair.messeId, customerId: pair.customerId });
}

export async function createTime(
  db: Database,
  values: { messeId: number; customerId: number; bewerberId: number; day: string } & Partial<
    typeof times.$inferInsert
  >,
) {
  const [row] = await db
    .insert(times)
    .values({ ...DEFAULT_TIME_ENTRY, ...values })
    .returning();
  if (!row) throw new Error('createTime inserted nothing');
  return row;
}

/** A Cookie header value for a fresh session of the user (no login round trip, no argon2). */
export async function sessionCookieFor(
  db: Database,
  userId: number,
  cookieName = 'mp_session',
): Promise<string> {
  const session = await createSession(db, userId, { idleDays: 30, absoluteDays: 30 });
  return `${cookieName}=${session.token}`;
}

/**
 * The cast of the time-tracking tests: a supervisor assigned to one pair with
 * staff on it, a supervisor of another pair (with staff there too), a signed-in
 * user without the timetracking flag; and their session cookies.
 */
export async function createTimetrackingScene(db: Database, staffCount = 3) {
  const pair = await createMesseCustomer(db);
  const otherPair = await createMesseCustomer(db);
  const supervisor = await createUser(db, { timetracking: true });
  const otherSupervisor = await createUser(db, { timetracking: true });
  const staffUser = await createUser(db);
  await assignSupervisor(db, supervisor.id, pair);
  await assignSupervisor(db, otherSupervisor.id, otherPair);
  const staff = [];
  for (let i = 0; i < staffCount; i++) {
    const person = await createBewerber(db);
    await assignStaff(db, person.id, pair);
    staff.push(person);
  }
  const foreignStaff = await createBewerber(db);
  await assignStaff(db, foreignStaff.id, otherPair);
  return {
    pair,
    otherPair,
    supervisor,
    otherSupervisor,
    staffUser,
    staff,
    foreignStaff,
    cookies: {
      supervisor: await sessionCookieFor(db, supervisor.id),
      otherSupervisor: await sessionCookieFor(db, otherSupervisor.id),
      staffUser: await sessionCookieFor(db, staffUser.id),
    },
  };
}

/** A multipart/form-data body (text fields and files) for app.inject, with its content type. */
export function multipartBody(
  parts: { name: string; value: string | Buffer; filename?: string; type?: string }[],
): { payload: Buffer; headers: { 'content-type': string } } {
  const boundary = `----mp-test-${next()}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const type = part.filename ? `\r\nContent-Type: ${part.type ?? 'image/svg+xml'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A small SVG as signature_pad 5 writes it (one stroke and one dot). */
export const SAMPLE_SIGNATURE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 300 150" width="300" height="150"><path d="M 20.000,80.000 C 40.000,60.000 60.000,60.000 80.000,90.000" stroke-width="3.375" stroke="black" fill="none" stroke-linecap="round"></path><circle r="1.5" cx="120" cy="70" fill="black"></circle></svg>';
