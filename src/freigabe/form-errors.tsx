import { useEffect, useRef } from 'react';
import { Trans } from '@lingui/react/macro';

/** One field's problem: the id of its input and the text to show. */
export type FieldProblem = { id: string; label: string; message: string };

/**
 * The error summary above a form (GOV.UK pattern): focused after a refused
 * submit, each entry a link to its field, so a screen reader and a thumb both
 * find what to fix.
 */
export function ErrorSummary({ problems, attempt }: { problems: FieldProblem[]; attempt: number }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (attempt > 0 && problems.length > 0) ref.current?.focus();
    // Focus once per refused submit, not on every keystroke that changes the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  if (problems.length === 0) return null;
  return (
    <div className="approval-errors" role="alert" tabIndex={-1} ref={ref}>
      <p className="approval-errors__title">
        <Trans>Bitte korrigieren Sie:</Trans>
      </p>
      <ul>
        {problems.map((problem) => (
          <li key={problem.id}>
            <a href={`#${problem.id}`}>
              {problem.label}: {problem.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A field's error below it, tied by aria-describedby (`${id}-error`). */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} className="field__error">
      {message}
    </p>
  );
}
