import { Trans, useLingui } from '@lingui/react/macro';
import { type Control, useController } from 'react-hook-form';
import { agencyToday } from '@domain/bewerbung/bewerbung';
import {
  EXPERIENCE_FIELDS,
  EXPERIENCE_LEVELS,
  type ExperienceField,
  FOREIGN_DURATIONS,
  LANGUAGE_LEVELS,
  type LanguageField,
  OPTIONAL_LANGUAGES,
  REFERERS,
  REQUIRED_LANGUAGES,
  studyEndYears,
} from '@domain/bewerbung/step2';
import type { BewerbungStep2Load } from '@domain/bewerbung/step2';
import { FormTextField } from '@src/ui/form-text-field';
import type { Step2FormValues } from '../lib/step2-form';
import { CheckboxListField } from './checkbox-list-field';
import { RadioGroupField } from './radio-group-field';
import { SelectField } from './select-field';

function useLabels() {
  const { t } = useLingui();
  const languages: Record<LanguageField, string> = {
    language_german: t`Deutsch`,
    language_english: t`Englisch`,
    language_french: t`Französisch`,
    language_spanish: t`Spanisch`,
    language_italian: t`Italienisch`,
    language_turkish: t`Türkisch`,
    language_russian: t`Russisch`,
  };
  const levels: Record<string, string> = {
    '4': t`M`,
    '1': '1',
    '2': '2',
    '3': '3',
    '0': '0',
  };
  const levelMeanings: Record<string, string> = {
    '4': t`Muttersprache`,
    '1': t`Grundkenntnisse`,
    '2': t`gute Konversation`,
    '3': t`fließend`,
    '0': t`keine`,
  };
  const experience: Record<ExperienceField, string> = {
    service: t`Service / Gastronomie`,
    bar: t`Bar`,
    kueche: t`Küche`,
    infodesk: t`Infocounter / Empfang`,
    promotion: t`Promotion`,
  };
  const experienceMeanings: Record<string, string> = {
    '1': t`wenig`,
    '2': t`einiges`,
    '3': t`viel`,
    '0': t`keine`,
  };
  return { languages, levels, levelMeanings, experience, experienceMeanings };
}

/** An optional language: a checkbox that shows its level radios (unticked: not stated). */
function OptionalLanguage({
  control,
  name,
  label,
  options,
}: {
  control: Control<Step2FormValues>;
  name: LanguageField;
  label: string;
  options: { value: string; label: string; meaning: string }[];
}) {
  const { field } = useController({ control, name });
  const open = field.value !== '';
  return (
    <div className="bw-language">
      <label className="bw-check">
        <input
          type="checkbox"
          checked={open}
          onChange={(event) => field.onChange(event.target.checked ? '1' : '')}
        />
        <span>{label}</span>
      </label>
      {open ? (
        <RadioGroupField control={control} name={name} legend={label} options={options} />
      ) : null}
    </div>
  );
}

type SkillsProps = {
  control: Control<Step2FormValues>;
  student: 0 | 1;
  locations: BewerbungStep2Load['locations'];
};

