import { useLingui } from '@lingui/react/macro';
import { saveStaffSignature } from '../data/writes';
import { SignForm } from './sign-form';

type StaffSignFormProps = {
  ids: { messeId: number; customerId: number; staffId: number };
  name: string;
  /** The days the signature may cover; the person chooses among them. */
  days: readonly string[];
  onSaved: () => void;
};

/** A staff member signs their own timesheet; an empty pad is refused. */
export function StaffSignForm({ ids, name, days, onSaved }: StaffSignFormProps) {
  const { t } = useLingui();
  return (
    <SignForm
      label={t`Unterschrift von ${name}`}
      days={days}
      save={(svg, named) => saveStaffSignature({ ...ids, svg, days: named })}
      onSaved={onSaved}
    />
  );
}
