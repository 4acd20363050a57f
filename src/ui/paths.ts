import type { Locale } from '@domain/shared/locale';

/**
 * Every screen's address, built in one place. The router's path patterns
 * (`ROUTE_PATTERNS`) sit beside the builders, so a renamed route changes both
 * at once; tests/unit/paths.test.ts checks that each builder matches its pattern.
 * Lives in src/ui so features may import it (they may not import src/app).
 */

/** Route patterns relative to `/:locale`, as the router declares them. */
export const ROUTE_PATTERNS = {
  login: 'login',
  passwordReset: 'password/reset',
  passwordSet: 'password/set',
  bewerbung: 'bewerbung',
  bewerbungStep2: 'bewerbung/step2',
  datenschutz: 'datenschutz',
  stammdaten: 'stammdaten',
  dokumente: 'dokumente',
  messen: 'messen',
  messenPlaner: 'messen/planer',
  meineStunden: 'meine-stunden',
  einsaetze: 'einsaetze',
  benachrichtigungen: 'einsaetze/benachrichtigungen',
  stundenerfassung: 'stundenerfassung',
  buero: 'buero/bewerbungen',
} as const;

/** Child patterns of the time-tracking area, relative to `/:locale/stundenerfassung`. */
export const STUNDENERFASSUNG_PATTERNS = {
  customerSheet: 'timesheet/customer/:messe/:customer',
  staffSheet: 'timesheet/staff/:messe/:customer/:staff',
  dateView: ':messe/:customer',
  day: ':messe/:customer/date/:date',
  staffOverview: ':messe/:customer/staff/:staff',
  timeForm: ':messe/:customer/:staff/:date',
} as const;

const base = (locale: Locale, rest = '') => `/${locale}${rest ? `/${rest}` : ''}`;

/**
 * Builders of the paths the app links to (docs/product/screens.md). The reset, set-password and
 * step-2 links come from the server's mails: no builder here, they rode on every first load.
 */
export const paths = {
  home: (locale: Locale) => base(locale),
  login: (locale: Locale) => base(locale, ROUTE_PATTERNS.login),
  bewerbung: (locale: Locale) => base(locale, ROUTE_PATTERNS.bewerbung),
  /** The privacy statement (public; the consents link to it). */
  datenschutz: (locale: Locale) => base(locale, ROUTE_PATTERNS.datenschutz),
  stammdaten: (locale: Locale) => base(locale, ROUTE_PATTERNS.stammdaten),
  dokumente: (locale: Locale) => base(locale, ROUTE_PATTERNS.dokumente),
  messen: (locale: Locale) => base(locale, ROUTE_PATTERNS.messen),
  messenPlaner: (locale: Locale) => base(locale, ROUTE_PATTERNS.messenPlaner),
  /** The staff member's own recorded hours. */
  meineStunden: (locale: Locale) => base(locale, ROUTE_PATTERNS.meineStunden),
  /** "Meine Einsätze": the bookings (the fairs the office planned the person for). */
  einsaetze: (locale: Locale) => base(locale, ROUTE_PATTERNS.einsaetze),
  /** Which booking events reach the person by mail and push; push on this device. */
  benachrichtigungen: (locale: Locale) => base(locale, ROUTE_PATTERNS.benachrichtigungen),
  /** The office (Büro): its applicant list; the other screens' paths: src/features/buero/paths.ts. */
  buero: (locale: Locale) => base(locale, ROUTE_PATTERNS.buero),
  stundenerfassung: {
    /** Fairs and customers of the supervisor; the area's other screens: src/features/stundenerfassung/paths.ts. */
    list: (locale: Locale) => base(locale, ROUTE_PATTERNS.stundenerfassung),
  },
} as const;
