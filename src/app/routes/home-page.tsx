import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouteLoaderData } from 'react-router-dom';
import { Alert } from '../../ui/alert';
import { flash } from '../../ui/flash';
import { paths } from '../../ui/paths';
import { useLocale } from '../../ui/use-locale';
import type { RootData } from '../guard/loaders';
import './home-page.css';

type Step = { to: string; title: string; text: string };

/** /:locale: where a signed-in user lands; the next steps, one tap each. */
export function HomePage() {
  const { t } = useLingui();
  const locale = useLocale();
  const root = useRouteLoaderData<RootData>('root');
  const user = root?.auth.state.authenticated ? root.auth.state.user : null;
  const firstname = user?.firstname;
  // Read once: the notice of a just-changed password shows on this visit only.
  const [notice] = useState(() => flash.take());

  const steps: Step[] = [
    ...(user?.timetracking
      ? [
          {
            to: paths.stundenerfassung.list(locale),
            title: t`Stundenerfassung`,
            text: t`Zeiten Ihrer Messen erfassen und unterschreiben lassen, auch ohne Netz.`,
          },
        ]
      : []),
    {
      to: paths.stammdaten(locale),
      title: t`Stammdaten`,
      text: t`Adresse, Kontakt und Angaben für die Abrechnung aktuell halten.`,
    },
    {
      to: paths.dokumente(locale),
      title: t`Dokumente`,
      text: t`Formulare herunterladen und Nachweise hochladen (bis 5 MB).`,
    },
    {
      to: paths.messen(locale),
      title: t`Meine Messen`,
      text: t`Sehen, für welche Messen Sie eingeplant sind, und neue wählen.`,
    },
  ];

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
      <p className="home__intro">
        <Trans>Was möchten Sie als Nächstes tun?</Trans>
      </p>
      <ul className="home__steps">
        {steps.map((step) => (
          <li key={step.to}>
            <Link to={step.to} className="home__step">
              <span className="home__step-title">{step.title}</span>
              <span className="home__step-text">{step.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
