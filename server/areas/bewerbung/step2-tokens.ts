import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Gender } from '@domain/shared/person-options';
import { DAY_MS } from '@domain/shared/times/calendar-days';
import { randomToken, sha256Hex } from '@server/platform/crypto/tokens';
import type { Database } from '@server/platform/db/client';
import { applications, bewerber } from '@server/platform/db/schema/bewerber';
import { tokens } from '@server/platform/db/schema/system';

/**
 * The step-2 link works 14 days, and only until step 2 has been submitted
 * (docs/product/rules.md, Application).
 */
export const STEP2_TOKEN_DAYS = 14;

/** Issues the step-2 token of an application; only its hash is stored. Run it with the mail. */
export async function issueStep2Token(tx: Database, applicationId: number): Promise<string> {
  const token = randomToken(32);
  await tx.insert(tokens).values({
    kind: 'application_step2',
    tokenHash: sha256Hex(token),
    applicationId,
    expiresAt: new Date(Date.now() + STEP2_TOKEN_DAYS * DAY_MS),
  });
  return token;
}

/** What a valid token opens: its application and the applicant's step-1 facts. */
export type Step2Access = {
  tokenId: number;
  applicationId: number;
  bewerberId: number;
  gender: Gender;
  student: 0 | 1;
  firstname: string;
  email: string;
  locale: 'de' | 'en';
};

/** Tokens in a query are base64url of 32 bytes; anything else is not looked up. */
const TOKEN_PATTERN = /^[\w-]{43}$/;

export function isTokenShaped(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value);
}

/**
 * The application a token opens, or null when the token is unknown, used,
 * expired or its application is no longer waiting for step 2 (sent, or
 * decided by the office: a rejected application takes no step 2).
 * `forUpdate` locks the token and the application rows: two submits with one
 * token run one after the other, and a submit and the office's decision
 * (which locks the application) too, so whichever comes second sees the first.
 */
export async function findStep2Access(
  db: Database,
  token: string,
  forUpdate = false,
): Promise<Step2Access | null> {
  const query = db
    .select({
      tokenId: tokens.id,
      applicationId: applications.id,
      bewerberId: bewerber.id,
      gender: bewerber.gender,
      student: bewerber.student,
      firstname: bewerber.firstname,
      email: bewerber.email,
      locale: applications.locale,
    })
    .from(tokens)
    .innerJoin(applications, eq(applications.id, tokens.applicationId))
    .innerJoin(bewerber, eq(bewerber.id, applications.bewerberId))
    .where(
      and(
        eq(tokens.tokenHash, sha256Hex(token)),
        eq(tokens.kind, 'application_step2'),
        isNull(tokens.usedAt),
        gt(tokens.expiresAt, sql`now()`),
        eq(applications.status, 'step1'),
        isNull(applications.decision),
      ),
    );
  const [row] = forUpdate ? await query.for('update', { of: [tokens, applications] }) : await query;
  if (!row) return null;
  return { ...row, student: row.student ? 1 : 0 };
}

/** Kills every unused step-2 token of an application (step 2 is done). */
export async function killStep2Tokens(tx: Database, applicationId: number): Promise<void> {
  await tx
    .update(tokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(tokens.kind, 'application_step2'),
        eq(tokens.applicationId, applicationId),
        isNull(tokens.usedAt),
      ),
    );
}
