import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { isApiErrorBody } from '@domain/shared/api-error';
import type { LawRecord } from '@domain/shared/employment-law/record-contract';
import { auditLog } from '@server/platform/db/schema/system';
import { createStaffUser } from '@tests/support/factories';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { createOfficeUser } from './buero-fixtures';
import { send } from './buero-messen-fixtures';

/*
 * The employment-law record's tests (issue 27): one app per file with an
 * office account, staff members, calls that expect their status, and the
 * audit entries about a staff member.
 */

/** The file's app and office account, set before its tests run (useLawApp). */
export const law = { t: undefined as unknown as TestApp, office: '', officeId: 0 };

export function useLawApp() {
  beforeAll(async () => {
    law.t = await createTestApp();
    const account = await createOfficeUser(law.t.db);
    law.office = account.cookie;
    law.officeId = account.user.id;
  });
  afterAll(() => law.t.close());
}

export const lawUrl = (id: number, rest = '') => `personal/${String(id)}/arbeitsrecht${rest}`;

export async function newStaff(lastname = 'Recht') {
  const { user, bewerber: row } = await createStaffUser(law.t.db, { user: { lastname } });
  return { userId: user.id, id: row.id };
}

/** An office call expected to answer `status` with the record. */
export async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  status = 200,
) {
  const response = await send(law.t.app, method, url, law.office, body);
  expect(response.statusCode, response.body).toBe(status);
  return response.json<LawRecord>();
}

/** An office call as sent, for refusals. */
export const sendAsOffice = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
) => send(law.t.app, method, url, law.office, body);

export function expect422(
  response: { statusCode: number; body: string; json: () => unknown },
  field: string,
) {
  expect(response.statusCode, response.body).toBe(422);
  const body = response.json();
  expect(isApiErrorBody(body)).toBe(true);
  expect(Object.keys((body as { errors: Record<string, string[]> }).errors)).toContain(field);
}

export async function lastAudit(id: number) {
  const [row] = await law.t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.subject, `staff:${String(id)}`))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

export async function auditCount(id: number) {
  return (
    await law.t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `staff:${String(id)}`))
  ).length;
}
