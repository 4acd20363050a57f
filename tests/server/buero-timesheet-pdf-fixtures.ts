import { unzipSync } from 'fflate';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { bewerber } from '@server/platform/db/schema/bewerber';
import { staffAssignments, times } from '@server/platform/db/schema/messen';
import type { Database } from '@server/platform/db/client';
import {
  assignStaff,
  assignSupervisor,
  createBewerber,
  createMesseCustomer,
  createTime,
  createUser,
  SAMPLE_SIGNATURE_SVG,
  sessionCookieFor,
} from '@tests/support/factories';
import { postJson } from '@tests/support/http';
import type { TestApp } from '@tests/support/test-app';

/*
 * The scene of the timesheet PDF tests and a reader of the PDFs: the text of
 * each page (pdfjs-dist, as a PDF reader extracts it) and its drawing
 * operators.
 */

export type PdfRead = { pages: string[]; operators: number[][] };

/** Text and operators of every page of a PDF. */
export async function readPdf(bytes: Uint8Array): Promise<PdfRead> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const pages: string[] = [];
  const operators: number[][] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
    operators.push((await page.getOperatorList()).fnArray);
  }
  await pdf.destroy();
  return { pages, operators };
}

export const PATH_OPS = new Set([OPS.constructPath, OPS.stroke, OPS.fill, OPS.eoFill]);
export const IMAGE_OPS = new Set([
  OPS.paintImageXObject,
  OPS.paintInlineImageXObject,
  OPS.paintImageMaskXObject,
  OPS.paintImageXObjectRepeat,
]);

export function unzip(bytes: Buffer): Record<string, Uint8Array> {
  return unzipSync(new Uint8Array(bytes));
}

const BASE = '/app/api/stundenerfassung';

/**
 * A pair with three people (one with a long name and an umlaut), times, a
 * supervisor who collected a staff and a customer signature through the real
 * sign routes (so the stored SVG is the sanitized one and the hash the
 * server's), and a person on the pair without times.
 */
export async function createPdfScene(t: TestApp) {
  const pair = await createMesseCustomer(t.db, {
    name: 'Agritechnica Testmesse',
    city: 'Hannover',
    dateStart: '2026-11-20',
    dateEnd: '2026-11-24',
  });
  const supervisor = await createUser(t.db, {
    timetracking: true,
    firstname: 'Susi',
    lastname: 'Aufsicht',
  });
  await assignSupervisor(t.db, supervisor.id, pair);
  const people = [
    await createBewerber(t.db, { firstname: 'Jörg', lastname: 'Größmann' }),
    await createBewerber(t.db, {
      firstname: 'Maximiliane Theodora Friederike',
      lastname: 'von und zu Hohenzollern-Sigmaringen-Łukasiewicz',
    }),
    await createBewerber(t.db, { firstname: 'Ohne', lastname: 'Zeiten' }),
  ];
  for (const person of people) await assignStaff(t.db, person.id, pair);
  const [first, second] = people as [(typeof people)[0], (typeof people)[0]];
  for (const day of ['2026-11-20', '2026-11-21']) {
    // 09:00–17:30, 30 min break: 8:00 hours a day.
    await createTime(t.db, {
      messeId: pair.messeId,
      customerId: pair.customerId,
      bewerberId: first.id,
      day,
      timeStart: 540,
      timeEnd: 1050,
      timeBreak: 30,
    });
    // 10:00–14:15, no break: 4:15.
    await createTime(t.db, {
      messeId: pair.messeId,
      customerId: pair.customerId,
      bewerberId: second.id,
      day,
      timeStart: 600,
      timeEnd: 855,
      timeBreak: 0,
    });
  }
  const cookie = await sessionCookieFor(t.db, supervisor.id);
  const ids = `${String(pair.messeId)}/${String(pair.customerId)}`;
  const staffSigned = await postJson(
    t.app,
    `${BASE}/staff/${ids}/${String(first.id)}/sign`,
    { signature: SAMPLE_SIGNATURE_SVG },
    { cookie },
  );
  const customerSigned = await postJson(
    t.app,
    `${BASE}/customer/${ids}/sign`,
    { signature: SAMPLE_SIGNATURE_SVG, signatureName: 'Frau Kundin' },
    { cookie },
  );
  if (staffSigned.statusCode !== 200 || customerSigned.statusCode !== 200) {
    throw new Error(`signing failed: ${staffSigned.body} ${customerSigned.body}`);
  }
  return { pair, supervisor, people, first, second, supervisorCookie: cookie };
}

/** A pair with `count` people × `days` days of 09:00–17:30 (30 min break), inserted in bulk. */
export async function createLargePair(db: Database, count: number, days: number) {
  const pair = await createMesseCustomer(db, { dateStart: '2026-11-01', dateEnd: '2026-11-30' });
  const tag = `${String(process.pid)}-${String(pair.messeId)}`;
  const rows = await db
    .insert(bewerber)
    .values(
      Array.from({ length: count }, (_, i) => ({
        gender: 'w' as const,
        firstname: 'Paula',
        lastname: `Person${String(i).padStart(3, '0')}`,
        email: `large-${tag}-${String(i)}@example.test`,
        phoneMobile: '015112345678',
        birthdate: '1998-05-17',
      })),
    )
    .returning({ id: bewerber.id });
  await db.insert(staffAssignments).values(
    rows.map((row) => ({
      bewerberId: row.id,
      messeId: pair.messeId,
      customerId: pair.customerId,
    })),
  );
  const dayList = Array.from(
    { length: days },
    (_, d) => `2026-11-${String(d + 1).padStart(2, '0')}`,
  );
  await db.insert(times).values(
    rows.flatMap((row) =>
      dayList.map((day) => ({
        messeId: pair.messeId,
        customerId: pair.customerId,
        bewerberId: row.id,
        day,
        timeStart: 540,
        timeEnd: 1050,
        timeBreak: 30,
      })),
    ),
  );
  return { pair, staffIds: rows.map((row) => row.id) };
}
