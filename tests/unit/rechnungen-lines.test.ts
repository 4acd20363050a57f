import { describe, expect, it } from 'vitest';
import { cancellationOf, createInvoice, servicePeriodOf } from '@domain/rechnungen/invoice';
import { addDays, isSunday } from '@domain/shared/times/calendar-days';
import { buildInvoiceLines } from '@domain/rechnungen/lines';
import { buyerReference, sellerProblems } from '@domain/rechnungen/parties';
import { entryMinutes, nightSpanMinutes } from '@domain/rechnungen/rates';
import { DEMO_SELLER } from '@server/areas/rechnungen/formats/seller';
import {
  BUYER,
  CANCELLATION,
  FAIR_PAIR,
  PER_DAY,
  PER_PERSON,
  PUBLIC_BUYER,
  PUBLIC_SECTOR,
} from './rechnungen-fixtures';

/* How worked time becomes invoice lines (docs/product/invoices.md). */

const entry = (day: string, start: number, end: number, pause = 0) => ({
  day,
  personId: 1,
  personName: 'Anna Schmidt',
  time_start: start,
  time_end: end,
  time_break: pause,
});

describe('entryMinutes', () => {
  it('bills a Bavarian holiday with the holiday surcharge instead of a Sunday one', () => {
    // 2026-06-04 is Fronleichnam in Bavaria, a working day in Berlin.
    expect(entryMinutes(entry('2026-06-04', 540, 1020, 30), 'BY')).toMatchObject({
      worked: 450,
      holiday: 450,
      sunday: 0,
    });
    expect(entryMinutes(entry('2026-06-04', 540, 1020, 30), 'BE').holiday).toBe(0);
    // Easter Sunday 2026 (5 April) is a holiday in Brandenburg: holiday, not Sunday.
    expect(entryMinutes(entry('2026-04-05', 540, 600), 'BB')).toMatchObject({
      holiday: 60,
      sunday: 0,
    });
    expect(entryMinutes(entry('2026-06-07', 540, 600), 'BY')).toMatchObject({
      holiday: 0,
      sunday: 60,
    });
    expect(entryMinutes(entry('2026-06-07', 540, 600), null).sunday).toBe(60);
  });

  it('counts night minutes in the window, spreading the break over the entry', () => {
    expect(nightSpanMinutes(0, 1440)).toBe(7 * 60);
    expect(nightSpanMinutes(16 * 60, 24 * 60)).toBe(60);
    expect(nightSpanMinutes(8 * 60, 20 * 60, { from: 20 * 60, to: 24 * 60 })).toBe(0);
    expect(nightSpanMinutes(8 * 60, 20 * 60, { from: 0, to: 0 })).toBe(0);
    // 16:00-24:00 with 30 min break: 60 night minutes × 450/480 = 56.25 → 56.
    expect(entryMinutes(entry('2026-06-03', 960, 1440, 30), 'BY').night).toBe(56);
    expect(entryMinutes(entry('2026-06-03', 0, 360), 'BY').night).toBe(360);
  });

  it('bills nothing for a cleared day', () => {
    const cleared = { ...entry('2026-06-03', 0, 0), time_start: null, time_end: null };
    expect(entryMinutes(cleared, 'BY')).toEqual({ worked: 0, sunday: 0, holiday: 0, night: 0 });
  });

  it('knows Sundays without a time zone', () => {
    expect(isSunday('2026-06-07')).toBe(true);
    expect(isSunday('2026-06-08')).toBe(false);
  });
});

describe('buildInvoiceLines', () => {
  it('per person: a base line, then each surcharge with its own unit price', () => {
    const lines = PER_PERSON.lines;
    expect(
      lines.map(
        (line) => `${line.kind}:${line.subject.type === 'person' ? line.subject.name : ''}`,
      ),
    ).toEqual([
      'work:Anna Schmidt',
      'sunday:Anna Schmidt',
      'holiday:Anna Schmidt',
      'work:Jörg Müller-Lüdenscheidt',
      'sunday:Jörg Müller-Lüdenscheidt',
      'holiday:Jörg Müller-Lüdenscheidt',
      'work:Zoë Łukasiewicz',
      'sunday:Zoë Łukasiewicz',
      'holiday:Zoë Łukasiewicz',
      'night:Zoë Łukasiewicz',
    ]);
    const [work, sunday, holiday] = lines;
    expect(work).toMatchObject({
      minutes: 2325,
      quantity: 387_500,
      unitPrice: 285_000,
      netCents: 110_438,
    });
    expect(sunday).toMatchObject({ surchargePercent: 50, unitPrice: 142_500, quantity: 77_500 });
    expect(holiday).toMatchObject({ surchargePercent: 100, unitPrice: 285_000 });
    expect(work?.period).toEqual({ from: '2026-06-03', to: '2026-06-07' });
  });

  it('takes a person’s own rate for them and their surcharges', () => {
    const zoe = PER_PERSON.lines.filter(
      (line) => line.subject.type === 'person' && line.subject.personId === 3,
    );
    expect(zoe.map((line) => line.hourlyRateCents)).toEqual([3_275, 3_275, 3_275, 3_275]);
    expect(zoe.find((line) => line.kind === 'night')?.unitPrice).toBe(81_875);
  });

  it('per day: one line per day and rate, counting the people', () => {
    const work = PER_DAY.lines.filter((line) => line.kind === 'work');
    expect(work.map((line) => line.subject)).toEqual(
      ['2026-06-03', '2026-06-04', '2026-06-05', '2026-06-06', '2026-06-07'].flatMap((day) => [
        { type: 'day', day, people: 2 },
        { type: 'day', day, people: 1 },
      ]),
    );
    expect(work.map((line) => line.hourlyRateCents).slice(0, 2)).toEqual([2_850, 3_275]);
    expect(work[0]?.period).toEqual({ from: '2026-06-03', to: '2026-06-03' });
  });

  it('bills the same minutes of each kind in either arrangement', () => {
    const sum = (kind: string, lines: typeof PER_DAY.lines) =>
      lines.filter((line) => line.kind === kind).reduce((total, line) => total + line.minutes, 0);
    for (const kind of ['work', 'sunday', 'holiday', 'night']) {
      expect(sum(kind, PER_DAY.lines)).toBe(sum(kind, PER_PERSON.lines));
    }
  });

  it('leaves out surcharges of 0 % and days without minutes', () => {
    const lines = buildInvoiceLines(
      [
        {
          ...FAIR_PAIR,
          rate: { ...FAIR_PAIR.rate, surchargePercent: { sunday: 0, holiday: 0, night: 0 } },
        },
      ],
      'person',
    );
    expect(lines.every((line) => line.kind === 'work')).toBe(true);
    expect(buildInvoiceLines([{ ...FAIR_PAIR, entries: [] }], 'day')).toEqual([]);
  });
});

