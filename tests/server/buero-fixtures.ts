import { applications } from '@server/platform/db/schema/bewerber';
import type { Database } from '@server/platform/db/client';
import { createBewerber, createUser, sessionCookieFor } from '@tests/support/factories';

export const BUERO = '/app/api/buero';

/** Every office route with a request that would succeed for the office (ids exist). */
export function officeRoutes(applicationId: number): { method: 'GET'; url: string }[] {
  return [
    { method: 'GET', url: `${BUERO}/bewerbungen` },
    { method: 'GET', url: `${BUERO}/bewerbungen?status=complete&sort=name` },
    { method: 'GET', url: `${BUERO}/bewerbungen/optionen` },
    { method: 'GET', url: `${BUERO}/bewerbungen/${String(applicationId)}` },
    { method: 'GET', url: `${BUERO}/bewerbungen/${String(applicationId)}/foto` },
  ];
}

export async function createOfficeUser(db: Database) {
  const user = await createUser(db, { role: 'office', firstname: 'Olivia', lastname: 'Office' });
  return { user, cookie: await sessionCookieFor(db, user.id) };
}

type ApplicationOverrides = Partial<typeof applications.$inferInsert>;

/** An applicant (bewerber row) with one application, as step 1 creates them. */
export async function createApplication(
  db: Database,
  person: Parameters<typeof createBewerber>[1] = {},
  application: ApplicationOverrides = {},
) {
  const row = await createBewerber(db, person);
  const [created] = await db
    .insert(applications)
    .values({ bewerberId: row.id, ...application })
    .returning();
  if (!created) throw new Error('createApplication inserted nothing');
  return { bewerber: row, application: created };
}
