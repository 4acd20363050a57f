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
};

/**
 * Every area's link: the one list the navigation, the phone menu and home are made of (home's
 * texts: routes/home-links.ts, off the first load).
 */
const AREA_LINKS: Record<Area, AreaLinkSource> = {
  stammdaten: {
    to: paths.stammdaten,
    label: msg`Stammdaten`,
  },
  dokumente: {
    to: paths.dokumente,
    label: msg`Dokumente`,
  },
  messen: {
    to: paths.messen,
    label: msg`Meine Messen`,
  },
  'meine-stunden': {
    to: paths.meineStunden,
    label: msg`Meine Stunden`,
  },
  stundenerfassung: {
    to: paths.stundenerfassung.list,
    label: msg`Stundenerfassung`,
  },
  buero: {
    to: paths.buero,
    label: msg`Büro`,
  },
};

export type AreaLink = { area: Area; to: string; label: string };

/** The links of the areas the server listed for the account, in their order, in the active language. */
export function useAreaLinks(areas: readonly Area[]): AreaLink[] {
  const { i18n } = useLingui();
  const locale = useLocale();
  // An area a newer server lists has no link here: "Meine Einsätze" takes the signed-in answer
  // without the schema that drops it (src/features/auth/api/get-auth.ts).
  return areas.flatMap((area) => {
    const link = AREA_LINKS[area] as (typeof AREA_LINKS)[Area] | undefined;
    return link ? [{ area, to: link.to(locale), label: i18n._(link.label) }] : [];
  });
}
