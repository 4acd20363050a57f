import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { MessageCatalog } from '@domain/shared/validation-messages';
import { TextField, type TextFieldProps } from './text-field';
import { useLocale } from './use-locale';
import { errorText } from './field-error';

type FormTextFieldProps<T extends FieldValues, O extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'errorMessage' | 'inputRef'
> & {
  /** A form whose schema may transform what is typed (O: the submitted values). */
  control: Control<T, unknown, O>;
  name: Path<T>;
  /** The catalog the schema's codes come from; default: the common one. */
  messages?: MessageCatalog;
};

/**
 * A TextField bound to react-hook-form. Client errors carry a message code from
 * the domain schema and are shown in the active language; server errors arrive
 * as text and pass through validationMessage unchanged.
 */
export function FormTextField<T extends FieldValues, O extends FieldValues = T>({
  control,
  name,
  messages,
  ...props
}: FormTextFieldProps<T, O>) {
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
          isDisabled={field.disabled || props.isDisabled}
          errorMessage={errorText(fieldState.error, locale, messages)}
        />
      )}
    />
  );
}
