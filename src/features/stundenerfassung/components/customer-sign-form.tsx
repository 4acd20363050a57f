import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { SIGNER_NAME_MAX } from '../../../../domain/stundenerfassung';
import { validationMessage } from '../../../../domain/validation-messages';
import { saveCustomerSignature } from '../../../offline/time-tracking-writes';
import { TextField } from '../../../ui/text-field';
import { useLocale } from '../../../ui/use-locale';
import { SignForm } from './sign-form';

type CustomerSignFormProps = { messeId: number; customerId: number; onSaved: () => void };

/** The customer's name and signature; nothing is stored while either is missing. */
export function CustomerSignForm({ messeId, customerId, onSaved }: CustomerSignFormProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();

  const validate = () => {
    const missing = name.trim() === '';
    setNameError(missing ? validationMessage('required', locale) : undefined);
    return !missing;
  };

  return (
    <SignForm
      label={t`Unterschrift des Kunden`}
      validate={validate}
      save={(svg) => saveCustomerSignature({ messeId, customerId, svg, signerName: name.trim() })}
      onSaved={onSaved}
    >
      <TextField
        label={t`Name des Unterzeichners`}
        name="signatureName"
        value={name}
        onChange={(value) => {
          setName(value);
          setNameError(undefined);
        }}
        maxLength={SIGNER_NAME_MAX}
        autoComplete="name"
        isRequired
        errorMessage={nameError}
      />
    </SignForm>
  );
}
