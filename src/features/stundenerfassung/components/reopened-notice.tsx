import { Trans } from '@lingui/react/macro';
import { formatDateTime } from '@domain/shared/date-format';
import { formatDayList } from '@domain/shared/times/day-list-format';
import type { TimeTrackingReopening } from '@domain/stundenerfassung/stundenerfassung';
import { useLocale } from '@src/ui/use-locale';

/*
 * The office reopened signed days of this sheet (ADR 0027): the old signature
 * no longer counts, the days can be changed and need a new signature. Said in
 * words next to the signatures, so the supervisor knows why a signed sheet is
 * open again and whom to ask.
 */

function ReopeningItem({ item }: { item: TimeTrackingReopening }) {
  const locale = useLocale();
  const days = formatDayList(item.days, locale);
  const signer = item.signer_name;
  const when = formatDateTime(item.reopened_at, locale);
  const who = item.reopened_by ?? '–';
  const reason = item.reason;
  return (
    <li>
      {item.kind === 'customer' ? (
        <Trans>
          Die Kundenunterschrift von {signer} für {days} wurde am {when} vom Büro ({who})
          aufgehoben.
        </Trans>
      ) : (
        <Trans>
          Die Unterschrift von {signer} für {days} wurde am {when} vom Büro ({who}) aufgehoben.
        </Trans>
      )}{' '}
      <Trans>Grund: {reason}</Trans>
    </li>
  );
}

export function ReopenedNotice({ reopened }: { reopened: readonly TimeTrackingReopening[] }) {
  if (reopened.length === 0) return null;
  return (
    <section className="tt-reopened" aria-labelledby="tt-reopened-title">
      <h2 id="tt-reopened-title">
        <Trans>Vom Büro wieder geöffnet</Trans>
      </h2>
      <ul>
        {reopened.map((item) => (
          <ReopeningItem key={`${item.kind}-${item.signed_at}-${item.reopened_at}`} item={item} />
        ))}
      </ul>
      <p>
        <Trans>
          Diese Tage können wieder bearbeitet werden und brauchen eine neue Unterschrift.
        </Trans>
      </p>
    </section>
  );
}
