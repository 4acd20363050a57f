import { useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { DECLINE_REASON_MAX } from '@domain/shared/bookings';
import type { TimeTrackingCustomer } from '@domain/stundenerfassung/stundenerfassung';
import { useOnline } from '@src/ui/use-online';
import { answerSupervisorBooking, type SupervisorAnswer } from '../data/booking';

type Booking = NonNullable<TimeTrackingCustomer['booking']>;

/** The supervisor's booking in words; a change after the confirmation asks again. */
function BookingText({ booking }: { booking: Booking }) {
  if (booking.state === 'confirmed' && booking.changed) {
    return <Trans>geändert – bitte erneut bestätigen</Trans>;
  }
  if (booking.state === 'confirmed') return <Trans>zugesagt</Trans>;
  if (booking.state === 'declined') return <Trans>abgesagt</Trans>;
  return <Trans>angefragt</Trans>;
}

type Props = {
  booking: Booking | undefined;
  messeId: number;
  customerId: number;
  /** The id of the pair's title: it describes the buttons. */
  titleId: string;
};

/**
 * On the tablet's start page (issue 24): the supervisor's booking of a pair,
 * and "Zusagen" / "Absagen" (with an optional reason) while it is requested
 * or changed. Answers need the network; offline the state shows, the buttons
 * wait. Nothing recorded on the pair is touched by an answer.
 */
export function PairBooking({ booking, messeId, customerId, titleId }: Props) {
  const { t } = useLingui();
  const online = useOnline();
  const id = useId();
  const [declining, setDeclining] = useState(false);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  if (!booking) return null;
  const reason = booking.decline_reason;
  const askConfirm = booking.state !== 'confirmed' || booking.changed;
  const canAnswer = online && !busy;
  const send = (answer: SupervisorAnswer) => {
    setBusy(true);
    setFailed(false);
    answerSupervisorBooking(answer).then(
      () => {
        setBusy(false);
        setDeclining(false);
      },
      () => {
        setBusy(false);
        setFailed(true);
      },
    );
  };
  const pair = { messeId, customerId };
  return (
    <div className="tt-booking">
      <p className="tt-booking__state">
        <span className={`tt-booking__badge tt-booking__badge--${booking.state}`}>
          <BookingText booking={booking} />
        </span>
        {booking.state === 'declined' && reason ? (
          <span>
            {' '}
            <Trans>Ihr Grund: {reason}</Trans>
          </span>
        ) : null}
      </p>
      {failed ? (
        <p className="field__error" role="alert">
          <Trans>Die Antwort wurde nicht gesendet. Bitte versuchen Sie es erneut.</Trans>
        </p>
      ) : null}
      {!online ? (
        <p className="tt-booking__offline">
          <Trans>Zusagen und Absagen geht nur mit Internetverbindung.</Trans>
        </p>
      ) : null}
      {declining ? (
        <form
          className="tt-booking__decline"
          onSubmit={(event) => {
            event.preventDefault();
            send({ kind: 'decline', ...pair, reason: typed.trim() });
          }}
        >
          <label htmlFor={`${id}-reason`} className="field__label">
            <Trans>Grund (optional)</Trans>
          </label>
          <input
            id={`${id}-reason`}
            className="field__input"
            value={typed}
            maxLength={DECLINE_REASON_MAX}
            onChange={(event) => setTyped(event.target.value.replace(/[\r\n]/gu, ' '))}
          />
          <div className="tt-booking__actions">
            <button type="submit" className="button button--primary" disabled={!canAnswer}>
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
        <div className="tt-booking__actions">
          {askConfirm ? (
            <button
              type="button"
              className="button button--primary"
              disabled={!canAnswer}
              aria-describedby={titleId}
              onClick={() => send({ kind: 'confirm', ...pair })}
            >
              {booking.state === 'declined' ? t`Doch zusagen` : t`Zusagen`}
            </button>
          ) : null}
          {booking.state !== 'declined' ? (
            <button
              type="button"
              className="button button--secondary"
              disabled={!canAnswer}
              aria-describedby={titleId}
              onClick={() => setDeclining(true)}
            >
              <Trans>Absagen</Trans>
            </button>
          ) : null}
        </div>
      )}
    </div>
  );
}
