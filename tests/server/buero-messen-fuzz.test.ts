import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiErrorBody } from '@domain/shared/api-error';
import { FEDERAL_STATES } from '@domain/shared/federal-states';
import {
  createBewerber,
  createCustomer,
  createMesseCustomer,
  createTime,
  assignStaff,
  createUser,
} from '@tests/support/factories';
import { HOSTILE_TEXTS } from '@tests/support/hostile-text';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { createOfficeUser } from './buero-fixtures';
import { BUERO, send } from './buero-messen-fixtures';

/* Every fair, customer and assignment route under random and hostile input (500+ each): never a 5xx. */

const RUNS = 500;

let t: TestApp;
let cookie: string;
let ids: { messeId: number; customerId: number; people: number[]; users: number[] };

beforeAll(async () => {
  t = await createTestApp();
  ({ cookie } = await createOfficeUser(t.db));
  const pair = await createMesseCustomer(t.db, { dateStart: '2026-11-20', dateEnd: '2026-11-24' });
  const people = [];
  for (let i = 0; i < 4; i += 1) people.push((await createBewerber(t.db)).id);
  const first = people[0] ?? 0;
  await assignStaff(t.db, first, pair);
  await createTime(t.db, { ...pair, bewerberId: first, day: '2026-11-22' });
  await createCustomer(t.db);
  const users = [(await createUser(t.db, { timetracking: true })).id, (await createUser(t.db)).id];
  ids = { messeId: pair.messeId, customerId: pair.customerId, people, users };
});
afterAll(() => t.close());

function expectNo5xx(response: { statusCode: number; body: string }, what: string) {
  expect(response.statusCode, `${what}: ${response.body}`).toBeLessThan(500);
  if (response.statusCode >= 400 && response.body !== '')
    expect(isApiErrorBody(JSON.parse(response.body)), what).toBe(true);
}

const hostile = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(...HOSTILE_TEXTS),
  fc.constantFrom('%', '_', '\\', "'", '"', "' or 1=1 --", '\u0000', '1,2', '', '2026-02-30'),
);

const day = fc.oneof(
  fc
    .date({ noInvalidDate: true, min: new Date('1800-01-01'), max: new Date('2999-12-31') })
    .map((d) => d.toISOString().slice(0, 10)),
  fc.constantFrom('2026-11-20', '2026-11-21', '2026-11-23', '2026-11-24', '2026-13-01'),
  hostile,
);

const anyJson = fc.oneof(fc.jsonValue(), hostile, fc.integer(), fc.constant(null));
const anyJsonLeaf = fc.oneof(fc.integer(), fc.boolean(), fc.array(fc.string(), { maxLength: 2 }));

const fairBody = fc.oneof(
  fc.record(
    {
      name: fc.oneof(hostile, fc.constant('Messe')),
      city: fc.oneof(hostile, fc.constant('Köln')),
      description: fc.oneof(hostile, fc.constant(null), fc.string({ maxLength: 2100 })),
      date_start: day,
      date_end: day,
      federal_state: fc.oneof(
        fc.constantFrom(...FEDERAL_STATES, '', null, 'XX', 'ni'),
        hostile,
        anyJsonLeaf,
      ),
    },
    { requiredKeys: [] },
  ),
  anyJson,
);

const idValue = fc.oneof(
  fc.integer({ min: -5, max: 2 ** 33 }),
  fc.constant(0),
  fc.double(),
  hostile,
  fc.constant(null),
);
const idList = (known: () => number[]) =>
  fc.oneof(
    fc.array(fc.oneof(idValue, fc.constantFrom(...known())), { maxLength: 8 }),
    fc.array(fc.integer({ min: 1, max: 5000 }), { minLength: 190, maxLength: 210 }),
    anyJson,
  );

const segment = fc.oneof(
  hostile.map((text) => {
    try {
      return encodeURIComponent(text);
    } catch {
      return '%ED%A0%80';
    }
  }),
  fc.integer({ min: -5, max: 2 ** 33 }).map(String),
  fc.constantFrom('0', '01', '1e3', '2147483647', '2147483648', '..'),
);

