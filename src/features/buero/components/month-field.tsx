import { useLingui } from '@lingui/react/macro';
import { useLocale } from '@src/ui/use-locale';
import { monthNames } from '../lib/months';

/** Years offered: the export takes months from 2000; a clerk looks back a few years at most. */
const YEARS_BACK = 10;

type Props = {
  /** yyyy-MM */
  value: string;
  onChange: (value: string) => void;
  /** The group's name; the payroll month unless told. */
  legend?: string;
};

/**
 * A month as two selects, month by name and year, in the page's language: the
 * browser's own month input follows the browser's language and format instead.
 */
export function MonthField({ value, onChange, legend }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const [year = '', month = ''] = value.split('-');
  const thisYear = new Date().getFullYear();
  const first = Math.min(thisYear - YEARS_BACK, Number(year) || thisYear);
  const years = Array.from({ length: thisYear + 2 - first }, (_, index) => String(first + index));
  return (
    <fieldset className="buero-month">
      <legend>{legend ?? t`Abrechnungsmonat`}</legend>
      <label>
        <span>{t`Monat`}</span>
        <select
          className="field__input"
          value={month}
          onChange={(event) => onChange(`${year}-${event.target.value}`)}
        >
          {monthNames(locale).map((name, index) => {
            const number = String(index + 1).padStart(2, '0');
            return (
              <option key={number} value={number}>
                {name}
              </option>
            );
          })}
        </select>
      </label>
      <label>
        <span>{t`Jahr`}</span>
        <select
          className="field__input"
          value={year}
          onChange={(event) => onChange(`${event.target.value}-${month}`)}
        >
          {years.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}
