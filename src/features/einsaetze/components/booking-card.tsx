import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Booking } from '@domain/einsaetze/booking';
import { DECLINE_REASON_MAX } from '@domain/shared/bookings';
import { formatDateRange } from '@domain/shared/date-format';
import { useLocale } from '@src/ui/use-locale';
import type { BookingAnswer } from '../api/bookings';
import { BookingState } from './booking-state';

/** The page's note that answers need the network; the buttons point at it while offline. */
export const OFFLINE_NOTE_ID = 'einsaetze-offline-note';

type BookingCardProps = {
  booking: Booking;
  onAnswer: (answer: BookingAnswer) => void;
  busy: boolean;
  /** Answers need the network; offline the card shows what it has. */
  online: boolean;
};

/** One booking: where and when, who supervises, its state and the answer buttons. */
export function BookingCard({ booking, onAnswer, busy, online }: BookingCardProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');
  const id = useId();
  const pair = { messeId: booking.fair.id, customerId: booking.customer.id };
  const askConfirm = booking.state !== 'confirmed' || booking.changed;
  const canAnswer = online && !busy && !booking.past;
  const headingId = `${id}-title`;
  const describedBy = online ? headingId : `${headingId} ${OFFLINE_NOTE_ID}`;

  return (
    <article className="einsatz" aria-labelledby={headingId}>
      <header className="einsatz__head">
        <h2 id={headingId} className="einsatz__title">
          {booking.fair.name}
        </h2>
        <BookingState booking={booking} />
      </header>
      <dl className="einsatz__facts">
        <div>
          <dt>
            <Trans>Stadt</Trans>
          </dt>
          <dd>{booking.fair.city}</dd>
        </div>
        <div>
          <dt>
            <Trans>Kunde</Trans>
          </dt>
          <dd>{booking.customer.name}</dd>
        </div>
        <div>
          <dt>
            <Trans>Tage</Trans>
          </dt>
          <dd>{formatDateRange(booking.fair.date_start, booking.fair.date_end, locale)}</dd>
        </div>
        {booking.meeting_point || booking.meeting_time ? (
          <div>
            <dt>
              <Trans>Treffpunkt</Trans>
            </dt>
            <dd>{[booking.meeting_point, booking.meeting_time].filter(Boolean).join(', ')}</dd>
          </div>
        ) : null}
        {booking.supervisors.length > 0 ? (
          <div>
            <dt>
              <Trans>Aufsicht</Trans>
            </dt>
            <dd>{booking.supervisors.join(', ')}</dd>
          </div>
        ) : null}
        {booking.supervisor_phone ? (
          <div>
            <dt>
              <Trans>Telefon der Aufsicht</Trans>
            </dt>
            <dd>
              <a href={`tel:${booking.supervisor_phone.replace(/[^\d+]/gu, '')}`}>
                {booking.supervisor_phone}
              </a>
            </dd>
          </div>
        ) : null}
        {booking.state === 'declined' && booking.decline_reason ? (
          <div>
            <dt>
              <Trans>Ihr Grund</Trans>
            </dt>
            <dd>{booking.decline_reason}</dd>
          </div>
        ) : null}
      </dl>
      {booking.past ? null : declining ? (
        <form
          className="einsatz__decline"
          onSubmit={(event) => {
            event.preventDefault();
            onAnswer({ kind: 'decline', ...pair, reason: reason.trim() });
            setDeclining(false);
          }}
        >
          <label htmlFor={`${id}-reason`} className="field__label">
            <Trans>Grund (optional)</Trans>
          </label>
          <input
            id={`${id}-reason`}
            className="field__input"
            value={reason}
            maxLength={DECLINE_REASON_MAX}
            onChange={(event) => setReason(event.target.value.replace(/[\r\n]/gu, ' '))}
          />
          <div className="einsatz__actions">
            <button
              type="submit"
              className="button button--primary"
              disabled={!canAnswer}
              aria-describedby={online ? undefined : OFFLINE_NOTE_ID}
            >
              <Trans>Absage senden</Trans>
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => setDeclining(false)}
            >
              <Trans>Abbrechen</Trans>
            </button>
          </div>
        </form>
      ) : (
        <div className="einsatz__actions">
          {askConfirm ? (
            <button
              type="button"
              className="button button--primary"
              disabled={!canAnswer}
              aria-describedby={describedBy}
              onClick={() => onAnswer({ kind: 'confirm', ...pair })}
            >
              {booking.state === 'declined' ? t`Doch zusagen` : t`Zusagen`}
            </button>
          ) : null}
          {booking.state !== 'declined' ? (
            <button
              type="button"
              className="button button--secondary"
              disabled={!canAnswer}
              aria-describedby={describedBy}
              onClick={() => setDeclining(true)}
            >
              <Trans>Absagen</Trans>
            </button>
          ) : null}
        </div>
      )}
    </article>
  );
}
