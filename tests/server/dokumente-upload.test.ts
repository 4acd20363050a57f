import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isApiErrorBody } from '@domain/shared/api-error';
import type { DocumentItem, DocumentUploaded } from '@domain/dokumente/dokumente';
import { auditLog } from '@server/platform/db/schema/system';
import { documents } from '@server/platform/db/schema/bewerber';
import { UPLOADS_PER_WINDOW, uploadThrottleKey } from '@server/areas/dokumente/handlers/upload';
import { resetCounter } from '@server/platform/common/throttle';
import { createStaffUser, createUser, sessionCookieFor } from '@tests/support/factories';
import { createTestApp, type TestApp } from '@tests/support/test-app';
import {
  BASE,
  DOCUMENT_MAX_BYTES,
  documentCount,
  documentParts,
  JPEG,
  PDF,
  PNG,
  pdfOfSize,
  storedFileCount,
  upload,
} from './dokumente-fixtures';

let t: TestApp;
let staff: Awaited<ReturnType<typeof createStaffUser>>;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  staff = await createStaffUser(t.db);
  cookie = await sessionCookieFor(t.db, staff.user.id);
});
afterAll(() => t.close());
beforeEach(() => resetCounter(t.db, uploadThrottleKey(staff.user.id)));

describe('document upload', () => {
  it.each([
    ['PDF', PDF, 'application/pdf', '.pdf'],
    ['PNG', PNG, 'image/png', '.png'],
    ['JPEG', JPEG, 'image/jpeg', '.jpg'],
  ])('stores a %s outside the web root and lists it', async (_name, file, mime, ext) => {
    const response = await upload(t, documentParts(file, 'Nachweis WS 2026.bin'), cookie);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<DocumentUploaded>();
    expect(body.success).toBe(true);
    expect(body.document).toMatchObject({
      type: 'Immatrikulationsbescheinigung',
      mime_type: mime,
      size_bytes: file.length,
      original_name: `Nachweis WS 2026${ext}`,
    });

    const [row] = await t.db.select().from(documents).where(eq(documents.id, body.document.id));
    expect(row?.bewerberId).toBe(staff.bewerber.id);
    expect(row?.uploadedBy).toBe(staff.user.id);
    // The key is random hex, nothing of the client's name, and the bytes are there.
    expect(row?.storageKey).toMatch(/^[0-9a-f]{32}$/);
    expect(await t.app.fileStore.read(row?.storageKey ?? '')).toEqual(file);
    expect(t.config.uploadDir.startsWith(t.config.staticDir)).toBe(false);

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `document:${body.document.id}`));
    expect(audit.map((a) => a.action)).toEqual(['document_uploaded']);

    const list = await t.app.inject({ method: 'GET', url: BASE, headers: { cookie } });
    expect(list.json<DocumentItem[]>()[0]).toEqual(body.document);
  });

  it('serves the file to its owner as a sandboxed, uncached download of the stored type', async () => {
    const created = await upload(
      t,
      documentParts(PDF, "Vertrag ü 'neu' (1).pdf", 'Vertrag'),
      cookie,
    );
    const { document } = created.json<DocumentUploaded>();
    const response = await t.app.inject({
      method: 'GET',
      url: `${BASE}/${document.id}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(PDF);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Vertrag _ 'neu' (1).pdf"; filename*=UTF-8''Vertrag%20%C3%BC%20%27neu%27%20%281%29.pdf`,
    );
  });

  it('accepts exactly 5 MiB', async () => {
    const response = await upload(t, documentParts(pdfOfSize(DOCUMENT_MAX_BYTES)), cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<DocumentUploaded>().document.size_bytes).toBe(DOCUMENT_MAX_BYTES);
  });

  it('ignores a bewerber id in the form: a document always belongs to the uploader', async () => {
    const other = await createStaffUser(t.db);
    const response = await upload(
      t,
      [...documentParts(PDF), { name: 'bewerber_id', value: String(other.bewerber.id) }],
      cookie,
    );
    expect(response.statusCode).toBe(200);
    expect(await documentCount(t.db, other.bewerber.id)).toBe(0);
  });
});

const tooLarge = pdfOfSize(DOCUMENT_MAX_BYTES + 1);
const truncatedPdf = PDF.subarray(0, PDF.length - 8);
const corpus: [string, Parameters<typeof documentParts>[0] | null, string, number][] = [
  ['a GIF named .pdf', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 'x.pdf', 422],
  ['an HTML page named .pdf', Buffer.from('<html><script>alert(1)</script></html>'), 'x.pdf', 422],
  ['an EXE named .jpg', Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), 'foto.jpg', 422],
  ['5 MiB + 1 byte', tooLarge, 'gross.pdf', 413],
  ['a truncated PNG', PNG.subarray(0, PNG.length - 12), 'x.png', 422],
  ['a truncated JPEG', JPEG.subarray(0, JPEG.length - 2), 'x.jpg', 422],
  ['a truncated PDF', truncatedPdf, 'x.pdf', 422],
  [
    'an HTML/PDF polyglot',
    Buffer.concat([Buffer.from('<html><script>alert(1)</script>'), PDF]),
    'x.pdf',
    422,
  ],
  ['a GIF/PDF polyglot', Buffer.concat([Buffer.from('GIF89a/*'), PDF]), 'x.pdf', 422],
  [
    'an SVG',
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    'x.svg',
    422,
  ],
  ['an SVG named .png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'x.png', 422],
  ['an empty file', Buffer.alloc(0), 'leer.pdf', 422],
  ['a path-traversal name', PDF, '../../../etc/passwd.pdf', 422],
  ['a Windows path name', PDF, '..\\..\\boot.ini.pdf', 422],
  ['a dot-dot name', PDF, '..', 422],
  ['a name with a NUL byte', PDF, 'a\u0000.pdf', 422],
];

