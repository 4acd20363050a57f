import type { ReactNode } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useLocale } from '@src/ui/use-locale';
import { CheckInput } from './check-input';
import { errorText } from '@src/ui/field-error';

type CheckFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  children: ReactNode;
  /** The values the form holds for on and off (strings, as multipart sends them). */
  on: '1';
  off: '0' | '';
  variant?: 'switch' | 'checkbox';
};

/** CheckInput bound to react-hook-form (the step-2 wizard). */
export function CheckField<T extends FieldValues>(props: CheckFieldProps<T>) {
  const { control, name, children, on, off, variant } = props;
  const locale = useLocale();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CheckInput
          name={field.name}
          checked={field.value === on}
          onChange={(checked) => field.onChange(checked ? on : off)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          errorMessage={errorText(fieldState.error, locale)}
          variant={variant}
        >
          {children}
        </CheckInput>
      )}
    />
  );
}
