import { useLingui as useI18n } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import {
  APPLICANT_STATUSES,
  type ApplicantOptions,
  type ApplicantStatus,
} from '@domain/buero/applicants-contract';
import type { ListRequest } from '../api/applicants';
import { STATUS_LABELS } from '../lib/labels';
import { PersonFilters } from './person-filters';

type Props = {
  request: ListRequest;
  options: ApplicantOptions | undefined;
  onApply: (request: ListRequest) => void;
};

/** The applicant list's filters: status and date of receipt, then the person filters. */
export function ApplicantFilters({ request, options, onApply }: Props) {
  const { i18n } = useI18n();
  return (
    <PersonFilters
      request={request}
      options={options}
      onApply={onApply}
      cleared={(draft) => ({ sort: draft.sort, order: draft.order })}
      fromLabel={<Trans>Eingang von</Trans>}
      toLabel={<Trans>Eingang bis</Trans>}
      before={(draft, set) => {
        const toggleStatus = (status: ApplicantStatus, on: boolean) => {
          const current = new Set(draft.status ?? []);
          if (on) current.add(status);
          else current.delete(status);
          set({ status: APPLICANT_STATUSES.filter((s) => current.has(s)) });
        };
        return (
          <fieldset className="buero-filters__status">
            <legend>
              <Trans>Status</Trans>
            </legend>
            {APPLICANT_STATUSES.map((status) => (
              <label key={status} className="buero-check">
                <input
                  type="checkbox"
                  checked={draft.status?.includes(status) ?? false}
                  onChange={(event) => toggleStatus(status, event.target.checked)}
                />
                {i18n._(STATUS_LABELS[status])}
              </label>
            ))}
          </fieldset>
        );
      }}
    />
  );
}
