import type { ReactNode } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';

/**
 * Context every screen needs: translations. The TanStack Query provider lives in
 * the lazy QueryLayout route instead, to keep the log-in page's first load small.
 */
export function Providers({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
