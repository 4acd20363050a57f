import { Trans } from '@lingui/react/macro';
import { Link, useRouteLoaderData } from 'react-router-dom';
import { paths } from '../../ui/paths';
import { useLocale } from '../../ui/use-locale';
import type { RootData } from '../guard/loaders';

/** /:locale: the placeholder home screen with the ways into the areas. */
export function HomePage() {
  const locale = useLocale();
  const root = useRouteLoaderData<RootData>('root');
  const name = root?.auth.state.authenticated ? root.auth.state.user.firstname : '';
  return (
    <section className="page">
      <h1>
        <Trans>Willkommen, {name}!</Trans>
      </h1>
      <p>
        <Trans>
          Hier pflegen Sie Ihre <Link to={paths.stammdaten(locale)}>Stammdaten</Link>, laden{' '}
          <Link to={paths.dokumente(locale)}>Dokumente</Link> hoch und wählen{' '}
          <Link to={paths.messen(locale)}>Ihre Messen</Link>.
        </Trans>
      </p>
    </section>
  );
}
