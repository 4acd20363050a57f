import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

type Props = {
  label: ReactNode;
  value: boolean | undefined;
  onChange: (value: boolean | undefined) => void;
  /** The texts of the two choices (default 'Ja' / 'Nein'). */
  yes?: string;
  no?: string;
};

/** A yes/no/any filter as a labelled select (the query's `1`, `0` or nothing). */
export function YesNoFilter({ label, value, onChange, yes, no }: Props) {
  const { t } = useLingui();
  return (
    <label>
      <span>{label}</span>
      <select
        className="field__input"
        value={value === undefined ? '' : value ? '1' : '0'}
        onChange={(event) =>
          onChange(event.target.value === '' ? undefined : event.target.value === '1')
        }
      >
        <option value="">{t`Alle`}</option>
        <option value="1">{yes ?? t`Ja`}</option>
        <option value="0">{no ?? t`Nein`}</option>
      </select>
    </label>
  );
}
