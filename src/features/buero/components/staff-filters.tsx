import { Trans, useLingui } from '@lingui/react/macro';
import type { ApplicantOptions } from '@domain/buero/applicants-contract';
import { STAFF_ACCOUNT_STATES } from '@domain/buero/staff-contract';
import type { StaffListRequest } from '../api/staff';
import { PersonFilters } from './person-filters';
import { YesNoFilter } from './yes-no-filter';

type Props = {
  request: StaffListRequest;
  options: ApplicantOptions | undefined;
  onApply: (request: StaffListRequest) => void;
};

/** The staff list's filters: the staff flags, account date, then the applicant list's person filters. */
export function StaffFilters({ request, options, onApply }: Props) {
  const { t } = useLingui();
  return (
    <PersonFilters
      request={request}
      options={options}
      onApply={onApply}
      cleared={(draft) => ({ sort: draft.sort, order: draft.order })}
      fromLabel={<Trans>Konto seit von</Trans>}
      toLabel={<Trans>Konto seit bis</Trans>}
      fields={(draft, set) => (
        <>
          <label>
            <span>
              <Trans>Konto</Trans>
            </span>
            <select
              className="field__input"
              value={draft.account ?? ''}
              onChange={(event) =>
                set({
                  account: STAFF_ACCOUNT_STATES.find((state) => state === event.target.value),
                  // The older yes/no filter gives way to the state (addresses from before it).
                  active: undefined,
                })
              }
            >
              <option value="">{t`Alle`}</option>
              <option value="active">{t`Aktiv`}</option>
              <option value="invited">{t`Eingeladen (noch kein Passwort)`}</option>
              <option value="deactivated">{t`Deaktiviert`}</option>
            </select>
          </label>
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
          <YesNoFilter
            label={<Trans>Nah an einer Grenze (Arbeitsrecht)</Trans>}
            value={draft.nearLimit}
            onChange={(nearLimit) => set({ nearLimit })}
          />
        </>
      )}
    />
  );
}
