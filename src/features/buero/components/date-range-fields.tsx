import type { ReactNode } from 'react';

type Props = {
  fromLabel: ReactNode;
  toLabel: ReactNode;
  from: string | undefined;
  to: string | undefined;
  onChange: (range: { from?: string; to?: string }) => void;
};

/** Two date fields of a list's filter grid (the query's `from` and `to`). */
export function DateRangeFields({ fromLabel, toLabel, from, to, onChange }: Props) {
  return (
    <>
      <label>
        <span>{fromLabel}</span>
        <input
          type="date"
          className="field__input"
          value={from ?? ''}
          onChange={(event) => onChange({ from: event.target.value || undefined })}
        />
      </label>
      <label>
        <span>{toLabel}</span>
        <input
          type="date"
          className="field__input"
          value={to ?? ''}
          onChange={(event) => onChange({ to: event.target.value || undefined })}
        />
      </label>
    </>
  );
}
