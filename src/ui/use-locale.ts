import { useParams } from 'react-router-dom';
import { resolveLocale, type Locale } from '@domain/shared/locale';

/** The locale of the current route (`/:locale/...`); the URL is the source of truth. */
export function useLocale(): Locale {
  return resolveLocale(useParams().locale);
}
