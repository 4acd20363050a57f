import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocation } from '@tests/support/factories';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import {
  getStep2,
  postStep1,
  postStep2,
  samplePhoto,
  step1Body,
  step2Fields,
} from './bewerbung-fixtures';
import { applications } from '@server/platform/db/schema/bewerber';
import { issueStep2Token } from '@server/areas/bewerbung/step2-tokens';

describe('the step-2 token never reaches the log', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { LOG_LEVEL: 'trace' },
      logStream: { write: (line) => lines.push(line) },
    });
  });
  afterAll(() => t.close());

  it('cuts it from the load, the submit and the browser page URLs', async () => {
    const body = step1Body();
    expect((await postStep1(t.app, body)).statusCode).toBe(200);
    const [application] = await t.db.select({ id: applications.id }).from(applications);
    const token = await issueStep2Token(t.db, application?.id ?? -1);
    expect((await getStep2(t.app, token)).statusCode).toBe(200);
    const location = await createLocation(t.db);
    const submit = await postStep2(t.app, token, step2Fields({ locations: [location.id] }), {
      bytes: await samplePhoto(),
    });
    expect(submit.statusCode).toBe(200);
    await t.app.inject({ method: 'GET', url: `/de/bewerbung/step2?token=${token}` });

    const logged = lines.join('\n');
    // The calls were logged (else the test would pass for nothing) ...
    expect(logged).toContain('/app/api/bewerbung/step2?token=');
    expect(logged).toContain('/de/bewerbung/step2?token=');
    // ... without the token, and without the applicant's address.
    expect(logged).not.toContain(token);
    expect(logged).not.toContain(body.email as string);
  });
});
