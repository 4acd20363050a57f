import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApplicantDetail,
  type ApplicantList,
  type ApplicantListQuery,
  applicantDetailSchema,
  applicantListSchema,
} from '@domain/buero/applicants-contract';
import * as v from 'valibot';
import { agencyToday } from '@domain/bewerbung/bewerbung';
import { bewerberLocations } from '@server/platform/db/schema/bewerber';
import { bewerberMessen } from '@server/platform/db/schema/messen';
import { auditLog } from '@server/platform/db/schema/system';
import { createLocation, createMesse } from '@tests/support/factories';
import { XHR } from '@tests/support/http';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { createApplication, createOfficeUser } from './buero-fixtures';
import { bueroApiPaths } from './buero-people-urls';

/*
 * The applicant list and detail (ADR 0022) on both databases: keyset paging
 * without duplicates or misses on equal sort keys, each filter, the search's
 * escaping, grouping by e-mail address, and the audited detail.
 */

let t: TestApp;
let cookie: string;
let officeId: number;

const get = async (path: string) =>
  t.app.inject({ url: `/app/api/${path}`, headers: { ...XHR, cookie } });

async function list(query: ApplicantListQuery): Promise<ApplicantList> {
  const response = await get(bueroApiPaths.applicants(query));
  expect(response.statusCode, response.body).toBe(200);
  return v.parse(applicantListSchema, response.json());
}

/** Every page of a query, following the cursors. */
async function allPages(query: ApplicantListQuery): Promise<ApplicantList['items']> {
  const items: ApplicantList['items'] = [];
  let cursor: string | undefined;
  for (let page = 0; page < 100; page += 1) {
    const answer = await list({ ...query, cursor });
    items.push(...answer.items);
    if (!answer.next_cursor) return items;
    cursor = answer.next_cursor;
  }
  throw new Error('paging never ended');
}

const names = (items: ApplicantList['items']) => items.map((item) => item.lastname);

beforeAll(async () => {
  t = await createTestApp();
  const office = await createOfficeUser(t.db);
  cookie = office.cookie;
  officeId = office.user.id;
});
afterAll(() => t.close());

describe('keyset paging', () => {
  it('walks equal names and equal instants page by page without duplicates or misses', async () => {
    const instant = sql`'2026-03-01 10:00:00+00'::timestamptz`;
    const ids: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const { application } = await createApplication(
        t.db,
        { firstname: 'Gleich', lastname: 'Paging', email: `paging-${String(i)}@example.test` },
        { createdAt: instant as never },
      );
      ids.push(application.id);
    }
    for (const sort of ['date', 'name'] as const) {
      for (const order of ['asc', 'desc'] as const) {
        const items = await allPages({ q: 'paging-', sort, order, limit: 3 });
        const seen = items.map((item) => item.id);
        expect(new Set(seen).size, `${sort} ${order}`).toBe(seen.length);
        expect(
          [...seen].sort((a, b) => a - b),
          `${sort} ${order}`,
        ).toEqual(ids);
        // Equal keys fall back to the id, in the list's direction.
        expect(seen, `${sort} ${order}`).toEqual(order === 'asc' ? ids : [...ids].reverse());
      }
    }
  });

  it('pages the name sort across different last and first names in both directions', async () => {
    // The cursor bounds the scan by both names (docs/product/office.md): a page must neither skip the
    // rest of a last name nor repeat the first names already shown.
    const people = [
      ['Berta', 'Namensort'],
      ['Anton', 'Namensort'],
      ['Carl', 'Namensortb'],
      ['Anton', 'Namensorta'],
      ['Anton', 'Namensort'],
      ['Dora', 'Namensortb'],
      ['Berta', 'Namensorta'],
    ] as const;
    const ids = new Map<number, string>();
    for (const [i, [firstname, lastname]] of people.entries()) {
      const { application } = await createApplication(t.db, {
        firstname,
        lastname,
        email: `namensort-${String(i)}@example.test`,
      });
      ids.set(application.id, `${lastname} ${firstname}`);
    }
    const expected = [...ids.entries()]
      .sort(([idA, a], [idB, b]) => (a < b ? -1 : a > b ? 1 : idA - idB))
      .map(([id]) => id);
    const asc = await allPages({ q: 'namensort', sort: 'name', order: 'asc', limit: 2 });
    expect(asc.map((item) => item.id)).toEqual(expected);
    const desc = await allPages({ q: 'namensort', sort: 'name', order: 'desc', limit: 2 });
    expect(desc.map((item) => item.id)).toEqual([...expected].reverse());
  });

  it('refuses a cursor of another sort or a forged one with 422', async () => {
    const first = await list({ q: 'paging-', sort: 'date', limit: 2 });
    expect(first.next_cursor).not.toBeNull();
    for (const cursor of [
      first.next_cursor ?? '',
      'bm90LWpzb24',
      Buffer.from('["date","x",1]').toString('base64url'),
    ]) {
      const response = await get(bueroApiPaths.applicants({ sort: 'name', cursor }));
      expect(response.statusCode, cursor).toBe(422);
      expect(response.json<{ errors: Record<string, string[]> }>().errors).toHaveProperty('cursor');
    }
  });

  it('sorts by name A to Z by default and newest first by date', async () => {
    await createApplication(t.db, { lastname: 'Sortb', email: 'sort-b@example.test' });
    await createApplication(t.db, { lastname: 'Sorta', email: 'sort-a@example.test' });
    expect(names((await list({ q: 'sort-', sort: 'name' })).items)).toEqual(['Sorta', 'Sortb']);
    expect(names((await list({ q: 'sort-' })).items)).toEqual(['Sorta', 'Sortb']);
    expect(names((await list({ q: 'sort-', order: 'asc' })).items)).toEqual(['Sortb', 'Sorta']);
  });
});

