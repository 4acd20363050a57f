import { Trans, useLingui } from '@lingui/react/macro';
import { shiftClock } from '@domain/shared/times/shift-time';
import { withShiftClock } from '@domain/shared/times/shift-entry';
import { useId, useState } from 'react';
import { Controller, type Control } from 'react-hook-form';
import {
  DISPUTE_NOTE_MAX,
  type DisputeResolution,
  type DisputeResolutionBody,
  disputeResolutionBodySchema,
  type OfficeDispute,
} from '@domain/freigabe/office';
import { formatDateWithWeekday } from '@domain/shared/date-format';
import { timeEntryMessages } from '@domain/shared/times/time-entry-messages';
import {
  BREAK_CHOICES,
  DEFAULT_TIME_ENTRY,
  formatClock,
  MINUTES_PER_DAY,
  TIME_STEP_MINUTES,
} from '@domain/shared/times/time';
import { validationMessage } from '@domain/shared/validation-messages';
import { Button } from '@src/ui/button';
import { errorText } from '@src/ui/field-error';
import { FailureAlert } from '@src/ui/failure-alert';
import { Form } from '@src/ui/form';
import { SelectInput } from '@src/ui/select-input';
import { useApiForm } from '@src/ui/use-api-form';
import { useLocale } from '@src/ui/use-locale';
import { useApprovalWrites } from '../api/approvals';

type DisputeResolveFormProps = {
  messeId: number;
  customerId: number;
  dispute: OfficeDispute;
  contactName: string;
};

type TimeField = 'time.time_start' | 'time.time_end' | 'time.time_break';
const FIELDS = [
  'resolution',
  'note',
  'time',
  'time.time_start',
  'time.time_end',
  'time.time_break',
] as const;

const CLOCK_OPTIONS = Array.from({ length: MINUTES_PER_DAY / TIME_STEP_MINUTES + 1 }, (_, i) => {
  const minutes = i * TIME_STEP_MINUTES;
  return { value: String(minutes), label: formatClock(minutes) };
});

/** The row's time now, or the usual day when it has none: what a correction starts from. */
function startingTime(dispute: OfficeDispute) {
  const time = dispute.time;
  if (time && time.time_start !== null && time.time_end !== null) {
    return { time_start: time.time_start, time_end: time.time_end, time_break: time.time_break };
  }
  const { timeStart, timeEnd, timeBreak } = DEFAULT_TIME_ENTRY;
  return { time_start: timeStart, time_end: timeEnd, time_break: timeBreak };
}

/**
 * Answering one disputed row: the office either corrects the time (Beginn,
 * Ende, Pause, prefilled with the row's time, written with the resolution)
 * or keeps it, and says so in a note that goes to the contact by mail.
 * "Zeit korrigieren" first shows the time's fields; the buttons then send.
 */
