import { Trans, useLingui } from '@lingui/react/macro';
import {
  type CalendarDate,
  type DateValue,
  GregorianCalendar,
  parseDate,
} from '@internationalized/date';
import { lazy, type RefObject, Suspense, useRef, useState } from 'react';
import {
  type AriaDateFieldProps,
  I18nProvider,
  mergeProps,
  useButton,
  useDateField,
  useDatePicker,
  useDateSegment,
  useLocale as useAriaLocale,
} from 'react-aria';
import {
  type DateFieldState,
  type DatePickerState,
  type DateSegment,
  useDateFieldState,
  useDatePickerState,
} from 'react-stately';
import { birthdateBounds } from '@domain/bewerbung/bewerbung';
import { FIRST_DAY_OF_WEEK } from '@domain/shared/dates';
import { formattingTag } from '@domain/shared/locale';
import type { PlainFieldProps } from '@src/ui/use-plain-form';
import { useLocale } from '@src/ui/use-locale';
import { useDismissBeforeShown } from '../hooks/use-dismiss-before-shown';

const loadCalendar = () => import('./birthdate-calendar');
const BirthdateCalendar = lazy(async () => ({
  default: (await loadCalendar()).BirthdateCalendar,
}));

/**
 * de-DE and en-GB count in the Gregorian calendar. Naming it here keeps
 * @internationalized/date's other calendars (Islamic, Hebrew, Japanese, ...)
 * out of the first load; react-aria's default factory imports all of them.
 */
const createCalendar = () => new GregorianCalendar();

function toDate(value: string): CalendarDate | null {
  if (value === '') return null;
  try {
    return parseDate(value);
  } catch {
    return null;
  }
}

type CalendarOnDemandProps = {
  state: DatePickerState;
  triggerRef: RefObject<HTMLDivElement | null>;
  dialogId: string | undefined;
  calendarProps: ReturnType<typeof useDatePicker>['calendarProps'];
};

/**
 * The calendar popover, fetched on the first opening (and already on hover or
 * focus of the button, so it is usually there by the click): the page's first
 * load has a budget. Once opened it stays mounted, so closing keeps
 * react-aria's exit animation and focus return. Until it is on screen, a
 * dismissal is handled here (useDismissBeforeShown), else it would open late.
 */
function CalendarOnDemand(props: CalendarOnDemandProps) {
  const [opened, setOpened] = useState(false);
  useDismissBeforeShown(props.state, props.triggerRef, props.dialogId);
  if (props.state.isOpen && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <BirthdateCalendar {...props} />
    </Suspense>
  );
}

function Segment({ segment, state }: { segment: DateSegment; state: DateFieldState }) {
  const ref = useRef<HTMLSpanElement>(null);
  const { segmentProps } = useDateSegment(segment, state, ref);
  return (
    <span
      {...segmentProps}
      ref={ref}
      className="bw-date__segment"
      data-placeholder={segment.isPlaceholder || undefined}
    >
      {segment.text}
    </span>
  );
}

type DateFieldProps = AriaDateFieldProps<DateValue> & {
  /** The form's handle to focus the field: its first editable segment. */
  focusRef: PlainFieldProps['inputRef'];
};

/** The typed date: day, month and year segments (react-aria's useDateField). */
function DateField({ focusRef, ...props }: DateFieldProps) {
  const { locale } = useAriaLocale();
  const state = useDateFieldState({ ...props, locale, createCalendar });
  const ref = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const { fieldProps, inputProps } = useDateField({ ...props, inputRef }, state, ref);
  const register = (element: HTMLDivElement | null) => {
    ref.current = element;
    focusRef(
      element && {
        focus: () => element.querySelector<HTMLElement>('[role="spinbutton"]')?.focus(),
      },
    );
  };
  return (
    <div {...fieldProps} ref={register} className="bw-date__input">
      {state.segments.map((segment, index) => (
        <Segment key={index} segment={segment} state={state} />
      ))}
      <input {...inputProps} ref={inputRef} />
    </div>
  );
}

function CalendarButton(props: Parameters<typeof useButton>[0]) {
  const ref = useRef<HTMLButtonElement>(null);
  const { buttonProps } = useButton(props, ref);
  return (
    <button
      {...mergeProps(buttonProps, { onPointerEnter: () => void loadCalendar() })}
      ref={ref}
      className="bw-date__button"
    >
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
    </button>
  );
}

type BirthdatePickerProps = Omit<PlainFieldProps, 'name'>;

function Picker({ value, onChange, errorMessage, inputRef }: BirthdatePickerProps) {
  const { t } = useLingui();
  const { min, max } = birthdateBounds();
  const pickerProps = {
    label: t`Geburtsdatum`,
    value: toDate(value),
    onChange: (date: DateValue | null) => onChange(date ? date.toString() : ''),
    minValue: min,
    maxValue: max,
    placeholderValue: max,
    firstDayOfWeek: FIRST_DAY_OF_WEEK,
    isRequired: true,
    isInvalid: Boolean(errorMessage),
    validationBehavior: 'aria',
    granularity: 'day',
    shouldForceLeadingZeros: true,
    errorMessage,
  } as const;
  const state = useDatePickerState(pickerProps);
  const groupRef = useRef<HTMLDivElement>(null);
  const picker = useDatePicker(pickerProps, state, groupRef);
  const { groupProps, labelProps, fieldProps, buttonProps, errorMessageProps } = picker;
  return (
    <div className="field bw-date">
      <span {...labelProps} className="field__label">
        <Trans>Geburtsdatum</Trans>
        <span aria-hidden="true"> *</span>
      </span>
      <div {...groupProps} ref={groupRef} className="field__input bw-date__group">
        <DateField {...fieldProps} focusRef={inputRef} />
        <CalendarButton
          {...mergeProps(buttonProps, { onFocus: () => void loadCalendar() })}
          aria-label={t`Kalender öffnen`}
        />
      </div>
      {errorMessage ? (
        <span {...errorMessageProps} className="field__error">
          {errorMessage}
        </span>
      ) : null}
      <CalendarOnDemand
        state={state}
        triggerRef={groupRef}
        dialogId={picker.dialogProps.id}
        calendarProps={picker.calendarProps}
      />
    </div>
  );
}

/**
 * The birthdate (docs/product/screens.md, Application step 1): only days from 100
 * to 18 years ago, the calendar opens at 18 years ago, shown as dd.MM.yyyy (en:
 * en-GB), weeks start on Monday; the form holds yyyy-MM-dd, as the server takes it.
 *
 * react-aria's DatePicker, built from the hooks react-aria-components'
 * <DatePicker> is made of (useDatePickerState, useDatePicker, useDateField,
 * useDateSegment, useButton), with its Calendar in a Popover. The component
 * itself imports the Calendar, Popover, Dialog and Menu modules for their
 * contexts, which put all of them (and every calendar system) into the page's
 * first load; built from the hooks, the calendar is a chunk loaded on demand.
 */
export function BirthdatePicker(props: BirthdatePickerProps) {
  const locale = useLocale();
  return (
    <I18nProvider locale={formattingTag(locale)}>
      <Picker {...props} />
    </I18nProvider>
  );
}
