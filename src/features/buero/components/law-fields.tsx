import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { employmentLawMessages } from '@domain/shared/employment-law/record-contract';
import { validationMessage } from '@domain/shared/validation-messages';
import { TextField, type TextFieldProps } from '@src/ui/text-field';
import { useLocale } from '@src/ui/use-locale';

/*
 * A field of the employment-law forms (issue 27), bound to react-hook-form:
 * the client's codes read from the employment-law catalog (record-contract.ts),
 * the server's 422 texts pass through as they are.
 */

type LawTextFieldProps<T extends FieldValues, O extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'errorMessage' | 'inputRef'
> & { control: Control<T, unknown, O>; name: Path<T> };

export function LawTextField<T extends FieldValues, O extends FieldValues>({
  control,
  name,
  ...props
}: LawTextFieldProps<T, O>) {
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
              ? validationMessage(fieldState.error.message, locale, employmentLawMessages)
              : undefined
          }
        />
      )}
    />
  );
}
