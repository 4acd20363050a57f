import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeAudit } from '../../server/audit/audit-log';
import { auditLog } from '../../server/db/schema/system';
import { users } from '../../server/db/schema/users';
import {
  assignStaff,
  createBewerber,
  createMesseCustomer,
  createTime,
  createUser,
} from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

describe('database rules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps e-mail addresses unique regardless of case', async () => {
    await createUser(t.db, { email: 'case@example.test' });
    await expect(createUser(t.db, { email: 'CASE@Example.test' })).rejects.toThrow();
  });

  it('keeps the audit log append-only', async () => {
    await writeAudit(t.db, { action: 'login', userId: 424242, ip: '10.0.0.1' });
    await expect(
      t.db.update(auditLog).set({ action: 'logout' }).where(eq(auditLog.userId, 424242)),
    ).rejects.toThrow();
    await expect(t.db.delete(auditLog).where(eq(auditLog.userId, 424242))).rejects.toThrow();
    expect(await t.db.select().from(auditLog).where(eq(auditLog.userId, 424242))).toHaveLength(1);
  });

  it('allows one time row per person, fair, customer and day, within 0–24 h and a break of at most 60 min', async () => {
    const pair = await createMesseCustomer(t.db);
    const person = await createBewerber(t.db);
    await assignStaff(t.db, person.id, pair);
    const base = { ...pair, bewerberId: person.id, day: '2026-11-21' };
    await createTime(t.db, base);
    await expect(createTime(t.db, base)).rejects.toThrow();
    await expect(
      createTime(t.db, { ...base, day: '2026-11-22', timeStart: 600, timeEnd: 500 }),
    ).rejects.toThrow();
    await expect(createTime(t.db, { ...base, day: '2026-11-23', timeBreak: 75 })).rejects.toThrow();
    await expect(createTime(t.db, { ...base, day: '2026-11-24', timeEnd: 1441 })).rejects.toThrow();
  });

  it('refuses times for someone not assigned to the fair and customer', async () => {
    const pair = await createMesseCustomer(t.db);
    const stranger = await createBewerber(t.db);
    await expect(
      createTime(t.db, { ...pair, bewerberId: stranger.id, day: '2026-11-21' }),
    ).rejects.toThrow();
  });

  it('refuses a fair that ends before it starts', async () => {
    await expect(
      createMesseCustomer(t.db, { dateStart: '2026-11-24', dateEnd: '2026-11-20' }),
    ).rejects.toThrow();
  });

  it('stores users’ flags with safe defaults', async () => {
    const user = await createUser(t.db);
    const [row] = await t.db
      .select({ role: users.role, timetracking: users.timetracking, locale: users.locale })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row).toEqual({ role: 'staff', timetracking: false, locale: 'de' });
    await expect(
      t.db.execute(sql`update users set role = 'root' where id = ${user.id}`),
    ).rejects.toThrow();
  });
});
