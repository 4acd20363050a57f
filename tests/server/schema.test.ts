import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeAudit } from '@server/platform/audit/audit-log';
import { auditLog } from '@server/platform/db/schema/system';
import { users } from '@server/platform/db/schema/users';
import {
  assignStaff,
  createBewerber,
  createMesseCustomer,
  createTime,
  createUser,
} from '@tests/support/factories';
import { createTestApp, type TestApp } from '@tests/support/test-app';

type Violation = { code?: string; constraint?: string; message: string };

/**
 * The database error behind a failed statement (Drizzle wraps it in `cause`), so a
 * test names the rule that must refuse a write, not just "some error".
 */
async function violation(write: Promise<unknown>): Promise<Violation> {
  try {
    await write;
  } catch (error) {
    for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
      const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown };
      if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
        return {
          code: candidate.code,
          constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
          message: String(candidate.message),
        };
      }
    }
    throw new Error(`not a database error: ${String(error)}`);
  }
  throw new Error('the write was accepted');
}

describe('database rules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps e-mail addresses unique regardless of case', async () => {
    await createUser(t.db, { email: 'case@example.test' });
    expect(await violation(createUser(t.db, { email: 'CASE@Example.test' }))).toMatchObject({
      code: '23505',
      constraint: 'users_email_lower_unique',
    });
  });

  it('keeps the audit log append-only', async () => {
    await writeAudit(t.db, { action: 'login', userId: 424242, ip: '10.0.0.1' });
    const update = await violation(
      t.db.update(auditLog).set({ action: 'logout' }).where(eq(auditLog.userId, 424242)),
    );
    expect(update.message).toContain('audit_log is append-only');
    const remove = await violation(t.db.delete(auditLog).where(eq(auditLog.userId, 424242)));
    expect(remove.message).toContain('audit_log is append-only');
    expect(await t.db.select().from(auditLog).where(eq(auditLog.userId, 424242))).toHaveLength(1);
  });

  it('allows one time row per person, fair, customer and day, starting within the day, at most 16 h across midnight, a break of at most 60 min', async () => {
    const pair = await createMesseCustomer(t.db);
    const person = await createBewerber(t.db);
    await assignStaff(t.db, person.id, pair);
    const base = { ...pair, bewerberId: person.id, day: '2026-11-21' };
    await createTime(t.db, base);
    expect(await violation(createTime(t.db, base))).toMatchObject({
      code: '23505',
      constraint: 'times_natural_key',
    });
    const range = { code: '23514', constraint: 'times_range_check' };
    expect(
      await violation(
        createTime(t.db, { ...base, day: '2026-11-22', timeStart: 600, timeEnd: 500 }),
      ),
    ).toMatchObject(range);
    expect(
      await violation(createTime(t.db, { ...base, day: '2026-11-23', timeBreak: 75 })),
    ).toMatchObject(range);
    // A shift may pass midnight (end over 1440), for at most 16 hours (ADR 0032).
    expect(
      await violation(
        createTime(t.db, {
          ...base,
          day: '2026-11-24',
          timeStart: 480,
          timeEnd: 480 + 16 * 60 + 1,
        }),
      ),
    ).toMatchObject(range);
    expect(
      await violation(
        createTime(t.db, { ...base, day: '2026-11-26', timeStart: 1441, timeEnd: 1500 }),
      ),
    ).toMatchObject(range);
    await createTime(t.db, { ...base, day: '2026-11-27', timeStart: 1320, timeEnd: 1800 });
    // The edges are allowed: a whole day and the longest break.
    await createTime(t.db, {
      ...base,
      day: '2026-11-25',
      timeStart: 0,
      timeEnd: 1440,
      timeBreak: 60,
    });
  });

  it('refuses times for someone not assigned to the fair and customer', async () => {
    const pair = await createMesseCustomer(t.db);
    const stranger = await createBewerber(t.db);
    const refused = await violation(
      createTime(t.db, { ...pair, bewerberId: stranger.id, day: '2026-11-21' }),
    );
    expect(refused.code).toBe('23503');
    // PostgreSQL cuts names to 63 bytes; the key to staff_assignments is the one that refuses.
    expect(refused.constraint).toMatch(/^times_bewerber_id_messe_id_customer_id_staff_assignments/);
  });

  it('refuses a fair that ends before it starts', async () => {
    expect(
      await violation(
        createMesseCustomer(t.db, { dateStart: '2026-11-24', dateEnd: '2026-11-20' }),
      ),
    ).toMatchObject({ code: '23514', constraint: 'messen_dates_check' });
  });

  it('stores users’ flags with safe defaults', async () => {
    const user = await createUser(t.db);
    const [row] = await t.db
      .select({ role: users.role, timetracking: users.timetracking, locale: users.locale })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row).toEqual({ role: 'staff', timetracking: false, locale: 'de' });
    expect(
      await violation(t.db.execute(sql`update users set role = 'root' where id = ${user.id}`)),
    ).toMatchObject({ code: '23514', constraint: 'users_role_check' });
  });
});
