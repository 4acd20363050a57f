import { i18n, type Messages } from '@lingui/core';
import type { Locale } from '../../domain/locale';
import { setRequestLocale } from '../api/client';

// One chunk per catalog: only the active language is downloaded.
const catalogs = {
  de: () => import('../locales/de/messages.po'),
  en: () => import('../locales/en/messages.po'),
} satisfies Record<Locale, () => Promise<{ messages: Messages }>>;

/** Loads the catalog of a locale, activates it and sets `<html lang>`. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale !== locale) {
    const { messages } = await catalogs[locale]();
    i18n.loadAndActivate({ locale, messages });
  }
  document.documentElement.lang = locale;
  setRequestLocale(locale);
}