describe('upload corpus: refused with the error shape, nothing stored', () => {
  it.each(corpus)('%s', async (_name, file, filename, status) => {
    const rows = await documentCount(t.db);
    const files = await storedFileCount(t.config.uploadDir);
    const response = await upload(t, documentParts(file ?? PDF, filename), cookie);
    expect(response.statusCode, response.body).toBe(status);
    const body: unknown = response.json();
    expect(isApiErrorBody(body)).toBe(true);
    if (isApiErrorBody(body)) expect(body.errors.document?.length).toBe(1);
    expect(await documentCount(t.db)).toBe(rows);
    expect(await storedFileCount(t.config.uploadDir)).toBe(files);
  });

  it.each([
    ['no type', [{ name: 'document', value: PDF, filename: 'x.pdf' }], 'type'],
    ['an unknown type', documentParts(PDF, 'x.pdf', 'Lebenslauf'), 'type'],
    ['no file', [{ name: 'type', value: 'Vertrag' }], 'document'],
    [
      'the file as a text field',
      [
        { name: 'type', value: 'Vertrag' },
        { name: 'document', value: PDF.toString() },
      ],
      'document',
    ],
    [
      'the file under another name',
      [
        { name: 'type', value: 'Vertrag' },
        { name: 'file', value: PDF, filename: 'x.pdf' },
      ],
      'document',
    ],
  ])('%s: 422 on the field', async (_name, parts, field) => {
    const rows = await documentCount(t.db);
    const response = await upload(t, parts, cookie);
    expect(response.statusCode).toBe(422);
    expect(response.json<{ errors: Record<string, string[]> }>().errors[field]).toHaveLength(1);
    expect(await documentCount(t.db)).toBe(rows);
  });

  it('answers in the request language (German by default)', async () => {
    const de = await upload(t, documentParts(Buffer.from('nope'), 'x.pdf'), cookie);
    expect(de.json<{ errors: { document: string[] } }>().errors.document).toEqual([
      'Bitte laden Sie eine JPEG-, PNG- oder PDF-Datei hoch.',
    ]);
  });

  it.each([
    ['a __proto__ file field', [{ name: '__proto__', value: PDF, filename: 'x.pdf' }]],
    [
      'a __proto__ text field',
      [{ name: '__proto__', value: '{"polluted":1}' }, ...documentParts(PDF)],
    ],
    ['a constructor field', [{ name: 'constructor', value: 'x' }, ...documentParts(PDF)]],
    ['two files', [...documentParts(PDF), { name: 'document', value: PDF, filename: 'y.pdf' }]],
    [
      'an oversized text field',
      [{ name: 'type', value: 'x'.repeat(5000) }, ...documentParts(PDF).slice(1)],
    ],
    [
      'too many fields',
      [
        ...Array.from({ length: 8 }, (_, i) => ({ name: `f${i}`, value: 'x' })),
        ...documentParts(PDF),
      ],
    ],
  ])('%s: a 4xx with the error shape, nothing stored', async (_name, parts) => {
    const rows = await documentCount(t.db);
    const files = await storedFileCount(t.config.uploadDir);
    const response = await upload(t, parts, cookie);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(isApiErrorBody(response.json())).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(await documentCount(t.db)).toBe(rows);
    expect(await storedFileCount(t.config.uploadDir)).toBe(files);
  });

  it('refuses a JSON body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: BASE,
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json', cookie },
      payload: JSON.stringify({ type: 'Vertrag', document: PDF.toString('base64') }),
    });
    expect(response.statusCode).toBe(415);
    expect(isApiErrorBody(response.json())).toBe(true);
  });
});

describe('upload rate limit per user, in the database', () => {
  it(`answers 429 with Retry-After after ${UPLOADS_PER_WINDOW} uploads an hour`, async () => {
    const person = await createStaffUser(t.db);
    const own = await sessionCookieFor(t.db, person.user.id);
    for (let i = 0; i < UPLOADS_PER_WINDOW; i++) {
      const ok = await upload(t, documentParts(PDF), own);
      expect(ok.statusCode).toBe(200);
    }
    const rows = await documentCount(t.db, person.bewerber.id);
    const refused = await upload(t, documentParts(PDF), own);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(isApiErrorBody(refused.json())).toBe(true);
    expect(await documentCount(t.db, person.bewerber.id)).toBe(rows);
    // Another person is not slowed down by it.
    const other = await upload(t, documentParts(PDF), cookie);
    expect(other.statusCode).toBe(200);
  });
});

describe('an account without a staff record', () => {
  it('lists nothing, cannot upload (403) and opens nothing (404), never a 500', async () => {
    const supervisor = await createUser(t.db, { timetracking: true });
    const own = await sessionCookieFor(t.db, supervisor.id);
    const list = await t.app.inject({ method: 'GET', url: BASE, headers: { cookie: own } });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([]);
    const rows = await documentCount(t.db);
    const files = await storedFileCount(t.config.uploadDir);
    const posted = await upload(t, documentParts(PDF), own);
    expect(posted.statusCode).toBe(403);
    expect(posted.json<{ message: string }>().message).toBe(
      'Zu diesem Konto gibt es keine Personaldaten.',
    );
    expect(await documentCount(t.db)).toBe(rows);
    expect(await storedFileCount(t.config.uploadDir)).toBe(files);
    const open = await t.app.inject({ method: 'GET', url: `${BASE}/1`, headers: { cookie: own } });
    expect(open.statusCode).toBe(404);
  });
});
