import { Trans, useLingui } from '@lingui/react/macro';
import {
  declarationFormSchema,
  declarationFormValues,
  EMPTY_DECLARATION_FORM,
} from '@domain/shared/employment-law/declaration-form';
import type { Declaration } from '@domain/shared/employment-law/record-contract';
import { Button } from '@src/ui/button';
import { FailureAlert } from '@src/ui/failure-alert';
import { Form } from '@src/ui/form';
import { DeclarationFields } from '@src/ui/declaration-fields';
import { useApiForm } from '@src/ui/use-api-form';
import { sendDeclarationWrite, useDeclarationsAnswer } from '../api/declarations';

type Props = {
  /** The declaration to change; none: a new one. */
  declaration?: Declaration;
  /** After a saved change, or to cancel one. */
  onDone?: () => void;
};

/**
 * One earlier short-term job as the person types it: the same checks as the
 * server's (declaration-form.ts), the server's 422s on the same fields.
 */
export function DeclarationForm({ declaration, onDone }: Props) {
  const { t } = useLingui();
  const onAnswer = useDeclarationsAnswer();
  const { control, onSubmit, failure, form } = useApiForm({
    schema: declarationFormSchema,
    defaultValues: declarationFormValues(declaration),
    submit: (body) =>
      sendDeclarationWrite(
        declaration ? { kind: 'change', id: declaration.id, body } : { kind: 'add', body },
      ),
    onSuccess: (list) => {
      if (!declaration) form.reset(EMPTY_DECLARATION_FORM);
      onAnswer(list);
      onDone?.();
    },
  });
  return (
    <Form onSubmit={(event) => void onSubmit(event)}>
      <FailureAlert error={failure} />
      <div className="sd-grid">
        <DeclarationFields
          control={control}
          daysDescription={t`Tage, an denen Sie dort gearbeitet haben`}
        />
      </div>
      <div className="sd-declaration__actions">
        <Button type="submit" variant="secondary" isDisabled={form.formState.isSubmitting}>
          {declaration ? (
            <Trans>Änderung speichern</Trans>
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
    </Form>
  );
}
