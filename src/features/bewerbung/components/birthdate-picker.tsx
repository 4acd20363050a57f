import { Trans, useLingui } from '@lingui/react/macro';
import { type CalendarDate, parseDate } from '@internationalized/date';
import { useContext } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  CalendarStateContext,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  I18nProvider,
  Label,
  Popover,
} from 'react-aria-components';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { birthdateBounds } from '../../../../domain/bewerbung';
import { FIRST_DAY_OF_WEEK } from '../../../../domain/dates';
import { formattingTag } from '../../../../domain/locale';
import { useLocale } from '../../../ui/use-locale';
import { errorText } from './field-error';

// Below the control, aligned to its start (a position, not text).
const POPOVER_PLACEMENT = 'bottom start' as const;

function toDate(value: unknown): CalendarDate | null {
  if (typeof value !== 'string' || value === '') return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

/** Year and month selects in the calendar: a birthday is decades back, not a few clicks away. */
function YearMonthSelects({ min, max }: { min: CalendarDate; max: CalendarDate }) {
  const state = useContext(CalendarStateContext);
  const { t } = useLingui();
  const locale = useLocale();
  if (!state) return null;
  const focused = state.focusedDate;
  const monthName = new Intl.DateTimeFormat(formattingTag(locale), { month: 'long' });
  const years = Array.from({ length: max.year - min.year + 1 }, (_, i) => max.year - i);
  const months = Array.from({ length: 12 }, (_, i) => i + 1);
  return (
    <div className="bw-calendar__selects">
      <select
        aria-label={t`Monat`}
        className="field__input"
        value={focused.month}
        onChange={(event) =>
          state.setFocusedDate(focused.set({ month: Number(event.target.value) }))
        }
      >
        {months.map((month) => (
          <option key={month} value={month}>
            {monthName.format(new Date(Date.UTC(2000, month - 1, 15)))}
          </option>
        ))}
      </select>
      <select
        aria-label={t`Jahr`}
        className="field__input"
        value={focused.year}
        onChange={(event) =>
          state.setFocusedDate(focused.set({ year: Number(event.target.value) }))
        }
      >
        {years.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </select>
    </div>
  );
}

type BirthdatePickerProps<T extends FieldValues> = { control: Control<T>; name: Path<T> };

/**
 * The birthdate (spec section 2): only days from 100 to 18 years ago, the
 * calendar opens at 18 years ago, shown as dd.MM.yyyy (en: en-GB), weeks start
 * on Monday; the form holds yyyy-MM-dd, as the server takes it.
 */
export function BirthdatePicker<T extends FieldValues>({ control, name }: BirthdatePickerProps<T>) {
  const { t } = useLingui();
  const locale = useLocale();
  const { min, max } = birthdateBounds();
  return (
    <I18nProvider locale={formattingTag(locale)}>
      <Controller
        control={control}
        name={name}
        render={({ field, fieldState }) => {
          const error = errorText(fieldState.error, locale);
          return (
            <DatePicker
              className="field bw-date"
              name={field.name}
              value={toDate(field.value)}
              onChange={(date) => field.onChange(date ? date.toString() : '')}
              onBlur={field.onBlur}
              minValue={min}
              maxValue={max}
              placeholderValue={max}
              firstDayOfWeek={FIRST_DAY_OF_WEEK}
              isRequired
              isInvalid={Boolean(error)}
              validationBehavior="aria"
              granularity="day"
              shouldForceLeadingZeros
            >
              <Label className="field__label">
                <Trans>Geburtsdatum</Trans>
                <span aria-hidden="true"> *</span>
              </Label>
              <Group className="field__input bw-date__group">
                <DateInput className="bw-date__input" ref={field.ref}>
                  {(segment) => <DateSegment segment={segment} className="bw-date__segment" />}
                </DateInput>
                <Button className="bw-date__button" aria-label={t`Kalender öffnen`}>
                  <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
                    <rect
                      x="3"
                      y="5"
                      width="18"
                      height="16"
                      rx="2"
                      fill="none"
                      stroke="currentColor"
                      strokeWidth="2"
                    />
                    <path d="M3 10h18M8 3v4M16 3v4" stroke="currentColor" strokeWidth="2" />
                  </svg>
                </Button>
              </Group>
              <FieldError className="field__error">{error}</FieldError>
              <Popover className="bw-popover" placement={POPOVER_PLACEMENT}>
                <Dialog className="bw-calendar" aria-label={t`Geburtsdatum wählen`}>
                  <Calendar>
                    <header className="bw-calendar__header">
                      <Button slot="previous" className="button button--secondary">
                        <span aria-hidden="true">‹</span>
                      </Button>
                      <Heading className="bw-calendar__heading" />
                      <Button slot="next" className="button button--secondary">
                        <span aria-hidden="true">›</span>
                      </Button>
                    </header>
                    <YearMonthSelects min={min} max={max} />
                    <CalendarGrid weekdayStyle="short">
                      <CalendarGridHeader>
                        {(day) => <CalendarHeaderCell>{day}</CalendarHeaderCell>}
                      </CalendarGridHeader>
                      <CalendarGridBody>
                        {(date) => <CalendarCell date={date} className="bw-calendar__cell" />}
                      </CalendarGridBody>
                    </CalendarGrid>
                  </Calendar>
                </Dialog>
              </Popover>
            </DatePicker>
          );
        }}
      />
    </I18nProvider>
  );
}
