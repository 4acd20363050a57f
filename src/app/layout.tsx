import { Trans } from '@lingui/react/macro';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';
import { Link, Outlet, useNavigation, useRouteLoaderData } from 'react-router-dom';
import { formattingTag } from '../../domain/locale';
import { paths } from '../ui/paths';
import { useLocale } from '../ui/use-locale';
import type { RootData } from './guard/loaders';
import { LanguageSwitch } from './language-switch';
import { LoginWidget } from './login-widget';
import { Navigation } from './navigation';
import { UpdatePrompt } from './update-prompt';

/** The frame of every screen: skip link, header with navigation and widget, main content. */
export function Layout() {
  const locale = useLocale();
  const root = useRouteLoaderData<RootData>('root');
  const state = root?.auth.state ?? { authenticated: false };
  const busy = useNavigation().state !== 'idle';

  return (
    // react-aria formats dates and numbers in de-DE or en-GB (spec section 9):
    // dd.MM.yyyy and weeks starting on Monday in both languages.
    <AriaI18nProvider locale={formattingTag(locale)}>
      <a className="skip-link" href="#main">
        <Trans>Zum Inhalt springen</Trans>
      </a>
      <header className="header">
        <div className="header__bar">
          <Link to={paths.home(locale)} className="brand">
            <Trans>Messe-Personal</Trans>
          </Link>
          {state.authenticated ? <Navigation /> : null}
          <div className="header__end">
            <LoginWidget state={state} offline={root?.auth.source === 'last-user'} />
            <LanguageSwitch />
          </div>
        </div>
      </header>
      <div className={busy ? 'progress progress--active' : 'progress'} aria-hidden="true" />
      <UpdatePrompt />
      <main id="main" tabIndex={-1} className="main" aria-busy={busy}>
        <Outlet />
      </main>
    </AriaI18nProvider>
  );
}
