import type { Locale } from '@domain/shared/locale';

/*
 * File names of the PDFs and of the ZIP's entries. Names come from fairs,
 * customers and people, so they are reduced to letters, digits, dot, dash
 * and underscore: no slash or backslash can make a path inside the archive,
 * no "..", nothing a file system refuses. The download's header is written
 * by attachmentDisposition (server/platform/http/send-download.ts).
 */

const MAX_SEGMENT = 60;

/** A name as one safe path segment; `fallback` when nothing usable is left. */
export function fileSegment(name: string, fallback: string): string {
  let out = '';
  let dash = false;
  for (const char of name.normalize('NFC')) {
    if (/^[\p{L}\p{N}_]$/u.test(char)) {
      out += char;
      dash = false;
    } else if (!dash && out !== '') {
      out += '-';
      dash = true;
    }
    if (out.length >= MAX_SEGMENT) break;
  }
  // Never two dashes in a row, so at most one trails.
  if (out.endsWith('-')) out = out.slice(0, -1);
  return out === '' ? fallback : out;
}

const WORDS = {
  de: { customer: 'Kundenblatt', staff: 'Stundenzettel', all: 'Stundenzettel' },
  en: { customer: 'customer-sheet', staff: 'timesheet', all: 'timesheets' },
} as const;

/** `Kundenblatt-<fair>-<customer>.pdf` */
export function customerPdfName(fair: string, customer: string, locale: Locale): string {
  return `${WORDS[locale].customer}-${fileSegment(fair, 'messe')}-${fileSegment(customer, 'kunde')}.pdf`;
}

/** `Stundenzettel-<fair>-<customer>-<Lastname-Firstname>-<id>.pdf` */
export function staffPdfName(
  fair: string,
  customer: string,
  person: { id: number; firstname: string; lastname: string },
  locale: Locale,
): string {
  const who = fileSegment(`${person.lastname} ${person.firstname}`, 'person');
  return `${WORDS[locale].staff}-${fileSegment(fair, 'messe')}-${fileSegment(customer, 'kunde')}-${who}-${String(person.id)}.pdf`;
}

/** `Stundenzettel-<fair>.zip` */
export function fairZipName(fair: string, locale: Locale): string {
  return `${WORDS[locale].all}-${fileSegment(fair, 'messe')}.zip`;
}

/** A path inside the ZIP: one folder per customer (with its id: two customers may share a name). */
export function zipEntryName(customer: { id: number; name: string }, file: string): string {
  return `${fileSegment(customer.name, 'kunde')}-${String(customer.id)}/${file}`;
}
