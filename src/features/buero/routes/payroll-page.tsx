import '../buero.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import {
  PAYROLL_STAFF_MAX,
  type PayrollFormat,
  type PayrollSelectionQuery,
} from '@domain/buero/payroll-contract';
import { formatDateRange } from '@domain/shared/date-format';
import { ApiError } from '@src/api/client';
import { Button } from '@src/ui/button';
import { downloadBlob } from '@src/ui/download';
import { FailureAlert } from '@src/ui/failure-alert';
import { useLocale } from '@src/ui/use-locale';
import { useFairPages } from '../api/messen';
import { fetchPayrollFile, usePayrollPreview } from '../api/payroll';
import { MonthField } from '../components/month-field';
import { missingPersonnelNumbers, PayrollPreview } from '../components/payroll-preview';
import { type PickedStaff, StaffPicker } from '../components/staff-picker';
import { previousMonth } from '../lib/months';

/** The lines of a refusal beyond its message (a field's text that repeats it is shown once). */
function extraLines(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  const lines = new Set(Object.values(error.body.errors).flat());
  lines.delete(error.body.message);
  return [...lines];
}

/**
 * /:locale/buero/abrechnung: the payroll CSV and the DATEV LODAS file of a
 * month or a fair, for everyone or chosen staff; before the download, what
 * the file will hold (docs/product/payroll-export.md).
 */
