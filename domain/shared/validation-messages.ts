import type { Locale } from './locale';

/**
 * Field messages by code. Schemas in domain/ use these codes as their messages;
 * the server answers the text in the request's locale and the browser shows the
 * text in the active one, so both sides say the same thing.
 */
const MESSAGES = {
  required: { de: 'Dieses Feld ist erforderlich.', en: 'This field is required.' },
  email: {
    de: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    en: 'Please enter a valid email address.',
  },
  password_min: {
    de: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
    en: 'The password must be at least 8 characters long.',
  },
  password_max: {
    de: 'Das Passwort darf höchstens 128 Zeichen lang sein.',
    en: 'The password may be at most 128 characters long.',
  },
  password_confirmation: {
    de: 'Die Passwörter stimmen nicht überein.',
    en: 'The passwords do not match.',
  },
  too_long: { de: 'Die Eingabe ist zu lang.', en: 'The input is too long.' },
  invalid: { de: 'Ungültiger Wert.', en: 'Invalid value.' },
  control_character: {
    de: 'Die Eingabe enthält unzulässige Zeichen (z. B. Zeilenumbrüche oder unsichtbare Steuerzeichen).',
    en: 'The input contains characters that are not allowed (e.g. line breaks or invisible control characters).',
  },
  invisible_text: {
    de: 'Die Eingabe besteht nur aus unsichtbaren Zeichen.',
    en: 'The input consists only of invisible characters.',
  },
  invalid_format: { de: 'Ungültiges Format', en: 'Invalid format' },
  size: { de: 'Bitte wählen Sie eine Größe', en: 'Please choose a size' },
  iban: { de: 'Ungültiges IBAN Format', en: 'Invalid IBAN format' },
  bic: { de: 'Ungültiges BIC Format', en: 'Invalid BIC format' },
  bic_iban_mismatch: { de: 'BIC passt nicht zur IBAN', en: 'BIC does not match the IBAN' },
  file_type: {
    de: 'Bitte laden Sie eine JPEG-, PNG- oder PDF-Datei hoch.',
    en: 'Please upload a JPEG, PNG or PDF file.',
  },
  file_too_large: {
    de: 'Die Datei darf höchstens 5 MB groß sein.',
    en: 'The file may be at most 5 MB.',
  },
  file_name: { de: 'Ungültiger Dateiname.', en: 'Invalid file name.' },
  messe_unavailable: {
    de: 'Diese Messe kann nicht gewählt werden.',
    en: 'This fair cannot be chosen.',
  },
  birthdate_invalid: {
    de: 'Bitte geben Sie ein gültiges Datum ein: Tag, Monat und Jahr mit vier Ziffern.',
    en: 'Please enter a real date: day, month and a four-digit year.',
  },
  birthdate_range: {
    de: 'Sie müssen mindestens 18 Jahre alt sein (höchstens 100 Jahre zurück).',
    en: 'You must be at least 18 years old (at most 100 years back).',
  },
  phone: {
    de: 'Bitte geben Sie eine gültige Mobilnummer ein (nur Ziffern, Leerzeichen, +, /, - und Klammern).',
    en: 'Please enter a valid mobile number (digits, spaces, +, /, - and brackets only).',
  },
  privacy: {
    de: 'Bitte stimmen Sie der Datenschutzerklärung zu.',
    en: 'Please accept the privacy policy.',
  },
  image_type: {
    de: 'Bitte laden Sie ein Foto als JPEG oder PNG hoch.',
    en: 'Please upload a photo as JPEG or PNG.',
  },
  locations_min: {
    de: 'Bitte wählen Sie mindestens einen Standort.',
    en: 'Please choose at least one location.',
  },
  foreign_experience: {
    de: 'Bitte füllen Sie Zeitpunkt, Ort und Dauer des Auslandsaufenthalts aus.',
    en: 'Please fill in when, where and how long you stayed abroad.',
  },
  confirm_name: {
    de: 'Der eingegebene Name stimmt nicht mit dem Namen der Person überein.',
    en: "The name entered does not match the person's name.",
  },
  email_taken: {
    de: 'Diese E-Mail-Adresse hat bereits ein Konto.',
    en: 'This email address already has an account.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type ValidationCode = keyof typeof MESSAGES;

/** The texts of one message code. */
export type MessageTexts = Readonly<Record<Locale, string>>;

/**
 * Finds a code's texts, or undefined for a code it does not know. An area with
 * messages only its own screens show keeps them in its own catalog (e.g.
 * domain/stundenerfassung/messages.ts), so they stay out of every page's first
 * load; its catalog falls back to this one.
 */
export type MessageCatalog = (code: string) => MessageTexts | undefined;

/** True when a string is one of the common message codes. */
export function isValidationCode(code: string): code is ValidationCode {
  return Object.hasOwn(MESSAGES, code);
}

/** The common messages (every form's codes). */
export const commonMessages: MessageCatalog = (code) =>
  isValidationCode(code) ? MESSAGES[code] : undefined;

/** The text of a message code in a locale; unknown codes are returned as they are. */
export function validationMessage(
  code: string,
  locale: Locale,
  catalog: MessageCatalog = commonMessages,
): string {
  return catalog(code)?.[locale] ?? code;
}
