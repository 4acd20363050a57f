import { Trans } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { MesseOption } from '@domain/messen/messen';
import { FailureAlert } from '@src/ui/failure-alert';
import { paths } from '@src/ui/paths';
import { useDirtyForm } from '@src/ui/use-dirty-form';
import { useLocale } from '@src/ui/use-locale';
import { useSaveMessen } from '../api/save-messen';
import { MesseDates } from './messe-dates';

const selectedIds = (messen: readonly MesseOption[]) =>
  new Set(messen.filter((m) => m.selected).map((m) => m.id));

/** Checkbox rows preloaded from the `selected` flags; save sends the whole choice. */
export function PlanerForm({ messen }: { messen: readonly MesseOption[] }) {
  const locale = useLocale();
  const navigate = useNavigate();
  const save = useSaveMessen();
  const [initial] = useState(() => selectedIds(messen));
  const [chosen, setChosen] = useState(() => selectedIds(messen));
  const isDirty = chosen.size !== initial.size || [...chosen].some((id) => !initial.has(id));
  useDirtyForm(isDirty && !save.isSuccess);

  const toggle = (id: number, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    save.mutate(
      { selected: messen.filter((m) => chosen.has(m.id)).map((m) => m.id) },
      { onSuccess: () => navigate(paths.messen(locale)) },
    );
  };

  return (
    <form className="messen-planer" onSubmit={onSubmit} noValidate>
      <FailureAlert error={save.error} />
      <fieldset className="messen-fieldset">
        <legend>
          <Trans>Angebotene Messen</Trans>
        </legend>
        {messen.length === 0 ? (
          <p className="messen-muted">
            <Trans>Zurzeit werden keine Messen angeboten.</Trans>
          </p>
        ) : (
          <ul className="messen-options">
            {messen.map((messe) => {
              const id = `messe-${messe.id}`;
              return (
                <li key={messe.id}>
                  <input
                    id={id}
                    type="checkbox"
                    checked={chosen.has(messe.id)}
                    onChange={(event) => toggle(messe.id, event.target.checked)}
                  />
                  <label htmlFor={id}>
                    <span className="messen-option__name">{messe.description}</span>
                    <span className="messen-option__meta">
                      {messe.city} · <MesseDates start={messe.date_start} end={messe.date_end} />
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </fieldset>
      <div className="messen-actions">
        <button type="submit" className="button button--primary" aria-disabled={save.isPending}>
          <Trans>Speichern</Trans>
        </button>
        <Link className="button button--secondary" to={paths.messen(locale)}>
          <Trans>Abbrechen</Trans>
        </Link>
      </div>
    </form>
  );
}
