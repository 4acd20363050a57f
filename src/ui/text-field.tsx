import './ui.css';
import type { Ref } from 'react';
import {
  FieldError,
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';

export type TextFieldProps = Omit<AriaTextFieldProps, 'children' | 'className'> & {
  label: string;
  /** Already translated text; the field is marked invalid while one is set. */
  errorMessage?: string | undefined;
  description?: string;
  inputRef?: Ref<HTMLInputElement>;
};

/** A labelled text input with an optional hint and its error below it. */
export function TextField({
  label,
  errorMessage,
  description,
  inputRef,
  isInvalid,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      isInvalid={Boolean(errorMessage) || isInvalid}
      validationBehavior="aria"
      className="field"
    >
      <Label className="field__label">{label}</Label>
      <Input ref={inputRef} className="field__input" />
      {description ? (
        <Text slot="description" className="field__description">
          {description}
        </Text>
      ) : null}
      <FieldError className="field__error">{errorMessage}</FieldError>
    </AriaTextField>
  );
}
