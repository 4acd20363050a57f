import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FairReview } from '@domain/buero/timesheets-contract';
import { signedContent } from '@domain/shared/times/signed-content';
import { bewerber } from '@server/platform/db/schema/bewerber';
import {
  signatureDays,
  signatures,
  staffAssignments,
  times,
} from '@server/platform/db/schema/messen';
import { canonicalJson, sha256Hex } from '@server/platform/idempotency/request-hash';
import { createMesseCustomer } from '@tests/support/factories';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { createOfficeUser } from './buero-fixtures';
import { send } from './buero-messen-fixtures';

/*
 * The review of a fair of 300 people × 10 days with a customer signature over
 * all of it ('fast enough for 300 × 10', bench/budgets.ts): one query per table, so
 * it answers in about 0.2 s on PGlite (the bound leaves room for a busy machine).
 */

const PEOPLE = 300;
const DAYS = Array.from({ length: 10 }, (_, i) => `2026-11-${String(20 + i).padStart(2, '0')}`);

let t: TestApp;
let office: string;
let messeId: number;

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie: office } = await createOfficeUser(t.db));
  const pair = await createMesseCustomer(t.db, { dateStart: '2026-11-20', dateEnd: '2026-11-29' });
  messeId = pair.messeId;
  const people = await t.db
    .insert(bewerber)
    .values(
      Array.from({ length: PEOPLE }, (_, i) => ({
        gender: 'd' as const,
        firstname: 'Skala',
        lastname: `Person ${String(i).padStart(3, '0')}`,
        email: `skala-${String(i)}@example.test`,
        phoneMobile: '015112345678',
      })),
    )
    .returning({ id: bewerber.id });
  await t.db
    .insert(staffAssignments)
    .values(people.map((person) => ({ ...pair, bewerberId: person.id })));
  const rows = people.flatMap((person) =>
    DAYS.map((day) => ({
      ...pair,
      bewerberId: person.id,
      day,
      timeStart: 540,
      timeEnd: 1080,
      timeBreak: 30,
    })),
  );
  for (let i = 0; i < rows.length; i += 500)
    await t.db.insert(times).values(rows.slice(i, i + 500));
  const content = signedContent(
    'customer',
    pair,
    null,
    DAYS,
    rows.map((row) => ({
      bewerberId: row.bewerberId,
      day: row.day,
      time_start: row.timeStart,
      time_end: row.timeEnd,
      time_break: row.timeBreak,
    })),
  );
  const [signature] = await t.db
    .insert(signatures)
    .values({
      kind: 'customer',
      svg: '<svg/>',
      contentSha256: sha256Hex(canonicalJson(content)),
      signerName: 'Frau Kundin',
      messeId: pair.messeId,
      customerId: pair.customerId,
    })
    .returning({ id: signatures.id });
  await t.db
    .insert(signatureDays)
    .values(DAYS.map((day) => ({ signatureId: signature?.id ?? 0, day })));
}, 120_000);
afterAll(() => t.close());

describe('a fair of 300 people × 10 days', () => {
  it('is reviewed with its totals and hash check within 1.5 s (about 0.2 s measured)', async () => {
    const url = `messen/${String(messeId)}/zeiten`;
    await send(t.app, 'GET', url, office); // warm-up: first statements compile their plans
    const started = performance.now();
    const response = await send(t.app, 'GET', url, office);
    const elapsed = performance.now() - started;
    expect(response.statusCode).toBe(200);
    const review = response.json<FairReview>();
    const pair = review.pairs[0];
    expect(pair?.people).toHaveLength(PEOPLE);
    expect(pair?.total_minutes).toBe(PEOPLE * DAYS.length * 510);
    expect(pair?.customer_signatures[0]?.verification).toBe('unchanged');
    expect(pair?.people.every((person) => person.unsigned_customer_days.length === 0)).toBe(true);
    expect(elapsed).toBeLessThan(1500);
  });
});
