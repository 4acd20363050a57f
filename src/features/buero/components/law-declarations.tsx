import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { Declaration, LawRecord } from '@domain/shared/employment-law/record-contract';
import {
  declarationFormSchema,
  declarationFormValues,
  EMPTY_DECLARATION_FORM,
} from '@domain/shared/employment-law/declaration-form';
import { formatDateRange, formatDateTime } from '@domain/shared/date-format';
import { Button } from '@src/ui/button';
import { FailureAlert } from '@src/ui/failure-alert';
import { Form } from '@src/ui/form';
import { useApiForm } from '@src/ui/use-api-form';
import { useLocale } from '@src/ui/use-locale';
import { sendLawWrite, useLawAnswer, useLawWrite } from '../api/employment-law';
import { DeclarationFields } from '@src/ui/declaration-fields';
import { ModalDialog } from './modal-dialog';

/*
 * Earlier short-term jobs of the year at other employers (issue 27): the
 * person declares them in their master data, as the Minijob-Zentrale asks
 * employers to check; the office sees them, adds what it learns and corrects
 * them, and each line says who wrote it last.
 */

type Props = { staffId: number; month: string | undefined };

function DeclarationForm({
  staffId,
  month,
  declaration,
  onDone,
}: Props & { declaration?: Declaration; onDone?: () => void }) {
  const onAnswer = useLawAnswer(staffId, month);
  const { control, onSubmit, failure, form } = useApiForm({
    schema: declarationFormSchema,
    defaultValues: declarationFormValues(declaration),
    submit: (body) =>
      sendLawWrite(
        staffId,
        declaration
          ? { kind: 'correctDeclaration', declarationId: declaration.id, body }
          : { kind: 'addDeclaration', body },
      ),
    onSuccess: async (record) => {
      if (!declaration) form.reset(EMPTY_DECLARATION_FORM);
      await onAnswer(record);
      onDone?.();
    },
  });
  return (
    <Form onSubmit={(event) => void onSubmit(event)}>
      <FailureAlert error={failure} />
      <div className={declaration ? 'law-form law-form--dialog' : 'law-form'}>
        <DeclarationFields control={control} />
        <div className="law-form__submit buero-actions">
          <Button type="submit" variant="secondary" isDisabled={form.formState.isSubmitting}>
            {declaration ? (
              <Trans>Korrektur speichern</Trans>
            ) : (
              <Trans>Beschäftigung hinzufügen</Trans>
            )}
          </Button>
          {onDone ? (
            <Button variant="link" onPress={onDone}>
              <Trans>Abbrechen</Trans>
            </Button>
          ) : null}
        </div>
      </div>
    </Form>
  );
}

export function LawDeclarations({
  staffId,
  month,
  declarations,
}: Props & { declarations: LawRecord['declarations'] }) {
  const { t } = useLingui();
  const locale = useLocale();
  const id = useId();
  const remove = useLawWrite(staffId, month);
  const [editing, setEditing] = useState<Declaration | null>(null);
  const sorted = [...declarations].sort((a, b) => a.date_from.localeCompare(b.date_from));
  return (
    <section aria-labelledby={`${id}-title`} className="law-part">
      <h3 id={`${id}-title`}>
        <Trans>Frühere kurzfristige Beschäftigungen</Trans>
      </h3>
      <p className="buero-muted">
        <Trans>
          Von der Person in ihren Stammdaten angegeben; sie zählen bei den 70 Arbeitstagen mit. Das
          Büro kann sie korrigieren.
        </Trans>
      </p>
      {sorted.length === 0 ? (
        <p className="buero-muted">
          <Trans>Keine angegeben.</Trans>
        </p>
      ) : (
        <div className="buero-table-wrap">
          <table className="buero-table">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Arbeitgeber</Trans>
                </th>
                <th scope="col">
                  <Trans>Zeitraum</Trans>
                </th>
                <th scope="col" className="buero-num">
                  <Trans>Arbeitstage</Trans>
                </th>
                <th scope="col">
                  <Trans>Zuletzt geändert</Trans>
                </th>
                <th scope="col">
                  <span className="visually-hidden">
                    <Trans>Aktion</Trans>
                  </span>
                </th>
              </tr>
            </thead>
            <tbody>
              {sorted.map((declaration) => {
                const employer = declaration.employer;
                const at = formatDateTime(declaration.updated_at, locale);
                return (
                  <tr key={declaration.id}>
                    <th scope="row">{employer}</th>
                    <td>{formatDateRange(declaration.date_from, declaration.date_to, locale)}</td>
                    <td className="buero-num">{declaration.working_days}</td>
                    <td>
                      {declaration.updated_by_office ? (
                        <Trans>vom Büro, {at}</Trans>
                      ) : (
                        <Trans>von der Person, {at}</Trans>
                      )}
                    </td>
                    <td>
                      <div className="buero-actions">
                        <Button
                          variant="link"
                          aria-label={t`${employer} korrigieren`}
                          onPress={() => setEditing(declaration)}
                        >
                          <Trans>Korrigieren</Trans>
                        </Button>
                        <Button
                          variant="link"
                          aria-label={t`${employer} entfernen`}
                          isDisabled={remove.isPending}
                          onPress={() =>
                            remove.mutate({
                              kind: 'removeDeclaration',
                              declarationId: declaration.id,
                            })
                          }
                        >
                          <Trans>Entfernen</Trans>
                        </Button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <FailureAlert error={remove.error} />
      <DeclarationForm staffId={staffId} month={month} />
      {editing ? (
        <ModalDialog
          title={<Trans>Beschäftigung korrigieren</Trans>}
          onClose={() => setEditing(null)}
        >
          <DeclarationForm
            staffId={staffId}
            month={month}
            declaration={editing}
            onDone={() => setEditing(null)}
          />
        </ModalDialog>
      ) : null}
    </section>
  );
}
