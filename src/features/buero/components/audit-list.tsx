import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AuditEntryItem } from '@domain/buero/gdpr-contract';
import { formatDateTime } from '@domain/shared/date-format';
import { useLocale } from '@src/ui/use-locale';
import { AUDIT_ACTION_LABELS } from '../lib/audit-labels';
import { ScrollTable } from './scroll-table';

const shown = (value: unknown): string =>
  value === null || value === undefined
    ? '–'
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** Ids an erasure keeps for the audit's own lookups; the office needs the counts only. */
const LOOKUP_KEYS = new Set(['subjects', 'user_ids', 'bewerber_ids']);

/** Details as stored, cut short. */
function brief(details: object): string {
  const text = JSON.stringify(
    Object.fromEntries(Object.entries(details).filter(([key]) => !LOOKUP_KEYS.has(key))),
  );
  return text.length > 160 ? `${text.slice(0, 159)}…` : text;
}

/** Changed fields as stored (already masked when written): field, before → after. */
function Changes({ changes }: { changes: AuditEntryItem['changes'] }) {
  const entries = Object.entries(changes ?? {});
  if (entries.length === 0) return null;
  return (
    <ul className="buero-audit__changes">
      {entries.map(([field, change]) => {
        const c = (change ?? {}) as { before?: unknown; after?: unknown };
        return (
          <li key={field}>
            <code>{field}</code>: {shown(c.before)} → {shown(c.after)}
          </li>
        );
      })}
    </ul>
  );
}

/** One page or more of audit entries: when, who, what, about what, which fields changed. */
export function AuditList({ items }: { items: readonly AuditEntryItem[] }) {
  const { i18n } = useI18n();
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <ScrollTable label={t`Protokolleinträge`}>
      <table className="buero-table buero-audit">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Zeitpunkt</Trans>
            </th>
            <th scope="col">
              <Trans>Wer</Trans>
            </th>
            <th scope="col">
              <Trans>Aktion</Trans>
            </th>
            <th scope="col">
              <Trans>Betrifft</Trans>
            </th>
            <th scope="col">
              <Trans>Änderungen</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((entry) => {
            const label = AUDIT_ACTION_LABELS[entry.action];
            const actorId = entry.actor?.id ?? 0;
            return (
              <tr key={entry.id}>
                <td>{formatDateTime(entry.at, locale)}</td>
                <td>
                  {entry.actor === null ? (
                    <Trans>System</Trans>
                  ) : (
                    (entry.actor.name ?? <Trans>Konto #{actorId} (gelöscht)</Trans>)
                  )}
                </td>
                <td>{label ? i18n._(label) : entry.action}</td>
                <td className="buero-audit__subject">{entry.subject ?? '–'}</td>
                <td>
                  <Changes changes={entry.changes} />
                  {entry.details ? (
                    <span className="buero-muted buero-email">{brief(entry.details)}</span>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollTable>
  );
}
