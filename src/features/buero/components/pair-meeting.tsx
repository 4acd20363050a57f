import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PairAssignments } from '@domain/buero/messen-contract';
import { MEETING_POINT_MAX, SUPERVISOR_PHONE_MAX } from '@domain/shared/bookings';
import { Alert } from '@src/ui/alert';
import { FailureAlert } from '@src/ui/failure-alert';
import { useSetMeeting } from '../api/messen';

/**
 * Where and when the pair's people meet, and the supervisor's phone: shown in
 * their "Meine Einsätze". A moved point or time asks the confirmed again.
 */
export function PairMeeting({ data }: { data: PairAssignments }) {
  const { t } = useLingui();
  const id = useId();
  const save = useSetMeeting();
  const [point, setPoint] = useState(data.meeting.meeting_point ?? '');
  const [time, setTime] = useState(data.meeting.meeting_time ?? '');
  const [phone, setPhone] = useState(data.meeting.supervisor_phone ?? '');
  const pair = { messeId: data.fair.id, customerId: data.customer.id };
  return (
    <section className="buero-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <Trans>Treffpunkt</Trans>
      </h2>
      <FailureAlert error={save.error} />
      {save.isSuccess ? (
        <Alert tone="success">
          <Trans>Gespeichert.</Trans>
        </Alert>
      ) : null}
      <form
        className="buero-meeting"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({
            ...pair,
            meeting_point: point,
            meeting_time: time,
            supervisor_phone: phone,
          });
        }}
      >
        <label htmlFor={`${id}-point`}>{t`Treffpunkt (Halle, Stand)`}</label>
        <input
          id={`${id}-point`}
          value={point}
          maxLength={MEETING_POINT_MAX}
          onChange={(event) => setPoint(event.target.value)}
        />
        <label htmlFor={`${id}-time`}>{t`Uhrzeit`}</label>
        <input
          id={`${id}-time`}
          type="time"
          value={time}
          onChange={(event) => setTime(event.target.value)}
        />
        <label htmlFor={`${id}-phone`}>{t`Telefon der Aufsicht (optional)`}</label>
        <input
          id={`${id}-phone`}
          type="tel"
          value={phone}
          maxLength={SUPERVISOR_PHONE_MAX}
          onChange={(event) => setPhone(event.target.value)}
        />
        <p>
          <button type="submit" className="button button--secondary" disabled={save.isPending}>
            <Trans>Treffpunkt speichern</Trans>
          </button>
        </p>
      </form>
    </section>
  );
}
