import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { Area } from '@domain/shared/areas';
import { paths } from '@src/ui/paths';
import { useLocale } from '@src/ui/use-locale';
import { type AreaLink, useAreaLinks } from '../area-links';

/** What each area is for, on the home screen (here, not in ../area-links.ts: off the first load). */
const AREA_TEXTS: Record<Area, MessageDescriptor> = {
  stammdaten: msg`Adresse, Kontakt und Angaben für die Abrechnung aktuell halten.`,
  dokumente: msg`Formulare herunterladen und Nachweise hochladen (bis 5 MB).`,
  // What the page does today: the fairs the person would like to work at (not their bookings).
  messen: msg`Messen wählen, auf denen Sie gerne arbeiten möchten.`,
  'meine-stunden': msg`Ihre erfassten Zeiten je Messe und Tag, ob unterschrieben, und die Summen je Monat.`,
  stundenerfassung: msg`Zeiten Ihrer Messen erfassen und unterschreiben lassen, auch ohne Netz.`,
  buero: msg`Bewerbungen sichten und filtern.`,
};

/**
 * "Meine Einsätze" on home, next to "Meine Messen" (same area: a staff
 * record): the bookings, not the wishes. Not in the navigation, which lists
 * the areas.
 */
const BOOKINGS_LINK = {
  to: paths.einsaetze,
  label: msg`Meine Einsätze`,
  text: msg`Sehen, wo Sie eingeplant sind, und Einsätze zusagen oder absagen.`,
};

export type HomeLink = AreaLink & { key: string; text: string };

/** Home's cards: the area links with their texts, "Meine Einsätze" right after "Meine Messen". */
export function useHomeLinks(areas: readonly Area[]): HomeLink[] {
  const { i18n } = useLingui();
  const locale = useLocale();
  return useAreaLinks(areas).flatMap((link): HomeLink[] => {
    const card = { ...link, key: link.area, text: i18n._(AREA_TEXTS[link.area]) };
    return link.area === 'messen'
      ? [
          card,
          {
            area: link.area,
            key: 'einsaetze',
            to: BOOKINGS_LINK.to(locale),
            label: i18n._(BOOKINGS_LINK.label),
            text: i18n._(BOOKINGS_LINK.text),
          },
        ]
      : [card];
  });
}
