import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { PairAssignments } from '@domain/buero/messen-contract';
import { FailureAlert } from '@src/ui/failure-alert';
import { useConfirmSupervisorByPhone, useSupervisorChange } from '../api/messen';
import {
  matchesFilter,
  PairBookingFilter,
  PairBookingState,
  type StateFilter,
} from './pair-booking-state';

/**
 * The pair's supervisors (accounts with time tracking), booked like staff
 * (issue 24): each one's state with the counts and a filter, "telefonisch
 * zugesagt"; remove one, add one (requested, mailed).
 */
export function PairSupervisors({ data }: { data: PairAssignments }) {
  const { t } = useLingui();
  const add = useSupervisorChange('add');
  const remove = useSupervisorChange('remove');
  const byPhone = useConfirmSupervisorByPhone();
  const [filter, setFilter] = useState<StateFilter>('all');
  const [chosen, setChosen] = useState('');
  const pair = { messeId: data.fair.id, customerId: data.customer.id };
  const assigned = new Set(data.supervisors.map((person) => person.id));
  const options = data.supervisor_options.filter((person) => !assigned.has(person.id));
  return (
    <section className="buero-card" aria-labelledby="pair-supervisors-title">
      <h2 id="pair-supervisors-title">
        <Trans>Aufsicht (Zeiterfassung)</Trans>
      </h2>
      <FailureAlert error={add.error ?? remove.error ?? byPhone.error} />
      {data.supervisors.length === 0 ? (
        <p className="buero-muted">
          <Trans>Noch keine Aufsicht: niemand kann hier Zeiten erfassen.</Trans>
        </p>
      ) : (
        <PairBookingFilter
          counts={data.supervisor_counts}
          value={filter}
          onChange={setFilter}
          who="supervisors"
        />
      )}
      {data.supervisors.length === 0 ? null : (
        <ul className="buero-people">
          {data.supervisors
            .filter((person) => matchesFilter(person, filter))
            .map(({ name, ...person }) => (
              <li key={person.id}>
                <span>
                  {name} <span className="buero-muted">{person.email}</span>{' '}
                  <PairBookingState
                    booking={person}
                    name={name}
                    busy={byPhone.isPending}
                    onPhoneConfirm={() => byPhone.mutate({ ...pair, userId: person.id })}
                  />
                </span>
                <button
                  type="button"
                  className="button button--link"
                  disabled={remove.isPending}
                  aria-label={t`Aufsicht ${name} entfernen`}
                  onClick={() => remove.mutate({ ...pair, ids: [person.id] })}
                >
                  <Trans>Entfernen</Trans>
                </button>
              </li>
            ))}
        </ul>
      )}
      <form
        className="buero-inline-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!chosen) return;
          add.mutate({ ...pair, ids: [Number(chosen)] }, { onSuccess: () => setChosen('') });
        }}
      >
        <label>
          <span>
            <Trans>Aufsicht hinzufügen</Trans>
          </span>
          <select
            className="field__input"
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
          >
            <option value="">{t`Konto mit Zeiterfassung wählen …`}</option>
            {options.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name} ({person.email})
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="button button--primary"
          disabled={!chosen || add.isPending}
        >
          <Trans>Hinzufügen</Trans>
        </button>
      </form>
    </section>
  );
}