const queryValue = fc.oneof(
  hostile,
  fc.constantFrom('0', '1', '2', 'english:2', 'bar:3,service:1', 'klingon:1', '1,2,3'),
  fc
    .base64String({ maxLength: 60 })
    .map((s) => s.replace(/\+/g, '-').replace(/\//g, '_').replace(/=/g, '')),
);
const query = fc
  .array(
    fc.tuple(
      fc.constantFrom(
        'archived',
        'q',
        'cursor',
        'limit',
        'chosen',
        'languages',
        'experience',
        'locations',
        'status',
        '__proto__',
      ),
      queryValue,
    ),
    { maxLength: 5 },
  )
  .map((pairs) => {
    const params = new URLSearchParams();
    for (const [key, value] of pairs) params.append(key, value);
    return params.toString();
  });

const fair = () => `messen/${String(ids.messeId)}`;
const pair = () => `${fair()}/kunden/${String(ids.customerId)}`;

describe('fair and customer routes under fuzz', { timeout: 120_000 }, () => {
  it.each(['messen', 'kunden', 'PAIR/vorschlaege'])(
    'GET %s never answers 5xx (any query)',
    async (path) => {
      await fc.assert(
        fc.asyncProperty(query, async (search) => {
          const url = `${path.replace('PAIR', pair())}?${search}`;
          expectNo5xx(await send(t.app, 'GET', url, cookie), url);
        }),
        { numRuns: RUNS },
      );
    },
  );

  it.each(['POST', 'PATCH'] as const)(
    '%s of a fair never answers 5xx (any body)',
    async (method) => {
      await fc.assert(
        fc.asyncProperty(fairBody, async (body) => {
          const url = method === 'POST' ? 'messen' : fair();
          expectNo5xx(await send(t.app, method, url, cookie, body), JSON.stringify(body));
        }),
        { numRuns: RUNS },
      );
    },
  );

  const bodyRoutes = [
    ['POST', 'kunden'],
    ['PATCH', 'kunden/CUSTOMER'],
    ['PUT', 'kunden/CUSTOMER/archiv'],
    ['PUT', 'FAIR/archiv'],
  ] as const;
  it.each(bodyRoutes)('%s %s never answers 5xx (any body)', async (method, path) => {
    const body = fc.oneof(
      fc.record({ name: hostile, archived: fc.oneof(fc.boolean(), anyJson) }, { requiredKeys: [] }),
      anyJson,
    );
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const url = path.replace('FAIR', fair()).replace('CUSTOMER', String(ids.customerId));
        expectNo5xx(await send(t.app, method, url, cookie, payload), `${method} ${url}`);
      }),
      { numRuns: RUNS },
    );
  });

  const idRoutes = [
    ['GET', 'messen/A'],
    ['PATCH', 'messen/A'],
    ['PUT', 'messen/A/archiv'],
    ['PATCH', 'kunden/A'],
    ['PUT', 'kunden/A/archiv'],
    ['GET', 'messen/A/kunden/B'],
    ['PUT', 'messen/A/kunden/B'],
    ['DELETE', 'messen/A/kunden/B'],
    ['GET', 'messen/A/kunden/B/vorschlaege'],
    ['POST', 'messen/A/kunden/B/personal'],
    ['POST', 'messen/A/kunden/B/personal/entfernen'],
    ['POST', 'messen/A/kunden/B/aufsicht'],
    ['POST', 'messen/A/kunden/B/aufsicht/entfernen'],
  ] as const;
  it.each(idRoutes)('%s %s never answers 5xx for any id segment', async (method, path) => {
    await fc.assert(
      fc.asyncProperty(segment, segment, async (a, b) => {
        const url = `${BUERO}/${path.replace('A', a).replace('B', b)}`;
        const body =
          method === 'GET' || method === 'DELETE'
            ? undefined
            : { name: 'X', bewerber_ids: [1], user_ids: [1], archived: true };
        expectNo5xx(await send(t.app, method, url, cookie, body), `${method} ${url}`);
      }),
      { numRuns: RUNS },
    );
  });

  it.each(['personal', 'personal/entfernen', 'aufsicht', 'aufsicht/entfernen'])(
    'POST …/%s never answers 5xx (any id list)',
    async (path) => {
      const key = path.startsWith('personal') ? 'bewerber_ids' : 'user_ids';
      await fc.assert(
        fc.asyncProperty(
          idList(() => [...ids.people, ...ids.users]),
          async (list) => {
            const url = `${pair()}/${path}`;
            const response = await send(t.app, 'POST', url, cookie, { [key]: list });
            expectNo5xx(response, `${url} ${JSON.stringify(list)}`);
          },
        ),
        { numRuns: RUNS },
      );
    },
  );
});
