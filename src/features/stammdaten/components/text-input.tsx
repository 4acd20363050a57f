import { Controller } from 'react-hook-form';
import {
  FieldError,
  Input,
  type InputProps,
  Label,
  Text,
  TextField as AriaTextField,
} from 'react-aria-components';
import { useLocale } from '@src/ui/use-locale';
import type { StammdatenControl, StammdatenFormValues } from '../lib/form-values';
import { errorText } from '@src/ui/field-error';

type TextFields = {
  [K in keyof StammdatenFormValues]: StammdatenFormValues[K] extends string ? K : never;
}[keyof StammdatenFormValues];

type TextInputProps = {
  control: StammdatenControl;
  name: TextFields;
  label: string;
  description?: string;
  /** An input mask: turns what was typed into the shown text. */
  format?: (text: string) => string;
} & Pick<InputProps, 'type' | 'inputMode' | 'autoComplete' | 'placeholder'>;

/**
 * A text field of the master-data form with an optional mask and placeholder
 * (the shared TextField has no placeholder). Client errors are message codes
 * shown in the active language; server errors arrive as text.
 */
export function TextInput({ control, name, label, description, format, ...input }: TextInputProps) {
  const locale = useLocale();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const error = errorText(fieldState.error, locale);
        return (
          <AriaTextField
            name={field.name}
            value={field.value}
            onChange={(text) => field.onChange(format ? format(text) : text)}
            onBlur={field.onBlur}
            isInvalid={Boolean(error)}
            validationBehavior="aria"
            className="field"
          >
            <Label className="field__label">{label}</Label>
            <Input {...input} ref={field.ref} className="field__input" />
            {description ? (
              <Text slot="description" className="field__description">
                {description}
              </Text>
            ) : null}
            <FieldError className="field__error">{error}</FieldError>
          </AriaTextField>
        );
      }}
    />
  );
}
