import { and, eq, isNull } from 'drizzle-orm';
import type { StaffDocument, StaffFlagsBody, StaffState } from '@domain/buero/staff-contract';
import type { Database } from '@server/platform/db/client';
import { bewerber, documents } from '@server/platform/db/schema/bewerber';
import { sessions, users } from '@server/platform/db/schema/users';
import { voidPasswordLinks } from '@server/platform/common/password-links';
import { findStaffDocument, findStaffLogin } from '../staff-detail';
import type { OfficeActor } from './actor';
import { type FieldChange, type OfficeAction, runOfficeAction } from './office-action';

/*
 * The office's changes to a staff member. Each runs with its audit entry in one
 * transaction (runOfficeAction) and answers null when the id is no staff
 * member. A change that touches the login's sessions or flags returns the
 * login's id: the route then drops it from this instance's session cache.
 */

type Login = NonNullable<Awaited<ReturnType<typeof findStaffLogin>>>;

const stateOf = (login: Login): StaffState => ({
  contract: login.contract,
  timetracking: login.timetracking,
  active: login.deactivatedAt === null,
  deactivated_at: login.deactivatedAt?.toISOString() ?? null,
});

const subject = (staffId: number) => `staff:${String(staffId)}`;

export type StaffChange = { state: StaffState; userId: number };

/** Sets or clears `contract` (the staff record) and `timetracking` (the login). */
export async function setStaffFlags(
  db: Database,
  actor: OfficeActor,
  staffId: number,
  flags: StaffFlagsBody,
): Promise<StaffChange | null> {
  return runOrNull(db, actor, async (tx) => {
    const login = await findStaffLogin(tx, staffId);
    if (!login) return null;
    const changes: Record<string, FieldChange> = {};
    const now = new Date();
    if (flags.contract !== undefined && flags.contract !== login.contract) {
      await tx
        .update(bewerber)
        .set({ contract: flags.contract, updatedAt: now })
        .where(eq(bewerber.id, staffId));
      changes.contract = { before: login.contract, after: flags.contract };
    }
    if (flags.timetracking !== undefined && flags.timetracking !== login.timetracking) {
      await tx
        .update(users)
        .set({ timetracking: flags.timetracking, updatedAt: now })
        .where(eq(users.id, login.userId));
      changes.timetracking = { before: login.timetracking, after: flags.timetracking };
    }
    const after = {
      ...login,
      contract: flags.contract ?? login.contract,
      timetracking: flags.timetracking ?? login.timetracking,
    };
    return {
      result: { state: stateOf(after), userId: login.userId },
      audit: { action: 'staff_flags_changed', subject: subject(staffId), changes },
    };
  });
}

/**
 * Deactivates or reactivates the login. Deactivating ends every session (rows
 * deleted) and deletes every open password link (reset links, the
 * invitation); times, signatures, documents and assignments stay. Setting the
 * state it already has changes nothing but is still answered with the state.
 */
export async function setStaffActive(
  db: Database,
  actor: OfficeActor,
  staffId: number,
  active: boolean,
): Promise<StaffChange | null> {
  return runOrNull(db, actor, async (tx) => {
    const login = await findStaffLogin(tx, staffId);
    if (!login) return null;
    const wasActive = login.deactivatedAt === null;
    let deactivatedAt = login.deactivatedAt;
    if (wasActive !== active) {
      deactivatedAt = active ? null : new Date();
      await tx
        .update(users)
        .set({ deactivatedAt, updatedAt: new Date() })
        .where(eq(users.id, login.userId));
    }
    if (!active) {
      await tx.delete(sessions).where(eq(sessions.userId, login.userId));
      // Reset links and the invitation alike: a link mailed before the deactivation
      // must not set a password after a reactivation.
      await voidPasswordLinks(tx, login.userId);
    }
    return {
      result: { state: stateOf({ ...login, deactivatedAt }), userId: login.userId },
      audit: {
        action: active ? 'staff_reactivated' : 'staff_deactivated',
        subject: subject(staffId),
        changes: activeChange(wasActive, active),
      },
    };
  });
}

const activeChange = (before: boolean, after: boolean): Record<string, FieldChange> =>
  before === after ? {} : { active: { before, after } };

/** Marks one of the person's documents as checked (once: a second call keeps the first mark). */
export async function markDocumentChecked(
  db: Database,
  actor: OfficeActor,
  staffId: number,
  documentId: number,
): Promise<StaffDocument | null> {
  return runOrNull(db, actor, async (tx) => {
    const login = await findStaffLogin(tx, staffId);
    if (!login) return null;
    const [marked] = await tx
      .update(documents)
      .set({ checkedAt: new Date(), checkedBy: actor.userId })
      .where(
        and(
          eq(documents.id, documentId),
          eq(documents.bewerberId, staffId),
          isNull(documents.checkedAt),
        ),
      )
      .returning({ id: documents.id });
    const document = await findStaffDocument(tx, staffId, documentId);
    if (!document) return null;
    return {
      result: document,
      audit: {
        action: 'staff_document_checked',
        subject: subject(staffId),
        details: { document: documentId },
        changes: marked ? { checked: { before: false, after: true } } : undefined,
      },
    };
  });
}

/** runOfficeAction for an action that may find nothing: then nothing is written or recorded. */
async function runOrNull<T>(
  db: Database,
  actor: OfficeActor,
  apply: (tx: Database) => Promise<{ result: T; audit: OfficeAction } | null>,
): Promise<T | null> {
  try {
    return await runOfficeAction<T>(db, actor, async (tx) => {
      const outcome = await apply(tx);
      if (outcome === null) throw new NothingFound();
      return outcome;
    });
  } catch (error) {
    if (error instanceof NothingFound) return null;
    throw error;
  }
}

class NothingFound extends Error {}
