import { type FormEvent, useRef, useState } from 'react';
import type * as v from 'valibot';
import type { PlainCheck, validationMessage } from './plain-form-check';
import { failureFieldErrors } from './server-errors';
import { useDirtyForm } from './use-dirty-form';
import { useLocale } from './use-locale';

// Every field is held as text; the schema must take text for each (flags as '0'/'1').
type TextSchema = v.GenericSchema<Record<string, unknown>, object>;
/** What a field's ref must offer: the form focuses the first invalid field. */
type Focusable = Pick<HTMLElement, 'focus'>;
type Values<S extends TextSchema> = Required<{ [K in keyof v.InferInput<S>]: string }>;
type Check<S extends TextSchema> = {
  run: (values: Values<S>) => PlainCheck<v.InferOutput<S>>;
  /** A message code's text (a server's text stays as it is). */
  message: typeof validationMessage;
};

export type PlainFormOptions<S extends TextSchema, R> = {
  /**
   * The shared schema, imported on demand (`async () => (await import(...)).schema`):
   * valibot and the rules load with the first input, not with the page (ADR 0033).
   */
  schema: () => Promise<S>;
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

/**
 * useApiForm without react-hook-form, for text-only forms on the log-in path
 * (the first-load budget has no room for it). Same behaviour: validate on
 * submit with the shared schema, then on every change; server field errors on
 * the fields; failure for `<FailureAlert>`; unsaved input reported to the
 * update prompt; focus on the first invalid field. The schema and valibot are
 * fetched on the first change (so usually there by the submit), or by the
 * submit itself.
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
  const loading = useRef<Promise<Check<S>> | null>(null);
  const loaded = useRef<Check<S> | null>(null);
  const names = Object.keys(defaultValues) as Name[];
  useDirtyForm(names.some((name) => values[name] !== saved[name]));

  const loadCheck = () =>
    (loading.current ??= Promise.all([import('./plain-form-check'), schema()]).then(
      ([{ checkPlainValues, validationMessage }, loadedSchema]) => {
        const check: Check<S> = {
          run: (next) => checkPlainValues(loadedSchema, next),
          message: validationMessage,
        };
        loaded.current = check;
        return check;
      },
      (error: unknown) => {
        // A failed fetch (offline before the service worker has the chunk) is tried again.
        loading.current = null;
        throw error;
      },
    ));
  const errorsOf = (check: Check<S>, next: Values<S>) => {
    const result = check.run(next);
    return result.success ? {} : result.errors;
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
        if (loaded.current) {
          if (submitted) setErrors(errorsOf(loaded.current, next));
        } else void loadCheck().catch(() => undefined);
      },
      // Errors come from the check or from the server after it: the messages are loaded by then.
      errorMessage: error ? (loaded.current?.message(error, locale) ?? error) : undefined,
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
    setSubmitting(true);
    let parsed: PlainCheck<v.InferOutput<S>>;
    try {
      parsed = (loaded.current ?? (await loadCheck())).run(values);
    } catch (error) {
      setFailure(error);
      setSubmitting(false);
      return;
    }
    if (!parsed.success) {
      setErrors(parsed.errors);
      setSubmitting(false);
      focusFirst(parsed.errors);
      return;
    }
    setErrors({});
    setFailure(null);
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
