import { Trans } from '@lingui/react/macro';
import '../datenschutz.css';

/** A passage the agency still has to write: shown as such, never as if it were its text. */
function ToCome() {
  return (
    <p className="datenschutz__todo">
      <Trans>[Text der Agentur folgt]</Trans>
    </p>
  );
}

/**
 * /:locale/datenschutz, public: the privacy statement the consents of the
 * application link to. A placeholder until the agency supplies its text
 * (docs/product/screens.md); until then it lists only what the portal collects.
 */
export function DatenschutzPage() {
  return (
    <article className="page datenschutz">
      <h1>
        <Trans>Datenschutzerklärung</Trans>
      </h1>
      <p className="datenschutz__placeholder">
        <strong>
          <Trans>Platzhalter:</Trans>
        </strong>{' '}
        <Trans>
          Den verbindlichen Text dieser Datenschutzerklärung stellt die Agentur noch bereit. Bis
          dahin steht hier nur, welche Angaben das Portal erfasst.
        </Trans>
      </p>
      <h2>
        <Trans>Verantwortliche Stelle</Trans>
      </h2>
      <ToCome />
      <h2>
        <Trans>Welche Angaben das Portal erfasst</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            Bewerbung, Schritt 1: Geschlecht, Name, E-Mail-Adresse, Mobilnummer, Geburtsdatum,
            Studium oder Tätigkeit.
          </Trans>
        </li>
        <li>
          <Trans>
            Bewerbung, Schritt 2: Anschrift, Staatsangehörigkeit, Körper-, Konfektions- und
            Schuhgröße, Führerschein, Foto, Sprachkenntnisse, Erfahrung, Auslandsaufenthalte,
            gewünschte Einsatzorte und Messen.
          </Trans>
        </li>
        <li>
          <Trans>
            Für Personal mit Vertrag: Rentenversicherungsnummer, Steuer-ID, Krankenkasse und
            Bankverbindung; Steuer-ID, Rentenversicherungsnummer und IBAN werden verschlüsselt
            gespeichert.
          </Trans>
        </li>
        <li>
          <Trans>
            Hochgeladene Dokumente, erfasste Arbeitszeiten und die Unterschriften auf
            Stundenzetteln.
          </Trans>
        </li>
      </ul>
      <h2>
        <Trans>Zweck, Rechtsgrundlage und Speicherdauer</Trans>
      </h2>
      <ToCome />
      <h2>
        <Trans>Ihre Rechte</Trans>
      </h2>
      <ToCome />
      <h2>
        <Trans>Kontakt zum Datenschutz</Trans>
      </h2>
      <ToCome />
    </article>
  );
}
