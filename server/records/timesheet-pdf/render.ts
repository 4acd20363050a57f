import PDFDocument from 'pdfkit';
import { AGENCY_TIME_ZONE } from '@domain/shared/agency-time';
import { formatDateRange, formatDateWithWeekday } from '@domain/shared/date-format';
import { formatDayList } from '@domain/shared/times/day-list-format';
import { formattingTag, type Locale } from '@domain/shared/locale';
import { formatClock, formatHoursMinutes } from '@domain/shared/times/time';
import { formatShiftEnd, workedMinutes } from '@domain/shared/times/shift-time';
import { drawSignature } from './draw-signature';
import { approvalBoxText, signatureLines } from './signature-lines';
import { TableText } from './table-text';
import type { PairSheetData, PdfSignature } from './sheet-data';
import type { SheetPrint } from './sheet-rows';
import { AGENCY_NAME, PDF_TEXTS, type PdfTexts } from './texts';
import { winAnsi } from './win-ansi';

/*
 * Lays out a timesheet PDF (docs/product/timesheet-pdf.md) with pdfkit
 * (ADR 0028): A4, the standard fonts (selectable text), the day table with
 * its header repeated on every page, the signatures as vector paths, page
 * numbers. The document streams out as it is written; only the pages wait for
 * their "page n of m" footer (bufferPages), not the output bytes of the
 * content streams.
 */

const MARGIN = 40;
const FOOTER = 28;
const ROW = 14;
const FONT_SIZE = 9;
const SIGNATURE_BOX = { width: 170, height: 72 };
const SIGNATURE_BLOCK = 100;

type Column = { key: 'name' | 'day' | 'start' | 'end' | 'break' | 'hours'; width: number };

const CUSTOMER_COLUMNS: Column[] = [
  { key: 'name', width: 170 },
  { key: 'day', width: 115 },
  { key: 'start', width: 55 },
  { key: 'end', width: 55 },
  { key: 'break', width: 55 },
  { key: 'hours', width: 65 },
];
const STAFF_COLUMNS: Column[] = CUSTOMER_COLUMNS.filter((column) => column.key !== 'name').map(
  (column) => ({ ...column, width: column.key === 'day' ? 195 : 80 }),
);
const RIGHT = new Set<Column['key']>(['break', 'hours']);

const instantFormats = new Map<Locale, Intl.DateTimeFormat>();

/** An instant as the agency's clock shows it: "24.11.2026, 21:33" / "24/11/2026, 21:33". */
function instantText(at: Date, locale: Locale): string {
  let format = instantFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(formattingTag(locale), {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: AGENCY_TIME_ZONE,
    });
    instantFormats.set(locale, format);
  }
  return format.format(at);
}

