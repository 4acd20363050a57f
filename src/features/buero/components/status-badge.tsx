import { useLingui } from '@lingui/react';
import type { ApplicantStatus } from '@domain/buero/applicants-contract';
import { STATUS_LABELS } from '../lib/labels';

/** An application's status as a labelled badge (text, not colour alone, carries it). */
export function StatusBadge({ status }: { status: ApplicantStatus }) {
  const { i18n } = useLingui();
  return (
    <span className={`buero-status buero-status--${status}`}>{i18n._(STATUS_LABELS[status])}</span>
  );
}
