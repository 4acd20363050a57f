import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router-dom';
import type { Area } from '@domain/shared/areas';
import { useAreaLinks } from './area-links';

/**
 * The areas the server lists for the signed-in account (`user.areas`), nothing
 * else: a supervisor without a staff record sees time tracking only. NavLink
 * sets aria-current.
 */
export function Navigation({ areas }: { areas: readonly Area[] }) {
  const { t } = useLingui();
  const links = useAreaLinks(areas);
  if (links.length === 0) return null;
  return (
    <nav aria-label={t`Hauptnavigation`} className="nav">
      <ul>
        {links.map((link) => (
          <li key={link.area}>
            <NavLink to={link.to} className="nav__link">
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
