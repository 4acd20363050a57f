import { Trans, useLingui } from '@lingui/react/macro';
import type { PairAssignments } from '@domain/buero/messen-contract';
import { bookingBucket } from '@domain/shared/bookings';

type Person = PairAssignments['staff'][number];
type BookingFacts = Pick<Person, 'state' | 'changed' | 'answered_by_phone' | 'decline_reason'>;

/**
 * A person's booking on the pair page (issue 24), staff or supervisor:
 * requested, confirmed (by phone, or changed since), declined with the
 * reason; and the office's "telefonisch zugesagt" for whoever has not
 * confirmed (or must again).
 */
export function PairBookingState({
  booking,
  name,
  onPhoneConfirm,
  busy,
}: {
  booking: BookingFacts;
  name: string;
  onPhoneConfirm: () => void;
  busy: boolean;
}) {
  const { t } = useLingui();
  const askable = bookingBucket(booking) !== 'confirmed';
  return (
    <span className={`buero-booking buero-booking--${booking.state}`}>
      <BookingStateText booking={booking} />
      {askable ? (
        <>
          {' '}
          <button
            type="button"
            className="button button--link"
            aria-label={t`${name}: telefonisch zugesagt`}
            disabled={busy}
            onClick={onPhoneConfirm}
          >
            <Trans>Telefonisch zugesagt</Trans>
          </button>
        </>
      ) : null}
    </span>
  );
}

/** The booking's state in the office's words (pair page and staff detail). */
export function BookingStateText({ booking }: { booking: BookingFacts }) {
  const reason = booking.decline_reason;
  if (booking.state === 'confirmed' && booking.changed) {
    return <Trans>geändert – wartet auf erneute Zusage</Trans>;
  }
  if (booking.state === 'confirmed') {
    return booking.answered_by_phone ? (
      <Trans>telefonisch zugesagt</Trans>
    ) : (
      <Trans>zugesagt</Trans>
    );
  }
  if (booking.state === 'declined') {
    return reason ? <Trans>abgesagt: „{reason}“</Trans> : <Trans>abgesagt</Trans>;
  }
  return <Trans>angefragt</Trans>;
}

export type StateFilter = 'all' | 'confirmed' | 'open' | 'declined';

/** Whether a person shows under the filter (removed people only under 'all'). */
export function matchesFilter(
  person: Pick<Person, 'state' | 'changed'> & { removed_at?: string | null },
  filter: StateFilter,
): boolean {
  if (filter === 'all') return true;
  if (person.removed_at != null) return false;
  return bookingBucket(person) === filter;
}

/** The counts per state and the filter over them. */
export function PairBookingFilter({
  counts,
  value,
  onChange,
  who,
}: {
  counts: PairAssignments['counts'];
  value: StateFilter;
  onChange: (value: StateFilter) => void;
  /** Whose bookings: the select's label says it (two filters share the page). */
  who: 'staff' | 'supervisors';
}) {
  const { t } = useLingui();
  const { confirmed, open, declined } = counts;
  return (
    <div className="buero-booking-filter">
      <p role="status" className="buero-booking-counts">
        <Trans>
          Zugesagt: {confirmed} · Offen: {open} · Abgesagt: {declined}
        </Trans>
      </p>
      <label>
        {who === 'staff' ? t`Personal anzeigen` : t`Aufsicht anzeigen`}{' '}
        <select value={value} onChange={(event) => onChange(event.target.value as StateFilter)}>
          <option value="all">{t`Alle`}</option>
          <option value="confirmed">{t`Zugesagt`}</option>
          <option value="open">{t`Offen`}</option>
          <option value="declined">{t`Abgesagt`}</option>
        </select>
      </label>
    </div>
  );
}
