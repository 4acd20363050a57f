import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { renderSheetPdf } from '@server/records/timesheet-pdf/render';
import type { PairSheetData, PdfSignature } from '@server/records/timesheet-pdf/sheet-data';
import { sheetPrint } from '@server/records/timesheet-pdf/sheet-rows';
import { sanitizeSignatureSvg } from '@server/areas/stundenerfassung/sanitize-signature-svg';
import { SAMPLE_SIGNATURE_SVG } from '@tests/support/factories';

/*
 * The layout of a sheet without a database: a superseded signature is marked,
 * one whose supervisor is gone says so, a cleared day is no line.
 */

async function pdfText(doc: PDFKit.PDFDocument): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of doc) chunks.push(chunk as Buffer);
  const pdf = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), verbosity: 0 })
    .promise;
  let text = '';
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
  }
  await pdf.destroy();
  return text.replace(/\s+/g, ' ');
}

const clean = sanitizeSignatureSvg(SAMPLE_SIGNATURE_SVG);
const svg = clean.ok ? clean.svg : '';

function signature(overrides: Partial<PdfSignature>): PdfSignature {
  return {
    id: 1,
    kind: 'customer',
    staffId: null,
    signerName: 'Frau Kundin',
    signedAt: new Date('2026-11-21T17:05:00Z'),
    collectedBy: 'Susi Aufsicht',
    contentSha256: 'c'.repeat(64),
    svg,
    days: ['2026-11-20', '2026-11-21'],
    supersededAt: null,
    method: 'stand',
    approverEmail: null,
    approverIp: null,
    tacitDeadline: null,
    ...overrides,
  };
}

const data: PairSheetData = {
  pair: {
    messe: {
      id: 1,
      name: 'Testmesse',
      city: 'Köln',
      date_start: '2026-11-20',
      date_end: '2026-11-22',
    },
    customer: { id: 2, name: 'Kunde AG' },
  },
  staff: [{ id: 5, firstname: 'Ida', lastname: 'Ilse', name: 'Ida Ilse' }],
  times: [
    { bewerberId: 5, day: '2026-11-20', time_start: 480, time_end: 990, time_break: 30 },
    { bewerberId: 5, day: '2026-11-21', time_start: 480, time_end: 960, time_break: 0 },
    { bewerberId: 5, day: '2026-11-22', time_start: null, time_end: null, time_break: 0 },
  ],
  signatures: [
    signature({ id: 1, supersededAt: new Date('2026-11-23T09:00:00Z') }),
    signature({ id: 2, collectedBy: null, contentSha256: 'd'.repeat(64) }),
  ],
};

describe('renderSheetPdf', () => {
  it('marks a superseded signature, names a deleted collector, leaves out cleared days', async () => {
    const text = await pdfText(renderSheetPdf(data, sheetPrint(data, { kind: 'customer' }), 'de'));
    expect(text).toContain('ersetzt am 23.11.2026, 10:00');
    expect(text).toContain('Eingeholt von: (Konto gelöscht)');
    expect(text).toContain('Unterschrieben von Frau Kundin am 21.11.2026, 18:05');
    expect(text).toContain('c'.repeat(64));
    expect(text).toContain('d'.repeat(64));
    expect(text).toContain('Summe: 2 Tage');
    expect(text).toContain('16:00');
    expect(text).not.toContain('So., 22.11.2026');
    // Both days are covered by the valid second signature: no day is marked.
    expect(text).not.toContain('*');
  });

  it('marks the days only a superseded signature covered as not signed', async () => {
    const reopened = { ...data, signatures: data.signatures.slice(0, 1) };
    const text = await pdfText(
      renderSheetPdf(reopened, sheetPrint(reopened, { kind: 'customer' }), 'de'),
    );
    expect(text).toContain('Fr., 20.11.2026 *');
    expect(text).toContain('Sa., 21.11.2026 *');
    expect(text).toContain('* Tag noch nicht unterschrieben');
    expect(text).toContain('ersetzt am');
  });

  it('writes the same in English', async () => {
    const text = await pdfText(renderSheetPdf(data, sheetPrint(data, { kind: 'customer' }), 'en'));
    expect(text).toContain('superseded on 23/11/2026, 10:00');
    expect(text).toContain('Collected by: (account deleted)');
    expect(text).toContain('Covers 20/11–21/11/2026');
  });
});
