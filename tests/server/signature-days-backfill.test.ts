import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  messeCustomers,
  signatureDays,
  signatures,
  staffAssignments,
} from '@server/platform/db/schema/messen';
import {
  createTime,
  createTimetrackingScene,
  SAMPLE_SIGNATURE_SVG,
} from '@tests/support/factories';
import { createTestApp, type TestApp } from '@tests/support/test-app';

/*
 * Signatures given before ADR 0017 covered the whole sheet; the migration
 * places them on their sheet and covers every day with work time there. The
 * migration is found by its content, not its file name (files may be renumbered).
 */

const MIGRATIONS = path.resolve(import.meta.dirname, '../../server/db/migrations');

async function backfillStatements(): Promise<string[]> {
  for (const file of (await readdir(MIGRATIONS)).filter((name) => name.endsWith('.sql'))) {
    const text = await readFile(path.join(MIGRATIONS, file), 'utf8');
    if (text.includes('ADR 0017') && text.includes('INSERT INTO "signature_days"')) {
      return text.split('--> statement-breakpoint').map((part) => part.trim());
    }
  }
  throw new Error('no backfill migration found');
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function oldSignature(kind: 'staff' | 'customer') {
  const [row] = await t.db
    .insert(signatures)
    .values({ kind, svg: SAMPLE_SIGNATURE_SVG, contentSha256: 'x'.repeat(64), signerName: 'Alt' })
    .returning({ id: signatures.id });
  if (!row) throw new Error('no signature');
  return row.id;
}

describe('backfill of the days of signatures given before ADR 0017', () => {
  it('places each signature on its sheet and covers the days with work time', async () => {
    const s = await createTimetrackingScene(t.db, 2);
    const [a, b] = s.staff.map((person) => person.id) as [number, number];
    const pair = { messeId: s.pair.messeId, customerId: s.pair.customerId };
    await createTime(t.db, { ...pair, bewerberId: a, day: '2026-11-20' });
    await createTime(t.db, { ...pair, bewerberId: a, day: '2026-11-21' });
    await createTime(t.db, { ...pair, bewerberId: b, day: '2026-11-22' });
    const customerId = await oldSignature('customer');
    const staffId = await oldSignature('staff');
    const signedAt = new Date();
    await t.db
      .update(messeCustomers)
      .set({ signatureId: customerId, signedAt, signedBy: 'Alt' })
      .where(eq(messeCustomers.messeId, pair.messeId));
    await t.db
      .update(staffAssignments)
      .set({ signatureId: staffId, signedAt })
      .where(eq(staffAssignments.bewerberId, a));

    for (const statement of await backfillStatements()) await t.db.execute(sql.raw(statement));

    const daysOf = async (id: number) =>
      (await t.db.select().from(signatureDays).where(eq(signatureDays.signatureId, id)))
        .map((row) => row.day)
        .sort();
    expect(await daysOf(customerId)).toEqual(['2026-11-20', '2026-11-21', '2026-11-22']);
    expect(await daysOf(staffId)).toEqual(['2026-11-20', '2026-11-21']);
    const placed = await t.db
      .select({
        id: signatures.id,
        messeId: signatures.messeId,
        customerId: signatures.customerId,
        bewerberId: signatures.bewerberId,
      })
      .from(signatures)
      .where(eq(signatures.messeId, pair.messeId));
    expect(placed.sort((x, y) => x.id - y.id)).toEqual([
      { id: customerId, ...pair, bewerberId: null },
      { id: staffId, ...pair, bewerberId: a },
    ]);
  });
});
