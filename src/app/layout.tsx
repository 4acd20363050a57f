import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Link,
  Outlet,
  useLocation,
  useNavigation,
  useRevalidator,
  useRouteLoaderData,
} from 'react-router-dom';
import { paths } from '@src/ui/paths';
import { useLocale } from '@src/ui/use-locale';
import { useOnline } from '@src/ui/use-online';
import { BrandMark } from './brand-mark';
import type { RootData } from './guard/loaders';
import { loadCatalogs } from './i18n';
import { LanguageSwitch } from './language-switch';
import { LoginWidget } from './login-widget';
import { Navigation } from './navigation';
import { OfflineBadge } from './offline-badge';
import { UpdatePrompt } from './update-prompt';
import { useRouteAnnouncer } from './use-route-announcer';
import './header.css';

const MENU_ID = 'main-menu';

// The sync badge's texts live with the time-tracking catalog (lingui.config.ts).
const SupervisorSync = lazy(async () => {
  const [module] = await Promise.all([
    import('./supervisor-sync'),
    loadCatalogs('stundenerfassung'),
  ]);
  return { default: module.SupervisorSync };
});

/**
 * The frame of every screen. Phones get a compact bar (mark, time tracking for
 * supervisors, a menu button); from tablet width the menu's content stands in
 * the bar itself. Under it the status strip (offline badge, sync badge).
 */
export function Layout() {
  const { t } = useLingui();
  const locale = useLocale();
  const root = useRouteLoaderData<RootData>('root');
  const state = root?.auth.state ?? { authenticated: false };
  // What the server lists for the account (`user.areas`), also offline from the stored copy.
  const areas = state.authenticated ? state.user.areas : [];
  const timetracking = areas.includes('stundenerfassung');
  const busy = useNavigation().state !== 'idle';
  const online = useOnline();
  const { revalidate } = useRevalidator();
  const { pathname } = useLocation();
  // Open on the screen where it was opened: every navigation closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === pathname;
  const menuButton = useRef<HTMLButtonElement>(null);
  const main = useRef<HTMLElement>(null);
  useRouteAnnouncer(main);

  // Back online: ask the server again (sends a queued logout, drops the offline badge).
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) void revalidate();
    wasOnline.current = online;
  }, [online, revalidate]);

  const offline = !online || root?.auth.source === 'last-user';

  function closeOnEscape(event: React.KeyboardEvent) {
    if (event.key !== 'Escape' || !menuOpen) return;
    setMenuOpenAt(null);
    menuButton.current?.focus();
  }

  return (
    <>
      <a className="skip-link" href="#main">
        <Trans>Zum Inhalt springen</Trans>
      </a>
      <header className="header" onKeyDown={closeOnEscape}>
        <div className="header__bar">
          <Link
            to={paths.home(locale)}
            className="brand"
            aria-label={t`Messe-Personal, Startseite`}
          >
            <BrandMark />
            <span className="brand__name" aria-hidden="true">
              <Trans>Messe-Personal</Trans>
            </span>
          </Link>
          {timetracking ? (
            <Link to={paths.stundenerfassung.list(locale)} className="header__quick">
              <Trans>Stundenerfassung</Trans>
            </Link>
          ) : null}
          {state.authenticated ? (
            <button
              ref={menuButton}
              type="button"
              className="header__menu-button"
              aria-expanded={menuOpen}
              aria-controls={MENU_ID}
              onClick={() => setMenuOpenAt(menuOpen ? null : pathname)}
            >
              <span className="header__menu-icon" aria-hidden="true" />
              <Trans>Menü</Trans>
            </button>
          ) : null}
          <div
            id={MENU_ID}
            className={`header__menu${state.authenticated ? '' : ' header__menu--guest'}${menuOpen ? ' header__menu--open' : ''}`}
          >
            {state.authenticated ? <Navigation areas={areas} /> : null}
            <div className="header__end">
              <LoginWidget state={state} />
              <LanguageSwitch />
            </div>
          </div>
        </div>
      </header>
      <div className="status-bar">
        <OfflineBadge offline={offline} timetracking={timetracking} />
        {timetracking ? (
          <Suspense fallback={null}>
            <SupervisorSync />
          </Suspense>
        ) : null}
      </div>
      <div className={busy ? 'progress progress--active' : 'progress'} aria-hidden="true" />
      <UpdatePrompt />
      <main id="main" ref={main} tabIndex={-1} className="main" aria-busy={busy}>
        <Outlet />
      </main>
    </>
  );
}
