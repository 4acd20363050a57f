import '../bewerbung-popover.css';
import { useLingui } from '@lingui/react/macro';
import type { DateValue } from '@internationalized/date';
import { type RefObject, useContext } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  CalendarStateContext,
  Dialog,
  Heading,
  type CalendarProps,
  Popover,
} from 'react-aria-components';
import type { DatePickerState } from 'react-stately';
import { formattingTag } from '@domain/shared/locale';
import { useLocale } from '@src/ui/use-locale';

// Below the control, aligned to its start (a position, not text).
const POPOVER_PLACEMENT = 'bottom start' as const;

type Bounds = { min: DateValue; max: DateValue };

/** Year and month selects in the calendar: a birthday is decades back, not a few clicks away. */
function YearMonthSelects({ min, max }: Bounds) {
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

type BirthdateCalendarProps = {
  state: DatePickerState;
  triggerRef: RefObject<HTMLDivElement | null>;
  dialogId: string | undefined;
  calendarProps: CalendarProps<DateValue>;
};

/**
 * The birthdate picker's popover with its calendar. A chunk of its own, loaded
 * when the picker first opens (BirthdatePicker): the overlay and calendar code
 * is over half of react-aria's weight on /bewerbung, and typing the date needs none
 * of it. Value, limits and first weekday come from useDatePicker's calendarProps.
 */
export function BirthdateCalendar({
  state,
  triggerRef,
  dialogId,
  calendarProps,
}: BirthdateCalendarProps) {
  const { t } = useLingui();
  const { minValue, maxValue } = calendarProps;
  return (
    <Popover
      className="bw-popover"
      placement={POPOVER_PLACEMENT}
      triggerRef={triggerRef}
      isOpen={state.isOpen}
      onOpenChange={state.setOpen}
    >
      <Dialog id={dialogId} className="bw-calendar" aria-label={t`Geburtsdatum wählen`}>
        <Calendar {...calendarProps}>
          <header className="bw-calendar__header">
            <Button slot="previous" className="button button--secondary">
              <span aria-hidden="true">‹</span>
            </Button>
            <Heading className="bw-calendar__heading" />
            <Button slot="next" className="button button--secondary">
              <span aria-hidden="true">›</span>
            </Button>
          </header>
          {minValue && maxValue ? <YearMonthSelects min={minValue} max={maxValue} /> : null}
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
  );
}
