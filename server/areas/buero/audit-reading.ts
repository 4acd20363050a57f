import { and, desc, eq, inArray, like, lt, or, type SQL } from 'drizzle-orm';
import type { AuditEntryItem, AuditRefs } from '@domain/buero/gdpr-contract';
import type { Database } from '@server/platform/db/client';
import { auditLog } from '@server/platform/db/schema/system';
import { users } from '@server/platform/db/schema/users';
import { isoInstant } from './applicant-status';
import { resolveAuditRefs } from './audit-refs';
import { timeChanges } from './audit-time-changes';

/** Which entries a page reads: exact subjects, subject prefixes and the acts of accounts. */
export type AuditScope = {
  subjects: readonly string[];
  /** Prefixes such as `times:4/` (a fair's sheets and days); matched with LIKE 'x%'. */
  prefixes?: readonly string[];
  /** Accounts whose own acts (login, own saves) belong to the page. */
  userIds?: readonly number[];
};

/** Escapes LIKE's wildcards so a prefix matches itself only. */
function likePrefix(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function scopeCondition(scope: AuditScope): SQL | undefined {
  const parts: SQL[] = [];
  if (scope.subjects.length > 0) parts.push(inArray(auditLog.subject, [...scope.subjects]));
  for (const prefix of scope.prefixes ?? []) parts.push(like(auditLog.subject, likePrefix(prefix)));
  if (scope.userIds && scope.userIds.length > 0) {
    parts.push(inArray(auditLog.userId, [...scope.userIds]));
  }
  return parts.length > 0 ? or(...parts) : undefined;
}

const asObject = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/**
 * One page of audit entries, newest first, keyset-paged by id (`cursor` is the
 * previous page's last id). The entries are shown as stored: their changes
 * were masked when written. The actor's name comes from the account if it
 * still exists (an erased login has none); what the entries are about and
 * the ids they mention come with their names (audit-refs.ts), and a time
 * change with what it changed (audit-time-changes.ts).
 */
export async function readAuditPage(
  db: Database,
  scope: AuditScope,
  page: { cursor?: number; limit: number },
): Promise<{ items: AuditEntryItem[]; refs: AuditRefs; next_cursor: string | null }> {
  const condition = scopeCondition(scope);
  if (!condition) return { items: [], refs: await emptyRefs(db), next_cursor: null };
  const rows = await db
    .select({
      id: auditLog.id,
      at: isoInstant(auditLog.at),
      action: auditLog.action,
      subject: auditLog.subject,
      userId: auditLog.userId,
      details: auditLog.details,
      firstname: users.firstname,
      lastname: users.lastname,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(page.cursor === undefined ? condition : and(condition, lt(auditLog.id, page.cursor)))
    .orderBy(desc(auditLog.id))
    .limit(page.limit + 1);
  const more = rows.length > page.limit;
  const entries = rows.slice(0, page.limit).map((row) => {
    const { changes, ...rest } = asObject(row.details) ?? {};
    return {
      row,
      changes: asObject(changes),
      details: Object.keys(rest).length > 0 ? rest : null,
    };
  });
  const { abouts, refs } = await resolveAuditRefs(
    db,
    entries.map(({ row, changes, details }) => ({
      action: row.action,
      subject: row.subject,
      changes,
      details,
    })),
  );
  const times = await timeChanges(
    db,
    entries.map(({ row, details }) => ({ ...row, details })),
  );
  const items = entries.map(({ row, changes, details }, index): AuditEntryItem => {
    return {
      id: row.id,
      at: row.at,
      action: row.action,
      subject: row.subject,
      actor:
        row.userId === null
          ? null
          : {
              id: row.userId,
              name: row.lastname === null ? null : `${row.firstname ?? ''} ${row.lastname}`.trim(),
            },
      changes: changes ?? times.get(row.id) ?? null,
      details,
      about: abouts[index] ?? null,
    };
  });
  const last = items.at(-1);
  return { items, refs, next_cursor: more && last ? String(last.id) : null };
}

async function emptyRefs(db: Database): Promise<AuditRefs> {
  return (await resolveAuditRefs(db, [])).refs;
}

/**
 * What earlier erasures of these rows recorded (details.subjects, details.user_ids):
 * after an erasure the documents and the login are gone, but their entries still
 * belong to the person's audit.
 */
export async function erasedScope(
  db: Database,
  bewerberIds: readonly number[],
): Promise<AuditScope> {
  const rows = await db
    .select({ details: auditLog.details })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'person_erased'),
        inArray(
          auditLog.subject,
          bewerberIds.map((id) => `bewerber:${String(id)}`),
        ),
      ),
    );
  const subjects = new Set<string>();
  const userIds = new Set<number>();
  for (const row of rows) {
    const details = asObject(row.details) ?? {};
    for (const s of Array.isArray(details.subjects) ? details.subjects : []) {
      if (typeof s === 'string') subjects.add(s);
    }
    for (const id of Array.isArray(details.user_ids) ? details.user_ids : []) {
      if (typeof id === 'number') userIds.add(id);
    }
  }
  return { subjects: [...subjects], userIds: [...userIds] };
}
