import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closePreflightSchema } from '@domain/abschluss/close-contract';
import { pairReviewSchema } from '@domain/buero/timesheets-contract';
import { payrollPreviewSchema } from '@domain/buero/payroll-preview-contract';
import type { LawFinding } from '@domain/shared/employment-law/findings';
import { bewerber } from '@server/platform/db/schema/bewerber';
import { declaredShortTermJobs, staffWages } from '@server/platform/db/schema/employment';
import { XHR } from '@tests/support/http';
import {
  assignStaff,
  createBewerber,
  createMesseCustomer,
  createTime,
} from '@tests/support/factories';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { BUERO, createOfficeUser } from './buero-fixtures';

/*
 * Employment law in the payroll preview and the month-close preflight
 * (issue 27): the worked counters past a limit and missing wages are listed
 * per person with the counter's details; people within their limits are not.
 * On both databases.
 */

let t: TestApp;
let cookie: string;
const ids = { low: 0, shortTerm: 0, minijob: 0, fine: 0, unrecorded: 0, fair: 0, customer: 0 };

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t;
  cookie = (await createOfficeUser(db)).cookie;
  const pair = await createMesseCustomer(db, {
    name: 'Law Fair',
    dateStart: '2026-11-09',
    dateEnd: '2026-11-11',
    federalState: 'NW',
  });
  ids.fair = pair.messeId;
  ids.customer = pair.customerId;
  const person = async (lastname: string, status: 'short_term' | 'minijob' | null) => {
    const record = await createBewerber(db, { firstname: 'Test', lastname });
    if (status) {
      await db.update(bewerber).set({ employmentStatus: status }).where(eq(bewerber.id, record.id));
    }
    await assignStaff(db, record.id, pair);
    for (const day of ['2026-11-09', '2026-11-10', '2026-11-11']) {
      await createTime(db, {
        ...pair,
        bewerberId: record.id,
        day,
        timeStart: 9 * 60,
        timeEnd: 15 * 60,
        timeBreak: 0,
      });
    }
    return record.id;
  };
  const wage = (bewerberId: number, cents: number) =>
    db.insert(staffWages).values({ bewerberId, validFrom: '2026-01-01', centsPerHour: cents });
  ids.low = await person('Niedriglohn', 'short_term');
  await wage(ids.low, 1200);
  ids.shortTerm = await person('Siebzig', 'short_term');
  await wage(ids.shortTerm, 1500);
  // 68 days elsewhere, fewer than five a week (70 working days decide), and 3 here: 71.
  await db.insert(declaredShortTermJobs).values({
    bewerberId: ids.shortTerm,
    employer: 'Andere GmbH',
    dateFrom: '2026-01-01',
    dateTo: '2026-06-30',
    workingDays: 68,
  });
  ids.minijob = await person('Ohnelohn', 'minijob');
  ids.fine = await person('Imrahmen', 'short_term');
  await wage(ids.fine, 1500);
  // No status and no wage: the office keeps no law data of them yet.
  ids.unrecorded = await person('Unerfasst', null);
});
afterAll(async () => {
  await t.close();
});

async function getJson(url: string): Promise<unknown> {
  const response = await t.app.inject({ url, headers: { ...XHR, cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return JSON.parse(response.body);
}

type Counter = Record<string, unknown> & { code: string; state: string };
const countersOf = (people: LawFinding[], id: number) =>
  people.find((person) => person.bewerber_id === id)?.counters as Counter[] | undefined;

function expectFindings(people: LawFinding[]) {
  expect(countersOf(people, ids.low)).toEqual([
    expect.objectContaining({
      code: 'minimum_wage',
      state: 'over',
      belowDays: [
        { day: '2026-11-09', wageCents: 1200, minimumCents: 1390 },
        { day: '2026-11-10', wageCents: 1200, minimumCents: 1390 },
        { day: '2026-11-11', wageCents: 1200, minimumCents: 1390 },
      ],
    }),
  ]);
  expect(countersOf(people, ids.shortTerm)).toEqual([
    expect.objectContaining({
      code: 'short_term_days',
      state: 'over',
      year: 2026,
      ownDays: 3,
      declaredDays: 68,
      workingDays: 71,
      value: 71,
      limit: 70,
    }),
  ]);
  const minijob = countersOf(people, ids.minijob);
  expect(minijob?.map((counter) => [counter.code, counter.state])).toEqual([
    ['minijob_earnings', 'wage_missing'],
    ['minimum_wage', 'wage_missing'],
  ]);
  expect(minijob?.[0]).toMatchObject({ month: '2026-11', earningsCents: null });
  expect(countersOf(people, ids.fine)).toBeUndefined();
  expect(countersOf(people, ids.unrecorded)).toBeUndefined();
}

describe('the payroll preview', () => {
  it('lists days past a limit, wages below the minimum and missing wages per person', async () => {
    const answer = v.parse(
      payrollPreviewSchema,
      await getJson(`${BUERO}/abrechnung/vorschau?month=2026-11`),
    );
    expect(answer.employment_law?.period).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    const people = answer.employment_law?.people ?? [];
    expect(people.map((person) => person.lastname)).toEqual(['Niedriglohn', 'Ohnelohn', 'Siebzig']);
    expectFindings(people);
  });

  it('lists nobody for a month without work', async () => {
    const answer = v.parse(
      payrollPreviewSchema,
      await getJson(`${BUERO}/abrechnung/vorschau?month=2026-10`),
    );
    expect(answer.employment_law?.people).toEqual([]);
  });
});

describe('the month-close preflight', () => {
  it('warns of the same people and counters for the month and for the fair', async () => {
    for (const query of ['month=2026-11', `messe_id=${String(ids.fair)}`]) {
      const answer = v.parse(
        closePreflightSchema,
        await getJson(`${BUERO}/abschluesse/vorpruefung?${query}`),
      );
      const people = answer.employment_law?.people ?? [];
      expect(people.map((person) => person.lastname)).toEqual([
        'Niedriglohn',
        'Ohnelohn',
        'Siebzig',
      ]);
      expectFindings(people);
    }
  });
});

describe("the pair's times review", () => {
  it('flags each person with the counters past a limit, and nobody within their limits', async () => {
    const answer = v.parse(
      pairReviewSchema,
      await getJson(`${BUERO}/messen/${String(ids.fair)}/kunden/${String(ids.customer)}/zeiten`),
    );
    const people: LawFinding[] = answer.pair.people.flatMap((person) =>
      person.employment_law
        ? [
            {
              bewerber_id: person.id,
              firstname: '',
              lastname: person.name,
              employment_status: null,
              counters: person.employment_law,
            },
          ]
        : [],
    );
    expect(people).toHaveLength(3);
    expectFindings(people);
  });
});
