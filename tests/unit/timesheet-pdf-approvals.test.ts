import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { renderSheetPdf } from '@server/records/timesheet-pdf/render';
import type { PairSheetData, PdfSignature } from '@server/records/timesheet-pdf/sheet-data';
import { sheetPrint } from '@server/records/timesheet-pdf/sheet-rows';

/*
 * Approvals by link and tacit approvals on the customer sheet (issue 25):
 * no drawing (their svg is ''), their own wording, the same hash line.
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

function approval(overrides: Partial<PdfSignature>): PdfSignature {
  return {
    id: 1,
    kind: 'customer',
    staffId: null,
    signerName: 'Frau Kundin',
    signedAt: new Date('2026-11-24T08:15:00Z'),
    collectedBy: null,
    contentSha256: 'e'.repeat(64),
    svg: '',
    days: ['2026-11-20', '2026-11-21'],
    supersededAt: null,
    method: 'link',
    approverEmail: 'kundin@kunde.test',
    approverIp: '203.0.113.7',
    tacitDeadline: null,
    ...overrides,
  };
}

const data = (signatures: PdfSignature[]): PairSheetData => ({
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
  ],
  signatures,
});

const render = (sheet: PairSheetData, locale: 'de' | 'en') =>
  pdfText(renderSheetPdf(sheet, sheetPrint(sheet, { kind: 'customer' }), locale));

describe('an approval by link on the customer sheet', () => {
  it('names the contact, e-mail, time and address, no drawing, the hash line', async () => {
    const text = await render(data([approval({})]), 'de');
    expect(text).toContain('per Link bestätigt von Frau Kundin (kundin@kunde.test)');
    expect(text).toContain('am 24.11.2026, 09:15, Adresse 203.0.113.7');
    expect(text).toContain('Gilt für 20.11.–21.11.2026');
    expect(text).toContain('SHA-256 des unterschriebenen Inhalts');
    expect(text).toContain('e'.repeat(64));
    // No drawing was tried: the empty svg is not "an unreadable drawing".
    expect(text).not.toContain('keine Zeichnung lesbar');
    // Nobody collected it at the stand.
    expect(text).not.toContain('Eingeholt von');
    // The days count as signed.
    expect(text).not.toContain('*');
  });

  it('reads the same in English', async () => {
    const text = await render(data([approval({})]), 'en');
    expect(text).toContain('approved by link by Frau Kundin (kundin@kunde.test)');
    expect(text).toContain('on 24/11/2026, 09:15, address 203.0.113.7');
    expect(text).not.toContain('no readable drawing');
    expect(text).toContain('e'.repeat(64));
  });
});

describe('a tacit approval on the customer sheet', () => {
  it('says so with the deadline that passed, no drawing, the hash line', async () => {
    const tacit = approval({
      method: 'tacit',
      approverEmail: null,
      approverIp: null,
      signedAt: new Date('2026-12-05T02:00:00Z'),
      tacitDeadline: new Date('2026-12-04T23:00:00Z'),
    });
    const de = await render(data([tacit]), 'de');
    expect(de).toContain('stillschweigend bestätigt, Frist abgelaufen am 05.12.2026, 00:00');
    expect(de).not.toContain('keine Zeichnung lesbar');
    expect(de).toContain('e'.repeat(64));
    const en = await render(data([tacit]), 'en');
    expect(en).toContain('tacitly approved, deadline passed on 05/12/2026, 00:00');
  });

  it('still prints a drawn stand signature beside an approval as before', async () => {
    const text = await render(
      data([
        approval({ id: 1, method: 'stand', svg: '', approverEmail: null }),
        approval({ id: 2 }),
      ]),
      'de',
    );
    // A stand signature whose drawing cannot be read keeps its old notice.
    expect(text).toContain('keine Zeichnung lesbar');
    expect(text).toContain('Unterschrieben von Frau Kundin');
    expect(text).toContain('per Link bestätigt von');
  });
});
