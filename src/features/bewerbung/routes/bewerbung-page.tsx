import '../bewerbung.css';
import { Trans } from '@lingui/react/macro';
import { Step1Form } from '../components/step1-form';

/** /:locale/bewerbung: application step 1 (public). */
export function BewerbungPage() {
  return (
    <div className="bw-page">
      <h1 id="bewerbung-heading">
        <Trans>Bewerbung</Trans>
      </h1>
      <p>
        <Trans>
          Arbeiten Sie mit uns auf Messen und Events: im Service, an der Bar, in der Küche, am
          Infocounter oder in der Promotion. Nach dem Absenden erhalten Sie eine E-Mail mit einem
          Link zu Schritt 2.
        </Trans>
      </p>
      <Step1Form />
    </div>
  );
}
