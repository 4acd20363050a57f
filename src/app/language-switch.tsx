import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router-dom';
import type { Locale } from '@domain/shared/locale';
import { useLocale } from '@src/ui/use-locale';
import { switchLocalePath } from './locale-path';

// Language names are written in their own language and never translated.
const LANGUAGES = [
  { locale: 'de', name: 'Deutsch' },
  { locale: 'en', name: 'English' },
] as const satisfies readonly { locale: Locale; name: string }[];

/** Links to the same page in the other language (keeps path and query). */
export function LanguageSwitch() {
  const { t } = useLingui();
  const active = useLocale();
  const location = useLocation();
  return (
    <nav aria-label={t`Sprache`} className="language-switch">
      <ul>
        {LANGUAGES.map(({ locale, name }) => (
          <li key={locale}>
            <Link
              to={switchLocalePath(location, locale)}
              lang={locale}
              hrefLang={locale}
              aria-current={locale === active ? 'true' : undefined}
            >
              {name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
