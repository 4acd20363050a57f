import type { Locale } from '@domain/shared/locale';

/**
 * The agency named on every sheet: the portal's name, as the header, the mails
 * and the offline page write it (there is no setting for it yet).
 */
export const AGENCY_NAME = 'Messe-Personal';

/** Where the hash's canonical form is documented (docs/product/signatures.md). */
const VERIFY_DOC = 'docs/product/signatures.md';

/** The fixed texts of a timesheet PDF, German first. */
export const PDF_TEXTS = {
  de: {
    customerTitle: 'Stundenzettel Kunde',
    staffTitle: 'Stundenzettel',
    fair: 'Messe',
    customer: 'Kunde',
    period: 'Zeitraum',
    person: 'Mitarbeiter/in',
    name: 'Name',
    day: 'Tag',
    start: 'Beginn',
    end: 'Ende',
    break: 'Pause',
    hours: 'Stunden',
    subtotal: 'Summe',
    total: 'Gesamt',
    days: (n: number) => (n === 1 ? '1 Tag' : `${String(n)} Tage`),
    people: (n: number) => (n === 1 ? '1 Person' : `${String(n)} Personen`),
    noTimes: 'Keine Arbeitszeiten erfasst.',
    unsignedDay:
      'Tag noch nicht unterschrieben: keine gültige Unterschrift dieses Zettels deckt ihn.',
    signatures: 'Unterschriften',
    noSignatures: 'Noch nicht unterschrieben.',
    customerSignature: 'Unterschrift Kunde',
    staffSignature: 'Unterschrift Mitarbeiter/in',
    signedBy: (name: string, at: string) => `Unterschrieben von ${name} am ${at}`,
    collectedBy: (name: string) => `Eingeholt von ${name}`,
    collectedByUnknown: 'Eingeholt von: (Konto gelöscht)',
    covers: (days: string) => `Gilt für ${days}`,
    superseded: (at: string) => `ersetzt am ${at} (entsperrt, neue Unterschrift nötig)`,
    noDrawing: '(keine Zeichnung lesbar)',
    linkBox: 'per Link bestätigt',
    tacitBox: 'stillschweigend bestätigt',
    linkApproved: (name: string, email: string, at: string, ip: string) =>
      `per Link bestätigt von ${name} (${email}) am ${at}, Adresse ${ip}`,
    tacitApproved: (deadline: string) =>
      `stillschweigend bestätigt, Frist abgelaufen am ${deadline}`,
    hash: 'SHA-256 des unterschriebenen Inhalts',
    verify: `Prüfen: die kanonische Form der unterschriebenen Zeilen (${VERIFY_DOC}) aus dem Export neu bilden, ihren SHA-256 berechnen und mit diesem Wert vergleichen.`,
    page: (n: number, of: number) => `Seite ${String(n)} von ${String(of)}`,
    created: (at: string) => `Erstellt am ${at}`,
    minutes: (n: number) => `${String(n)} min`,
  },
  en: {
    customerTitle: 'Customer timesheet',
    staffTitle: 'Timesheet',
    fair: 'Fair',
    customer: 'Customer',
    period: 'Period',
    person: 'Staff member',
    name: 'Name',
    day: 'Day',
    start: 'Start',
    end: 'End',
    break: 'Break',
    hours: 'Hours',
    subtotal: 'Subtotal',
    total: 'Total',
    days: (n: number) => (n === 1 ? '1 day' : `${String(n)} days`),
    people: (n: number) => (n === 1 ? '1 person' : `${String(n)} people`),
    noTimes: 'No working times recorded.',
    unsignedDay: 'Day not signed yet: no valid signature of this sheet covers it.',
    signatures: 'Signatures',
    noSignatures: 'Not signed yet.',
    customerSignature: 'Customer signature',
    staffSignature: 'Staff signature',
    signedBy: (name: string, at: string) => `Signed by ${name} on ${at}`,
    collectedBy: (name: string) => `Collected by ${name}`,
    collectedByUnknown: 'Collected by: (account deleted)',
    covers: (days: string) => `Covers ${days}`,
    superseded: (at: string) => `superseded on ${at} (unlocked, a new signature is needed)`,
    noDrawing: '(no readable drawing)',
    linkBox: 'approved by link',
    tacitBox: 'tacitly approved',
    linkApproved: (name: string, email: string, at: string, ip: string) =>
      `approved by link by ${name} (${email}) on ${at}, address ${ip}`,
    tacitApproved: (deadline: string) => `tacitly approved, deadline passed on ${deadline}`,
    hash: 'SHA-256 of the signed content',
    verify: `To verify: rebuild the canonical form of the signed rows (${VERIFY_DOC}) from the export, compute its SHA-256 and compare it with this value.`,
    page: (n: number, of: number) => `Page ${String(n)} of ${String(of)}`,
    created: (at: string) => `Created on ${at}`,
    minutes: (n: number) => `${String(n)} min`,
  },
} satisfies Record<Locale, unknown>;

export type PdfTexts = (typeof PDF_TEXTS)[Locale];
