import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  AGE_FILTER_MAX,
  AGE_FILTER_MIN,
  APPLICANT_EXPERIENCE,
  APPLICANT_LANGUAGES,
  type ApplicantExperience,
  type ApplicantFilter,
  type ApplicantLanguage,
  type ApplicantOptions,
  EXPERIENCE_FILTER_MAX,
  LANGUAGE_FILTER_MAX,
} from '@domain/buero/applicants-contract';
import { EXPERIENCE_LABELS, LANGUAGE_LABELS, levelWord } from '../lib/labels';
import { KeyLevelFilter } from './key-level-filter';
import { YesNoFilter } from './yes-no-filter';

/** The person filters both lists share (domain/buero/applicants-contract.ts personFilterEntries). */
export type PersonFilter = Omit<ApplicantFilter, 'status' | 'from' | 'to' | 'q'>;

type Props = {
  draft: PersonFilter;
  options: ApplicantOptions | undefined;
  set: (patch: PersonFilter) => void;
};

const levels = (max: number) => Array.from({ length: max }, (_, i) => i + 1);
const numberOrUndefined = (value: string) => (value === '' ? undefined : Number(value));

/**
 * The fields of the person filters, for a list's filter grid: location, fair,
 * student, photo, age, language and experience. The applicant list and the
 * staff list show the same fields and send the same query entries.
 */
export function PersonFilterFields({ draft, options, set }: Props) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const firstLanguage = Object.entries(draft.languages ?? {})[0] as
    [ApplicantLanguage, number] | undefined;
  const firstExperience = Object.entries(draft.experience ?? {})[0] as
    [ApplicantExperience, number] | undefined;
  return (
    <>
      <label>
        <span>
          <Trans>Einsatzort</Trans>
        </span>
        <select
          className="field__input"
          value={draft.locations?.[0] ?? ''}
          onChange={(event) =>
            set({ locations: event.target.value ? [Number(event.target.value)] : undefined })
          }
        >
          <option value="">{t`Alle`}</option>
          {options?.locations.map((location) => (
            <option key={location.id} value={location.id}>
              {location.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>
          <Trans>Gewählte Messe</Trans>
        </span>
        <select
          className="field__input"
          value={draft.messen?.[0] ?? ''}
          onChange={(event) =>
            set({ messen: event.target.value ? [Number(event.target.value)] : undefined })
          }
        >
          <option value="">{t`Alle`}</option>
          {options?.messen.map((messe) => (
            <option key={messe.id} value={messe.id}>
              {messe.name} ({messe.date_start.slice(0, 4)})
            </option>
          ))}
        </select>
      </label>
      <YesNoFilter
        label={<Trans>Studierend</Trans>}
        value={draft.student}
        onChange={(student) => set({ student })}
      />
      <YesNoFilter
        label={<Trans>Foto</Trans>}
        value={draft.photo}
        yes={t`Mit Foto`}
        no={t`Ohne Foto`}
        onChange={(photo) => set({ photo })}
      />
      <label>
        <span>
          <Trans>Alter ab</Trans>
        </span>
        <input
          type="number"
          className="field__input"
          min={AGE_FILTER_MIN}
          max={AGE_FILTER_MAX}
          value={draft.age_min ?? ''}
          onChange={(event) => set({ age_min: numberOrUndefined(event.target.value) })}
        />
      </label>
      <label>
        <span>
          <Trans>Alter bis</Trans>
        </span>
        <input
          type="number"
          className="field__input"
          min={AGE_FILTER_MIN}
          max={AGE_FILTER_MAX}
          value={draft.age_max ?? ''}
          onChange={(event) => set({ age_max: numberOrUndefined(event.target.value) })}
        />
      </label>
      <KeyLevelFilter
        keyLabel={<Trans>Sprache</Trans>}
        levelLabel={<Trans>Sprachniveau mindestens</Trans>}
        allLabel={t`Alle`}
        choice={firstLanguage}
        keys={APPLICANT_LANGUAGES.map((language) => ({
          value: language,
          label: i18n._(LANGUAGE_LABELS[language]),
        }))}
        levels={levels(LANGUAGE_FILTER_MAX).map((level) => ({
          value: level,
          label: levelWord(i18n, 'language', level) ?? '',
        }))}
        onChange={(languages) => set({ languages })}
      />
      <KeyLevelFilter
        keyLabel={<Trans>Erfahrung im Bereich</Trans>}
        levelLabel={<Trans>Erfahrung mindestens</Trans>}
        allLabel={t`Alle`}
        choice={firstExperience}
        keys={APPLICANT_EXPERIENCE.map((area) => ({
          value: area,
          label: i18n._(EXPERIENCE_LABELS[area]),
        }))}
        levels={levels(EXPERIENCE_FILTER_MAX).map((level) => ({
          value: level,
          label: levelWord(i18n, 'experience', level) ?? '',
        }))}
        onChange={(experience) => set({ experience })}
      />
    </>
  );
}
