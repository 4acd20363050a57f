import { loadConfig } from '@server/platform/config/config';
import { createFieldCipher } from '@server/platform/crypto/field-encryption';
import { openDatabase } from '@server/platform/db/client';
import { migrateDatabase } from '@server/platform/db/migrate';
import { seedDemoData } from '@server/tools/demo/seed';
import { createUser } from '@tests/support/factories';
import { seedInvoices } from './invoice-seed';
import { seedLaw } from './law-seed';
import { seedClose } from './close-seed';
import { seedPayroll } from './payroll-seed';
import { seedSeason } from './season-seed';
import { seedTimeTracking } from './stundenerfassung-seed';
import { E2E_USERS } from './users';

/**
 * Prepares the e2e database before the portal opens it: migrations, the demo
 * data `npm start` would create, and the users the specs own.
 */
export async function seedE2eDatabase(env: Record<string, string>): Promise<void> {
  const config = loadConfig({ ...process.env, DATABASE_URL: undefined, ...env });
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database);
    await seedDemoData(database.db, createFieldCipher(config.encryptionKeys));
    for (const user of Object.values(E2E_USERS)) {
      await createUser(database.db, {
        email: user.email,
        password: user.password,
        firstname: user.firstname,
        lastname: user.lastname,
      });
    }
    await seedTimeTracking(database.db);
    await seedPayroll(database.db);
    await seedClose(database.db);
    await seedSeason(database.db);
    await seedInvoices(database.db);
    await seedLaw(database.db);
  } finally {
    await database.close();
  }
}
