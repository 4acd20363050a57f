import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useI18n } from '@lingui/react';
import { type FormEvent, useId, useState } from 'react';
import {
  AGE_FILTER_MAX,
  AGE_FILTER_MIN,
  APPLICANT_EXPERIENCE,
  APPLICANT_LANGUAGES,
  APPLICANT_SEARCH_MAX,
  APPLICANT_STATUSES,
  type ApplicantExperience,
  type ApplicantLanguage,
  type ApplicantOptions,
  type ApplicantStatus,
  EXPERIENCE_FILTER_MAX,
  LANGUAGE_FILTER_MAX,
} from '../../../../domain/buero-contract';
import type { ListRequest } from '../api/applicants';
import { KeyLevelFilter } from './key-level-filter';
import {
  EXPERIENCE_LABELS,
  EXPERIENCE_LEVEL_LABELS,
  LANGUAGE_LABELS,
  LANGUAGE_LEVEL_LABELS,
  STATUS_LABELS,
} from '../lib/labels';

type Props = {
  request: ListRequest;
  options: ApplicantOptions | undefined;
  onApply: (request: ListRequest) => void;
};

const levels = (max: number) => Array.from({ length: max }, (_, i) => i + 1);
const yesNo = (value: boolean | undefined) => (value === undefined ? '' : value ? '1' : '0');
const fromYesNo = (value: string) => (value === '' ? undefined : value === '1');
const numberOrUndefined = (value: string) => (value === '' ? undefined : Number(value));

/**
 * The list's filters as one form: nothing is fetched while typing; 'Anwenden'
 * (or Enter) puts them into the address and the list follows.
 */
export function ApplicantFilters({ request, options, onApply }: Props) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const id = useId();
  const [draft, setDraft] = useState<ListRequest>(request);
  const firstLanguage = Object.entries(draft.languages ?? {})[0] as
    [ApplicantLanguage, number] | undefined;
  const firstExperience = Object.entries(draft.experience ?? {})[0] as
    [ApplicantExperience, number] | undefined;
  const set = (patch: Partial<ListRequest>) => setDraft((current) => ({ ...current, ...patch }));

  const toggleStatus = (status: ApplicantStatus, on: boolean) => {
    const current = new Set(draft.status ?? []);
    if (on) current.add(status);
    else current.delete(status);
    set({ status: APPLICANT_STATUSES.filter((s) => current.has(s)) });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };

  const reset = () => {
    const cleared: ListRequest = { sort: draft.sort, order: draft.order };
    setDraft(cleared);
    onApply(cleared);
  };

  return (
    <form className="buero-filters" onSubmit={submit} aria-label={t`Filter`} role="search">
      <div className="buero-filters__search">
        <label htmlFor={`${id}-q`}>
          <Trans>Name oder E-Mail beginnt mit</Trans>
        </label>
        <input
          id={`${id}-q`}
          type="search"
          className="field__input"
          maxLength={APPLICANT_SEARCH_MAX}
          value={draft.q ?? ''}
          onChange={(event) => set({ q: event.target.value })}
        />
      </div>

      <fieldset className="buero-filters__status">
        <legend>
          <Trans>Status</Trans>
        </legend>
        {APPLICANT_STATUSES.map((status) => (
          <label key={status} className="buero-check">
            <input
              type="checkbox"
              checked={draft.status?.includes(status) ?? false}
              onChange={(event) => toggleStatus(status, event.target.checked)}
            />
            {i18n._(STATUS_LABELS[status])}
          </label>
        ))}
      </fieldset>

      <div className="buero-filters__grid">
        <label>
          <span>
            <Trans>Eingang von</Trans>
          </span>
          <input
            type="date"
            className="field__input"
            value={draft.from ?? ''}
            onChange={(event) => set({ from: event.target.value || undefined })}
          />
        </label>
        <label>
          <span>
            <Trans>Eingang bis</Trans>
          </span>
          <input
            type="date"
            className="field__input"
            value={draft.to ?? ''}
            onChange={(event) => set({ to: event.target.value || undefined })}
          />
        </label>
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
        <label>
          <span>
            <Trans>Studierend</Trans>
          </span>
          <select
            className="field__input"
            value={yesNo(draft.student)}
            onChange={(event) => set({ student: fromYesNo(event.target.value) })}
          >
            <option value="">{t`Alle`}</option>
            <option value="1">{t`Ja`}</option>
            <option value="0">{t`Nein`}</option>
          </select>
        </label>
        <label>
          <span>
            <Trans>Foto</Trans>
          </span>
          <select
            className="field__input"
            value={yesNo(draft.photo)}
            onChange={(event) => set({ photo: fromYesNo(event.target.value) })}
          >
            <option value="">{t`Alle`}</option>
            <option value="1">{t`Mit Foto`}</option>
            <option value="0">{t`Ohne Foto`}</option>
          </select>
        </label>
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
            label: i18n._(LANGUAGE_LEVEL_LABELS[level] ?? LANGUAGE_LEVEL_LABELS[0]!),
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
            label: i18n._(EXPERIENCE_LEVEL_LABELS[level] ?? EXPERIENCE_LEVEL_LABELS[0]!),
          }))}
          onChange={(experience) => set({ experience })}
        />
      </div>
      <div className="buero-filters__actions">
        <button type="submit" className="button button--primary">
          <Trans>Anwenden</Trans>
        </button>
        <button type="button" className="button button--secondary" onClick={reset}>
          <Trans>Filter zurücksetzen</Trans>
        </button>
      </div>
    </form>
  );
}
