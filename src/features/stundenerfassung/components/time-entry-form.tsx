import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as v from 'valibot';
import { timeEntrySchema } from '@domain/stundenerfassung/stundenerfassung';
import {
  MAX_BREAK_MINUTES,
  MINUTES_PER_DAY,
  NO_WORK_TIME,
  TIME_STEP_MINUTES,
  type TimeEntryMinutes,
} from '@domain/shared/times/time';
import { shiftClock, workedMinutes } from '@domain/shared/times/shift-time';
import { withShiftClock } from '@domain/shared/times/shift-entry';
import { timeTrackingMessage } from '@domain/stundenerfassung/messages';
import { InvalidWriteError, saveTimeEntry, SheetSignedError } from '../data/writes';
import { Alert } from '@src/ui/alert';
import { Button } from '@src/ui/button';
import { Form } from '@src/ui/form';
import { useDirtyForm } from '@src/ui/use-dirty-form';
import { useLocale } from '@src/ui/use-locale';
import { timeKey } from '../data/db';
import { personDayWarnings, type LawRow } from '../lib/working-time';
import { Hours } from './hours';
import { TimeSelect } from './time-select';
import { WorkingTimeWarnings } from './working-time-warnings';

type Field = keyof TimeEntryMinutes;
const FIELDS: readonly Field[] = ['time_start', 'time_end', 'time_break'];
type FieldErrors = Partial<Record<Field, string>>;

/** Minutes from 0 to `to` inclusive in 15-minute steps. */
function slots(to: number): number[] {
  const result: number[] = [];
  for (let minutes = 0; minutes <= to; minutes += TIME_STEP_MINUTES) result.push(minutes);
  return result;
}

/** 00:00 to 24:00: start and end offer every slot of the day. */
const DAY_SLOTS = slots(MINUTES_PER_DAY);

type TimeEntryFormProps = {
  ids: { messeId: number; customerId: number; staffId: number; day: string };
  initial: TimeEntryMinutes;
  /** The day is covered by a staff or customer signature: nothing can be saved any more. */
  isSigned: boolean;
  /** The stored day is 'no work time' (cleared); the form shows the standard shift to enter. */
  isCleared?: boolean;
  /** The person's stored days around this one on every pair of the device (§ 5 ArbZG). */
  neighbours: readonly LawRow[];
  /** The fair's federal state: its holidays are flagged (§ 9 ArbZG); null: Sundays only. */
  federalState: LawRow['federalState'];
  onSaved: () => void;
};

/**
 * Start, end and break as selects of 15-minute slots. Start and end offer the
 * whole day as clock times: an end before the start lies on the next day
 * (22:00–06:00 (+1), a night shift, domain shift-entry.ts), so nothing is
 * moved behind the user's back and a slip such as 08:00–07:00 gets the
 * 16-hour rule's message on saving. The break offers only what fits (0..60
 * and never longer than the time worked).
 */
