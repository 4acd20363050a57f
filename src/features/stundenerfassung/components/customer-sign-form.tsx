import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import * as v from 'valibot';
import { SIGNER_NAME_MAX, signerNameSchema } from '@domain/stundenerfassung/stundenerfassung';
import { timeTrackingMessage } from '@domain/stundenerfassung/messages';
import { saveCustomerSignature } from '../data/writes';
import { TextField } from '@src/ui/text-field';
import { useLocale } from '@src/ui/use-locale';
import type { DayProgress } from '../lib/day-progress';
import { SignForm } from './sign-form';

type CustomerSignFormProps = {
  messeId: number;
  customerId: number;
  /** The days the signature may cover; the signer chooses among them. */
  days: readonly string[];
  /** Entries per day of the pair's people: a day with people missing says so. */
  progress?: DayProgress;
  /** The pair's approving contact's name (issue 25): the field starts with it, still editable. */
  approverName?: string | null;
  onSaved: () => void;
};

/** The customer's name and signature; nothing is stored while either is missing. */
export function CustomerSignForm(props: CustomerSignFormProps) {
  const { messeId, customerId, days, progress, approverName, onSaved } = props;
  const { t } = useLingui();
  const locale = useLocale();
  const [name, setName] = useState(approverName ?? '');
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
      progress={progress}
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
