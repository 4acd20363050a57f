import type { ReactNode } from 'react';

type Choice<K extends string> = { value: K; label: string };

type Props<K extends string> = {
  keyLabel: ReactNode;
  levelLabel: ReactNode;
  /** The first option of the key select: no filter. */
  allLabel: string;
  /** The chosen key and its minimum level, if any. */
  choice: readonly [K, number] | undefined;
  keys: readonly Choice<K>[];
  levels: readonly { value: number; label: string }[];
  /** One key with its minimum level, or undefined for no filter. */
  onChange: (next: Partial<Record<K, number>> | undefined) => void;
};

/**
 * A 'key at least level' filter (a language and its level, an experience area
 * and its rating): two selects, the level only once a key is chosen.
 */
export function KeyLevelFilter<K extends string>({
  keyLabel,
  levelLabel,
  allLabel,
  choice,
  keys,
  levels,
  onChange,
}: Props<K>) {
  const level = choice?.[1] ?? 1;
  const only = (key: K, min: number) => ({ [key]: min }) as Partial<Record<K, number>>;
  return (
    <>
      <label>
        <span>{keyLabel}</span>
        <select
          className="field__input"
          value={choice?.[0] ?? ''}
          onChange={(event) =>
            onChange(event.target.value ? only(event.target.value as K, level) : undefined)
          }
        >
          <option value="">{allLabel}</option>
          {keys.map((key) => (
            <option key={key.value} value={key.value}>
              {key.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{levelLabel}</span>
        <select
          className="field__input"
          disabled={!choice}
          value={level}
          onChange={(event) => choice && onChange(only(choice[0], Number(event.target.value)))}
        >
          {levels.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
