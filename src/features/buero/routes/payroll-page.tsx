import '../buero.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useState } from 'react';
import type { PayrollExportQuery, PayrollFormat } from '@domain/buero/payroll-contract';
import { ApiError } from '@src/api/client';
import { Button } from '@src/ui/button';
import { FailureAlert } from '@src/ui/failure-alert';
import { useLocale } from '@src/ui/use-locale';
import { fetchPayrollFile, offerDownload, payrollFileName } from '../api/payroll';
import { useFairPages } from '../api/messen';

/** The previous month as yyyy-MM: payroll is usually done for the month just ended. */
function previousMonth(now = new Date()): string {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return date.toISOString().slice(0, 7);
}

/** Staff ids from the text field: numbers separated by commas or spaces. */
function parseIds(text: string): number[] | null {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  if (!parts.every((part) => /^[1-9]\d{0,9}$/.test(part))) return null;
  return parts.map(Number);
}

/** /:locale/buero/abrechnung: the payroll CSV and the DATEV LODAS file of a month or a fair. */
export function PayrollPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const id = useId();
  const fairs = useFairPages(false, '');
  const [periodKind, setPeriodKind] = useState<'month' | 'fair'>('month');
  const [month, setMonth] = useState(previousMonth);
  const [messeId, setMesseId] = useState('');
  const [staffText, setStaffText] = useState('');
  const [includeUnsigned, setIncludeUnsigned] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [pending, setPending] = useState<PayrollFormat | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const staffIds = parseIds(staffText);
  const fairList = fairs.data?.pages.flatMap((page) => page.items) ?? [];

  async function download(format: PayrollFormat) {
    setFailure(null);
    setDone(null);
    const query: PayrollExportQuery = {
      format,
      ...(periodKind === 'month' ? { month } : { messeId: Number(messeId) }),
      staffIds: staffIds ?? [],
      includeUnsigned: format === 'csv' && includeUnsigned,
    };
    setPending(format);
    try {
      const name = payrollFileName(query);
      offerDownload(await fetchPayrollFile(query, locale), name);
      setDone(name);
    } catch (error) {
      setFailure(error);
    } finally {
      setPending(null);
    }
  }

  const fieldErrors = failure instanceof ApiError ? failure.body.errors : {};
  const errorLines = Object.values(fieldErrors).flat();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void download('csv');
  };

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
              onChange={() => setPeriodKind('month')}
            />
            <Trans>Monat</Trans>
          </label>
          <label className="buero-check">
            <input
              type="radio"
              name="period"
              checked={periodKind === 'fair'}
              onChange={() => setPeriodKind('fair')}
            />
            <Trans>Tage einer Messe</Trans>
          </label>
        </fieldset>
        <div className="buero-payroll__fields">
          {periodKind === 'month' ? (
            <label>
              <span>{t`Abrechnungsmonat`}</span>
              <input
                className="field__input"
                type="month"
                required
                value={month}
                onChange={(event) => setMonth(event.target.value)}
              />
            </label>
          ) : (
            <label>
              <span>{t`Messe`}</span>
              <select
                className="field__input"
                required
                value={messeId}
                onChange={(event) => setMesseId(event.target.value)}
              >
                <option value="">{t`Bitte wählen`}</option>
                {fairList.map((fair) => (
                  <option key={fair.id} value={String(fair.id)}>
                    {fair.name} ({fair.date_start} – {fair.date_end})
                  </option>
                ))}
              </select>
            </label>
          )}
          <label>
            <span>{t`Personal (IDs, leer: alle)`}</span>
            <input
              className="field__input"
              type="text"
              inputMode="numeric"
              value={staffText}
              aria-invalid={staffIds === null ? true : undefined}
              aria-describedby={`${id}-staff-hint`}
              onChange={(event) => setStaffText(event.target.value)}
            />
            <span id={`${id}-staff-hint`} className="buero-muted">
              {staffIds === null
                ? t`Nur Zahlen, durch Komma getrennt.`
                : t`Die ID steht in der Adresse der Personal-Seite, z. B. …/personal/17.`}
            </span>
          </label>
        </div>
        <label className="buero-check">
          <input
            type="checkbox"
            checked={includeUnsigned}
            onChange={(event) => setIncludeUnsigned(event.target.checked)}
          />
          <Trans>Auch nicht unterschriebene Tage (nur CSV, Spalte „unsigniert“)</Trans>
        </label>
        <div className="buero-filters__actions">
          <Button
            type="submit"
            isDisabled={staffIds === null || (periodKind === 'fair' && messeId === '')}
            isPending={pending === 'csv'}
          >
            <Trans>CSV herunterladen</Trans>
          </Button>
          <Button
            variant="secondary"
            isDisabled={staffIds === null || (periodKind === 'fair' && messeId === '')}
            isPending={pending === 'lodas'}
            onPress={() => void download('lodas')}
          >
            <Trans>DATEV-LODAS-Datei herunterladen</Trans>
          </Button>
        </div>
      </form>
      <div aria-live="polite">
        {done ? (
          <p role="status">
            <Trans>Die Datei {done} wurde erstellt.</Trans>
          </p>
        ) : null}
      </div>
      <FailureAlert error={failure} />
      {errorLines.length > 0 ? (
        <ul className="buero-payroll__errors">
          {errorLines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