describe('invoice', () => {
  it('has its period, due date and buyer reference', () => {
    expect(PER_PERSON.servicePeriod).toEqual({ from: '2026-06-03', to: '2026-06-07' });
    expect(PER_PERSON.dueDate).toBe('2026-06-29');
    expect(PUBLIC_SECTOR.dueDate).toBe('2026-07-15');
    expect(PER_PERSON.buyerReference).toBe('K-1001');
    expect(PUBLIC_SECTOR.buyerReference).toBe('09162000-RAW01-71');
    expect(buyerReference({ ...PUBLIC_BUYER, leitwegId: '  ' })).toBe('K-2002');
    expect(addDays('2026-12-20', 14)).toBe('2027-01-03');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('adds up: lines, VAT per rate, gross', () => {
    expect(PER_PERSON.totals).toEqual({
      lineTotalCents: 442_001,
      taxBasisTotalCents: 442_001,
      taxTotalCents: 83_980,
      grandTotalCents: 525_981,
      duePayableCents: 525_981,
      vat: [{ category: 'S', ratePercent: 19, basisCents: 442_001, taxCents: 83_980 }],
    });
  });

  it('is cancelled by its exact negative, referring to it', () => {
    expect(CANCELLATION.kind).toBe('cancellation');
    expect(CANCELLATION.cancels).toEqual({ number: '2026-00041', issueDate: '2026-06-15' });
    expect(CANCELLATION.totals.grandTotalCents).toBe(-525_981);
    expect(CANCELLATION.totals.vat[0]?.taxCents).toBe(-83_980);
    expect(CANCELLATION.lines.map((line) => line.netCents)).toEqual(
      PER_PERSON.lines.map((line) => -line.netCents),
    );
    expect(CANCELLATION.lines.map((line) => line.unitPrice)).toEqual(
      PER_PERSON.lines.map((line) => line.unitPrice),
    );
    expect(() =>
      cancellationOf(CANCELLATION, { number: '2026-00046', issueDate: '2026-06-21' }),
    ).toThrow(RangeError);
  });

  it('refuses a broken number, no lines, or negative lines', () => {
    const input = {
      issueDate: '2026-06-15',
      language: 'de' as const,
      seller: DEMO_SELLER,
      buyer: BUYER,
      subject: 'x',
      lines: PER_PERSON.lines,
    };
    expect(() => createInvoice({ ...input, number: '2026-42' })).toThrow(RangeError);
    expect(() => createInvoice({ ...input, number: '2026-00001', lines: [] })).toThrow(RangeError);
    expect(() =>
      createInvoice({ ...input, number: '2026-00001', lines: CANCELLATION.lines }),
    ).toThrow(RangeError);
    expect(() => servicePeriodOf([])).toThrow(RangeError);
  });
});

describe('sellerProblems', () => {
  it('accepts the demo seller and names what a seller lacks', () => {
    expect(sellerProblems(DEMO_SELLER)).toEqual([]);
    expect(sellerProblems({ ...DEMO_SELLER, vatId: undefined })).toEqual([]);
    expect(
      sellerProblems({
        ...DEMO_SELLER,
        vatId: undefined,
        taxNumber: undefined,
        bank: { iban: 'DE00370400440532013000', bic: 'COBA' },
        contact: { ...DEMO_SELLER.contact, phone: '' },
      }),
    ).toEqual([
      'vat_id_or_tax_number_missing',
      'iban_invalid',
      'bic_invalid',
      'contact_incomplete',
    ]);
  });
});
