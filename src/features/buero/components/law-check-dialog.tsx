import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import type { LawCounter } from '@domain/shared/employment-law/person-counters';
import {
  OVERRIDE_REASON_MAX,
  type PersonCheck,
} from '@domain/shared/employment-law/record-contract';
import { ApiError } from '@src/api/client';
import { Alert } from '@src/ui/alert';
import { Button } from '@src/ui/button';
import { FailureAlert } from '@src/ui/failure-alert';
import { TextField } from '@src/ui/text-field';
import { useLocale } from '@src/ui/use-locale';
import { COUNTER_STATE_LABELS, counterLabel, counterText } from '../lib/employment-law-texts';
import { ModalDialog } from './modal-dialog';

type Change = PersonCheck['changes'][number];

type Props = {
  checks: readonly PersonCheck[];
  pending: boolean;
  /** The add's failure (a 422 on the reason shows at the field). */
  failure: unknown;
  /** Adds; with a reason when someone would cross a limit. */
  onConfirm: (overrideReason: string | undefined) => void;
  onClose: () => void;
};

/** A counter as the domain answers it (the API's loose JSON of the same shape). */
const counterOf = (counter: Change['after']) => counter as unknown as LawCounter;

function CounterChangeLine({ change }: { change: Change }) {
  const { i18n } = useI18n();
  const locale = useLocale();
  const before = i18n._(COUNTER_STATE_LABELS[change.before.state]);
  const after = i18n._(COUNTER_STATE_LABELS[change.after.state]);
  return (
    <li
      className={change.crossed ? 'buero-law-change buero-law-change--crossed' : 'buero-law-change'}
    >
      <strong>{counterLabel(i18n, change.after.code)}</strong>:{' '}
      {change.crossed ? (
        <Trans>
          überschreitet die Grenze ({before} → {after})
        </Trans>
      ) : before === after ? (
        after
      ) : (
        <>
          {before} → {after}
        </>
      )}
      <br />
      <span className="buero-muted">{counterText(i18n, counterOf(change.after), locale)}</span>
    </li>
  );
}

/**
 * Before staff are added to a pair (issue 27): per person, what the pair's
 * days do to each employment-law counter, in words. When anyone would cross a
 * limit, the dialog names them with the limits and asks for the reason
 * (required, audited with the counters); the add then carries it.
 */
export function LawCheckDialog({ checks, pending, failure, onConfirm, onClose }: Props) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const [reason, setReason] = useState('');
  const blocked = checks.filter((check) => check.blocking);
  const blocking = blocked.length > 0;
  const fieldError =
    failure instanceof ApiError ? failure.body.errors.override_reason?.[0] : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (blocking && reason.trim() === '') return;
    onConfirm(blocking ? reason.trim() : undefined);
  }

  return (
    <ModalDialog
      title={
        blocking ? (
          <Trans>Arbeitsrechtliche Grenze überschritten</Trans>
        ) : (
          <Trans>Einplanung prüfen</Trans>
        )
      }
      onClose={onClose}
    >
      <form className="buero-dialog__form" onSubmit={submit}>
        {blocking ? (
          <Alert tone="info">
            <p>
              <Trans>Mit diesem Einsatz würden diese Personen eine Grenze überschreiten:</Trans>
            </p>
            <ul aria-label={t`Personen über einer Grenze`}>
              {blocked.map((check) => (
                <li key={check.bewerber_id}>
                  <strong>
                    {check.lastname}, {check.firstname}
                  </strong>
                  :{' '}
                  {check.changes
                    .filter((change) => change.crossed)
                    .map((change) => counterLabel(i18n, change.after.code))
                    .join('; ')}
                </li>
              ))}
            </ul>
          </Alert>
        ) : null}
        <div className="buero-law-checks">
          {checks.map((check) => {
            const name = `${check.lastname}, ${check.firstname}`;
            return (
              <section key={check.bewerber_id} aria-label={name}>
                <h3>
                  {name}
                  {' – '}
                  {check.blocking ? (
                    <Trans>würde eine Grenze überschreiten</Trans>
                  ) : (
                    <Trans>bleibt im Rahmen</Trans>
                  )}
                </h3>
                {check.changes.length === 0 ? (
                  <p className="buero-muted">
                    <Trans>Keine Zähler betroffen.</Trans>
                  </p>
                ) : (
                  <ul>
                    {check.changes.map((change, index) => (
                      <CounterChangeLine key={index} change={change} />
                    ))}
                  </ul>
                )}
              </section>
            );
          })}
        </div>
        <FailureAlert error={fieldError ? null : failure} />
        {blocking ? (
          <TextField
            label={t`Grund für die Ausnahme`}
            description={t`Wird mit den überschrittenen Grenzen protokolliert.`}
            value={reason}
            onChange={setReason}
            errorMessage={fieldError}
            maxLength={OVERRIDE_REASON_MAX}
            autoComplete="off"
            isRequired
          />
        ) : null}
        <div className="buero-dialog__actions">
          <Button variant="secondary" onPress={onClose}>
            <Trans>Abbrechen</Trans>
          </Button>
          <Button type="submit" isPending={pending} isDisabled={blocking && reason.trim() === ''}>
            {blocking ? <Trans>Trotzdem einplanen</Trans> : <Trans>Einplanen</Trans>}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