class SheetWriter {
  private y = MARGIN;
  /** Where the rows of the current page's table start (a name is repeated there). */
  private tableTop = -1;
  private readonly bottom: number;
  private readonly columns: Column[];
  private readonly tx: PdfTexts;
  private readonly cellText: TableText;
  /** Formatted days by ISO day: a sheet repeats the fair's few days thousands of times. */
  private readonly dayTexts = new Map<string, string>();

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly data: PairSheetData,
    private readonly print: SheetPrint,
    private readonly locale: Locale,
  ) {
    this.bottom = doc.page.height - MARGIN - FOOTER;
    this.columns = print.kind === 'customer' ? CUSTOMER_COLUMNS : STAFF_COLUMNS;
    this.tx = PDF_TEXTS[locale];
    this.cellText = new TableText(doc, FONT_SIZE);
  }

  private dayText(day: string): string {
    let text = this.dayTexts.get(day);
    if (text === undefined) {
      text = formatDateWithWeekday(day, this.locale);
      this.dayTexts.set(day, text);
    }
    return text;
  }

  private text(value: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}) {
    this.doc.text(winAnsi(value), x, y, { lineBreak: false, ...options });
  }

  private title(): string {
    return this.print.kind === 'customer' ? this.tx.customerTitle : this.tx.staffTitle;
  }

  /** The document head on page one: agency, title and what the sheet is about. */
  head() {
    const { doc, tx, data } = this;
    const width = doc.page.width - 2 * MARGIN;
    doc.font('Helvetica-Bold').fontSize(11);
    this.text(AGENCY_NAME, MARGIN, this.y);
    doc.fontSize(16);
    doc.text(winAnsi(this.title()), MARGIN, this.y + 18, { width });
    this.y = doc.y + 8;
    const fields: [string, string][] = [
      [tx.fair, `${data.pair.messe.name}, ${data.pair.messe.city}`],
      [tx.customer, data.pair.customer.name],
      [
        tx.period,
        formatDateRange(data.pair.messe.date_start, data.pair.messe.date_end, this.locale),
      ],
    ];
    const person = this.print.people[0]?.person;
    if (this.print.kind === 'staff' && person) fields.push([tx.person, person.name]);
    for (const [label, value] of fields) {
      doc.font('Helvetica-Bold').fontSize(FONT_SIZE + 1);
      this.text(`${label}:`, MARGIN, this.y);
      doc.font('Helvetica');
      doc.text(winAnsi(value), MARGIN + 95, this.y, { width: width - 95 });
      this.y = doc.y + 3;
    }
    this.y += 8;
  }

  /** A new page with the running head; the table header again when the table goes on. */
  private newPage(tableHeader: boolean) {
    this.doc.addPage();
    this.y = MARGIN;
    this.doc.font('Helvetica').fontSize(8).fillColor('#444444');
    const { messe, customer } = this.data.pair;
    this.text(
      `${AGENCY_NAME} – ${this.title()} – ${messe.name} / ${customer.name}`,
      MARGIN,
      this.y,
      { width: this.doc.page.width - 2 * MARGIN, ellipsis: true, height: 10 },
    );
    this.doc.fillColor('#000000');
    this.y += 16;
    if (tableHeader) this.tableHeader();
  }

  private ensure(height: number, tableHeader: boolean) {
    if (this.y + height > this.bottom) this.newPage(tableHeader);
  }

  tableHeader() {
    const { doc } = this;
    doc.font('Helvetica-Bold').fontSize(FONT_SIZE);
    this.cells({
      name: this.tx.name,
      day: this.tx.day,
      start: this.tx.start,
      end: this.tx.end,
      break: this.tx.break,
      hours: this.tx.hours,
    });
    this.y += ROW;
    this.tableTop = this.y;
    doc
      .moveTo(MARGIN, this.y - 3)
      .lineTo(doc.page.width - MARGIN, this.y - 3)
      .lineWidth(0.7)
      .stroke();
    doc.font('Helvetica');
  }

  private cells(values: Partial<Record<Column['key'], string>>) {
    let x = MARGIN;
    for (const column of this.columns) {
      const value = values[column.key];
      // Data rows pass no name: it is written wrapped by name().
      if (value !== undefined) {
        if (RIGHT.has(column.key)) this.cellText.cell(value, x + column.width - 6, this.y, 'right');
        else this.cellText.cell(value, x, this.y);
      }
      x += column.width;
    }
  }

  /** The name cell, wrapped in its column; its height. */
  private nameHeight(name: string): number {
    const width = (CUSTOMER_COLUMNS[0]?.width ?? 170) - 8;
    return Math.max(ROW, this.doc.heightOfString(winAnsi(name), { width }) + 3);
  }

  private name(name: string, bold = false) {
    const width = (CUSTOMER_COLUMNS[0]?.width ?? 170) - 8;
    this.doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    this.doc.text(winAnsi(name), MARGIN, this.y, { width });
    this.doc.font('Helvetica');
  }

  table() {
    const { doc, tx, print } = this;
    doc.font('Helvetica').fontSize(FONT_SIZE);
    this.ensure(ROW * 3, false);
    this.tableHeader();
    if (print.totalDays === 0) {
      this.text(tx.noTimes, MARGIN, this.y);
      this.y += ROW;
    }
    const customer = print.kind === 'customer';
    for (const { person, days, minutes } of print.people) {
      // The name runs down beside the person's first days; the next person starts below it.
      let nameBottom = this.y;
      for (const [index, row] of days.entries()) {
        const height = customer && index === 0 ? this.nameHeight(person.name) : ROW;
        if (this.y + height > this.bottom) this.newPage(true);
        // Again at the top of a page, so every page says whose days these are.
        if (customer && (index === 0 || this.y === this.tableTop)) {
          this.name(person.name);
          nameBottom = this.y + this.nameHeight(person.name);
        }
        this.cells({
          day: print.signedDays.has(row.day) ? this.dayText(row.day) : `${this.dayText(row.day)} *`,
          start: formatClock(row.time_start ?? 0),
          end: formatShiftEnd(row.time_end ?? 0),
          break: tx.minutes(row.time_break),
          hours: formatHoursMinutes(workedMinutes(row)),
        });
        this.y += ROW;
      }
      if (customer && days.length > 0) {
        this.ensure(ROW + 4, true);
        doc.font('Helvetica-Bold');
        this.cells({
          day: `${tx.subtotal}: ${tx.days(days.length)}`,
          hours: formatHoursMinutes(minutes),
        });
        doc.font('Helvetica');
        this.y = Math.max(this.y + ROW, nameBottom) + 4;
      }
    }
    this.ensure(ROW + 6, true);
    doc
      .moveTo(MARGIN, this.y)
      .lineTo(doc.page.width - MARGIN, this.y)
      .lineWidth(0.7)
      .stroke();
    this.y += 4;
    doc.font('Helvetica-Bold');
    const total = customer
      ? `${tx.total}: ${tx.people(print.people.length)}, ${tx.days(print.totalDays)}`
      : `${tx.total}: ${tx.days(print.totalDays)}`;
    this.cells({ day: total, hours: formatHoursMinutes(print.totalMinutes) });
    doc.font('Helvetica');
    this.y += ROW + 4;
    if (print.people.some(({ days }) => days.some((row) => !print.signedDays.has(row.day)))) {
      doc.fontSize(8);
      this.ensure(ROW, false);
      this.text(`* ${tx.unsignedDay}`, MARGIN, this.y);
      doc.fontSize(FONT_SIZE);
      this.y += ROW;
    }
    this.y += 8;
  }

  signatures() {
    const { doc, tx, print } = this;
    const width = doc.page.width - 2 * MARGIN;
    // The heading and its note stay with the first signature.
    this.ensure(print.signatures.length === 0 ? 40 : 50 + SIGNATURE_BLOCK, false);
    doc.font('Helvetica-Bold').fontSize(12);
    this.text(tx.signatures, MARGIN, this.y);
    this.y += 18;
    doc.font('Helvetica').fontSize(8);
    if (print.signatures.length === 0) {
      this.text(tx.noSignatures, MARGIN, this.y);
      this.y += ROW;
      return;
    }
    doc.text(winAnsi(tx.verify), MARGIN, this.y, { width });
    this.y = doc.y + 8;
    for (const signature of print.signatures) this.signature(signature);
  }

  private signature(signature: PdfSignature) {
    const { doc, tx } = this;
    this.ensure(SIGNATURE_BLOCK, false);
    const top = this.y;
    const box = { x: MARGIN, y: top, ...SIGNATURE_BOX };
    doc.rect(box.x, box.y, box.width, box.height).lineWidth(0.5).strokeColor('#999999').stroke();
    doc.strokeColor('#000000');
    // A link or tacit approval has no drawing (svg ''): its kind is written in the box.
    const boxText = approvalBoxText(signature, tx);
    if (boxText !== null) {
      doc.font('Helvetica-Oblique').fontSize(9);
      this.text(boxText, box.x + 6, box.y + box.height / 2 - 4);
      doc.font('Helvetica');
    } else if (!drawSignature(doc, signature.svg, box)) {
      doc.font('Helvetica').fontSize(8);
      this.text(tx.noDrawing, box.x + 6, box.y + box.height / 2 - 4);
    }
    const x = MARGIN + SIGNATURE_BOX.width + 12;
    const width = doc.page.width - MARGIN - x;
    doc.font('Helvetica-Bold').fontSize(FONT_SIZE);
    const kind = signature.kind === 'customer' ? tx.customerSignature : tx.staffSignature;
    doc.text(winAnsi(kind), x, top, { width });
    doc.font('Helvetica');
    const lines = signatureLines(
      signature,
      tx,
      (at) => instantText(at, this.locale),
      formatDayList(signature.days, this.locale),
    );
    for (const line of lines) doc.text(winAnsi(line), x, doc.y, { width });
    if (signature.supersededAt !== null) {
      doc.font('Helvetica-Bold').fillColor('#a00000');
      doc.text(winAnsi(tx.superseded(instantText(signature.supersededAt, this.locale))), x, doc.y, {
        width,
      });
      doc.font('Helvetica').fillColor('#000000');
    }
    doc.fontSize(7);
    doc.text(winAnsi(`${tx.hash}:`), x, doc.y + 2, { width });
    doc.font('Courier').fontSize(7.5);
    doc.text(signature.contentSha256, x, doc.y, { width });
    doc.font('Helvetica').fontSize(FONT_SIZE);
    this.y = Math.max(top + SIGNATURE_BOX.height, doc.y) + 14;
  }

  /** "Page n of m" and the creation time on every page. */
  footers(createdAt: Date) {
    const { doc, tx } = this;
    const range = doc.bufferedPageRange();
    for (let index = range.start; index < range.start + range.count; index++) {
      doc.switchToPage(index);
      const bottomMargin = doc.page.margins.bottom;
      // Written below the content area: without this, pdfkit would start a new page.
      doc.page.margins.bottom = 0;
      const y = doc.page.height - MARGIN - 10;
      doc.font('Helvetica').fontSize(8).fillColor('#444444');
      this.text(tx.created(instantText(createdAt, this.locale)), MARGIN, y);
      const page = tx.page(index - range.start + 1, range.count);
      this.text(page, doc.page.width - MARGIN - doc.widthOfString(page), y);
      doc.fillColor('#000000');
      doc.page.margins.bottom = bottomMargin;
    }
  }
}

/** The PDF of a sheet as a stream (pdfkit's document is a Readable); ends when complete. */
export function renderSheetPdf(
  data: PairSheetData,
  print: SheetPrint,
  locale: Locale,
  createdAt = new Date(),
): PDFKit.PDFDocument {
  const tx = PDF_TEXTS[locale];
  const person = print.kind === 'staff' ? print.people[0]?.person.name : undefined;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: locale,
    displayTitle: true,
    info: {
      Title: winAnsi(
        [
          print.kind === 'customer' ? tx.customerTitle : tx.staffTitle,
          data.pair.messe.name,
          data.pair.customer.name,
          person,
        ]
          .filter(Boolean)
          .join(' – '),
      ),
      Author: AGENCY_NAME,
      Creator: AGENCY_NAME,
      CreationDate: createdAt,
    },
  });
  const writer = new SheetWriter(doc, data, print, locale);
  writer.head();
  writer.table();
  writer.signatures();
  writer.footers(createdAt);
  doc.end();
  return doc;
}
