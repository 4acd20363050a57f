import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applications,
  bewerber,
  bewerberLocations,
  documents,
} from '@server/platform/db/schema/bewerber';
import { auditLog, jobRuns, mailOutbox, tokens } from '@server/platform/db/schema/system';
import { loadConfig } from '@server/platform/config/config';
import { runIfDue } from '@server/platform/jobs/periodic-job';
import {
  eraseExpiredRejections,
  rejectedRetentionJob,
} from '@server/platform/jobs/rejected-retention';
import { createLocation, createUser } from '@tests/support/factories';
import { waitUntil } from '@tests/support/http';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { createApplication } from './buero-fixtures';
import { tablesContaining } from '@tests/support/tables-containing';

/*
 * The retention of rejected applications (docs/product/office.md) on a real
 * database: the clock is moved by putting decided_at in the past. What is
 * past the period goes with its photo and document files; what is younger,
 * undecided, accepted or linked to a login stays.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60_000;
/** An instant on the database's clock; typed as a Date for the fixture (Drizzle sends the SQL). */
const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})` as unknown as Date;

/** A rejected application decided `days` ago, with a photo, a document and a chosen location. */
async function rejectedApplicant(days: number, extra: { userId?: number; lastname?: string } = {}) {
  const photoKey = await t.app.fileStore.put(Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
  const documentKey = await t.app.fileStore.put(Buffer.from('%PDF-1.4 test'));
  const { bewerber: person, application } = await createApplication(
    t.db,
    { photoKey, ...extra },
    { status: 'complete', decision: 'rejected', decidedAt: daysAgo(days) },
  );
  await t.db.insert(documents).values({
    bewerberId: person.id,
    type: 'other',
    storageKey: documentKey,
    originalName: 'zeugnis.pdf',
    mimeType: 'application/pdf',
    sizeBytes: 13,
  });
  const location = await createLocation(t.db);
  await t.db.insert(bewerberLocations).values({ bewerberId: person.id, locationId: location.id });
  await t.db.insert(tokens).values({
    kind: 'application_step2',
    tokenHash: `hash-${String(application.id)}-${String(days)}`,
    applicationId: application.id,
    expiresAt: new Date(Date.now() + DAY_MS),
  });
  return { person, application, photoKey, documentKey };
}

/** A mail to the address, sent, queued at `createdAt`. */
async function queueMail(recipient: string, createdAt: Date) {
  await t.db.insert(mailOutbox).values({
    kind: 'application_received',
    recipient,
    locale: 'de',
    payloadEncrypted: t.app.fieldCipher.encrypt('{}', 'mail_outbox.payload'),
    sentAt: createdAt,
    createdAt,
  });
}

const mailsTo = (email: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.recipient}) = lower(${email})`);

async function exists(id: number) {
  return (await t.db.select().from(bewerber).where(eq(bewerber.id, id))).length === 1;
}

