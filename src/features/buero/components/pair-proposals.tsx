import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue, useState } from 'react';
import {
  APPLICANT_EXPERIENCE,
  APPLICANT_LANGUAGES,
  type ApplicantExperience,
  type ApplicantLanguage,
  EXPERIENCE_FILTER_MAX,
  LANGUAGE_FILTER_MAX,
} from '@domain/buero/applicants-contract';
import type { PairAssignments } from '@domain/buero/messen-contract';
import { FailureAlert } from '@src/ui/failure-alert';
import { useApplicantOptions } from '../api/applicants';
import { useProposals } from '../api/messen';
import { counterLabel } from '../lib/employment-law-texts';
import { EXPERIENCE_LABELS, LANGUAGE_LABELS, levelList, levelWord } from '../lib/labels';
import { useCheckedAdd } from './checked-add';
import { KeyLevelFilter } from './key-level-filter';
import { useSelection } from './selection';

const levels = (max: number) => Array.from({ length: max }, (_, i) => i + 1);

type Filter = {
  chosen: boolean;
  q: string;
  location: number | undefined;
  languages: Partial<Record<ApplicantLanguage, number>> | undefined;
  experience: Partial<Record<ApplicantExperience, number>> | undefined;
};

const first = <K extends string>(map: Partial<Record<K, number>> | undefined) =>
  Object.entries(map ?? {})[0] as [K, number] | undefined;

/**
 * Staff to add: first those who chose this fair in the planner, or (switch)
 * everyone else by search; filtered by location, language and experience;
 * checked rows are added in one go.
 */
