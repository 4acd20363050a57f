import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { SecretField } from '@domain/buero/staff-contract';
import { useRevealField } from '../api/staff';

type Props = { staffId: number; field: SecretField; masked: string | null; label: string };

/**
 * A payroll field as the detail shows it: masked (last four characters), with
 * 'Anzeigen' to fetch it in full (the server records every reveal) and
 * 'Verbergen' to mask it again. The clear value is kept only in this state.
 */
export function SecretValue({ staffId, field, masked, label }: Props) {
  const { t } = useLingui();
  const reveal = useRevealField(staffId);
  const [value, setValue] = useState<string | null>(null);
  if (masked === null) return <>–</>;
  return (
    <span className="buero-secret">
      <span className="buero-secret__value" aria-live="polite">
        {value ?? masked}
      </span>
      {value === null ? (
        <button
          type="button"
          className="button button--link"
          aria-label={t`${label} anzeigen`}
          disabled={reveal.isPending}
          onClick={() => reveal.mutate(field, { onSuccess: (answer) => setValue(answer.value) })}
        >
          <Trans>Anzeigen</Trans>
        </button>
      ) : (
        <button
          type="button"
          className="button button--link"
          aria-label={t`${label} verbergen`}
          onClick={() => setValue(null)}
        >
          <Trans>Verbergen</Trans>
        </button>
      )}
      {reveal.isError ? (
        <span role="alert">
          <Trans>Konnte nicht angezeigt werden.</Trans>
        </span>
      ) : null}
    </span>
  );
}