export function TimeEntryForm({
  ids,
  initial,
  isSigned,
  isCleared = false,
  neighbours,
  federalState,
  onSaved,
}: TimeEntryFormProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const [entry, setEntry] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<'signed' | 'failed' | null>(null);
  const [saving, setSaving] = useState(false);
  const isDirty =
    entry.time_start !== initial.time_start ||
    entry.time_end !== initial.time_end ||
    entry.time_break !== initial.time_break;
  useDirtyForm(isDirty && !saving);

  // Values the clamp moved because of the user's last change, so the eye goes to them.
  const [adjusted, setAdjusted] = useState<ReadonlySet<Field>>(new Set());

  const change = (field: Field) => (minutes: number) => {
    const next =
      field === 'time_break'
        ? { ...entry, time_break: minutes }
        : withShiftClock(entry, field, minutes);
    setAdjusted(new Set(FIELDS.filter((other) => other !== field && next[other] !== entry[other])));
    setEntry(next);
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const showErrors = (nested: Partial<Record<string, string[] | undefined>>) =>
    setErrors({
      time_start: nested.time_start?.[0] && timeTrackingMessage(nested.time_start[0], locale),
      time_end: nested.time_end?.[0] && timeTrackingMessage(nested.time_end[0], locale),
      time_break: nested.time_break?.[0] && timeTrackingMessage(nested.time_break[0], locale),
    });

  const submit = async (clear = false) => {
    if (isSigned || saving) return;
    setFailure(null);
    const parsed = v.safeParse(timeEntrySchema, clear ? NO_WORK_TIME : entry);
    if (!parsed.success) {
      showErrors(v.flatten<typeof timeEntrySchema>(parsed.issues).nested ?? {});
      return;
    }
    setSaving(true);
    try {
      await saveTimeEntry({ ...ids, entry: parsed.output });
      onSaved();
    } catch (error) {
      setSaving(false);
      if (error instanceof SheetSignedError) setFailure('signed');
      else if (error instanceof InvalidWriteError && error.reason === 'invalid')
        showErrors(error.errors);
      else setFailure('failed');
    }
  };

  const maxBreak = Math.min(MAX_BREAK_MINUTES, entry.time_end - entry.time_start);
  // Warnings follow the values on screen, before saving: the form is where they can be fixed.
  const warnings = personDayWarnings(neighbours, ids.day, {
    key: timeKey(ids.messeId, ids.customerId, ids.staffId, ids.day),
    federalState,
    entry,
  });
  const selects: { field: Field; label: string; options: readonly number[] }[] = [
    { field: 'time_start', label: t`Beginn`, options: DAY_SLOTS },
    { field: 'time_end', label: t`Ende`, options: DAY_SLOTS },
    { field: 'time_break', label: t`Pause`, options: slots(Math.max(0, maxBreak)) },
  ];
  return (
    <Form
      aria-label={t`Arbeitszeit`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="tt-form">
        {isSigned || failure === 'signed' ? (
          <p className="tt-signed-note" role="alert">
            <Trans>Stundenzettel bereits unterschrieben</Trans>
          </p>
        ) : null}
        {isCleared ? (
          <p className="tt-muted">
            <Trans>Gespeichert: keine Arbeitszeit (–).</Trans>
          </p>
        ) : null}
        {selects.map(({ field, label, options }) => (
          <TimeSelect
            key={field}
            label={label}
            format={field === 'time_break' ? 'minutes' : 'clock'}
            minutesUnit={t`Minuten`}
            value={field === 'time_end' ? shiftClock(entry[field]) : entry[field]}
            options={options}
            onChange={change(field)}
            note={
              field === 'time_end' && entry.time_end > MINUTES_PER_DAY
                ? t`Ende am Folgetag (+1): Schicht über Mitternacht.`
                : adjusted.has(field)
                  ? t`Automatisch angepasst – bitte prüfen.`
                  : undefined
            }
            errorMessage={errors[field]}
            isDisabled={isSigned}
          />
        ))}
        <p className="tt-total" aria-live="polite">
          <Trans>Arbeitszeit:</Trans>{' '}
          <strong>
            <Hours minutes={workedMinutes({ ...entry, day: ids.day })} />
          </strong>
        </p>
        <WorkingTimeWarnings warnings={warnings} keepRegion />
        {failure === 'failed' ? (
          <Alert tone="error">
            <Trans>
              Die Zeit konnte auf diesem Gerät nicht gespeichert werden. Bitte versuchen Sie es
              erneut.
            </Trans>
          </Alert>
        ) : null}
        <div className="tt-actions">
          <Button type="submit" isDisabled={isSigned || saving || failure === 'signed'}>
            <Trans>Speichern</Trans>
          </Button>
          <Button
            variant="secondary"
            isDisabled={isSigned || saving || failure === 'signed'}
            onPress={() => void submit(true)}
          >
            <Trans>Keine Arbeitszeit (Tag leeren)</Trans>
          </Button>
        </div>
      </div>
    </Form>
  );
}
