import { parseArgs } from 'node:util';
import * as v from 'valibot';
import { hashPassword } from '@server/platform/accounts/password';
import { ConfigError, loadConfig } from '@server/platform/config/config';
import { openDatabase } from '@server/platform/db/client';
import { migrateDatabase } from '@server/platform/db/migrate';
import { createOfficeUser, officeUserSchema } from '@server/areas/buero/writes';

/*
 * npm run office:create -- --email anna@agentur.de --name "Anna Schmidt"
 *
 * Creates an office account (ADR 0022) on the database the server uses
 * (DATABASE_URL, else PGlite in DATA_DIR). The password comes from the
 * environment variable OFFICE_PASSWORD or from stdin (one line), never from
 * the command line, where `ps` and the shell history would show it. Prints
 * nothing secret.
 */

const USAGE =
  'usage: npm run office:create -- --email <address> --name "<first and last name>"\n' +
  '       password from OFFICE_PASSWORD or stdin';

/** A password typed at a terminal, not echoed (raw mode: Enter ends, Backspace erases, Ctrl-C stops). */
function readHidden(): Promise<string> {
  process.stderr.write('Password (not shown): ');
  const stdin = process.stdin;
  stdin.setRawMode(true);
  return new Promise((resolve, reject) => {
    let typed = '';
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\r' || char === '\n') {
          stdin.off('data', onData);
          stdin.setRawMode(false);
          stdin.pause();
          process.stderr.write('\n');
          resolve(typed);
          return;
        }
        if (char === '\u0003') {
          stdin.setRawMode(false);
          reject(new Error('cancelled'));
          return;
        }
        typed = char === '\u007f' ? typed.slice(0, -1) : typed + char;
      }
    };
    stdin.on('data', onData);
  });
}

/** The password: OFFICE_PASSWORD, else the first line of stdin (hidden at a terminal). */
async function readPassword(): Promise<string> {
  if (process.env.OFFICE_PASSWORD !== undefined) return process.env.OFFICE_PASSWORD;
  if (process.stdin.isTTY) return readHidden();
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').split('\n')[0]?.replace(/\r$/, '') ?? '';
}

async function main(): Promise<number> {
  let args: { email?: string; name?: string };
  try {
    ({ values: args } = parseArgs({
      options: { email: { type: 'string' }, name: { type: 'string' } },
      strict: true,
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const password = await readPassword();
  const parsed = v.safeParse(officeUserSchema, { ...args, password });
  if (!parsed.success) {
    const fields = [...new Set(parsed.issues.map((issue) => v.getDotPath(issue) ?? 'input'))];
    console.error(`invalid ${fields.join(', ')} (password: 8 to 128 characters)\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await migrateDatabase(database);
    const { email, name, password: typed } = parsed.output;
    const passwordHash = await hashPassword(typed);
    const result = await createOfficeUser(database.db, { email, name, passwordHash }, null);
    if (!result.ok) {
      console.error(`an account with the e-mail address ${parsed.output.email} exists already`);
      return 1;
    }
    console.log(`office account created: ${parsed.output.email} (id ${String(result.userId)})`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError) console.error(error.message);
    else console.error(error);
    process.exit(1);
  },
);