export function PayrollPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const fairs = useFairPages(false, '');
  const [periodKind, setPeriodKind] = useState<'month' | 'fair'>('month');
  const [month, setMonth] = useState(() => previousMonth());
  const [messeId, setMesseId] = useState('');
  const [staff, setStaff] = useState<PickedStaff[]>([]);
  const [includeUnsigned, setIncludeUnsigned] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [pending, setPending] = useState<PayrollFormat | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const fairList = fairs.data?.pages.flatMap((page) => page.items) ?? [];
  const selection: PayrollSelectionQuery | null =
    periodKind === 'fair' && messeId === ''
      ? null
      : {
          ...(periodKind === 'month' ? { month } : { messeId: Number(messeId) }),
          staffIds: staff.map((person) => person.id),
          includeUnsigned,
        };
  const preview = usePayrollPreview(selection);
  // Buttons act on the preview of exactly these options, never on the one still shown while the next loads.
  const current = preview.isPlaceholderData || !selection ? undefined : preview.data;
  const missing = current ? missingPersonnelNumbers(current) : [];
  const lodasPeople = current?.people.filter((person) => person.signed_rows > 0).length ?? 0;
  // The server's setting, kept while the next preview loads: the button stays in place.
  const lodasConfigured = preview.data?.lodas_configured === true;

  function change<T>(set: (value: T) => void) {
    return (value: T) => {
      set(value);
      setDone(null);
      setFailure(null);
    };
  }

  async function download(format: PayrollFormat) {
    if (!selection) return;
    setFailure(null);
    setDone(null);
    const query = {
      ...selection,
      format,
      includeUnsigned: format === 'csv' && selection.includeUnsigned,
    };
    setPending(format);
    try {
      const file = await fetchPayrollFile(query);
      downloadBlob(file.blob, file.name);
      setDone(file.name);
    } catch (error) {
      setFailure(error);
      // A refusal means the data changed since the preview (a personnel number, a reopened day).
      void preview.refetch();
    } finally {
      setPending(null);
    }
  }

  // The buttons below the preview download; Enter in a field downloads nothing unseen.
  const onSubmit = (event: FormEvent) => event.preventDefault();

  return (
    <section className="buero-page" aria-labelledby="payroll-title">
      <h1 id="payroll-title" tabIndex={-1}>
        <Trans>Abrechnung</Trans>
      </h1>
      <p className="buero-muted">
        <Trans>
          Stunden für die Lohnabrechnung: eine CSV-Datei (für Excel) oder eine DATEV-LODAS-Datei zum
          Import. Es zählen nur unterschriebene Tage, außer Sie wählen es anders (nur CSV).
        </Trans>
      </p>
      <form className="buero-filters" aria-labelledby="payroll-title" onSubmit={onSubmit}>
        <fieldset className="buero-filters__status">
          <legend>
            <Trans>Zeitraum</Trans>
          </legend>
          <label className="buero-check">
            <input
              type="radio"
              name="period"
              checked={periodKind === 'month'}
              onChange={() => change(setPeriodKind)('month')}
            />
            <Trans>Monat</Trans>
          </label>
          <label className="buero-check">
            <input
              type="radio"
              name="period"
              checked={periodKind === 'fair'}
              onChange={() => change(setPeriodKind)('fair')}
            />
            <Trans>Tage einer Messe</Trans>
          </label>
        </fieldset>
        <div className="buero-payroll__fields">
          {periodKind === 'month' ? (
            <MonthField value={month} onChange={change(setMonth)} />
          ) : (
            <label>
              <span>{t`Messe`}</span>
              <select
                className="field__input"
                required
                value={messeId}
                onChange={(event) => change(setMesseId)(event.target.value)}
              >
                <option value="">{t`Bitte wählen`}</option>
                {fairList.map((fair) => (
                  <option key={fair.id} value={String(fair.id)}>
                    {fair.name} ({formatDateRange(fair.date_start, fair.date_end, locale)})
                  </option>
                ))}
              </select>
            </label>
          )}
          <StaffPicker value={staff} onChange={change(setStaff)} max={PAYROLL_STAFF_MAX} />
        </div>
        <label className="buero-check">
          <input
            type="checkbox"
            checked={includeUnsigned}
            onChange={(event) => change(setIncludeUnsigned)(event.target.checked)}
          />
          <Trans>Auch nicht unterschriebene Tage (nur CSV, Spalte „unsigniert“)</Trans>
        </label>
      </form>
      <section className="buero-card buero-payroll__card" aria-labelledby="payroll-preview-title">
        <h2 id="payroll-preview-title">
          <Trans>Vorschau</Trans>
        </h2>
        {!selection ? (
          <p className="buero-muted">
            <Trans>Bitte wählen Sie eine Messe.</Trans>
          </p>
        ) : preview.isError ? (
          <FailureAlert error={preview.error} />
        ) : preview.data ? (
          <PayrollPreview preview={preview.data} />
        ) : (
          <p role="status">
            <Trans>Lädt …</Trans>
          </p>
        )}
        <div className="buero-filters__actions buero-payroll__actions">
          <Button
            isDisabled={!current || current.totals.people === 0}
            isPending={pending === 'csv'}
            onPress={() => void download('csv')}
          >
            <Trans>CSV herunterladen</Trans>
          </Button>
          {lodasConfigured ? (
            <Button
              variant="secondary"
              isDisabled={!current || lodasPeople === 0 || missing.length > 0}
              isPending={pending === 'lodas'}
              onPress={() => void download('lodas')}
              aria-describedby="payroll-lodas-hint"
            >
              <Trans>DATEV-LODAS-Datei herunterladen</Trans>
            </Button>
          ) : null}
        </div>
        {lodasConfigured ? (
          <p id="payroll-lodas-hint" className="buero-muted">
            {missing.length > 0 ? (
              <Trans>LODAS: erst wenn alle eine Personalnummer haben.</Trans>
            ) : lodasPeople === 0 ? (
              <Trans>LODAS: keine unterschriebenen Stunden in diesem Zeitraum.</Trans>
            ) : (
              <Trans>LODAS enthält nur unterschriebene Tage.</Trans>
            )}
          </p>
        ) : null}
      </section>
      <div aria-live="polite">
        {done ? (
          <p role="status">
            <Trans>Die Datei {done} wurde erstellt.</Trans>
          </p>
        ) : null}
      </div>
      <FailureAlert error={failure} />
      {extraLines(failure).length > 0 ? (
        <ul className="buero-payroll__errors">
          {extraLines(failure).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
