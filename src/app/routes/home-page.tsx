import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation, useRouteLoaderData } from 'react-router-dom';
import { Alert } from '@src/ui/alert';
import { flash } from '@src/ui/flash';
import { useHomeLinks } from './home-links';
import type { RootData } from '../guard/loaders';
import './home-page.css';

/**
 * /:locale: where a signed-in user lands. Mounted afresh on every visit, so a
 * notice the guard left (it sent the user home from an area) shows even when
 * home was already open.
 */
export function HomeRoute() {
  return <HomePage key={useLocation().key} />;
}

/** The next steps, one tap each: the areas the server lists for the account. */
function HomePage() {
  const { t } = useLingui();
  const root = useRouteLoaderData<RootData>('root');
  const user = root?.auth.state.authenticated ? root.auth.state.user : null;
  const firstname = user?.firstname;
  // Read once: a notice shows on this visit only.
  const [notice] = useState(() => flash.take());
  // Time tracking first: where it is offered, it is what the account is for.
  const steps = [...useHomeLinks(user?.areas ?? [])].sort(
    (a, b) => Number(b.area === 'stundenerfassung') - Number(a.area === 'stundenerfassung'),
  );

  return (
    <section className="page home">
      <h1 data-title={t`Startseite`}>
        {firstname ? <Trans>Willkommen, {firstname}!</Trans> : <Trans>Willkommen!</Trans>}
      </h1>
      {notice === 'password-changed' ? (
        <Alert tone="success">
          <Trans>Ihr neues Passwort ist gespeichert. Sie sind angemeldet.</Trans>
        </Alert>
      ) : null}
      {notice === 'area-unavailable' ? (
        <Alert tone="info">
          <Trans>Dieser Bereich steht Ihrem Konto nicht zur Verfügung.</Trans>
        </Alert>
      ) : null}
      {steps.length > 0 ? (
        <>
          <p className="home__intro">
            <Trans>Was möchten Sie als Nächstes tun?</Trans>
          </p>
          <ul className="home__steps">
            {steps.map((step) => (
              <li key={step.key}>
                <Link to={step.to} className="home__step">
                  <span className="home__step-title">{step.label}</span>
                  <span className="home__step-text">{step.text}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="home__intro">
          <Trans>
            Für Ihr Konto ist noch kein Bereich freigeschaltet. Bitte wenden Sie sich an die
            Agentur.
          </Trans>
        </p>
      )}
    </section>
  );
}
