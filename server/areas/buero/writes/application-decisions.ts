import { eq } from 'drizzle-orm';
import type { DecisionResult } from '@domain/buero/decision-contract';
import { applicantOperations } from '@domain/buero/operations/applicants';
import type { Database } from '@server/platform/db/client';
import { applications, bewerber } from '@server/platform/db/schema/bewerber';
import { users } from '@server/platform/db/schema/users';
import { refuse } from '@server/platform/api/operation-routes';
import { unusablePasswordHash } from '@server/platform/common/unusable-password';
import type { OfficeActor } from './actor';
import { type InvitationMailer, sendInvitation } from './invitation';
import { runOfficeAction } from './office-action';

const subjectOf = (id: number) => `application:${String(id)}`;
const { accept, reject, resendInvitation: resend } = applicantOperations;
type Decision = typeof accept | typeof reject | typeof resend;

/**
 * The application and its person, locked for the rest of the transaction: two
 * office users deciding the same application at once run one after the other,
 * and the second sees the first one's decision (read committed re-reads a
 * locked row), so exactly one account is created.
 */
async function lockApplication(tx: Database, id: number, decision: Decision) {
  const [row] = await tx
    .select({ application: applications, person: bewerber })
    .from(applications)
    .innerJoin(bewerber, eq(bewerber.id, applications.bewerberId))
    .where(eq(applications.id, id))
    .for('update', { of: applications });
  if (!row) throw refuse(decision, 'not_found');
  return row;
}

/** The office's word for the undecided states (domain/buero/applicants-contract.ts). */
const undecidedStatus = (status: string) => (status === 'complete' ? 'complete' : 'step2_missing');

/**
 * Accepts a complete application: a staff login (role staff, the
 * application's language, no usable password) linked to the applicant's row,
 * which already holds the master data, the chosen locations and fairs; the
 * decision `invited`; the invitation mail through the outbox. Refuses 409 an
 * application already decided, one whose step 2 is missing (the master data
 * the staff area needs would be empty) and an address that has a login.
 */
export async function acceptApplication(
  db: Database,
  actor: OfficeActor,
  mailer: InvitationMailer,
  id: number,
): Promise<DecisionResult> {
  return runOfficeAction(db, actor, async (tx) => {
    const { application, person } = await lockApplication(tx, id, accept);
    if (application.decision !== null) throw refuse(accept, 'application_already_decided');
    if (application.status !== 'complete') throw refuse(accept, 'application_incomplete');
    if (person.userId !== null) throw refuse(accept, 'application_email_taken');
    const [account] = await tx
      .insert(users)
      .values({
        email: person.email,
        passwordHash: unusablePasswordHash(),
        firstname: person.firstname,
        lastname: person.lastname,
        locale: application.locale,
        role: 'staff',
      })
      // The only unique rule besides the id is lower(email): a conflict is a taken address.
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!account) throw refuse(accept, 'application_email_taken');
    await tx
      .update(bewerber)
      .set({ userId: account.id, updatedAt: new Date() })
      .where(eq(bewerber.id, person.id));
    await tx
      .update(applications)
      .set({
        decision: 'invited',
        decidedAt: new Date(),
        decidedBy: actor.userId,
        updatedAt: new Date(),
      })
      .where(eq(applications.id, id));
    await sendInvitation(tx, mailer, {
      userId: account.id,
      email: person.email,
      firstname: person.firstname,
      locale: application.locale,
    });
    return {
      result: { id, status: 'invited', mail_queued: true },
      audit: {
        action: 'application_accepted',
        subject: subjectOf(id),
        changes: { status: { before: 'complete', after: 'invited' } },
        details: { user_id: account.id },
      },
    };
  });
}

/**
 * Rejects an undecided application (step 2 missing or complete), with an
 * optional reason the office sees and an optional neutral mail in the
 * application's language. The reason is not copied into the audit log: the
 * log outlives the retention period, the reason may name the person.
 */
export async function rejectApplication(
  db: Database,
  actor: OfficeActor,
  mailer: InvitationMailer,
  id: number,
  input: { reason: string | null; send_mail: boolean },
): Promise<DecisionResult> {
  return runOfficeAction(db, actor, async (tx) => {
    const { application, person } = await lockApplication(tx, id, reject);
    if (application.decision !== null) throw refuse(reject, 'application_already_decided');
    await tx
      .update(applications)
      .set({
        decision: 'rejected',
        decidedAt: new Date(),
        decidedBy: actor.userId,
        rejectReason: input.reason,
        updatedAt: new Date(),
      })
      .where(eq(applications.id, id));
    if (input.send_mail) {
      await mailer.enqueueMail(tx, 'application_rejected', person.email, application.locale, {
        name: person.firstname,
        link: `${mailer.publicUrl}/${application.locale}/`,
      });
    }
    return {
      result: { id, status: 'rejected', mail_queued: input.send_mail },
      audit: {
        action: 'application_rejected',
        subject: subjectOf(id),
        changes: { status: { before: undecidedStatus(application.status), after: 'rejected' } },
        details: { reason_given: input.reason !== null, mail_sent: input.send_mail },
      },
    };
  });
}

/**
 * Sends the invitation again with a new link; the old link stops working.
 * Only while the application is `invited` (no password set yet): afterwards
 * the person uses 'Passwort vergessen' like everyone else.
 */
export async function resendInvitation(
  db: Database,
  actor: OfficeActor,
  mailer: InvitationMailer,
  id: number,
): Promise<DecisionResult> {
  return runOfficeAction(db, actor, async (tx) => {
    const { application, person } = await lockApplication(tx, id, resend);
    if (application.decision !== 'invited' || person.userId === null) {
      throw refuse(resend, 'application_not_invited');
    }
    const [account] = await tx
      .select({
        id: users.id,
        email: users.email,
        firstname: users.firstname,
        locale: users.locale,
      })
      .from(users)
      .where(eq(users.id, person.userId));
    if (!account) throw refuse(resend, 'application_not_invited');
    await sendInvitation(tx, mailer, { ...account, userId: account.id });
    return {
      result: { id, status: 'invited', mail_queued: true },
      audit: {
        action: 'invitation_resent',
        subject: subjectOf(id),
        details: { user_id: account.id },
      },
    };
  });
}
