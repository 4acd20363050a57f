import { beforeAll, describe, expect, it } from 'vitest';
import { invoiceToCii } from '@server/areas/rechnungen/formats/cii-invoice';
import { FACTURX_FILE_NAME, zugferdPdf } from '@server/areas/rechnungen/formats/zugferd';
import {
  catalogOf,
  type PdfObjects,
  pdfObjects,
  type ReadPdf,
  readPdf,
  referenced,
  referencedArray,
} from '@tests/support/pdf-objects';
import { PER_PERSON } from './rechnungen-fixtures';

/*
 * The ZUGFeRD / Factur-X PDF (docs/decisions/0031-e-invoice-formats.md) has
 * the PDF/A-3 structure a ZUGFeRD reader looks for: the CII XML embedded as
 * factur-x.xml with its relationship and MIME type, listed in the catalog's
 * /AF, the sRGB output intent, embedded fonts only, and the XMP packet with
 * pdfaid part 3 and the Factur-X extension schema. That the embedded XML
 * passes the official rules is tested in rechnungen-schematron.test.ts.
 */

const CREATED = new Date('2026-06-15T08:00:00Z');
let pdf: Buffer;
let objects: PdfObjects;
let read: ReadPdf;

beforeAll(async () => {
  pdf = await zugferdPdf(PER_PERSON, { createdAt: CREATED });
  objects = pdfObjects(pdf);
  read = await readPdf(pdf);
}, 30_000);

describe('ZUGFeRD PDF', () => {
  it('is a PDF 1.7 whose XMP says PDF/A-3b', () => {
    expect(pdf.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
    expect(read.xmp.get('pdfaid:part')).toBe('3');
    expect(read.xmp.get('pdfaid:conformance')).toBe('B');
  });

  it('embeds the EN 16931 CII XML as factur-x.xml', () => {
    expect([...read.attachments.keys()]).toEqual([FACTURX_FILE_NAME]);
    const xml = read.attachments.get(FACTURX_FILE_NAME)?.toString('utf8');
    expect(xml).toBe(invoiceToCii(PER_PERSON, 'en16931'));
    expect(xml).toContain('<ram:ID>urn:cen.eu:en16931:2017</ram:ID>');
  });

  it('relates the file as Alternative through the catalog /AF, with MIME type and dates', () => {
    const catalog = catalogOf(objects);
    const associated = referencedArray(objects, catalog, 'AF');
    expect(associated).toHaveLength(1);
    const filespec = associated[0] ?? '';
    expect(filespec).toContain('/Type /Filespec');
    expect(filespec).toContain('/AFRelationship /Alternative');
    expect(filespec).toContain('/F (factur-x.xml)');
    expect(filespec).toContain('/UF (factur-x.xml)');
    const embedded = referenced(objects, /\/EF <<[^>]*>>/.exec(filespec)?.[0] ?? '', 'F') ?? '';
    expect(embedded).toContain('/Type /EmbeddedFile');
    expect(embedded).toContain('/Subtype /text#2Fxml');
    expect(embedded).toMatch(/\/ModDate \(D:20260615080000Z\)/);
    // Also listed in the name tree, so readers show it as an attachment.
    expect(catalog).toMatch(/\/Names \d+ 0 R/);
  });

  it('has the sRGB output intent of PDF/A', () => {
    const intents = referencedArray(objects, catalogOf(objects), 'OutputIntents');
    expect(intents).toHaveLength(1);
    expect(intents[0]).toContain('/S /GTS_PDFA1');
    expect(intents[0]).toContain('/OutputConditionIdentifier (sRGB IEC61966-2.1)');
    expect(referenced(objects, intents[0] ?? '', 'DestOutputProfile')).toContain('/N 3');
  });

  it('embeds every font it uses', () => {
    const fonts = [...objects.values()].filter((body) => /\/Type \/Font\b/.test(body));
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font).not.toMatch(/\/BaseFont \/(Helvetica|Courier|Times)/);
    const descriptors = [...objects.values()].filter((body) =>
      body.includes('/Type /FontDescriptor'),
    );
    expect(descriptors.length).toBeGreaterThan(0);
    for (const descriptor of descriptors) {
      expect(descriptor).toMatch(/\/FontFile2 \d+ 0 R/);
      // PDF/A-2/3 (6.2.11.4): a CIDSet must list every glyph of the subset; pdfkit
      // writes a fixed one for PDF/A-1 only, so none may appear here.
      expect(descriptor).not.toContain('/CIDSet');
    }
  });

  it('declares the Factur-X EN 16931 values and their extension schema in the XMP', () => {
    expect(read.xmp.get('fx:documenttype')).toBe('INVOICE');
    expect(read.xmp.get('fx:documentfilename')).toBe(FACTURX_FILE_NAME);
    expect(read.xmp.get('fx:version')).toBe('1.0');
    expect(read.xmp.get('fx:conformancelevel')).toBe('EN 16931');
    expect(read.xmpRaw).toContain(
      '<pdfaSchema:namespaceURI>urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#</pdfaSchema:namespaceURI>',
    );
    for (const name of ['DocumentFileName', 'DocumentType', 'Version', 'ConformanceLevel']) {
      expect(read.xmpRaw).toContain(`<pdfaProperty:name>${name}</pdfaProperty:name>`);
    }
  });

  it('keeps Info and XMP in step (title, producer, creation date)', () => {
    const trailer = pdf.toString('latin1').slice(pdf.lastIndexOf('trailer'));
    const info = referenced(objects, trailer, 'Info') ?? '';
    expect(referenced(objects, info, 'Title')).toContain('(Rechnung 2026-00041)');
    const producer = /^\((.*)\)$/.exec(referenced(objects, info, 'Producer') ?? '')?.[1];
    expect(read.xmpRaw).toContain(`<pdf:Producer>${producer ?? '?'}</pdf:Producer>`);
    expect(read.xmpRaw).toContain('<xmp:CreateDate>2026-06-15T08:00:00Z</xmp:CreateDate>');
    expect(read.xmpRaw).toContain('<rdf:li xml:lang="x-default">Rechnung 2026-00041</rdf:li>');
    expect(read.text).toContain('Rechnung 2026-00041');
  });
});
