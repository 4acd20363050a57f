import { type FormEvent, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { APPROVER_NAME_MAX, type ApproveBody } from '@domain/freigabe/approval';
import type { Locale } from '@domain/shared/locale';
import { validationMessage } from '@domain/shared/validation-messages';
import { ErrorSummary, FieldError, type FieldProblem } from './form-errors';
import { checkApproval, type Problems } from './form-rules';

const NAME_ID = 'approver-name';
const CONFIRM_ID = 'approver-confirmed';

type Props = {
  locale: Locale;
  contentSha256: string;
  /** Sends the answer; resolves with the server's field problems (none when it took it). */
  onSubmit: (body: ApproveBody) => Promise<Problems>;
  busy: boolean;
};

/** "Alle Tage bestätigen": the typed name and the checkbox, checked by the shared schema. */
export function ApproveForm({ locale, contentSha256, onSubmit, busy }: Props) {
  const { t } = useLingui();
  const [name, setName] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const [attempt, setAttempt] = useState(0);

  const text = (key: string, code: string) =>
    key === 'confirmed' && code === 'required'
      ? t`Bitte setzen Sie das Häkchen, um zu bestätigen.`
      : validationMessage(code, locale);
  const list: FieldProblem[] = [
    ...(problems.name
      ? [{ id: NAME_ID, label: t`Ihr Name`, message: text('name', problems.name) }]
      : []),
    ...(problems.confirmed
      ? [{ id: CONFIRM_ID, label: t`Bestätigung`, message: text('confirmed', problems.confirmed) }]
      : []),
  ];

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const checked = checkApproval({ name, confirmed, content_sha256: contentSha256 });
    const found = checked.ok ? await onSubmit(checked.body) : checked.problems;
    setProblems(found);
    setAttempt((n) => n + 1);
  }

  return (
    <form className="approval-form" noValidate onSubmit={(event) => void submit(event)}>
      <h3>
        <Trans>Alle Tage bestätigen</Trans>
      </h3>
      <ErrorSummary problems={list} attempt={attempt} />
      <div className="field">
        <label htmlFor={NAME_ID} className="field__label">
          <Trans>Ihr Name</Trans>
        </label>
        <input
          id={NAME_ID}
          className="field__input"
          name="name"
          autoComplete="name"
          maxLength={APPROVER_NAME_MAX}
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-required
          aria-invalid={problems.name ? true : undefined}
          aria-describedby={problems.name ? `${NAME_ID}-error` : undefined}
        />
        <FieldError id={NAME_ID} message={problems.name && text('name', problems.name)} />
      </div>
      <div className="field approval-check">
        <input
          id={CONFIRM_ID}
          type="checkbox"
          name="confirmed"
          checked={confirmed}
          onChange={(event) => setConfirmed(event.target.checked)}
          aria-required
          aria-invalid={problems.confirmed ? true : undefined}
          aria-describedby={problems.confirmed ? `${CONFIRM_ID}-error` : undefined}
        />
        <label htmlFor={CONFIRM_ID}>
          <Trans>Ich bestätige die Stunden aller oben gezeigten Tage für unser Unternehmen.</Trans>
        </label>
      </div>
      <FieldError
        id={CONFIRM_ID}
        message={problems.confirmed && text('confirmed', problems.confirmed)}
      />
      <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
        <Trans>Alle Tage bestätigen</Trans>
      </button>
    </form>
  );
}
