import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useLocale } from '@src/ui/use-locale';
import { errorText } from '@src/ui/field-error';
import { SelectInput, type SelectInputProps } from '@src/ui/select-input';

type SelectFieldProps<T extends FieldValues> = Pick<
  SelectInputProps,
  'label' | 'placeholder' | 'options' | 'isRequired'
> & { control: Control<T>; name: Path<T> };

/** SelectInput bound to react-hook-form (the step-2 wizard). */
export function SelectField<T extends FieldValues>({
  control,
  name,
  ...props
}: SelectFieldProps<T>) {
  const locale = useLocale();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SelectInput
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