export function PairProposals({ data }: { data: PairAssignments }) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const [filter, setFilter] = useState<Filter>({
    chosen: true,
    q: '',
    location: undefined,
    languages: undefined,
    experience: undefined,
  });
  const q = useDeferredValue(filter.q.trim());
  const pair = { messeId: data.fair.id, customerId: data.customer.id };
  const proposals = useProposals(pair.messeId, pair.customerId, {
    chosen: filter.chosen,
    q: q || undefined,
    locations: filter.location ? [filter.location] : undefined,
    languages: filter.languages,
    experience: filter.experience,
  });
  const options = useApplicantOptions();
  const add = useCheckedAdd();
  const { selected, toggle, setAll, clear } = useSelection();
  const set = (next: Partial<Filter>) => {
    clear();
    setFilter((current) => ({ ...current, ...next }));
  };
  const items = proposals.data?.pages.flatMap((page) => page.items) ?? [];
  const count = selected.size;
  const allChecked = items.length > 0 && items.every((person) => selected.has(person.id));
  const archived = data.fair.archived_at !== null || data.customer.archived_at !== null;

  return (
    <section className="buero-card" aria-labelledby="pair-proposals-title">
      <h2 id="pair-proposals-title">
        <Trans>Vorschläge</Trans>
      </h2>
      <fieldset className="buero-filters__status">
        <legend>
          <Trans>Wer wird vorgeschlagen?</Trans>
        </legend>
        <label className="buero-check">
          <input
            type="radio"
            name="proposal-source"
            checked={filter.chosen}
            onChange={() => set({ chosen: true })}
          />
          <Trans>Haben diese Messe im Planer gewählt</Trans>
        </label>
        <label className="buero-check">
          <input
            type="radio"
            name="proposal-source"
            checked={!filter.chosen}
            onChange={() => set({ chosen: false })}
          />
          <Trans>Alle anderen (Suche)</Trans>
        </label>
      </fieldset>
      <div className="buero-filters__grid">
        <label>
          <span>
            <Trans>Name oder E-Mail</Trans>
          </span>
          <input
            className="field__input"
            type="search"
            maxLength={100}
            value={filter.q}
            onChange={(event) => set({ q: event.target.value })}
          />
        </label>
        <label>
          <span>
            <Trans>Einsatzort</Trans>
          </span>
          <select
            className="field__input"
            value={filter.location ?? ''}
            onChange={(event) =>
              set({ location: event.target.value ? Number(event.target.value) : undefined })
            }
          >
            <option value="">{t`Alle`}</option>
            {(options.data?.locations ?? []).map((location) => (
              <option key={location.id} value={location.id}>
                {location.name}
              </option>
            ))}
          </select>
        </label>
        <KeyLevelFilter
          keyLabel={<Trans>Sprache</Trans>}
          levelLabel={<Trans>Sprachniveau mindestens</Trans>}
          allLabel={t`Alle`}
          choice={first(filter.languages)}
          keys={APPLICANT_LANGUAGES.map((key) => ({
            value: key,
            label: i18n._(LANGUAGE_LABELS[key]),
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
          choice={first(filter.experience)}
          keys={APPLICANT_EXPERIENCE.map((key) => ({
            value: key,
            label: i18n._(EXPERIENCE_LABELS[key]),
          }))}
          levels={levels(EXPERIENCE_FILTER_MAX).map((level) => ({
            value: level,
            label: levelWord(i18n, 'experience', level) ?? '',
          }))}
          onChange={(experience) => set({ experience })}
        />
      </div>
      <FailureAlert error={add.error} />
      {proposals.isError ? (
        <p role="alert">
          <Trans>Die Vorschläge konnten nicht geladen werden.</Trans>
        </p>
      ) : !proposals.isPending && items.length === 0 ? (
        <p className="buero-empty">
          <Trans>Keine passenden Personen.</Trans>
        </p>
      ) : (
        <div className="buero-table-wrap">
          <table className="buero-table">
            <thead>
              <tr>
                <th scope="col" className="buero-check-col">
                  <input
                    type="checkbox"
                    aria-label={t`Alle Vorschläge auswählen`}
                    checked={allChecked}
                    onChange={(event) =>
                      setAll(
                        items.map((person) => person.id),
                        event.target.checked,
                      )
                    }
                  />
                </th>
                <th scope="col">
                  <Trans>Name</Trans>
                </th>
                <th scope="col">
                  <Trans>Wohnort</Trans>
                </th>
                <th scope="col">
                  <Trans>Einsatzorte</Trans>
                </th>
                <th scope="col">
                  <Trans>Sprachen</Trans>
                </th>
                <th scope="col">
                  <Trans>Erfahrung</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((person) => {
                const name = `${person.lastname}, ${person.firstname}`;
                // Issue 27: who would cross a limit, in words (the list sorts them last).
                const limits = person.law?.blocking
                  ? person.law.crossed.map((counter) => counterLabel(i18n, counter.code)).join('; ')
                  : '';
                return (
                  <tr key={person.id}>
                    <td className="buero-check-col">
                      <input
                        type="checkbox"
                        aria-label={t`${name} auswählen`}
                        checked={selected.has(person.id)}
                        onChange={() => toggle(person.id)}
                      />
                    </td>
                    <th scope="row">
                      {name}
                      {limits ? (
                        <span className="buero-law-marker">
                          {' '}
                          <Trans>– würde eine Grenze überschreiten: {limits}</Trans>
                        </span>
                      ) : null}
                    </th>
                    <td>{person.city ?? '–'}</td>
                    <td>{person.locations.join(', ') || '–'}</td>
                    <td>{levelList(i18n, 'language', person.languages) || '–'}</td>
                    <td>{levelList(i18n, 'experience', person.experience) || '–'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {add.dialog}
      <div className="buero-filters__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={selected.size === 0 || add.isPending || archived}
          onClick={() => add.start({ ...pair, ids: [...selected] }, clear)}
        >
          <Trans>Auswahl hinzufügen ({count})</Trans>
        </button>
        {proposals.hasNextPage ? (
          <button
            type="button"
            className="button button--secondary"
            disabled={proposals.isFetchingNextPage}
            onClick={() => void proposals.fetchNextPage()}
          >
            <Trans>Weitere laden</Trans>
          </button>
        ) : null}
      </div>
    </section>
  );
}
