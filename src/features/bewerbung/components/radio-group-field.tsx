import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useLocale } from '@src/ui/use-locale';
import { errorText } from '@src/ui/field-error';
import { RadioGroupInput, type RadioGroupInputProps } from './radio-group-input';

type RadioGroupFieldProps<T extends FieldValues> = Pick<
  RadioGroupInputProps,
  'legend' | 'options' | 'isRequired'
> & { control: Control<T>; name: Path<T> };

/** RadioGroupInput bound to react-hook-form (the step-2 wizard). */
export function RadioGroupField<T extends FieldValues>({
  control,
  name,
  ...props
}: RadioGroupFieldProps<T>) {
  const locale = useLocale();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <RadioGroupInput
          {...props}
          name={field.name}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          errorMessage={errorText(fieldState.error, locale)}
        />
      )}
    />
  );
}
