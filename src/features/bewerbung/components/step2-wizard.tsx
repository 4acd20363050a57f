import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { agencyToday } from '@domain/bewerbung/bewerbung';
import {
  type BewerbungStep2Load,
  FIRST_STEP_FIELDS,
  type Step2Context,
} from '@domain/bewerbung/step2';
import { Alert } from '@src/ui/alert';
import { Button } from '@src/ui/button';
import { paths } from '@src/ui/paths';
import { failureFieldErrors } from '@src/ui/server-errors';
import { useDirtyForm } from '@src/ui/use-dirty-form';
import { useLocale } from '@src/ui/use-locale';
import { submitStep2 } from '../api/bewerbung';
import {
  STEP2_DEFAULTS,
  step2FormData,
  type Step2FormValues,
  step2Resolver,
} from '../lib/step2-form';
import { ApplyFailure } from './apply-failure';
import { Step2PersonSection } from './step2-person-section';
import { Step2SecondStep } from './step2-second-step';
import { Step2SkillsSection } from './step2-skills-section';

const FIELDS = Object.keys(STEP2_DEFAULTS) as Path<Step2FormValues>[];
const FIRST = new Set<string>(FIRST_STEP_FIELDS);

/**
 * The two-step wizard of application step 2: "next" checks the first step and
 * moves on, values stay when moving back, only "save" sends. Server errors land
 * on their fields, and the wizard returns to the step that holds the first one.
 */
export function Step2Wizard({ token, load }: { token: string; load: BewerbungStep2Load }) {
  const { t } = useLingui();
  const locale = useLocale();
  const [step, setStep] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);
  const [done, setDone] = useState(false);
  const context: Step2Context = useMemo(
    () => ({ gender: load.gender, student: load.student, thisYear: agencyToday().year }),
    [load.gender, load.student],
  );
  const resolver = useMemo(() => step2Resolver(context), [context]);
  // The step travels to the resolver as react-hook-form's context: "next" checks step 1 only.
  const form = useForm<Step2FormValues, { step: number }>({
    resolver,
    context: { step },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: STEP2_DEFAULTS,
  });
  useDirtyForm(form.formState.isDirty && !done);
  const heading = useRef<HTMLParagraphElement>(null);
  // Where focus goes after a step change: a field the server refused, else the progress line.
  const focusAfterMove = useRef<Path<Step2FormValues> | 'heading' | null>(null);

  useEffect(() => {
    const target = focusAfterMove.current;
    focusAfterMove.current = null;
    if (target === 'heading') heading.current?.focus();
    else if (target) form.setFocus(target);
  }, [form, step]);

  const moveTo = (target: number, focus: Path<Step2FormValues> | 'heading') => {
    focusAfterMove.current = focus;
    setStep(target);
  };

  // Server errors on second-step fields, put back after "next" (its check clears the errors).
  const laterErrors = useRef<[Path<Step2FormValues>, string][]>([]);

  const next = async () => {
    moveTo(1, 'heading');
    for (const [field, message] of laterErrors.current) {
      form.setError(field, { type: 'server', message });
    }
    laterErrors.current = [];
  };

  const save = async () => {
    setFailure(null);
    // The form's own strings, not the resolver's parsed output (numbers, no photo).
    const values = form.getValues();
    try {
      await submitStep2(token, step2FormData(values, context, locale));
    } catch (error) {
      const errors = failureFieldErrors(error, FIELDS);
      for (const [field, message] of errors) form.setError(field, { type: 'server', message });
      // Errors on the first step's fields send the wizard back there, focused on the first one.
      const firstStepError = errors.find(([field]) => FIRST.has(field));
      if (firstStepError) {
        laterErrors.current = errors.filter(([field]) => !FIRST.has(field));
        moveTo(0, firstStepError[0]);
      } else if (errors[0]) form.setFocus(errors[0][0]);
      setFailure(error);
      return;
    }
    form.reset(values);
    setDone(true);
  };

  // handleSubmit runs the resolver of the current step; only the last step sends.
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(step === 0 ? next : save)(event);

  if (done) {
    return (
      <Alert tone="success">
        <Trans>Vielen Dank! Ihre Bewerbung ist vollständig. Wir melden uns bei Ihnen.</Trans>
      </Alert>
    );
  }
  return (
    <form className="form bw-wizard" noValidate onSubmit={onSubmit}>
      <p className="bw-wizard__progress" ref={heading} tabIndex={-1}>
        {step === 0 ? <Trans>Schritt 1 von 2</Trans> : <Trans>Schritt 2 von 2</Trans>}
      </p>
      <p className="field__description">
        <Trans>
          Felder mit * sind Pflichtfelder. Angaben zum Studium sind nur für Studierende nötig.
        </Trans>
      </p>
      <ApplyFailure error={failure} sticky />
      {step === 0 ? (
        <>
          <Step2PersonSection control={form.control} gender={load.gender} />
          <Step2SkillsSection
            control={form.control}
            student={load.student}
            locations={load.locations}
          />
        </>
      ) : (
        <Step2SecondStep control={form.control} messen={load.messen} />
      )}
      <div className="bw-wizard__actions">
        <a className="button button--link" href={paths.home(locale)}>
          <Trans>Abbrechen</Trans>
        </a>
        {step === 1 ? (
          <Button variant="secondary" onPress={() => moveTo(0, 'heading')}>
            <Trans>Zurück</Trans>
          </Button>
        ) : null}
        <Button type="submit" isPending={form.formState.isSubmitting}>
          {step === 0 ? t`Weiter` : t`Speichern`}
        </Button>
      </div>
    </form>
  );
}