describe('grouping by e-mail address', () => {
  it('shows repeated applications of one address as one person, with the history in the detail', async () => {
    const first = await createApplication(t.db, {
      lastname: 'Wiederholt',
      email: 'Twice@Example.test',
    });
    const second = await createApplication(
      t.db,
      { lastname: 'Wiederholt', email: 'twice@example.test' },
      { status: 'complete' },
    );
    const items = (await list({ q: 'twice@' })).items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      id: second.application.id,
      applications: 2,
      status: 'complete',
    });
    const detail = await get(bueroApiPaths.applicant(second.application.id));
    const body = v.parse(applicantDetailSchema, detail.json());
    expect(body.history.map((entry) => entry.id)).toEqual([
      second.application.id,
      first.application.id,
    ]);
    expect(body.history.map((entry) => entry.status)).toEqual(['complete', 'step2_missing']);
  });
});

describe('filters', () => {
  let ids: Record<string, number>;
  let locationId: number;
  let messeId: number;
  const today = agencyToday();

  beforeAll(async () => {
    locationId = (await createLocation(t.db)).id;
    messeId = (await createMesse(t.db)).id;
    const make = async (
      key: string,
      person: Parameters<typeof createApplication>[1],
      application: Parameters<typeof createApplication>[2] = {},
    ) =>
      await createApplication(
        t.db,
        {
          email: `filter-${key}@example.test`,
          lastname: `F${key}`,
          birthdate: '1950-01-01',
          ...person,
        },
        application,
      );
    const missing = await make('missing', {
      student: true,
      birthdate: today.subtract({ years: 20 }).toString(),
    });
    const complete = await make(
      'complete',
      {
        student: false,
        photoKey: 'a'.repeat(32),
        languageEnglish: 3,
        languageFrench: 1,
        experienceBar: 2,
        birthdate: today.subtract({ years: 30 }).toString(),
      },
      { status: 'complete', createdAt: sql`'2026-01-10 12:00:00+01'::timestamptz` as never },
    );
    const invited = await make(
      'invited',
      { languageEnglish: 1, experienceBar: 3 },
      { status: 'complete', decision: 'invited' },
    );
    const staff = await make('staff', {}, { status: 'complete', decision: 'staff' });
    const rejected = await make('rejected', {}, { decision: 'rejected', rejectReason: 'x' });
    await t.db.insert(bewerberLocations).values({ bewerberId: complete.bewerber.id, locationId });
    await t.db.insert(bewerberMessen).values({ bewerberId: invited.bewerber.id, messeId });
    ids = {
      missing: missing.application.id,
      complete: complete.application.id,
      invited: invited.application.id,
      staff: staff.application.id,
      rejected: rejected.application.id,
    };
  });

  const keysOf = async (query: ApplicantListQuery) => {
    const items = await allPages({ q: 'filter-', ...query });
    return items.map((item) => Object.entries(ids).find(([, id]) => id === item.id)?.[0]).sort();
  };

  it('by status, one or several', async () => {
    expect(await keysOf({ status: ['step2_missing'] })).toEqual(['missing']);
    expect(await keysOf({ status: ['complete'] })).toEqual(['complete']);
    expect(await keysOf({ status: ['invited', 'staff', 'rejected'] })).toEqual([
      'invited',
      'rejected',
      'staff',
    ]);
  });

  it('by date range, days of the agency', async () => {
    expect(await keysOf({ from: '2026-01-10', to: '2026-01-10' })).toEqual(['complete']);
    expect(await keysOf({ to: '2026-01-09' })).toEqual([]);
  });

  it('by location and by chosen fair', async () => {
    expect(await keysOf({ locations: [locationId] })).toEqual(['complete']);
    expect(await keysOf({ messen: [messeId] })).toEqual(['invited']);
  });

  it('by student, photo, language level and experience level (at least)', async () => {
    expect(await keysOf({ student: false })).toEqual(['complete']);
    expect(await keysOf({ photo: true })).toEqual(['complete']);
    expect(await keysOf({ photo: false })).not.toContain('complete');
    expect(await keysOf({ languages: { english: 1 } })).toEqual(['complete', 'invited']);
    expect(await keysOf({ languages: { english: 2, french: 1 } })).toEqual(['complete']);
    expect(await keysOf({ experience: { bar: 3 } })).toEqual(['invited']);
  });

  it('by age in whole years on today', async () => {
    expect(await keysOf({ age_min: 20, age_max: 20 })).toEqual(['missing']);
    expect(await keysOf({ age_min: 30, age_max: 30 })).toEqual(['complete']);
    expect(await keysOf({ age_min: 21, age_max: 29 })).toEqual([]);
    // The list shows the age the filter counts.
    const items = await allPages({ q: 'filter-', age_min: 20, age_max: 20 });
    expect(items.map((item) => item.age)).toEqual([20]);
  });

  it('answers 422 with the field named for a bad value', async () => {
    for (const [query, field] of [
      ['status=hired', 'status'],
      ['from=2026-02-30', 'from'],
      ['from=2026-03-02&to=2026-03-01', 'to'],
      ['languages=german:9', 'languages'],
      ['experience=bar:4', 'experience'],
      ['age_min=40&age_max=30', 'age_max'],
      ['limit=0', 'limit'],
      ['status=new&status=complete', 'status'],
      ['sort=age', 'sort'],
    ] as const) {
      const response = await get(`buero/bewerbungen?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(Object.keys(response.json<{ errors: object }>().errors), query).toContain(field);
    }
  });
});

describe('search', () => {
  beforeAll(async () => {
    await createApplication(t.db, {
      firstname: 'Anna',
      lastname: 'Prozent%Name',
      email: 'pct@example.test',
    });
    await createApplication(t.db, {
      firstname: 'Anna',
      lastname: 'ProzentXName',
      email: 'pcx@example.test',
    });
    await createApplication(t.db, {
      firstname: 'Uwe',
      lastname: 'Unter_Strich',
      email: 'us@example.test',
    });
    await createApplication(t.db, {
      firstname: 'Uwe',
      lastname: 'UnterXStrich',
      email: 'ux@example.test',
    });
    await createApplication(t.db, {
      firstname: 'Zoë',
      lastname: 'Suchmann',
      email: 'ZOE.S@example.test',
    });
  });

  it('finds by prefix of last name, first name or e-mail, ignoring case', async () => {
    expect(names((await list({ q: 'SUCH' })).items)).toEqual(['Suchmann']);
    expect(names((await list({ q: 'zoë' })).items)).toEqual(['Suchmann']);
    expect(names((await list({ q: 'zoe.s@' })).items)).toEqual(['Suchmann']);
    expect(names((await list({ q: 'zoë such' })).items)).toEqual(['Suchmann']);
    expect(names((await list({ q: 'uchmann' })).items)).toEqual([]);
  });

  it('takes % and _ literally, not as wildcards', async () => {
    expect(names((await list({ q: 'prozent%' })).items)).toEqual(['Prozent%Name']);
    expect(names((await list({ q: 'unter_' })).items)).toEqual(['Unter_Strich']);
    expect((await list({ q: '%' })).items).toEqual([]);
    expect((await list({ q: '_' })).items).toEqual([]);
    expect((await list({ q: '\\' })).items).toEqual([]);
  });
});

describe('detail and photo', () => {
  it('answers everything of steps 1 and 2, and audits the view without personal data', async () => {
    const location = await createLocation(t.db, 'Detailstadt');
    const { application, bewerber } = await createApplication(
      t.db,
      {
        lastname: 'Detail',
        email: 'detail@example.test',
        street: 'Weg 1',
        languageGerman: 4,
        experienceService: 2,
      },
      { status: 'complete' },
    );
    await t.db
      .insert(bewerberLocations)
      .values({ bewerberId: bewerber.id, locationId: location.id });
    const response = await get(bueroApiPaths.applicant(application.id));
    expect(response.statusCode).toBe(200);
    const body: ApplicantDetail = v.parse(applicantDetailSchema, response.json());
    expect(body.person).toMatchObject({
      lastname: 'Detail',
      street: 'Weg 1',
      phone_mobile: '015112345678',
    });
    expect(body.languages.german).toBe(4);
    expect(body.experience.service).toBe(2);
    expect(body.locations).toEqual([{ id: location.id, name: 'Detailstadt' }]);
    expect(response.headers['cache-control']).toBe('no-store');

    const entries = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `application:${String(application.id)}`));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'applicant_viewed',
      userId: officeId,
      details: { what: 'detail' },
    });
    expect(JSON.stringify(entries[0])).not.toContain('detail@example.test');
  });

  it('answers 404 for an unknown application (nothing audited) and 400 for a malformed id', async () => {
    expect((await get('buero/bewerbungen/2147483000')).statusCode).toBe(404);
    expect((await get('buero/bewerbungen/0')).statusCode).toBe(400);
    expect((await get('buero/bewerbungen/01')).statusCode).toBe(400);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, 'application:2147483000'));
    expect(rows).toEqual([]);
  });

  it('serves the photo through the authorized route as JPEG, not cached', async () => {
    const key = await t.app.fileStore.put(Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
    const { application } = await createApplication(t.db, {
      email: 'photo@example.test',
      photoKey: key,
    });
    const response = await t.app.inject({
      url: bueroApiPaths.applicantPhoto(application.id),
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload).toEqual(Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
  });
});
