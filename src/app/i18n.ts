import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '@domain/shared/locale';
import { setRequestLocale } from '@src/api/client';

/** The catalogs of lingui.config.ts: the shell's, and one per part of the app. */
export type CatalogName =
  | 'shell'
  | 'auth'
  | 'bewerbung'
  | 'bewerbung-step2'
  | 'datenschutz'
  | 'stammdaten'
  | 'dokumente'
  | 'messen'
  | 'meine-stunden'
  | 'stundenerfassung'
  | 'buero';

// One chunk per catalog and language: a page downloads only the texts it shows.
// Not the approval page's: it is built apart (ADR 0038), and its two loaders in the
// app's entry would weigh on /de/login (+0.2 KB, past the budget).
const files = import.meta.glob<{ messages: Messages }>([
  '../locales/*/*.po',
  '!../locales/*/freigabe.po',
]);

/** Every catalog this page has needed so far: a language switch loads them all. */
const needed = new Set<CatalogName>(['shell']);
const loaded = new Map<Locale, Set<CatalogName>>();
/** The language being switched to, while its catalogs load. */
let switchingTo: Locale | null = null;

async function loadInto(locale: Locale, names: readonly CatalogName[]): Promise<void> {
  const have = loaded.get(locale) ?? new Set<CatalogName>();
  loaded.set(locale, have);
  const missing = names.filter((name) => !have.has(name));
  const catalogs = await Promise.all(
    missing.map((name) => {
      const load = files[`../locales/${locale}/${name}.po`];
      if (!load) throw new Error(`no catalog ${locale}/${name}`);
      return load();
    }),
  );
  // i18n.load merges into the locale's messages; it does not replace them.
  catalogs.forEach(({ messages }, index) => {
    i18n.load(locale, messages);
    have.add(missing[index] as CatalogName);
  });
}

const complete = (locale: Locale) =>
  [...needed].every((name) => loaded.get(locale)?.has(name) ?? false);

/** Loads every needed catalog of a locale, activates it and sets `<html lang>`. */
export async function activateLocale(locale: Locale): Promise<void> {
  switchingTo = locale;
  try {
    // A route may ask for a catalog meanwhile (loadCatalogs): load until none is missing.
    while (!complete(locale)) await loadInto(locale, [...needed]);
  } finally {
    if (switchingTo === locale) switchingTo = null;
  }
  if (i18n.locale !== locale) i18n.activate(locale);
  document.documentElement.lang = locale;
  setRequestLocale(locale);
}

/**
 * The texts of a part of the app, before its first screen renders (see
 * withCatalogs): in the active language and in one being switched to.
 */
export async function loadCatalogs(...names: CatalogName[]): Promise<void> {
  for (const name of names) needed.add(name);
  const locales = new Set([i18n.locale as Locale, switchingTo].filter((l) => l !== null));
  await Promise.all([...locales].filter(Boolean).map((locale) => loadInto(locale, names)));
}
