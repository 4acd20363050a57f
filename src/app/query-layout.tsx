import { QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import { Outlet } from 'react-router-dom';
import { formattingTag } from '@domain/shared/locale';
import { queryClient } from '@src/api/query-client';
import { useLocale } from '@src/ui/use-locale';

/**
 * The server-state cache and react-aria's formatting locale for the screens that
 * need them. A lazy route of its own, so TanStack Query and react-aria stay out
 * of the first load of /de/login (bundle budget).
 */
export function QueryLayout() {
  const locale = useLocale();
  return (
    // react-aria formats dates and numbers in de-DE or en-GB (docs/product/README.md, Languages and addresses):
    // dd.MM.yyyy and weeks starting on Monday in both languages.
    <AriaI18nProvider locale={formattingTag(locale)}>
      <QueryClientProvider client={queryClient}>
        <Outlet />
      </QueryClientProvider>
    </AriaI18nProvider>
  );
}
