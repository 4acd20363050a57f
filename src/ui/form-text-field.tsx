import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { TextField, type TextFieldProps } from './text-field';
import { useLocale } from './use-locale';
import { errorText } from './field-error';

type FormTextFieldProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'errorMessage' | 'inputRef'
> & {
  control: Control<T>;
  name: Path<T>;
};

/**
 * A TextField bound to react-hook-form. Client errors carry a message code from
 * the domain schema and are shown in the active language; server errors arrive
 * as text and pass through validationMessage unchanged.
 */
export function FormTextField<T extends FieldValues>({
  control,
  name,
  ...props
}: FormTextFieldProps<T>) {
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
          errorMessage={errorText(fieldState.error, locale)}
        />
      )}
    />
  );
}
