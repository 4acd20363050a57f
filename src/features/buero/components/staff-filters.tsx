import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ApplicantOptions } from '@domain/buero/applicants-contract';
import type { StaffListRequest } from '../api/staff';
import { DateRangeFields } from './date-range-fields';
import { FilterForm } from './filter-form';
import { PersonFilterFields } from './person-filter-fields';
import { YesNoFilter } from './yes-no-filter';

type Props = {
  request: StaffListRequest;
  options: ApplicantOptions | undefined;
  onApply: (request: StaffListRequest) => void;
};

/** The staff list's filters: the staff flags, account date, then the applicant list's person filters. */
export function StaffFilters({ request, options, onApply }: Props) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<StaffListRequest>(request);
  const set = (patch: Partial<StaffListRequest>) =>
    setDraft((current) => ({ ...current, ...patch }));
  const reset = () => {
    const cleared: StaffListRequest = { sort: draft.sort, order: draft.order };
    setDraft(cleared);
    onApply(cleared);
  };
  return (
    <FilterForm
      q={draft.q}
      onSearchChange={(q) => set({ q })}
      onSubmit={() => onApply(draft)}
      onReset={reset}
    >
      <YesNoFilter
        label={<Trans>Konto</Trans>}
        value={draft.active}
        yes={t`Aktiv`}
        no={t`Deaktiviert`}
        onChange={(active) => set({ active })}
      />
      <YesNoFilter
        label={<Trans>Vertrag</Trans>}
        value={draft.contract}
        onChange={(contract) => set({ contract })}
      />
      <YesNoFilter
        label={<Trans>Zeiterfassung (Aufsicht)</Trans>}
        value={draft.timetracking}
        onChange={(timetracking) => set({ timetracking })}
      />
      <YesNoFilter
        label={<Trans>Dokumente</Trans>}
        value={draft.documents}
        yes={t`Vorhanden`}
        no={t`Keine`}
        onChange={(documents) => set({ documents })}
      />
      <DateRangeFields
        fromLabel={<Trans>Konto seit von</Trans>}
        toLabel={<Trans>Konto seit bis</Trans>}
        from={draft.from}
        to={draft.to}
        onChange={set}
      />
      <PersonFilterFields draft={draft} options={options} set={set} />
    </FilterForm>
  );
}
