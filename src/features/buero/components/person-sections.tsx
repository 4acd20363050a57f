import { useLingui as useI18n } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import {
  APPLICANT_EXPERIENCE,
  APPLICANT_LANGUAGES,
  type ApplicantExperience,
  type ApplicantLanguage,
} from '@domain/buero/applicants-contract';
import { formatDate } from '@domain/shared/date-format';
import { useLocale } from '@src/ui/use-locale';
import { EXPERIENCE_LABELS, GENDER_LABELS, LANGUAGE_LABELS, levelWord } from '../lib/labels';
import { DetailRow as Row } from './detail-row';

/*
 * The person block both office details show (the application's and the staff
 * member's), as rows of their sections: contact, gender and birth date, the
 * language and experience levels, the chosen locations. Each detail arranges
 * them in its sections and adds its own rows.
 */

type Person = {
  email: string;
  phone_mobile: string;
  gender: string;
  birthdate: string | null;
  age: number | null;
};

/** E-mail (a mail link) and mobile number. */
export function ContactRows({ person }: { person: Person }) {
  return (
    <>
      <Row label={<Trans>E-Mail</Trans>}>
        <a href={`mailto:${person.email}`}>{person.email}</a>
      </Row>
      <Row label={<Trans>Mobil</Trans>}>{person.phone_mobile}</Row>
    </>
  );
}

/** Gender in words and the birth date with the age. */
export function GenderBirthRows({ person }: { person: Person }) {
  const { i18n } = useI18n();
  const locale = useLocale();
  const gender = GENDER_LABELS[person.gender];
  return (
    <>
      <Row label={<Trans>Geschlecht</Trans>}>{gender ? i18n._(gender) : person.gender}</Row>
      <Row label={<Trans>Geburtsdatum</Trans>}>
        {person.birthdate
          ? `${formatDate(person.birthdate, locale)} (${String(person.age ?? '–')})`
          : null}
      </Row>
    </>
  );
}

/** One row per language of step 2, its level in words. */
export function LanguageRows({
  languages,
}: {
  languages: Record<ApplicantLanguage, number | null>;
}) {
  const { i18n } = useI18n();
  return APPLICANT_LANGUAGES.map((language) => (
    <Row key={language} label={i18n._(LANGUAGE_LABELS[language])}>
      {levelWord(i18n, 'language', languages[language])}
    </Row>
  ));
}

/** One row per experience area of step 2, its level in words. */
export function ExperienceRows({
  experience,
}: {
  experience: Record<ApplicantExperience, number | null>;
}) {
  const { i18n } = useI18n();
  return APPLICANT_EXPERIENCE.map((area) => (
    <Row key={area} label={i18n._(EXPERIENCE_LABELS[area])}>
      {levelWord(i18n, 'experience', experience[area])}
    </Row>
  ));
}

/** The chosen locations, by name. */
export function LocationsRow({ locations }: { locations: readonly { name: string }[] }) {
  return (
    <Row label={<Trans>Einsatzorte</Trans>}>
      {locations.length ? locations.map((l) => l.name).join(', ') : null}
    </Row>
  );
}
