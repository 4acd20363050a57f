import { buildApp } from './app';
import { ConfigError, type Config, loadConfig } from './platform/config/config';
import { createFieldCipher } from './platform/crypto/field-encryption';
import { openDatabase } from './platform/db/client';
import { DatabaseInUseError } from './platform/db/pglite-lock';
import { migrateDatabase } from './platform/db/migrate';
import { DEMO_LOGINS } from './tools/demo/logins';
import { DEMO_LAW_STAFF } from './tools/demo/employment-law';
import { seedDemoData } from './tools/demo/seed';
import { warmUpPasswordHashing } from './platform/accounts/password';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Messe-Personal cannot start.\n${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const database = await openDatabase(config);
  await migrateDatabase(database);
  const seeded =
    config.demoData && (await seedDemoData(database.db, createFieldCipher(config.encryptionKeys)));
  await warmUpPasswordHashing();

  const app = await buildApp(config, { database, ownsDatabase: true });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    // Requests still running after the grace lose their connection, so the close can finish.
    const grace = setTimeout(() => {
      app.log.warn(`requests still running after ${config.shutdownGraceMs} ms: cut`);
      app.server.closeAllConnections();
    }, config.shutdownGraceMs);
    // A close that hangs (a database that stopped answering) must not keep the process alive.
    setTimeout(() => {
      app.log.error('shutdown did not finish, exiting anyway');
      process.exit(1);
    }, config.shutdownGraceMs + 10_000).unref();
    // Stops accepting, answers new requests on open connections 503, lets running ones
    // finish, waits for work after the response, gives back claimed mails, closes the database.
    try {
      await app.close();
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
    clearTimeout(grace);
    app.log.info('shut down');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  if (config.isProduction && !config.smtpUrl) {
    app.log.warn(`SMTP_URL is not set: mails are only written to ${config.mailDir}`);
  }
  await app.listen({ host: config.host, port: config.port });
  const lines = [
    '',
    `Messe-Personal is running: ${config.publicUrl}/de/`,
    `  listening on http://${config.host}:${config.port} · database: ${config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dbDir}`}`,
    `  mail: ${config.smtpUrl ? 'SMTP' : `written to ${config.mailDir}`}`,
  ];
  if (config.demoData) {
    lines.push(seeded ? '  demo data created. Demo logins:' : '  demo logins:');
    for (const login of Object.values(DEMO_LOGINS)) {
      lines.push(`    ${login.name.padEnd(18)} ${login.email.padEnd(34)} ${login.password}`);
    }
    lines.push("  employment law, in the office's staff list:");
    for (const person of DEMO_LAW_STAFF) {
      lines.push(`    ${`${person.firstname} ${person.lastname}`.padEnd(18)} ${person.note}`);
    }
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  // A second `npm start` on the same data directory is an operator's mistake, not a
  // crash: one line naming the directory and the process holding it, no stack trace.
  if (error instanceof DatabaseInUseError) {
    console.error(`Messe-Personal cannot start: ${error.message}`);
    process.exit(1);
  }
  console.error('Messe-Personal failed to start:', error);
  process.exit(1);
});
