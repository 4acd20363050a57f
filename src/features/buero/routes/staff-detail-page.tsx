import '../buero.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router-dom';
import { staffAccountState } from '@domain/buero/staff-contract';
import { formatDate, formatInstantDate } from '@domain/shared/date-format';
import { parseSerialId } from '@domain/shared/ids';
import { useLocale } from '@src/ui/use-locale';
import { useStaffDetail } from '../api/staff';
import { DetailRow as Row } from '../components/detail-row';
import {
  ContactRows,
  ExperienceRows,
  GenderBirthRows,
  LanguageRows,
  LocationsRow,
} from '../components/person-sections';
import { SecretValue } from '../components/secret-value';
import { StaffAccount } from '../components/staff-account';
import { StaffAssignments } from '../components/staff-assignments';
import { StaffInvitation } from '../components/staff-invitation';
import { StaffLaw } from '../components/staff-law';
import { StaffDocuments } from '../components/staff-documents';
import { PersonnelNumber } from '../components/personnel-number';
import { bueroPaths } from '../paths';

/**
 * /:locale/buero/personal/:id: one staff member — master data, employment law
 * (status, wage, counters), payroll fields masked with a recorded reveal,
 * documents, chosen fairs, flags and the login.
 */
export function StaffDetailPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const id = parseSerialId(useParams().id) ?? 0;
  const detail = useStaffDetail(id);
  const back = (
    <p>
      <Link to={bueroPaths.staff(locale)}>
        <Trans>← Zur Personalliste</Trans>
      </Link>
    </p>
  );
  if (detail.isPending || detail.isError) {
    return (
      <section className="buero-page">
        {back}
        {detail.isPending ? (
          <p role="status">
            <Trans>Lädt …</Trans>
          </p>
        ) : (
          <p role="alert">
            <Trans>Diese Person konnte nicht geladen werden.</Trans>
          </p>
        )}
      </section>
    );
  }
  const d = detail.data;
  const p = d.person;
  const pay = d.payroll;
  const since = formatInstantDate(d.created_at, locale);
  // From the detail's `active` and `invitation`, which a deactivation's answer keeps current.
  const account = staffAccountState({ active: d.active, invited: d.invitation !== null });
  const kkType =
    pay.kk_type === 'gesetzlich' ? t`gesetzlich` : pay.kk_type === 'privat' ? t`privat` : null;

  return (
    <section className="buero-page" aria-labelledby="staff-member-title">
      {back}
      <header>
        <h1 id="staff-member-title" tabIndex={-1}>
          {p.firstname} {p.lastname}
        </h1>
        <p className="buero-muted">
          {account === 'active' ? (
            <Trans>Konto aktiv seit {since}</Trans>
          ) : account === 'invited' ? (
            <Trans>Eingeladen seit {since}, noch kein Passwort festgelegt</Trans>
          ) : (
            <Trans>Konto deaktiviert</Trans>
          )}
        </p>
      </header>

      <section aria-labelledby="s-account" className="buero-box">
        <h2 id="s-account">
          <Trans>Konto und Merkmale</Trans>
        </h2>
        {account === 'invited' && d.invitation ? (
          <StaffInvitation invitation={d.invitation} />
        ) : null}
        <StaffAccount detail={d} />
        <p>
          <Link to={bueroPaths.personAudit(locale, d.id)}>
            <Trans>Protokoll & Datenschutz</Trans>
          </Link>
        </p>
      </section>

      <StaffAssignments staffId={d.id} name={`${p.firstname} ${p.lastname}`} active={d.active} />

      <StaffLaw staffId={d.id} />

      <div className="buero-detail-grid">
        <section aria-labelledby="s-contact">
          <h2 id="s-contact">
            <Trans>Kontakt und Adresse</Trans>
          </h2>
          <dl className="buero-dl">
            <ContactRows person={p} />
            <Row label={<Trans>Straße</Trans>}>{p.street}</Row>
            <Row label={<Trans>PLZ und Ort</Trans>}>
              {p.city ? `${p.zipcode ?? ''} ${p.city}`.trim() : null}
            </Row>
          </dl>
        </section>

        <section aria-labelledby="s-person">
          <h2 id="s-person">
            <Trans>Person</Trans>
          </h2>
          <dl className="buero-dl">
            <GenderBirthRows person={p} />
            <Row label={<Trans>Geburtsort</Trans>}>
              {p.birthplace
                ? `${p.birthplace}${p.birth_country ? `, ${p.birth_country}` : ''}`
                : null}
            </Row>
            <Row label={<Trans>Staatsangehörigkeit</Trans>}>{p.nationality}</Row>
            <Row label={<Trans>Studierend</Trans>}>{p.student ? t`ja` : t`nein`}</Row>
          </dl>
        </section>

        <section aria-labelledby="s-payroll">
          <h2 id="s-payroll">
            <Trans>Abrechnung</Trans>
          </h2>
          <PersonnelNumber staffId={d.id} value={d.personnel_number} />
          <dl className="buero-dl">
            <Row label={<Trans>IBAN</Trans>}>
              <SecretValue
                staffId={d.id}
                field="bank_iban"
                masked={pay.bank_iban}
                label={t`IBAN`}
              />
            </Row>
            <Row label={<Trans>BIC</Trans>}>{pay.bank_bic}</Row>
            <Row label={<Trans>Steuer-ID</Trans>}>
              <SecretValue
                staffId={d.id}
                field="tax_number"
                masked={pay.tax_number}
                label={t`Steuer-ID`}
              />
            </Row>
            <Row label={<Trans>Rentenversicherungsnummer</Trans>}>
              <SecretValue
                staffId={d.id}
                field="rv_number"
                masked={pay.rv_number}
                label={t`Rentenversicherungsnummer`}
              />
            </Row>
            <Row label={<Trans>Krankenversicherung</Trans>}>
              {pay.kk_name ? `${pay.kk_name}${kkType ? ` (${kkType})` : ''}` : kkType}
            </Row>
            <Row label={<Trans>Versichertennummer</Trans>}>{pay.kk_number}</Row>
          </dl>
        </section>

        <section aria-labelledby="s-languages">
          <h2 id="s-languages">
            <Trans>Sprachen und Erfahrung</Trans>
          </h2>
          <dl className="buero-dl">
            <LanguageRows languages={d.languages} />
            <ExperienceRows experience={d.experience} />
          </dl>
        </section>

        <section aria-labelledby="s-choices">
          <h2 id="s-choices">
            <Trans>Einsatzorte und gewählte Messen</Trans>
          </h2>
          <dl className="buero-dl">
            <LocationsRow locations={d.locations} />
          </dl>
          {d.messen.length ? (
            <ul className="buero-history">
              {d.messen.map((messe) => (
                <li key={messe.id}>
                  {messe.name}{' '}
                  <span className="buero-muted">
                    {formatDate(messe.date_start, locale)} – {formatDate(messe.date_end, locale)}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="buero-muted">
              <Trans>Keine Messe gewählt.</Trans>
            </p>
          )}
        </section>
      </div>

      <section aria-labelledby="s-documents">
        <h2 id="s-documents">
          <Trans>Dokumente</Trans>
        </h2>
        <StaffDocuments staffId={d.id} documents={d.documents} />
      </section>
    </section>
  );
}
