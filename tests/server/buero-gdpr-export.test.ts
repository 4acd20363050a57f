import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERSON_DATA_COLUMNS } from '@server/areas/buero/person-export';
import { signatures } from '@server/platform/db/schema/messen';
import { SAMPLE_SIGNATURE_SVG } from '@tests/support/factories';
import { XHR } from '@tests/support/http';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import { BUERO, createOfficeUser } from './buero-fixtures';
import { createRichPerson, type RichPerson } from './buero-gdpr-fixtures';

/*
 * The GDPR export of one person (docs/product/data-retention.md): a ZIP with
 * person.json holding every row about them and their files, audited. A new
 * column pointing at a person fails here until the export handles it.
 */

let t: TestApp;
let cookie: string;
let officeId: number;
let p: RichPerson;

beforeAll(async () => {
  t = await createTestApp();
  const office = await createOfficeUser(t.db);
  cookie = office.cookie;
  officeId = office.user.id;
  p = await createRichPerson(t);
  // A customer's signature the person's login collected as supervisor: someone else's data.
  await t.db.insert(signatures).values({
    kind: 'customer',
    svg: SAMPLE_SIGNATURE_SVG.replace('black', 'navy'),
    contentSha256: 'b'.repeat(64),
    signerName: 'Kundin Fremdname',
    signedBy: p.user.id,
    messeId: p.pair.messeId,
    customerId: p.pair.customerId,
  });
  // An audit entry by the person's login and one about an application.
  await t.app.inject({
    method: 'GET',
    url: '/app/api/auth',
    headers: { ...XHR, cookie: p.staffCookie },
  });
  await t.app.inject({
    url: `${BUERO}/bewerbungen/${String(p.firstApp.id)}`,
    headers: { ...XHR, cookie },
  });
});
afterAll(() => t.close());

async function exportOf(id: number) {
  const response = await t.app.inject({
    url: `${BUERO}/personen/${String(id)}/export`,
    headers: { ...XHR, cookie },
  });
  return response;
}

type Json = Record<string, unknown> & {
  bewerber: (Record<string, unknown> & Record<string, never[]>)[];
  users: Record<string, unknown[]>[];
};

