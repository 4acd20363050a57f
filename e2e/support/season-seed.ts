import type { Database } from '@server/platform/db/client';
import { createBewerber, createUser } from '@tests/support/factories';

/*
 * The people of the staff's season journey (e2e/season-journey.spec.ts): one
 * staff member per language (their mails come in it) and a supervisor the
 * office books on the journey's pair. Owned by that spec alone.
 */

export const SEASON_PASSWORD = 'Saison-Telefon-2026!';

export const SEASON_PEOPLE = {
  de: { email: 'season-de@e2e.test', firstname: 'Selma', lastname: 'Saison', locale: 'de' },
  en: { email: 'season-en@e2e.test', firstname: 'Sean', lastname: 'Season', locale: 'en' },
} as const;

export const SEASON_SUPERVISOR = {
  email: 'season-supervisor@e2e.test',
  firstname: 'Silke',
  lastname: 'Saisonaufsicht',
} as const;

export async function seedSeason(db: Database): Promise<void> {
  for (const person of Object.values(SEASON_PEOPLE)) {
    const user = await createUser(db, { ...person, password: SEASON_PASSWORD });
    await createBewerber(db, {
      userId: user.id,
      email: person.email,
      firstname: person.firstname,
      lastname: person.lastname,
    });
  }
  await createUser(db, { ...SEASON_SUPERVISOR, password: SEASON_PASSWORD, timetracking: true });
}
