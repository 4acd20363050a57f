import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { Area } from '@domain/shared/areas';
import type { Locale } from '@domain/shared/locale';
import { paths } from '@src/ui/paths';
import { useLocale } from '@src/ui/use-locale';

type AreaLinkSource = {
  to: (locale: Locale) => string;
  label: MessageDescriptor;
  /** What the area is for, on the home screen. */
  text: MessageDescriptor;
};

/** Every area's link: the one list the navigation, the phone menu and home are made of. */
const AREA_LINKS: Record<Area, AreaLinkSource> = {
  stammdaten: {
    to: paths.stammdaten,
    label: msg`Stammdaten`,
    text: msg`Adresse, Kontakt und Angaben für die Abrechnung aktuell halten.`,
  },
  dokumente: {
    to: paths.dokumente,
    label: msg`Dokumente`,
    text: msg`Formulare herunterladen und Nachweise hochladen (bis 5 MB).`,
  },
  messen: {
    to: paths.messen,
    label: msg`Meine Messen`,
    // What the page does today: the fairs the person would like to work at (not their bookings).
    text: msg`Messen wählen, auf denen Sie gerne arbeiten möchten.`,
  },
  'meine-stunden': {
    to: paths.meineStunden,
    label: msg`Meine Stunden`,
    text: msg`Ihre erfassten Zeiten je Messe und Tag, ob unterschrieben, und die Summen je Monat.`,
  },
  stundenerfassung: {
    to: paths.stundenerfassung.list,
    label: msg`Stundenerfassung`,
    text: msg`Zeiten Ihrer Messen erfassen und unterschreiben lassen, auch ohne Netz.`,
  },
  buero: {
    to: paths.buero,
    label: msg`Büro`,
    text: msg`Bewerbungen sichten und filtern.`,
  },
};

export type AreaLink = { area: Area; to: string; label: string; text: string };

/**
 * "Meine Einsätze" on home, next to "Meine Messen" (same area: a staff
 * record): the bookings, not the wishes. Not in the navigation, which lists
 * the areas.
 */
const BOOKINGS_LINK: AreaLinkSource = {
  to: paths.einsaetze,
  label: msg`Meine Einsätze`,
  text: msg`Sehen, wo Sie eingeplant sind, und Einsätze zusagen oder absagen.`,
};

type HomeLink = AreaLink & { key: string };

/** Home's cards: the area links, with "Meine Einsätze" right after "Meine Messen". */
export function useHomeLinks(areas: readonly Area[]): HomeLink[] {
  const { i18n } = useLingui();
  const locale = useLocale();
  return useAreaLinks(areas).flatMap((link): HomeLink[] =>
    link.area === 'messen'
      ? [
          { ...link, key: link.area },
          {
            area: link.area,
            key: 'einsaetze',
            to: BOOKINGS_LINK.to(locale),
            label: i18n._(BOOKINGS_LINK.label),
            text: i18n._(BOOKINGS_LINK.text),
          },
        ]
      : [{ ...link, key: link.area }],
  );
}

/** The links of the areas the server listed for the account, in their order, in the active language. */
export function useAreaLinks(areas: readonly Area[]): AreaLink[] {
  const { i18n } = useLingui();
  const locale = useLocale();
  // An area a newer server lists has no link here: "Meine Einsätze" takes the signed-in answer
  // without the schema that drops it (src/features/auth/api/get-auth.ts).
  return areas.flatMap((area) => {
    const link = AREA_LINKS[area] as (typeof AREA_LINKS)[Area] | undefined;
    return link
      ? [{ area, to: link.to(locale), label: i18n._(link.label), text: i18n._(link.text) }]
      : [];
  });
}
