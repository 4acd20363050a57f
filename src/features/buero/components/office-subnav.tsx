import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router-dom';
import { useLocale } from '../../../ui/use-locale';
import { bueroPaths } from '../paths';

/**
 * The office's own navigation between its lists (issue 14). Its own file so a
 * later entry (e.g. 'Personal') is one line here. NavLink sets aria-current.
 */
export function OfficeSubnav() {
  const { t } = useLingui();
  const locale = useLocale();
  const links = [
    { to: bueroPaths.applicants(locale), label: t`Bewerbungen` },
    { to: bueroPaths.fairs(locale), label: t`Messen` },
    { to: bueroPaths.customers(locale), label: t`Kunden` },
  ];
  return (
    <nav aria-label={t`Büro`} className="buero-subnav">
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className="buero-subnav__link">
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
