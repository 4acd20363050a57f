import * as v from 'valibot';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@domain/shared/account';
import { emailField, singleLineText } from '@domain/shared/validation';
import type { Database } from '@server/platform/db/client';
import { users } from '@server/platform/db/schema/users';
import { writeAudit } from '@server/platform/audit/audit-log';

/** What an office account is created from (the command line now, the office later). */
export const officeUserSchema = v.object({
  email: emailField,
  name: singleLineText(200),
  password: v.pipe(
    v.string('required'),
    v.minLength(PASSWORD_MIN_LENGTH, 'password_min'),
    v.maxLength(PASSWORD_MAX_LENGTH, 'password_max'),
  ),
});
export type OfficeUserInput = v.InferInput<typeof officeUserSchema>;

export type CreateOfficeUserResult =
  { ok: true; userId: number } | { ok: false; problem: 'email_taken' };

/** 'Anna Maria Schmidt' → first 'Anna Maria', last 'Schmidt'; one word is the last name. */
export function splitName(name: string): { firstname: string; lastname: string } {
  const words = name.trim().split(/\s+/);
  const lastname = words.pop() ?? '';
  return { firstname: words.join(' '), lastname };
}

/**
 * Creates an account with the role `office` (ADR 0022) and its audit entry in
 * one transaction. `createdBy` is the office user who did it, or null for the
 * command line. Refuses an e-mail address any account already uses (any case).
 * Takes the argon2id hash (server/platform/accounts/password.ts, hashed by the caller: an
 * area imports no other area), never the password.
 */
export async function createOfficeUser(
  db: Database,
  input: { email: string; name: string; passwordHash: string },
  createdBy: number | null,
  /** Runs in the same transaction once the account exists (the invitation's token and mail). */
  then?: (tx: Database, userId: number) => Promise<void>,
): Promise<CreateOfficeUserResult> {
  const { passwordHash } = input;
  const { firstname, lastname } = splitName(input.name);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ email: input.email, passwordHash, firstname, lastname, role: 'office' })
      // The only unique rule besides the id is lower(email): a conflict is a taken address.
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!created) return { ok: false, problem: 'email_taken' } as const;
    await writeAudit(tx, {
      action: 'office_user_created',
      userId: createdBy,
      subject: `user:${String(created.id)}`,
      details: {
        changes: { role: { before: null, after: 'office' } },
        ...(then ? { invited: true } : {}),
      },
    });
    await then?.(tx, created.id);
    return { ok: true, userId: created.id } as const;
  });
}
