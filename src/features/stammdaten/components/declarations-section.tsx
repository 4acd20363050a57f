import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import type { Declaration } from '@domain/shared/employment-law/record-contract';
import { formatDateRange } from '@domain/shared/date-format';
import { Button } from '@src/ui/button';
import { FailureAlert } from '@src/ui/failure-alert';
import { useLocale } from '@src/ui/use-locale';
import { sendDeclarationWrite, useDeclarations, useDeclarationsAnswer } from '../api/declarations';
import { DeclarationForm } from './declaration-form';

/*
 * "Frühere kurzfristige Beschäftigungen" in the person's master data (issue
 * 27): short-term jobs of the calendar year at other employers count towards
 * the 70 working days (§ 8 (1) Nr. 2 SGB IV), so the Minijob-Zentrale asks the
 * employer to ask. The person adds, changes and removes their own; the office
 * sees them and may correct them, which the line then says.
 */

type Mode = { kind: 'view' } | { kind: 'change' | 'remove'; id: number };

function DeclarationItem({
  declaration,
  mode,
  setMode,
}: {
  declaration: Declaration;
  mode: Mode;
  setMode: (mode: Mode) => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const onAnswer = useDeclarationsAnswer();
  const remove = useMutation({
    mutationFn: () => sendDeclarationWrite({ kind: 'remove', id: declaration.id }),
    onSuccess: (list) => {
      onAnswer(list);
      setMode({ kind: 'view' });
    },
  });
  const employer = declaration.employer;
  const mine = mode.kind !== 'view' && mode.id === declaration.id;
  if (mine && mode.kind === 'change') {
    return (
      <li className="sd-declaration">
        <DeclarationForm declaration={declaration} onDone={() => setMode({ kind: 'view' })} />
      </li>
    );
  }
  return (
    <li className="sd-declaration">
      <p className="sd-declaration__what">
        <strong>{employer}</strong>
        <span>{formatDateRange(declaration.date_from, declaration.date_to, locale)}</span>
        <span>
          <Plural value={declaration.working_days} one="# Arbeitstag" other="# Arbeitstage" />
        </span>
        {declaration.updated_by_office ? (
          <span className="sd-declaration__note">
            <Trans>vom Büro korrigiert</Trans>
          </span>
        ) : null}
      </p>
      {mine && mode.kind === 'remove' ? (
        <div
          role="group"
          aria-label={t`${employer} entfernen?`}
          className="sd-declaration__confirm"
        >
          <p>
            <Trans>Beschäftigung bei {employer} entfernen?</Trans>
          </p>
          <FailureAlert error={remove.error} />
          <div className="sd-declaration__actions">
            <Button
              variant="secondary"
              isDisabled={remove.isPending}
              onPress={() => remove.mutate()}
            >
              <Trans>Ja, entfernen</Trans>
            </Button>
            <Button variant="link" autoFocus onPress={() => setMode({ kind: 'view' })}>
              <Trans>Abbrechen</Trans>
            </Button>
          </div>
        </div>
      ) : (
        <div className="sd-declaration__actions">
          <Button
            variant="link"
            aria-label={t`${employer} ändern`}
            onPress={() => setMode({ kind: 'change', id: declaration.id })}
          >
            <Trans>Ändern</Trans>
          </Button>
          <Button
            variant="link"
            aria-label={t`${employer} entfernen`}
            onPress={() => setMode({ kind: 'remove', id: declaration.id })}
          >
            <Trans>Entfernen</Trans>
          </Button>
        </div>
      )}
    </li>
  );
}

export function DeclarationsSection() {
  const id = useId();
  const query = useDeclarations();
  const [mode, setMode] = useState<Mode>({ kind: 'view' });
  const heading = useRef<HTMLHeadingElement>(null);
  // After a removal or a closed form the item's buttons are gone: the focus goes to the heading.
  const changeMode = (next: Mode) => {
    setMode(next);
    if (next.kind === 'view') heading.current?.focus();
  };
  return (
    <section className="card sd-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="sd-legend" tabIndex={-1} ref={heading}>
        <Trans>Frühere kurzfristige Beschäftigungen in diesem Jahr</Trans>
      </h2>
      <p>
        <Trans>
          Waren Sie in diesem Kalenderjahr schon bei einem anderen Arbeitgeber kurzfristig
          beschäftigt (befristet, z. B. als Aushilfe)? Dann tragen Sie jede dieser Beschäftigungen
          hier ein. Sie zählen bei der Grenze von 70 Arbeitstagen im Jahr mit (§ 8 Abs. 1 Nr. 2 SGB
          IV).
        </Trans>
      </p>
      {query.data ? (
        query.data.items.length === 0 ? (
          <p className="sd-muted">
            <Trans>Keine angegeben.</Trans>
          </p>
        ) : (
          <ul className="sd-declarations">
            {query.data.items.map((declaration) => (
              <DeclarationItem
                key={declaration.id}
                declaration={declaration}
                mode={mode}
                setMode={changeMode}
              />
            ))}
          </ul>
        )
      ) : query.error ? (
        <FailureAlert error={query.error} />
      ) : (
        <p role="status">
          <Trans>Wird geladen …</Trans>
        </p>
      )}
      {query.data ? (
        <>
          <h3 className="sd-subtitle">
            <Trans>Neue Beschäftigung</Trans>
          </h3>
          <DeclarationForm />
        </>
      ) : null}
    </section>
  );
}
