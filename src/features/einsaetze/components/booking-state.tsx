import { Trans } from '@lingui/react/macro';
import type { Booking } from '@domain/einsaetze/booking';

/** The booking's state in words; a change after the confirmation asks again. */
export function BookingState({ booking }: { booking: Booking }) {
  if (booking.state === 'confirmed' && booking.changed) {
    return (
      <span className="einsatz-state einsatz-state--changed">
        <Trans>geändert – bitte erneut bestätigen</Trans>
      </span>
    );
  }
  if (booking.state === 'confirmed') {
    return (
      <span className="einsatz-state einsatz-state--confirmed">
        <Trans>zugesagt</Trans>
      </span>
    );
  }
  if (booking.state === 'declined') {
    return (
      <span className="einsatz-state einsatz-state--declined">
        <Trans>abgesagt</Trans>
      </span>
    );
  }
  return (
    <span className="einsatz-state einsatz-state--requested">
      <Trans>angefragt</Trans>
    </span>
  );
}
