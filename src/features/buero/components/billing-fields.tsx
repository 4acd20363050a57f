import { type ReactNode, useEffect } from 'react';
import {
  type Control,
  Controller,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { billingMessages } from '@domain/rechnungen/billing-contract';
import { validationMessage } from '@domain/shared/validation-messages';
import { TextField, type TextFieldProps } from '@src/ui/text-field';
import { useLocale } from '@src/ui/use-locale';

/*
 * The fields of the billing forms (issue 26), bound to react-hook-form and
 * showing the billing catalog's messages (billing-contract.ts), which the
 * common FormTextField does not know.
 */

type BillingTextFieldProps<T extends FieldValues, O extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'errorMessage' | 'inputRef'
> & { control: Control<T, unknown, O>; name: Path<T> };

export function BillingTextField<T extends FieldValues, O extends FieldValues>({
  control,
  name,
  ...props
}: BillingTextFieldProps<T, O>) {
  const locale = useLocale();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...props}
          name={field.name}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          errorMessage={
            fieldState.error?.message
              ? validationMessage(fieldState.error.message, locale, billingMessages)
              : undefined
          }
        />
      )}
    />
  );
}

/** A native select bound to the form (few fixed choices, no empty one). */
export function BillingSelect<T extends FieldValues, O extends FieldValues>(props: {
  control: Control<T, unknown, O>;
  name: Path<T>;
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  const { control, name, label, options } = props;
  const id = `billing-${name}`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="field">
          <label className="field__label" htmlFor={id}>
            {label}
          </label>
          <select
            id={id}
            ref={field.ref}
            name={field.name}
            className="field__input"
            value={typeof field.value === 'string' ? field.value : ''}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      )}
    />
  );
}

/** A checkbox bound to the form, its text as the label. */
export function BillingCheckbox<T extends FieldValues, O extends FieldValues>(props: {
  control: Control<T, unknown, O>;
  name: Path<T>;
  children: ReactNode;
}) {
  const { control, name, children } = props;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <label className="buero-dialog__check">
          <input
            type="checkbox"
            name={field.name}
            ref={field.ref}
            checked={field.value === true}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
          />
          {children}
        </label>
      )}
    />
  );
}

/**
 * "Saved." stays until the next change: a change to any field hides it again.
 * (The form is reset to what was saved before the flag is set.)
 */
export function useSavedReset<T extends FieldValues, O extends FieldValues>(
  form: UseFormReturn<T, unknown, O>,
  setSaved: (saved: boolean) => void,
) {
  useEffect(() => {
    const subscription = form.watch((_values, { type }) => {
      if (type === 'change') setSaved(false);
    });
    return () => subscription.unsubscribe();
  }, [form, setSaved]);
}
