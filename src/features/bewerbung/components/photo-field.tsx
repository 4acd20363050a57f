import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { useLocale } from '@src/ui/use-locale';
import type { Step2FormValues } from '../lib/step2-form';
import { errorText } from '@src/ui/field-error';

/** The preview as a data URL (the CSP allows data: images), read once per chosen file. */
function usePreviewUrl(file: File | null): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return undefined;
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') setPreview({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return preview && preview.file === file ? preview.url : null;
}

function PhotoInput({
  value,
  onChange,
  error,
  inputRef,
}: {
  value: File | null;
  onChange: (file: File | null) => void;
  error?: string;
  inputRef: (element: HTMLInputElement | null) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const preview = usePreviewUrl(value);
  return (
    <div className="field bw-photo">
      <label className="field__label" htmlFor={id}>
        <Trans>Foto</Trans>
        <span aria-hidden="true"> *</span>
      </label>
      <span id={`${id}-hint`} className="field__description">
        <Trans>JPEG oder PNG, höchstens 5 MB, am besten im Format 9 × 13 cm.</Trans>
      </span>
      {preview ? (
        <div className="bw-photo__preview">
          <img src={preview} alt={t`Vorschau Ihres Fotos`} />
          <button type="button" className="button button--secondary" onClick={() => onChange(null)}>
            <Trans>Foto entfernen</Trans>
          </button>
        </div>
      ) : (
        // The native file input is covers a translated button-like text: its own
        // "Choose file" text comes from the browser and ignores the page's language.
        <div className="bw-photo__pick">
          <input
            id={id}
            ref={inputRef}
            type="file"
            name="image"
            accept="image/jpeg,image/png"
            className="bw-photo__input"
            onChange={(event) => onChange(event.target.files?.[0] ?? null)}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          />
          <span className="button button--secondary" aria-hidden="true">
            <Trans>Foto auswählen</Trans>
          </span>
        </div>
      )}
      {error ? (
        <span id={`${id}-error`} className="field__error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** The photo with a preview of at most 300 × 300 px and a remove button. */
export function PhotoField({ control }: { control: Control<Step2FormValues> }) {
  const locale = useLocale();
  return (
    <Controller
      control={control}
      name="image"
      render={({ field, fieldState }) => (
        <PhotoInput
          value={field.value}
          onChange={field.onChange}
          error={errorText(fieldState.error, locale)}
          inputRef={field.ref}
        />
      )}
    />
  );
}
