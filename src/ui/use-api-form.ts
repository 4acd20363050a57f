import { useState } from 'react';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import type * as v from 'valibot';
import { failureFieldErrors } from './server-errors';
import { useDirtyForm } from './use-dirty-form';

type ObjectSchema = v.GenericSchema<FieldValues, FieldValues>;

export type ApiFormOptions<S extends ObjectSchema, R> = {
  /** The shared valibot schema from domain/: the server checks the same. */
  schema: S;
  defaultValues: DefaultValues<v.InferInput<S>>;
  /** The server call; its errors become the red alert and per-field messages. */
  submit: (values: v.InferOutput<S>) => Promise<R>;
  /** After a successful call; the form is clean (not dirty) by then. */
  onSuccess?: (result: R, values: v.InferOutput<S>) => void | Promise<void>;
  /** Fields that server errors attach to; default: the keys of `defaultValues`. */
  fields?: readonly Path<v.InferInput<S>>[];
};

/**
 * The one skeleton of an online form (react-hook-form + valibot): validates on
 * submit and then on every change, sends, keeps the failure for `<FailureAlert>`,
 * puts the server's `{errors}` on the fields, and reports unsaved input to the
 * update prompt. Screens render fields with `control` (FormTextField) or `register`.
 * The log-in path uses the lighter `usePlainForm` with the same behaviour.
 */
export function useApiForm<S extends ObjectSchema, R>(options: ApiFormOptions<S, R>) {
  const { schema, defaultValues, submit, onSuccess } = options;
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<v.InferInput<S>, unknown, v.InferOutput<S>>({
    resolver: valibotResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues,
  });
  useDirtyForm(form.formState.isDirty);
  const fields = options.fields ?? (Object.keys(defaultValues ?? {}) as Path<v.InferInput<S>>[]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    let result: R;
    try {
      result = await submit(values);
    } catch (error) {
      for (const [field, message] of failureFieldErrors(error, fields)) {
        form.setError(field, { type: 'server', message }, { shouldFocus: true });
      }
      setFailure(error);
      return;
    }
    // Saved: what is on screen is now the clean state, so an app update may proceed.
    form.reset(form.getValues());
    await onSuccess?.(result, values);
  });

  return { form, control: form.control, register: form.register, onSubmit, failure };
}
