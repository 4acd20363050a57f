import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue, useId, useState } from 'react';
import { TextField } from '@src/ui/text-field';
import { useStaffSearch } from '../api/staff';

/** A chosen person: the staff record id and the name as the list shows it. */
export type PickedStaff = { id: number; name: string };

type Props = {
  value: readonly PickedStaff[];
  onChange: (value: PickedStaff[]) => void;
  /** At most this many (the export's limit). */
  max: number;
};

/**
 * Staff chosen by name, a searchable list: the search field (react-aria's,
 * through src/ui) searches the staff list (last name, first name or e-mail,
 * as the staff list's search); each hit is a button that adds the person, who
 * then shows as a tag with a remove button. Nobody chosen means everyone with
 * hours. Not react-aria's ComboBox, ListBox or TagGroup: their collection,
 * focus-scope and scrolling modules are shared with the application form, and
 * using them here split those out of /de/bewerbung's first load into chunks of
 * their own, past its budget (bench; README, Benchmarks).
 */
export function StaffPicker({ value, onChange, max }: Props) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState('');
  const query = useDeferredValue(text.trim());
  const search = useStaffSearch(query);
  const chosen = new Set(value.map((person) => person.id));
  const hits = (query === '' ? [] : (search.data?.items ?? [])).filter(
    (item) => !chosen.has(item.id),
  );
  const full = value.length >= max;
  const found = hits.length;
  const removeLabel = (name: string) => t`${name} entfernen`;

  return (
    <div className="buero-staff-picker">
      <TextField
        label={t`Personal suchen`}
        description={
          full
            ? t`Höchstens ${max} Personen.`
            : value.length === 0
              ? t`Niemand gewählt: alle mit Stunden im Zeitraum.`
              : t`Nachname, Vorname oder E-Mail`
        }
        value={text}
        onChange={setText}
        isDisabled={full}
        type="search"
        autoComplete="off"
      />
      {query === '' ? null : (
        <div className="buero-staff-picker__hits">
          <p className="buero-muted" role="status">
            {search.isFetching && hits.length === 0 ? (
              <Trans>Sucht …</Trans>
            ) : found === 0 && (search.data?.items.length ?? 0) > 0 ? (
              <Trans>Alle Treffer sind schon gewählt.</Trans>
            ) : found === 0 ? (
              <Trans>Niemand gefunden.</Trans>
            ) : (
              <Plural value={found} one="# Treffer:" other="# Treffer:" />
            )}
          </p>
          {found > 0 ? (
            <ul aria-label={t`Gefundenes Personal`}>
              {hits.map((item) => {
                const name = `${item.lastname}, ${item.firstname}`;
                return (
                  <li key={item.id}>
                    <button
                      type="button"
                      className="button button--link"
                      disabled={full}
                      onClick={() => onChange([...value, { id: item.id, name }])}
                    >
                      + {name}
                    </button>{' '}
                    <span className="buero-muted buero-email">
                      {item.email}
                      {item.active ? null : <> · {t`deaktiviert`}</>}
                    </span>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </div>
      )}
      <div className="buero-tags" role="group" aria-labelledby={`${id}-chosen`}>
        <span id={`${id}-chosen`}>{t`Gewählt:`}</span>{' '}
        {value.length === 0 ? (
          <span className="buero-muted">{t`alle`}</span>
        ) : (
          <ul className="buero-tags__list">
            {value.map((person) => (
              <li key={person.id} className="buero-tag">
                {person.name}
                <button
                  type="button"
                  className="buero-tag__remove"
                  aria-label={removeLabel(person.name)}
                  onClick={() => onChange(value.filter((other) => other.id !== person.id))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
