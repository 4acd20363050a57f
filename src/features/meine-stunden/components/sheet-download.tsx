import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { meineStundenOperations } from '@domain/meine-stunden/operations';
import type { MyHoursFair } from '@domain/meine-stunden/my-hours';
import { callFile } from '@src/api/file-answer';
import { downloadBlob } from '@src/ui/download';
import { FailureAlert } from '@src/ui/failure-alert';
import { useLocale } from '@src/ui/use-locale';

/** The customers the person has days with at a fair, in the order of their first day. */
function customersOf(fair: MyHoursFair) {
  const seen = new Map<number, string>();
  for (const day of fair.days) {
    if (!seen.has(day.customer_id)) seen.set(day.customer_id, day.customer_name);
  }
  return [...seen].map(([id, name]) => ({ id, name }));
}

/**
 * The own staff sheet of each of the fair's customers as PDF (the office's
 * sheet of this person), in the screen's language. Fetched, not linked, so a
 * refusal (too many exports at once) reads as words beside the button.
 */
export function SheetDownload({ fair }: { fair: MyHoursFair }) {
  const { t } = useLingui();
  const locale = useLocale();
  const [pending, setPending] = useState<number | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const customers = customersOf(fair);
  const fairName = fair.messe_name;

  async function download(customerId: number) {
    setFailure(null);
    setPending(customerId);
    try {
      const file = await callFile(meineStundenOperations.sheetPdf, {
        params: { messeId: fair.messe_id, customerId },
        query: { lang: locale },
      });
      downloadBlob(file.blob, file.name ?? t`Stundenzettel.pdf`);
    } catch (error) {
      setFailure(error);
    } finally {
      setPending(null);
    }
  }

  return (
    <div className="my-hours__sheets">
      {customers.map((customer) => {
        const customerName = customer.name;
        return (
          <button
            key={customer.id}
            type="button"
            className="button button--secondary"
            aria-busy={pending === customer.id}
            disabled={pending !== null}
            onClick={() => void download(customer.id)}
          >
            {customers.length > 1 ? (
              <Trans>Stundenzettel als PDF: {customerName}</Trans>
            ) : (
              <Trans>Stundenzettel als PDF</Trans>
            )}
            <span className="visually-hidden">
              {' '}
              <Trans>
                ({fairName}, {customerName})
              </Trans>
            </span>
          </button>
        );
      })}
      {pending !== null ? (
        <p role="status" className="my-hours__muted">
          <Trans>Der Stundenzettel wird erstellt …</Trans>
        </p>
      ) : null}
      <FailureAlert error={failure} />
    </div>
  );
}
