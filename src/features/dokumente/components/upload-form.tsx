import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { DOCUMENT_ACCEPT, DOCUMENT_TYPES } from '@domain/dokumente/dokumente';
import { validationMessage } from '@domain/shared/validation-messages';
import { Alert } from '@src/ui/alert';
import { FailureAlert } from '@src/ui/failure-alert';
import { useApiForm } from '@src/ui/use-api-form';
import { useLocale } from '@src/ui/use-locale';
import { useUploadDocument } from '../api/upload-document';
import { uploadFormSchema } from '../lib/upload-form-schema';
import { useDocumentTypeLabel } from '@src/ui/document-type-label';

/**
 * Type and file, sent as multipart. After a successful upload the form hides
 * (docs/product/screens.md, Documents) behind the green message and a button for the next one.
 */
export function UploadForm() {
  const { t } = useLingui();
  const locale = useLocale();
  const id = useId();
  const typeLabel = useDocumentTypeLabel();
  const upload = useUploadDocument();
  const [done, setDone] = useState<string | null>(null);
  const { form, register, control, onSubmit, failure } = useApiForm({
    schema: uploadFormSchema,
    defaultValues: { type: undefined, document: undefined },
    submit: (values) => upload.mutateAsync(values),
    onSuccess: () => setDone(t`Daten erfolgreich gespeichert`),
  });
  const errors = form.formState.errors;
  const errorText = (message: string | undefined) =>
    message ? validationMessage(message, locale) : undefined;
  const typeError = errorText(errors.type?.message);
  const fileError = errorText(errors.document?.message);

  if (done) {
    return (
      <div className="doc-upload">
        <Alert tone="success">{done}</Alert>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            form.reset({ type: undefined, document: undefined });
            setDone(null);
          }}
        >
          <Trans>Weiteres Dokument hochladen</Trans>
        </button>
      </div>
    );
  }

  return (
    <form
      className="form doc-upload"
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>
        <Trans>Dokument hochladen</Trans>
      </h2>
      <FailureAlert error={failure} />
      <div className="field">
        <label className="field__label" htmlFor={`${id}-type`}>
          <Trans>Art des Dokuments</Trans>
        </label>
        <select
          id={`${id}-type`}
          className="field__input"
          defaultValue=""
          aria-invalid={typeError ? true : undefined}
          aria-describedby={typeError ? `${id}-type-error` : undefined}
          {...register('type')}
        >
          <option value="" disabled>
            {t`Bitte wählen`}
          </option>
          {DOCUMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {typeLabel(type)}
            </option>
          ))}
        </select>
        {typeError ? (
          <span id={`${id}-type-error`} className="field__error">
            {typeError}
          </span>
        ) : null}
      </div>
      <Controller
        control={control}
        name="document"
        render={({ field }) => (
          <div className="field">
            <label className="field__label" htmlFor={`${id}-file`}>
              <Trans>Dokument</Trans>
            </label>
            <input
              id={`${id}-file`}
              ref={field.ref}
              name={field.name}
              type="file"
              accept={DOCUMENT_ACCEPT}
              className="field__input doc-file"
              aria-invalid={fileError ? true : undefined}
              aria-describedby={`${id}-file-hint${fileError ? ` ${id}-file-error` : ''}`}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(event.target.files?.[0] ?? undefined)}
            />
            <span id={`${id}-file-hint`} className="field__description">
              <Trans>JPEG, PNG oder PDF, maximal 5 MB</Trans>
            </span>
            {fileError ? (
              <span id={`${id}-file-error`} className="field__error">
                {fileError}
              </span>
            ) : null}
          </div>
        )}
      />
      <div>
        <button type="submit" className="button button--primary" aria-disabled={upload.isPending}>
          {upload.isPending ? <Trans>Wird hochgeladen …</Trans> : <Trans>Hochladen</Trans>}
        </button>
      </div>
    </form>
  );
}
