import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as v from 'valibot';
import { SIGNER_NAME_MAX, signerNameSchema } from '@domain/stundenerfassung/stundenerfassung';
import { timeTrackingMessage } from '@domain/stundenerfassung/messages';
import { saveCustomerSignature } from '../data/writes';
import { TextField } from '@src/ui/text-field';
import { useLocale } from '@src/ui/use-locale';
import { SignForm } from './sign-form';

type CustomerSignFormProps = {
  messeId: number;
  customerId: number;
  /** The days the signature will cover. */
  days: readonly string[];
  onSaved: () => void;
};

/** The customer's name and signature; nothing is stored while either is missing. */
export function CustomerSignForm({ messeId, customerId, days, onSaved }: CustomerSignFormProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();

  // The server's rule (required, one line, no control characters), checked before the pad is stored.
  const validate = () => {
    const result = v.safeParse(signerNameSchema, name);
    const code = result.success ? undefined : result.issues[0]?.message;
    setNameError(code === undefined ? undefined : timeTrackingMessage(code, locale));
    return result.success;
  };

  return (
    <SignForm
      label={t`Unterschrift des Kunden`}
      validate={validate}
      days={days}
      save={(svg, named) =>
        saveCustomerSignature({ messeId, customerId, svg, signerName: name, days: named })
      }
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