/** First wizard step, part 2: languages, study, locations, experience, stays abroad, referer. */
export function Step2SkillsSection({ control, student, locations }: SkillsProps) {
  const { t } = useLingui();
  const { languages, levels, levelMeanings, experience, experienceMeanings } = useLabels();
  const levelOptions = LANGUAGE_LEVELS.map((value) => ({
    value,
    label: levels[value] ?? value,
    meaning: levelMeanings[value] ?? value,
  }));
  const experienceOptions = EXPERIENCE_LEVELS.map((value) => ({
    value,
    label: value,
    meaning: experienceMeanings[value] ?? value,
  }));
  return (
    <>
      <section className="bw-section" aria-labelledby="bw-languages">
        <h2 id="bw-languages">
          <Trans>Sprachen</Trans>
        </h2>
        <p className="field__description bw-key">
          <Trans>
            M = Muttersprache, 1 = Grundkenntnisse, 2 = gute Konversation, 3 = fließend, 0 = keine
          </Trans>
        </p>
        {REQUIRED_LANGUAGES.map((name) => (
          <RadioGroupField
            key={name}
            control={control}
            name={name}
            legend={languages[name]}
            options={levelOptions}
            isRequired
          />
        ))}
        <p className="field__label">
          <Trans>Weitere Sprachen</Trans>
        </p>
        {OPTIONAL_LANGUAGES.map((name) => (
          <OptionalLanguage
            key={name}
            control={control}
            name={name}
            label={languages[name]}
            options={levelOptions}
          />
        ))}
        <FormTextField control={control} name="language_other" label={t`Andere Sprachen`} />
      </section>
      {student === 1 ? (
        <section className="bw-section" aria-labelledby="bw-study">
          <h2 id="bw-study">
            <Trans>Studium</Trans>
          </h2>
          <FormTextField
            control={control}
            name="study_subject"
            label={t`Studienfach *`}
            isRequired
          />
          <FormTextField control={control} name="study_place" label={t`Studienort *`} isRequired />
          <SelectField
            control={control}
            name="study_end"
            label={t`Voraussichtliches Studienende`}
            placeholder={t`Bitte wählen`}
            options={studyEndYears(agencyToday().year).map((year) => ({
              value: year,
              label: year,
            }))}
            isRequired
          />
        </section>
      ) : null}
      <section className="bw-section" aria-labelledby="bw-locations">
        <h2 id="bw-locations">
          <Trans>Einsatzorte</Trans>
        </h2>
        <CheckboxListField
          control={control}
          name="locations"
          legend={t`Wo möchten Sie arbeiten?`}
          hint={t`Mindestens einen Ort wählen.`}
          items={locations.map((location) => ({ id: location.id, label: location.name }))}
          isRequired
        />
      </section>
      <section className="bw-section" aria-labelledby="bw-experience">
        <h2 id="bw-experience">
          <Trans>Erfahrung</Trans>
        </h2>
        <p className="field__description bw-key">
          <Trans>1 = wenig, 2 = einiges, 3 = viel, 0 = keine Erfahrung</Trans>
        </p>
        {EXPERIENCE_FIELDS.map((name) => (
          <RadioGroupField
            key={name}
            control={control}
            name={name}
            legend={experience[name]}
            options={experienceOptions}
            isRequired
          />
        ))}
      </section>
      <section className="bw-section" aria-labelledby="bw-abroad">
        <h2 id="bw-abroad">
          <Trans>Auslandserfahrung</Trans>
        </h2>
        <p className="field__description">
          <Trans>
            Nur Aufenthalte von mehr als 3 Monaten. Entweder alle drei Felder oder keines.
          </Trans>
        </p>
        <FormTextField control={control} name="foreign_experience_when" label={t`Wann (Jahr)`} />
        <FormTextField control={control} name="foreign_experience_location" label={t`Wo`} />
        <SelectField
          control={control}
          name="foreign_experience_duration"
          label={t`Wie lange`}
          placeholder={t`Keine Angabe`}
          options={FOREIGN_DURATIONS.map((value) => ({
            value,
            label: value === '12+' ? t`mehr als 12 Monate` : t`${value} Monate`,
          }))}
        />
      </section>
      <section className="bw-section" aria-labelledby="bw-referer">
        <h2 id="bw-referer">
          <Trans>Wie haben Sie von uns erfahren?</Trans>
        </h2>
        <SelectField
          control={control}
          name="referer"
          label={t`Aufmerksam geworden durch`}
          placeholder={t`Keine Angabe`}
          options={REFERERS.map((value) => ({
            value,
            label: {
              Empfehlung: t`Empfehlung`,
              Annonce: t`Annonce`,
              Flyer: t`Flyer`,
              Internet: t`Internet`,
            }[value],
          }))}
        />
      </section>
    </>
  );
}
