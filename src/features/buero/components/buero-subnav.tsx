import { Trans, useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router-dom';
import { useLocale } from '../../../ui/use-locale';
import { bueroPaths } from '../paths';

/** The office's own sections; the app's navigation leads to the first. */
export function BueroSubnav() {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <nav className="buero-subnav" aria-label={t`Büro`}>
      <NavLink to={bueroPaths.applicants(locale)} end>
        <Trans>Bewerbungen</Trans>
      </NavLink>
      <NavLink to={bueroPaths.officeUsers(locale)}>
        <Trans>Büro-Konten</Trans>
      </NavLink>
    </nav>
  );
}
