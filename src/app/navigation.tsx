import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router-dom';
import { paths } from '../ui/paths';
import { useLocale } from '../ui/use-locale';

/**
 * The areas of a signed-in user (spec section 1), and time tracking for users
 * with the flag; NavLink sets aria-current.
 */
export function Navigation({ timetracking }: { timetracking: boolean }) {
  const { t } = useLingui();
  const locale = useLocale();
  const links = [
    { to: paths.stammdaten(locale), label: t`Stammdaten` },
    { to: paths.dokumente(locale), label: t`Dokumente` },
    { to: paths.messen(locale), label: t`Meine Messen` },
    ...(timetracking
      ? [{ to: paths.stundenerfassung.list(locale), label: t`Stundenerfassung` }]
      : []),
  ];
  return (
    <nav aria-label={t`Hauptnavigation`} className="nav">
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} className="nav__link">
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
