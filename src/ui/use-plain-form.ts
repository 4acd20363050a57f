import { type FormEvent, useRef, useState } from 'react';
import * as v from 'valibot';
import { validationMessage } from '@domain/shared/validation-messages';
import { failureFieldErrors } from './server-errors';
import { useDirtyForm } from './use-dirty-form';
import { useLocale } from './use-locale';

// Every field is held as text; the schema must take text for each (flags as '0'/'1').
type TextSchema = v.GenericSchema<Record<string, unknown>, object>;
/** What a field's ref must offer: the form focuses the first invalid field. */
type Focusable = Pick<HTMLElement, 'focus'>;
type Values<S extends TextSchema> = Required<{ [K in keyof v.InferInput<S>]: string }>;

export type PlainFormOptions<S extends TextSchema, R> = {
  schema: S;
  defaultValues: Values<S>;
  submit: (values: v.InferOutput<S>) => Promise<R>;
  onSuccess?: (result: R, values: v.InferOutput<S>) => void | Promise<void>;
};

/** Props for one text input of a plain form (see PlainTextField). */
export type PlainFieldProps = {
  name: string;
  value: string;
  onChange: (value: string) => void;
  errorMessage: string | undefined;
  inputRef: (element: Focusable | null) => void;
};

/** First message code (or server text) per field of a failed parse. */
function issuesByField(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue);
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/**
 * useApiForm without react-hook-form, for text-only forms on the log-in path
 * (the first-load budget has no room for it). Same behaviour: validate on
 * submit with the shared schema, then on every change; server field errors on
 * the fields; failure for `<FailureAlert>`; unsaved input reported to the
 * update prompt; focus on the first invalid field.
 */
export function usePlainForm<S extends TextSchema, R>(options: PlainFormOptions<S, R>) {
  const { schema, defaultValues, submit, onSuccess } = options;
  type Name = keyof Values<S> & string;
  const locale = useLocale();
  const [values, setValues] = useState(defaultValues);
  const [saved, setSaved] = useState(defaultValues);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const inputs = useRef(new Map<string, Focusable>());
  const names = Object.keys(defaultValues) as Name[];
  useDirtyForm(names.some((name) => values[name] !== saved[name]));

  const check = (next: Values<S>) => {
    const parsed = v.safeParse(schema, next);
    return parsed.success ? {} : issuesByField(parsed.issues);
  };
  const focusFirst = (found: Partial<Record<string, string>>) =>
    inputs.current.get(names.find((name) => found[name]) ?? '')?.focus();

  function field(name: Name): PlainFieldProps {
    const error = errors[name];
    return {
      name,
      value: values[name],
      onChange(value) {
        const next = { ...values, [name]: value };
        setValues(next);
        if (submitted) setErrors(check(next));
      },
      errorMessage: error ? validationMessage(error, locale) : undefined,
      inputRef(element) {
        if (element) inputs.current.set(name, element);
        else inputs.current.delete(name);
      },
    };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    setSubmitted(true);
    const parsed = v.safeParse(schema, values);
    if (!parsed.success) {
      const found = issuesByField(parsed.issues);
      setErrors(found);
      focusFirst(found);
      return;
    }
    setErrors({});
    setFailure(null);
    setSubmitting(true);
    let result: R;
    try {
      result = await submit(parsed.output);
    } catch (error) {
      const found = Object.fromEntries(failureFieldErrors(error, names));
      setErrors(found);
      setFailure(error);
      setSubmitting(false);
      focusFirst(found);
      return;
    }
    setSaved(values);
    setSubmitting(false);
    await onSuccess?.(result, parsed.output);
  }

  return { field, onSubmit, failure, isSubmitting };
}
