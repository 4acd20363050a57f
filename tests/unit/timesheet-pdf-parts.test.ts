import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  customerPdfName,
  fileSegment,
  staffPdfName,
  zipEntryName,
} from '@server/records/timesheet-pdf/filenames';
import { parseTransform, signatureDrawing } from '@server/records/timesheet-pdf/signature-drawing';
import { winAnsi } from '@server/records/timesheet-pdf/win-ansi';

/* The pure parts of the timesheet PDFs: the signature's strokes, text the standard fonts can write, file names. */

const SVG = (inner: string, attributes = 'viewBox="0 0 300 150"') =>
  `<svg xmlns="http://www.w3.org/2000/svg" ${attributes}>${inner}</svg>`;

describe('signatureDrawing', () => {
  it('turns paths and dots into strokes in the viewBox', () => {
    const drawing = signatureDrawing(
      SVG(
        '<path d="M 20,80 C 40,60 60,60 80,90" stroke="black" fill="none" stroke-width="3"/><circle r="1.5" cx="120" cy="70" fill="black"/>',
      ),
    );
    expect(drawing?.box).toEqual({ x: 0, y: 0, width: 300, height: 150 });
    expect(drawing?.strokes).toHaveLength(2);
    expect(drawing?.strokes[0]).toMatchObject({ fill: false, stroke: true, width: 3 });
    expect(drawing?.strokes[1]).toMatchObject({ fill: true });
    expect(drawing?.strokes[1]?.d).toMatch(/^M118.5 70a1.5 1.5 0 1 0 3 0/);
  });

  it('applies group transforms and reads polylines and lines', () => {
    const drawing = signatureDrawing(
      SVG(
        '<g transform="translate(10,20) scale(2)" stroke="black"><polyline points="0,0 5,5 10,0"/><line x1="0" y1="1" x2="4" y2="1"/></g>',
      ),
    );
    expect(drawing?.strokes.map((stroke) => stroke.d)).toEqual(['M0,0 5,5 10,0', 'M0 1L4 1']);
    expect(drawing?.strokes[0]?.matrix).toEqual([2, 0, 0, 2, 10, 20]);
  });

  it('falls back to width and height without a viewBox', () => {
    const drawing = signatureDrawing(
      SVG('<path d="M0 0L10 10" stroke="black"/>', 'width="200px" height="100"'),
    );
    expect(drawing?.box).toEqual({ x: 0, y: 0, width: 200, height: 100 });
  });

  it('draws nothing it cannot read', () => {
    expect(signatureDrawing('not xml <')).toBeNull();
    expect(signatureDrawing('<html><path d="M0 0L1 1"/></html>')).toBeNull();
    expect(signatureDrawing(SVG('<path d="M0 0 L x"/>'))).toBeNull();
    expect(
      signatureDrawing(SVG('<path d="M0 0L1 1" stroke="black"/>', 'viewBox="0 0 0 0"')),
    ).toBeNull();
    expect(signatureDrawing(SVG('<text>Hallo</text><image href="x.png"/>'))).toBeNull();
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        signatureDrawing(SVG(text));
        signatureDrawing(text);
      }),
      { numRuns: 500 },
    );
  });
});

describe('parseTransform', () => {
  it('multiplies the SVG 1.1 functions left to right', () => {
    expect(parseTransform('translate(10 20) scale(2)')).toEqual([2, 0, 0, 2, 10, 20]);
    expect(parseTransform('matrix(1,2,3,4,5,6)')).toEqual([1, 2, 3, 4, 5, 6]);
    const [a, b, c, d] = parseTransform('rotate(90)');
    expect([a, b, c, d].map((n) => Math.round(n ?? NaN))).toEqual([0, 1, -1, 0]);
  });

  it('is the identity for what does not read', () => {
    for (const bad of ['skewX(10)', 'scale(1,2,3)', 'translate(1', 'scale(1e999)', 'url(x)']) {
      expect(parseTransform(bad), bad).toEqual([1, 0, 0, 1, 0, 0]);
    }
  });
});

describe('winAnsi', () => {
  it('keeps German and Western letters, the euro and dashes', () => {
    expect(winAnsi('Jörg Größmann – 5 € „ok“')).toBe('Jörg Größmann – 5 € „ok“');
  });

  it('writes other letters without accents or as ?, control characters as spaces', () => {
    expect(winAnsi('Łukasz Ōsaka Dvořák')).toBe('Lukasz Osaka Dvorák');
    expect(winAnsi('李\u0007x')).toBe('? x');
  });
});

describe('file names', () => {
  it('keep letters and digits, nothing that makes a path', () => {
    expect(fileSegment('../../etc/passwd', 'x')).toBe('etc-passwd');
    expect(fileSegment('Müller & Söhne GmbH', 'x')).toBe('Müller-Söhne-GmbH');
    expect(fileSegment('  ', 'kunde')).toBe('kunde');
    expect(customerPdfName('IAA', 'Nordlicht GmbH', 'de')).toBe(
      'Kundenblatt-IAA-Nordlicht-GmbH.pdf',
    );
    expect(staffPdfName('IAA', 'Nord', { id: 7, firstname: 'Anna', lastname: 'Ärger' }, 'en')).toBe(
      'timesheet-IAA-Nord-Ärger-Anna-7.pdf',
    );
  });

  it('a ZIP entry is always one folder and one file, whatever the names', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.nat(), (customer, fair, id) => {
        const name = zipEntryName({ id, name: customer }, customerPdfName(fair, customer, 'de'));
        expect(name.split('/')).toHaveLength(2);
        expect(name).not.toContain('..');
        expect(name).not.toContain('\\');
        expect(fileSegment(customer, 'k')).toMatch(
          /^[\p{L}\p{N}_](?:[\p{L}\p{N}_-]*[\p{L}\p{N}_])?$/u,
        );
      }),
      { numRuns: 500 },
    );
  });
});
