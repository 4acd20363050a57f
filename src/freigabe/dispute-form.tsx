import { type FormEvent, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  type ApprovalPage,
  DISPUTE_COMMENT_MAX,
  type DisputeBody,
} from '@domain/freigabe/approval';
import { formatDateWithWeekday } from '@domain/shared/date-format';
import type { Locale } from '@domain/shared/locale';
import { validationMessage } from '@domain/shared/validation-messages';
import { ErrorSummary, FieldError, type FieldProblem } from './form-errors';
import { checkDispute, type Problems } from './form-rules';
import { rowKey, rowsByDay, shiftTimes } from './sheet-rows';

type Props = {
  page: ApprovalPage;
  locale: Locale;
  onSubmit: (body: DisputeBody) => Promise<Problems>;
  onCancel: () => void;
  busy: boolean;
};

const fieldId = (key: string) => `dispute-${key.replace(':', '-')}`;

/**
 * "Einzelne Zeilen beanstanden": a comment field per row; the rows with a
 * comment are the dispute (at least one). The other rows stay as they are.
 */
export function DisputeForm({ page, locale, onSubmit, onCancel, busy }: Props) {
  const { t } = useLingui();
  const [comments, setComments] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<Problems>({});
  const [attempt, setAttempt] = useState(0);
  const byKey = new Map(page.rows.map((row) => [rowKey(row), row]));

  const rowLabel = (key: string) => {
    const row = byKey.get(key);
    if (!row) return key;
    const { start, end } = shiftTimes(row);
    const day = formatDateWithWeekday(row.day, locale);
    const name = row.name;
    return t`${name}, ${day}, ${start}–${end}`;
  };
  const rowsMessage = problems.rows
    ? problems.rows === 'required'
      ? t`Bitte schreiben Sie zu mindestens einer Zeile, was nicht stimmt.`
      : validationMessage(problems.rows, locale)
    : undefined;
  const firstId = page.rows[0] ? fieldId(rowKey(page.rows[0])) : '';
  const list: FieldProblem[] = Object.entries(problems).map(([key, code]) =>
    byKey.has(key)
      ? { id: fieldId(key), label: rowLabel(key), message: validationMessage(code, locale) }
      : { id: firstId, label: t`Beanstandung`, message: rowsMessage ?? code },
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const checked = checkDispute(page.rows, comments, page.content_sha256);
    const found = checked.ok ? await onSubmit(checked.body) : checked.problems;
    setProblems(found);
    setAttempt((n) => n + 1);
  }

  return (
    <form className="approval-form" noValidate onSubmit={(event) => void submit(event)}>
      <h3>
        <Trans>Einzelne Zeilen beanstanden</Trans>
      </h3>
      <p>
        <Trans>
          Schreiben Sie zu jeder Zeile, die nicht stimmt, was nicht stimmt (z. B. „Person war 14–16
          Uhr nicht am Stand“). Zeilen ohne Text bleiben wie sie sind.
        </Trans>
      </p>
      <ErrorSummary problems={list} attempt={attempt} />
      {rowsByDay(page.days, page.rows).map(({ day, rows }) =>
        rows.length === 0 ? null : (
          <fieldset key={day} className="approval-dispute-day">
            <legend>{formatDateWithWeekday(day, locale)}</legend>
            {rows.map((row) => {
              const key = rowKey(row);
              const id = fieldId(key);
              const { start, end, nextDay } = shiftTimes(row);
              const next = nextDay ? t`(+1 Tag)` : '';
              const name = row.name;
              const problem = problems[key]
                ? validationMessage(problems[key], locale)
                : row === page.rows[0]
                  ? rowsMessage
                  : undefined;
              return (
                <div className="field" key={key}>
                  <label htmlFor={id} className="field__label">
                    <Trans>
                      Einwand zu {name}, {start}–{end} {next}
                    </Trans>
                  </label>
                  <textarea
                    id={id}
                    className="field__input"
                    rows={2}
                    maxLength={DISPUTE_COMMENT_MAX}
                    value={comments[key] ?? ''}
                    onChange={(event) =>
                      setComments((all) => ({ ...all, [key]: event.target.value }))
                    }
                    aria-invalid={problem ? true : undefined}
                    aria-describedby={problem ? `${id}-error` : undefined}
                  />
                  <FieldError id={id} message={problem} />
                </div>
              );
            })}
          </fieldset>
        ),
      )}
      <div className="approval-actions">
        <button type="submit" className="button button--primary" aria-disabled={busy || undefined}>
          <Trans>Beanstandung senden</Trans>
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          <Trans>Abbrechen</Trans>
        </button>
      </div>
    </form>
  );
}
