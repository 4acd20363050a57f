import { Controller } from 'react-hook-form';
import { SelectInput as NativeSelect } from '@src/ui/select-input';
import { useLocale } from '@src/ui/use-locale';
import type { StammdatenControl } from '../lib/form-values';
import { errorText } from '@src/ui/field-error';

type SelectFields = 'birth_country' | 'size_top' | 'size_bottom' | 'job' | 'kk_type';

type SelectInputProps = {
  control: StammdatenControl;
  name: SelectFields;
  label: string;
  /** The empty first choice ('Bitte wählen …'). */
  placeholder: string;
  options: readonly { value: string; label: string }[];
};

/** The shared native select (best on phones), bound to the master-data form. */
export function SelectInput({ control, name, label, placeholder, options }: SelectInputProps) {
  const locale = useLocale();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NativeSelect
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          label={label}
          placeholder={placeholder}
          options={options}
          errorMessage={errorText(fieldState.error, locale)}
        />
      )}
    />
  );
}
