import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { AuditEntryItem, AuditRefs } from '@domain/buero/gdpr-contract';
import { formatDateTime } from '@domain/shared/date-format';
import { useLocale } from '@src/ui/use-locale';
import { detailLines, namesOf, type RefNames, refNames } from '../lib/audit-details';
import { fieldLabel, fieldValue } from '../lib/audit-fields';
import { auditActionLabel } from '../lib/audit-labels';
import { AuditAbout } from './audit-about';
import { ScrollTable } from './scroll-table';

type Change = { before?: unknown; after?: unknown };

const idList = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : [];

/** Who came and who left between two id lists (assignments). */
function diff(change: Change) {
  const before = idList(change.before);
  const after = idList(change.after);
  return {
    added: after.filter((id) => !before.includes(id)),
    removed: before.filter((id) => !after.includes(id)),
  };
}

/** The changed fields in words: 'Ende 18:00 → 17:00'; assignments as who was added or removed. */
function Changes({ entry, names }: { entry: AuditEntryItem; names: RefNames }) {
  const { i18n } = useI18n();
  const locale = useLocale();
  const lines = Object.entries(entry.changes ?? {}).flatMap(([field, raw]): string[] => {
    const change = (raw ?? {}) as Change;
    if (field === 'staff' || field === 'supervisors') {
      const map = field === 'staff' ? names.people : names.users;
      const { added, removed } = diff(change);
      const label = fieldLabel(i18n, field);
      const addedNames = namesOf(map, added);
      const removedNames = namesOf(map, removed);
      return [
        ...(added.length > 0 ? [i18n._(msg`${label} hinzugefügt: ${addedNames}`)] : []),
        ...(removed.length > 0 ? [i18n._(msg`${label} entfernt: ${removedNames}`)] : []),
      ];
    }
    const label = fieldLabel(i18n, field);
    const after = fieldValue(i18n, locale, field, change.after);
    if (change.before === null || change.before === undefined) return [`${label}: ${after}`];
    return [`${label} ${fieldValue(i18n, locale, field, change.before)} → ${after}`];
  });
  const details = detailLines(i18n, locale, entry, names);
  if (lines.length === 0 && details.length === 0) return null;
  return (
    <ul className="buero-audit__changes">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
      {details.map((line) => (
        <li key={line} className="buero-muted">
          {line}
        </li>
      ))}
    </ul>
  );
}

/** One page or more of audit entries: when, who, what, about what (linked), what changed. */
export function AuditList({
  items,
  pages,
}: {
  items: readonly AuditEntryItem[];
  pages: readonly { refs: AuditRefs }[];
}) {
  const { i18n } = useI18n();
  const { t } = useLingui();
  const locale = useLocale();
  const names = refNames(pages);
  const people = new Map(pages.flatMap((page) => page.refs.people.map((row) => [row.id, row])));
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
            const label = auditActionLabel(entry.action);
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
                <td className="buero-audit__subject">
                  <AuditAbout
                    about={entry.about}
                    subject={entry.subject}
                    people={people}
                    names={names}
                  />
                </td>
                <td>
                  <Changes entry={entry} names={names} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollTable>
  );
}
