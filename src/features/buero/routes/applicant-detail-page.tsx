import '../buero.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router-dom';
import { officeFileOperations } from '@domain/buero/operations/files';
import { formatDateTime } from '@domain/shared/date-format';
import { parseSerialId } from '@domain/shared/ids';
import { operationHref } from '@src/api/call';
import { useLocale } from '@src/ui/use-locale';
import { useApplicantDetail } from '../api/applicants';
import { DecisionPanel } from '../components/decision-panel';
import { DetailRow as Row } from '../components/detail-row';
import {
  ContactRows,
  ExperienceRows,
  GenderBirthRows,
  LanguageRows,
  LocationsRow,
} from '../components/person-sections';
import { StatusBadge } from '../components/status-badge';
import { bueroPaths } from '../paths';

/** A link to an earlier application of the same address. */
function HistoryLink({ id, createdAt }: { id: number; createdAt: string }) {
  const locale = useLocale();
  const when = formatDateTime(createdAt, locale);
  return (
    <Link to={bueroPaths.applicant(locale, id)}>
      <Trans>Bewerbung vom {when}</Trans>
    </Link>
  );
}

/** /:locale/buero/bewerbungen/:id: one application in full, its photo and the person's history. */
export function ApplicantDetailPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const id = parseSerialId(useParams().id) ?? 0;
  const detail = useApplicantDetail(id);
  const back = (
    <p>
      <Link to={bueroPaths.applicants(locale)}>
        <Trans>← Zur Bewerberliste</Trans>
      </Link>
    </p>
  );
  if (detail.isPending) {
    return (
      <section className="buero-page">
        {back}
        <p role="status">
          <Trans>Lädt …</Trans>
        </p>
      </section>
    );
  }
  if (detail.isError) {
    return (
      <section className="buero-page">
        {back}
        <p role="alert">
          <Trans>Diese Bewerbung konnte nicht geladen werden.</Trans>
        </p>
      </section>
    );
  }
  const d = detail.data;
  const p = d.person;
  const yes = t`ja`;
  const no = t`nein`;
  const flag = (value: boolean | null) => (value === null ? null : value ? yes : no);
  const received = formatDateTime(d.created_at, locale);
  const reason = d.reject_reason;
  const { firstname, lastname } = p;

  return (
    <section className="buero-page" aria-labelledby="applicant-title">
      {back}
      <header className="buero-detail-head">
        <div>
          <h1 id="applicant-title" tabIndex={-1}>
            {p.firstname} {p.lastname}
          </h1>
          <p>
            <StatusBadge status={d.status} />{' '}
            <span className="buero-muted">
              <Trans>Eingang {received}</Trans>
            </span>
          </p>
          <Link
            to={bueroPaths.personAudit(locale, d.bewerber_id)}
          >{t`Protokoll & Datenschutz`}</Link>
          {d.reject_reason ? (
            <p>
              <Trans>Ablehnungsgrund: {reason}</Trans>
            </p>
          ) : null}
        </div>
        {d.has_photo ? (
          <img
            className="buero-photo"
            src={operationHref(officeFileOperations.applicantPhoto, { params: { id: d.id } })}
            alt={t`Foto von ${firstname} ${lastname}`}
          />
        ) : (
          <p className="buero-photo buero-photo--none">
            <Trans>Kein Foto</Trans>
          </p>
        )}
      </header>

      <DecisionPanel
        id={d.id}
        bewerberId={d.bewerber_id}
        status={d.status}
        name={`${firstname} ${lastname}`}
      />

      <div className="buero-detail-grid">
        <section aria-labelledby="s-contact">
          <h2 id="s-contact">
            <Trans>Kontakt</Trans>
          </h2>
          <dl className="buero-dl">
            <ContactRows person={p} />
            <Row label={<Trans>Adresse</Trans>}>
              {p.street ? `${p.street}, ${p.zipcode ?? ''} ${p.city ?? ''}` : null}
            </Row>
          </dl>
        </section>

        <section aria-labelledby="s-person">
          <h2 id="s-person">
            <Trans>Person</Trans>
          </h2>
          <dl className="buero-dl">
            <GenderBirthRows person={p} />
            <Row label={<Trans>Staatsangehörigkeit</Trans>}>{p.nationality}</Row>
            <Row label={<Trans>Größe (cm)</Trans>}>{p.height}</Row>
            <Row label={<Trans>Konfektion oben / unten / Schuhe</Trans>}>
              {p.size_top === null
                ? null
                : `${String(p.size_top)} / ${String(p.size_bottom ?? '–')} / ${String(p.size_shoe ?? '–')}`}
            </Row>
            <Row label={<Trans>Führerschein</Trans>}>{flag(p.license)}</Row>
            <Row label={<Trans>Fahrzeug</Trans>}>{flag(p.vehicle)}</Row>
          </dl>
        </section>

        <section aria-labelledby="s-study">
          <h2 id="s-study">
            <Trans>Studium und Beruf</Trans>
          </h2>
          <dl className="buero-dl">
            <Row label={<Trans>Studierend</Trans>}>{flag(p.student)}</Row>
            <Row label={<Trans>Tätigkeit</Trans>}>{p.job}</Row>
            <Row label={<Trans>Studienfach</Trans>}>{p.study_subject}</Row>
            <Row label={<Trans>Studienort</Trans>}>{p.study_place}</Row>
            <Row label={<Trans>Studienende</Trans>}>{p.study_end}</Row>
            <Row label={<Trans>Aufmerksam geworden durch</Trans>}>{p.referer}</Row>
          </dl>
        </section>

        <section aria-labelledby="s-languages">
          <h2 id="s-languages">
            <Trans>Sprachen</Trans>
          </h2>
          <dl className="buero-dl">
            <LanguageRows languages={d.languages} />
            <Row label={<Trans>Weitere</Trans>}>{p.language_other}</Row>
          </dl>
        </section>

        <section aria-labelledby="s-experience">
          <h2 id="s-experience">
            <Trans>Erfahrung</Trans>
          </h2>
          <dl className="buero-dl">
            <ExperienceRows experience={d.experience} />
            <Row label={<Trans>Auslandserfahrung</Trans>}>
              {p.foreign_experience_location
                ? `${p.foreign_experience_location}, ${p.foreign_experience_when ?? ''} (${p.foreign_experience_duration ?? ''})`
                : null}
            </Row>
          </dl>
        </section>

        <section aria-labelledby="s-choices">
          <h2 id="s-choices">
            <Trans>Einsatzorte und Messen</Trans>
          </h2>
          <dl className="buero-dl">
            <LocationsRow locations={d.locations} />
            <Row label={<Trans>Messen</Trans>}>
              {d.messen.length ? d.messen.map((m) => m.name).join(', ') : null}
            </Row>
          </dl>
        </section>
      </div>

      <section aria-labelledby="s-history">
        <h2 id="s-history">
          <Trans>Verlauf dieser E-Mail-Adresse</Trans>
        </h2>
        <ol className="buero-history">
          {d.history.map((entry) => (
            <li key={entry.id}>
              {entry.id === d.id ? (
                <span aria-current="page">
                  <Trans>Diese Bewerbung</Trans>
                </span>
              ) : (
                <HistoryLink id={entry.id} createdAt={entry.created_at} />
              )}{' '}
              <StatusBadge status={entry.status} />{' '}
              {entry.id === d.id ? (
                <span className="buero-muted">{formatDateTime(entry.created_at, locale)}</span>
              ) : null}
            </li>
          ))}
        </ol>
      </section>
    </section>
  );
}