describe('export of one person', () => {
  it('answers a ZIP with person.json and the photo and document files', async () => {
    const response = await exportOf(p.first.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toContain('attachment');
    expect(response.headers['cache-control']).toBe('no-store');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const names = Object.keys(files).sort();
    expect(names).toContain('person.json');
    const photo = names.find((n) => n.endsWith('-foto.jpg'));
    const document = names.find((n) => n.includes(`dokument-${String(p.document.id)}-`));
    expect(photo && Buffer.from(files[photo] ?? []).equals(p.photoBytes)).toBe(true);
    expect(document && Buffer.from(files[document] ?? []).equals(p.documentBytes)).toBe(true);
  });

  it('holds every row about the person: both applications of the address, master data decrypted, login', async () => {
    const response = await exportOf(p.staff.id);
    const json = JSON.parse(
      strFromU8(unzipSync(new Uint8Array(response.rawPayload))['person.json'] ?? new Uint8Array()),
    ) as Json;
    const rows = json.bewerber;
    expect(rows.map((r) => r.id)).toEqual([p.first.id, p.staff.id]);
    const staff = rows[1] ?? {};
    expect(staff.bankIban).toBe(p.secrets.iban);
    expect(staff.taxNumber).toBe('12345678901');
    expect(staff.rvNumber).toBe('12150780S123');
    expect(staff.street).toBe(p.secrets.street);
    expect(JSON.stringify(staff)).not.toContain('Enc"');
    expect(staff.locations).toHaveLength(1);
    expect(staff.messen).toHaveLength(1);
    expect(staff.applications).toHaveLength(1);
    expect(rows[0]?.applications?.[0]).toMatchObject({
      id: p.firstApp.id,
      tokens: [{ kind: 'application_step2' }],
    });
    expect(staff.documents).toEqual([
      expect.objectContaining({ id: p.document.id, originalName: p.secrets.documentName }),
    ]);
    expect(staff.staff_assignments).toHaveLength(1);
    expect(staff.times).toEqual([expect.objectContaining({ id: p.time.id, day: '2026-11-20' })]);
    expect(staff.signatures).toEqual([
      expect.objectContaining({
        id: p.signature.id,
        svg: expect.stringContaining('<svg'),
        days: ['2026-11-20'],
      }),
    ]);
    const [login] = json.users;
    expect(login).toMatchObject({ id: p.user.id, email: p.secrets.email });
    expect(login?.sessions?.length).toBeGreaterThan(0);
    expect(login?.tokens).toEqual([expect.objectContaining({ kind: 'password_reset' })]);
    expect(login?.supervisor_assignments).toHaveLength(1);
    expect(json.mail).toEqual([expect.objectContaining({ kind: 'password_reset' })]);
    // What the login collected for others: which sheet and when, not the signer's name or drawing.
    expect(login?.signatures_collected).toEqual([
      expect.objectContaining({ kind: 'customer', days: [] }),
    ]);
    // Never a secret of the login: no hash, no token hash, no session id.
    const text = JSON.stringify(json);
    expect(text).not.toContain('argon2');
    expect(text).not.toContain(`reset-`);
    expect(text).not.toMatch(/idHash|tokenHash|passwordHash|storageKey/);
    expect(text).not.toContain('Fremdname');
    expect(text).not.toContain('navy');
  });

  it('holds the audit entries about the person and by their login, and records the export', async () => {
    const response = await exportOf(p.first.id);
    const json = JSON.parse(
      strFromU8(unzipSync(new Uint8Array(response.rawPayload))['person.json'] ?? new Uint8Array()),
    ) as {
      audit: { action: string; subject: string | null; userId: number | null }[];
    };
    expect(json.audit).toContainEqual(
      expect.objectContaining({
        action: 'applicant_viewed',
        subject: `application:${String(p.firstApp.id)}`,
      }),
    );
    expect(json.audit).toContainEqual(
      expect.objectContaining({ action: 'person_exported', userId: officeId }),
    );
    const entries = await t.db.execute(
      sql`select count(*)::int as n from audit_log where action = 'person_exported' and subject = ${`bewerber:${String(p.first.id)}`}`,
    );
    expect(JSON.stringify(entries)).toMatch(/"n":[1-9]/);
  });

  it('answers 404 for an unknown person and 400 for a malformed id (nothing audited)', async () => {
    expect((await exportOf(2_000_000_000)).statusCode).toBe(404);
    const bad = await t.app.inject({
      url: `${BUERO}/personen/abc/export`,
      headers: { ...XHR, cookie },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('covers every column that points at a person (a new one fails until handled)', async () => {
    const result = await t.db.execute(sql`
      select distinct tc.table_name || '.' || kcu.column_name as col
        from information_schema.table_constraints tc
        join information_schema.key_column_usage kcu
          on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
        join information_schema.constraint_column_usage ccu
          on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
       where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = current_schema()
         and ccu.table_name in ('bewerber', 'users', 'applications')
      union
      select table_name || '.' || column_name from information_schema.columns
       where table_schema = current_schema()
         and (column_name in ('bewerber_id', 'user_id', 'application_id', 'recipient', 'email')
              or column_name like '%\\_by' escape '\\')
         and table_name not in ('bewerber', 'users')
    `);
    const rows = (result as unknown as { rows: { col: string }[] }).rows;
    const columns = rows.map((r) => r.col).sort();
    expect(columns.length).toBeGreaterThan(10);
    const handled = new Set(Object.keys(PERSON_DATA_COLUMNS));
    const missing = columns.filter((c) => !handled.has(c));
    expect(
      missing,
      'columns pointing at a person that the export and erasure do not handle',
    ).toEqual([]);
  });
});
