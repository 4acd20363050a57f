import '../buero.css';
import '../components/month-close.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ClosePeriod } from '@domain/abschluss/close-contract';
import { formatDateRange, formatMonth } from '@domain/shared/date-format';
import { Alert } from '@src/ui/alert';
import { Button } from '@src/ui/button';
import { FailureAlert } from '@src/ui/failure-alert';
import { useLocale } from '@src/ui/use-locale';
import { useClosePeriod, useClosePreflight, useCloses } from '../api/closes';
import { useFairPages } from '../api/messen';
import { CloseConfirmDialog } from '../components/close-dialogs';
import { CloseList } from '../components/close-list';
import { ClosePreflight, preflightFindings } from '../components/close-preflight';
import { MonthField } from '../components/month-field';
import { previousMonth } from '../lib/months';

/**
 * /:locale/buero/abschluss: the month close (docs/product/month-close.md).
 * The office picks a month or a fair, sees the preflight, closes after a
 * confirmation that says what closing does, and reopens a close with a reason;
 * a reopened close shows what changed since.
 */
export function MonthClosePage() {
  const { t } = useLingui();
  const locale = useLocale();
  const fairs = useFairPages(false, '');
  const [periodKind, setPeriodKind] = useState<'month' | 'messe'>('month');
  const [month, setMonth] = useState(() => previousMonth());
  const [messeId, setMesseId] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const closes = useCloses();
  const close = useClosePeriod();

  const fairList = fairs.data?.pages.flatMap((page) => page.items) ?? [];
  const period: ClosePeriod | null =
    periodKind === 'month'
      ? { kind: 'month', month }
      : messeId === ''
        ? null
        : { kind: 'messe', messe_id: Number(messeId) };
  const preflight = useClosePreflight(period);
  // The button acts on the preflight of exactly this period, never on the one still shown.
  const current = preflight.isPlaceholderData || !period ? undefined : preflight.data;
  const what =
    period?.kind === 'month'
      ? formatMonth(period.month, locale)
      : (fairList.find((fair) => fair.id === period?.messe_id)?.name ?? '');

  function choose<T>(set: (value: T) => void) {
    return (value: T) => {
      set(value);
      setDone(null);
      close.reset();
    };
  }

  function confirm() {
    if (!period) return;
    const label = what;
    close.mutate(period, {
      onSuccess: () => {
        setConfirming(false);
        setDone(label);
      },
    });
  }

  return (
    <section className="buero-page" aria-labelledby="close-title">
      <h1 id="close-title" tabIndex={-1}>
        <Trans>Monatsabschluss</Trans>
      </h1>
      <p className="buero-muted">
        <Trans>
          Ein abgeschlossener Monat (oder eine Messe) ist für alle gesperrt: Zeiten und
          Unterschriften ändern sich weder auf dem Tablet noch im Büro, bis der Abschluss mit
          Begründung wieder geöffnet wird.
        </Trans>
      </p>
      <form
        className="buero-filters"
        aria-labelledby="close-title"
        onSubmit={(event) => event.preventDefault()}
      >
        <fieldset className="buero-filters__status">
          <legend>
            <Trans>Zeitraum</Trans>
          </legend>
          <label className="buero-check">
            <input
              type="radio"
              name="close-period"
              checked={periodKind === 'month'}
              onChange={() => choose(setPeriodKind)('month')}
            />
            <Trans>Monat</Trans>
          </label>
          <label className="buero-check">
            <input
              type="radio"
              name="close-period"
              checked={periodKind === 'messe'}
              onChange={() => choose(setPeriodKind)('messe')}
            />
            <Trans>Messe</Trans>
          </label>
        </fieldset>
        <div className="buero-payroll__fields">
          {periodKind === 'month' ? (
            <MonthField
              value={month}
              onChange={choose(setMonth)}
              legend={t`Monat des Abschlusses`}
            />
          ) : (
            <label>
              <span>{t`Messe`}</span>
              <select
                className="field__input"
                required
                value={messeId}
                onChange={(event) => choose(setMesseId)(event.target.value)}
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
        </div>
      </form>
      <section className="buero-card buero-payroll__card" aria-labelledby="close-preflight-title">
        <h2 id="close-preflight-title">
          <Trans>Vorprüfung</Trans>
          {what ? ` – ${what}` : ''}
        </h2>
        {!period ? (
          <p className="buero-muted">
            <Trans>Bitte wählen Sie eine Messe.</Trans>
          </p>
        ) : preflight.isError ? (
          <FailureAlert error={preflight.error} />
        ) : preflight.data ? (
          <ClosePreflight preflight={preflight.data} />
        ) : (
          <p role="status">
            <Trans>Lädt …</Trans>
          </p>
        )}
        <div aria-live="polite">
          {/* Said while the close is in force; a reopening below ends it. */}
          {done && current?.closed_id !== null ? (
            <Alert tone="success">
              <Trans>{done} ist abgeschlossen.</Trans>
            </Alert>
          ) : current && current.closed_id !== null ? (
            <p className="buero-close__warning">
              <Trans>Dieser Zeitraum ist abgeschlossen. Zum Ändern unten wieder öffnen.</Trans>
            </p>
          ) : null}
        </div>
        {current && current.closed_id === null ? (
          <div className="buero-filters__actions">
            <Button onPress={() => setConfirming(true)}>
              {period?.kind === 'messe' ? (
                <Trans>Messe abschließen</Trans>
              ) : (
                <Trans>Monat abschließen</Trans>
              )}
            </Button>
          </div>
        ) : null}
      </section>
      <section className="buero-close__closes" aria-labelledby="close-list-title">
        <h2 id="close-list-title">
          <Trans>Abschlüsse</Trans>
        </h2>
        {closes.isError ? (
          <FailureAlert error={closes.error} />
        ) : closes.data ? (
          <CloseList closes={closes.data.closes} />
        ) : (
          <p role="status">
            <Trans>Lädt …</Trans>
          </p>
        )}
      </section>
      {confirming && current ? (
        <CloseConfirmDialog
          what={what}
          findings={preflightFindings(current)}
          pending={close.isPending}
          failure={close.error}
          onConfirm={confirm}
          onClose={() => {
            close.reset();
            setConfirming(false);
          }}
        />
      ) : null}
    </section>
  );
}