describe('erasing rejected applications after the retention period', () => {
  it('deletes the person, their rows and files past the period and keeps everyone else', async () => {
    const expired = await rejectedApplicant(200);
    const young = await rejectedApplicant(100);
    const linked = await rejectedApplicant(400, { userId: (await createUser(t.db)).id });
    const { bewerber: undecided } = await createApplication(t.db, {}, { createdAt: daysAgo(400) });
    const { bewerber: invited } = await createApplication(
      t.db,
      {},
      { status: 'complete', decision: 'invited', decidedAt: daysAgo(400) },
    );
    await t.db.insert(auditLog).values({
      action: 'application_rejected',
      subject: `application:${String(expired.application.id)}`,
    });

    const outcome = await eraseExpiredRejections(t.db, t.app.fileStore, 183);
    expect(outcome).toEqual({ applicants: 1, files: 2 });

    expect(await exists(expired.person.id)).toBe(false);
    const left = await t.db
      .select()
      .from(applications)
      .where(eq(applications.id, expired.application.id));
    expect(left).toHaveLength(0);
    expect(
      await t.db.select().from(documents).where(eq(documents.bewerberId, expired.person.id)),
    ).toHaveLength(0);
    expect(
      await t.db.select().from(tokens).where(eq(tokens.applicationId, expired.application.id)),
    ).toHaveLength(0);
    expect(await t.app.fileStore.read(expired.photoKey)).toBeNull();
    expect(await t.app.fileStore.read(expired.documentKey)).toBeNull();

    for (const kept of [young.person.id, linked.person.id, undecided.id, invited.id]) {
      expect(await exists(kept), `applicant ${String(kept)}`).toBe(true);
    }
    expect(await t.app.fileStore.read(young.photoKey)).not.toBeNull();
    expect(await t.app.fileStore.read(linked.documentKey)).not.toBeNull();
    // The audit log keeps its entry: it names an id, no personal data.
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `application:${String(expired.application.id)}`));
    expect(audit).toHaveLength(1);

    // Nothing left to do: a second run erases nothing.
    expect(await eraseExpiredRejections(t.db, t.app.fileStore, 183)).toEqual({
      applicants: 0,
      files: 0,
    });
    // A shorter period reaches the younger one.
    expect(await eraseExpiredRejections(t.db, t.app.fileStore, 90)).toEqual({
      applicants: 1,
      files: 2,
    });
    expect(await exists(young.person.id)).toBe(false);
  });

  it("deletes the person's mails from the outbox, but not those of a newer application of the address", async () => {
    const gone = await rejectedApplicant(200, { lastname: 'Vergessen-Zyx' });
    await queueMail(gone.person.email, daysAgo(210));
    await queueMail(gone.person.email.toUpperCase(), daysAgo(200));
    // Applied again (a row of its own, still open): what was mailed since belongs to it.
    const again = await rejectedApplicant(200);
    await queueMail(again.person.email, daysAgo(210));
    const { bewerber: newer } = await createApplication(t.db, {
      email: again.person.email,
      createdAt: daysAgo(20),
    });
    await queueMail(again.person.email, daysAgo(19));

    await eraseExpiredRejections(t.db, t.app.fileStore, 183);
    expect(await exists(gone.person.id)).toBe(false);
    expect(await mailsTo(gone.person.email)).toEqual([]);
    expect(await tablesContaining(t.db, gone.person.email)).toEqual([]);
    expect(await tablesContaining(t.db, gone.person.lastname)).toEqual([]);
    expect(await exists(again.person.id)).toBe(false);
    expect(await exists(newer.id)).toBe(true);
    const kept = await mailsTo(again.person.email);
    expect(kept).toHaveLength(1);
    expect(kept[0]!.createdAt.getTime()).toBeGreaterThan(Date.now() - 19.5 * DAY_MS);
  });

  it('erases a long backlog in batches', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 210; i += 1) {
      const { bewerber: person } = await createApplication(
        t.db,
        {},
        { status: 'step1', decision: 'rejected', decidedAt: daysAgo(300) },
      );
      ids.push(person.id);
    }
    const outcome = await eraseExpiredRejections(t.db, t.app.fileStore, 183);
    expect(outcome.applicants).toBe(210);
    expect(await t.db.select().from(bewerber).where(inArray(bewerber.id, ids))).toHaveLength(0);
  });

  it('runs once per period across instances and records counts only', async () => {
    const { person } = await rejectedApplicant(365);
    const job = rejectedRetentionJob(t.app.fileStore, 183, DAY_MS);
    const looks = await Promise.all([runIfDue(t.db, job), runIfDue(t.db, job)]);
    const ran = looks.filter((look) => look !== null);
    expect(ran).toEqual([{ ok: true, outcome: '1 rejected applicants erased, 2 files removed' }]);
    expect(await exists(person.id)).toBe(false);
    const [row] = await t.db.select().from(jobRuns).where(eq(jobRuns.job, job.name));
    expect(row?.outcome).not.toContain(person.email);
    expect(row?.outcome).not.toContain(person.lastname);
  });

  it('is scheduled by the app with REJECTED_RETENTION_DAYS', async () => {
    const scheduled = await createTestApp({
      env: { KEY_SWEEP_MS: '1000', REJECTED_RETENTION_DAYS: '30' },
    });
    try {
      const { bewerber: person } = await createApplication(
        scheduled.db,
        {},
        { status: 'complete', decision: 'rejected', decidedAt: daysAgo(31) },
      );
      await waitUntil(async () => {
        const rows = await scheduled.db.select().from(bewerber).where(eq(bewerber.id, person.id));
        return rows.length === 0;
      }, 10_000);
    } finally {
      await scheduled.close();
    }
  });
});

describe('REJECTED_RETENTION_DAYS', () => {
  it('defaults to 183 days and refuses 0, more than ten years and text', () => {
    expect(loadConfig({ DATA_DIR: t.config.dataDir }).rejectedRetentionDays).toBe(183);
    expect(
      loadConfig({ DATA_DIR: t.config.dataDir, REJECTED_RETENTION_DAYS: '30' })
        .rejectedRetentionDays,
    ).toBe(30);
    for (const bad of ['0', '3651', 'six months', '-1']) {
      expect(
        () => loadConfig({ DATA_DIR: t.config.dataDir, REJECTED_RETENTION_DAYS: bad }),
        bad,
      ).toThrow(/REJECTED_RETENTION_DAYS/);
    }
  });
});