export function DisputeResolveForm(props: DisputeResolveFormProps) {
  const { messeId, customerId, dispute, contactName } = props;
  const { t } = useLingui();
  const locale = useLocale();
  const id = useId();
  const [correcting, setCorrecting] = useState(false);
  const writes = useApprovalWrites(messeId, customerId);
  const { control, onSubmit, failure, form } = useApiForm({
    schema: disputeResolutionBodySchema,
    defaultValues: { resolution: undefined, note: '', time: startingTime(dispute) },
    submit: (values: DisputeResolutionBody) => writes.resolve(dispute.id, values),
    onSuccess: () => writes.refresh(),
    fields: FIELDS,
  });
  const row = `${dispute.name}, ${formatDateWithWeekday(dispute.day, locale)}`;
  // Buttons, not submit buttons: the resolution must be set before the form is read.
  const send = (resolution: DisputeResolution) => {
    form.setValue('resolution', resolution, { shouldDirty: true });
    void onSubmit();
  };
  // A clock time picked for start or end: an end before the start lies on the
  // next day (22:00–06:00 (+1)), as on the tablet (domain shift-entry.ts).
  const setClock = (name: TimeField, clock: number | null) => {
    const time = form.getValues('time');
    const field = name === 'time.time_start' ? 'time_start' : 'time_end';
    if (clock === null || !time || time.time_start === null || time.time_end === null) {
      form.setValue(name, clock, { shouldDirty: true });
      return;
    }
    const { time_start: start, time_end: end, time_break: pause } = time;
    const next = withShiftClock(
      { time_start: start, time_end: end, time_break: pause },
      field,
      clock,
    );
    for (const key of ['time_start', 'time_end', 'time_break'] as const) {
      form.setValue(`time.${key}`, next[key], { shouldDirty: true });
    }
  };
  const timeFields: [TimeField, string][] = [
    ['time.time_start', t`Beginn`],
    ['time.time_end', t`Ende`],
    ['time.time_break', t`Pause`],
  ];
  return (
    <Form onSubmit={(event) => event.preventDefault()}>
      <FailureAlert error={failure} />
      {correcting ? (
        <fieldset className="buero-approval__time">
          <legend>
            <Trans>Korrigierte Zeit ({row})</Trans>
          </legend>
          {timeFields.map(([name, label]) => (
            <TimeSelectField
              key={name}
              control={control}
              name={name}
              label={label}
              onClock={(clock) => setClock(name, clock)}
            />
          ))}
        </fieldset>
      ) : null}
      <Controller
        control={control}
        name="note"
        render={({ field, fieldState }) => {
          const error = errorText(fieldState.error, locale);
          const noteId = `${id}-note`;
          return (
            <div className="field">
              <label className="field__label" htmlFor={noteId}>
                <Trans>Nachricht an {contactName}</Trans>
                <span aria-hidden="true"> *</span>
                <span className="visually-hidden"> ({row})</span>
              </label>
              <textarea
                ref={field.ref}
                id={noteId}
                className="field__input"
                rows={2}
                name={field.name}
                maxLength={DISPUTE_NOTE_MAX}
                value={typeof field.value === 'string' ? field.value : ''}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                required
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${noteId}-error` : `${noteId}-hint`}
              />
              {error ? (
                <span id={`${noteId}-error`} className="field__error">
                  {error}
                </span>
              ) : (
                <span id={`${noteId}-hint`} className="field__description">
                  <Trans>Geht per E-Mail an den Ansprechpartner.</Trans>
                </span>
              )}
            </div>
          );
        }}
      />
      <div className="buero-actions">
        {correcting ? (
          <>
            <Button
              variant="primary"
              isDisabled={form.formState.isSubmitting}
              onPress={() => send('corrected')}
              aria-label={t`Korrektur senden (${row})`}
            >
              <Trans>Korrektur senden</Trans>
            </Button>
            <Button
              variant="secondary"
              isDisabled={form.formState.isSubmitting}
              onPress={() => setCorrecting(false)}
            >
              <Trans>Doch nicht korrigieren</Trans>
            </Button>
          </>
        ) : (
          <>
            <Button
              variant="secondary"
              isDisabled={form.formState.isSubmitting}
              onPress={() => setCorrecting(true)}
              aria-label={t`Zeit korrigiert (${row})`}
            >
              <Trans>Zeit korrigiert</Trans>
            </Button>
            <Button
              variant="secondary"
              isDisabled={form.formState.isSubmitting}
              onPress={() => send('answered')}
              aria-label={t`Ohne Änderung beantworten (${row})`}
            >
              <Trans>Ohne Änderung beantworten</Trans>
            </Button>
          </>
        )}
      </div>
    </Form>
  );
}

type TimeSelectFieldProps = {
  control: Control<DisputeResolutionBody>;
  name: TimeField;
  label: string;
  /** A clock time picked for start or end (null: "keine Zeit"). */
  onClock: (clock: number | null) => void;
};

/** One value of the corrected time: a native select of 15-minute steps (the breaks 0–60). */
function TimeSelectField({ control, name, label, onClock }: TimeSelectFieldProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const isBreak = name === 'time.time_break';
  const options = isBreak
    ? BREAK_CHOICES.map((minutes) => ({ value: String(minutes), label: t`${minutes} Min.` }))
    : CLOCK_OPTIONS;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SelectInput
          name={field.name}
          label={
            typeof field.value === 'number' && !isBreak && field.value > MINUTES_PER_DAY
              ? t`${label} (+1, am Folgetag)`
              : label
          }
          placeholder={isBreak ? '' : t`keine Zeit`}
          options={options}
          value={
            typeof field.value === 'number'
              ? String(isBreak ? field.value : shiftClock(field.value))
              : ''
          }
          onChange={(value) => {
            if (isBreak) field.onChange(value === '' ? 0 : Number(value));
            else onClock(value === '' ? null : Number(value));
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          errorMessage={
            fieldState.error?.message
              ? validationMessage(fieldState.error.message, locale, timeEntryMessages)
              : undefined
          }
        />
      )}
    />
  );
}
