import '../buero.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { NavLink, Outlet } from 'react-router-dom';
import { useLocale } from '@src/ui/use-locale';
import { bueroPaths } from '../paths';

/**
 * The frame of every office screen: a small sub-navigation between the
 * office's lists (more entries join as the office grows), then the screen.
 */
export function BueroLayout() {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <div className="buero-layout">
      <nav aria-label={t`Büro-Bereiche`} className="buero-subnav">
        <NavLink to={bueroPaths.applicants(locale)}>
          <Trans>Bewerbungen</Trans>
        </NavLink>
        <NavLink to={bueroPaths.staff(locale)}>
          <Trans>Personal</Trans>
        </NavLink>
        <NavLink to={bueroPaths.fairs(locale)}>
          <Trans>Messen</Trans>
        </NavLink>
        <NavLink to={bueroPaths.customers(locale)}>
          <Trans>Kunden</Trans>
        </NavLink>
        <NavLink to={bueroPaths.payroll(locale)}>
          <Trans>Abrechnung</Trans>
        </NavLink>
        <NavLink to={bueroPaths.invoices(locale)}>
          <Trans>Rechnungen</Trans>
        </NavLink>
        <NavLink to={bueroPaths.monthClose(locale)}>
          <Trans>Monatsabschluss</Trans>
        </NavLink>
        <NavLink to={bueroPaths.officeUsers(locale)}>
          <Trans>Büro-Konten</Trans>
        </NavLink>
      </nav>
      <Outlet />
    </div>
  );
}
