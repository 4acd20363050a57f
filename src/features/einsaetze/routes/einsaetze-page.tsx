import '../einsaetze.css';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { formatDateTime } from '@domain/shared/date-format';
import { ApiError } from '@src/api/client';
import { Alert } from '@src/ui/alert';
import { paths } from '@src/ui/paths';
import { useLocale } from '@src/ui/use-locale';
import { useOnline } from '@src/ui/use-online';
import { useAnswerBooking, useBookings } from '../api/bookings';
import { CalendarFeed } from '../components/calendar-feed';
import { BookingCard, OFFLINE_NOTE_ID } from '../components/booking-card';
import { DataAge } from '../components/data-age';
import { useUserId } from '../data/use-user-id';

/**
 * /:locale/einsaetze: "Meine Einsätze", the fairs the office booked the person
 * for (not the wished ones: "Meine Messen"). Upcoming first, then past; each
 * booking is confirmed or declined here. After one online visit it opens
 * offline with the device's copy (data/saved-bookings.ts) and says how old
 * the shown data is; answers wait for the network.
 */
export function EinsaetzePage() {
  const locale = useLocale();
  const online = useOnline();
  const userId = useUserId();
  const bookings = useBookings(userId);
  const answer = useAnswerBooking(bookings);
  const upcoming = bookings.data?.items.filter((b) => !b.past) ?? [];
  const past = bookings.data?.items.filter((b) => b.past) ?? [];
  const card = (booking: (typeof upcoming)[number]) => (
    <li key={`${String(booking.fair.id)}-${String(booking.customer.id)}`}>
      <BookingCard
        booking={booking}
        online={online}
        busy={answer.isPending}
        onAnswer={(input) => answer.mutate(input)}
      />
    </li>
  );

  return (
    <section className="einsaetze-page" aria-labelledby="einsaetze-title">
      <h1 id="einsaetze-title" tabIndex={-1}>
        <Trans>Meine Einsätze</Trans>
      </h1>
      <p>
        <Trans>
          Hier sehen Sie, wo das Büro Sie eingeplant hat. Bitte sagen Sie jeden angefragten Einsatz
          zu oder ab.
        </Trans>
      </p>
      <p>
        <Link to={paths.benachrichtigungen(locale)}>
          <Trans>Benachrichtigungen einstellen</Trans>
        </Link>
      </p>
      {bookings.data && bookings.dataUpdatedAt ? (
        <DataAge
          asOf={formatDateTime(bookings.dataUpdatedAt, locale)}
          online={online}
          refreshFailed={bookings.isError}
        />
      ) : null}
      {online ? null : (
        <p id={OFFLINE_NOTE_ID} className="einsaetze-offline">
          <Trans>
            Ohne Verbindung können Sie nicht zusagen oder absagen. Das geht wieder, sobald Ihr Gerät
            online ist.
          </Trans>
        </p>
      )}
      {answer.error ? (
        <Alert tone="error">
          {answer.error instanceof ApiError && answer.error.status === 409 ? (
            answer.error.message
          ) : (
            <Trans>
              Ihre Antwort konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.
            </Trans>
          )}
        </Alert>
      ) : null}
      {bookings.isPending && !online ? (
        <p role="alert">
          <Trans>
            Ohne Verbindung gibt es hier noch nichts zu zeigen: Ihre Einsätze sind auf diesem Gerät
            erst nach einem Besuch mit Verbindung gespeichert.
          </Trans>
        </p>
      ) : bookings.isPending ? (
        <p role="status" className="einsaetze-muted">
          <Trans>Lädt …</Trans>
        </p>
      ) : bookings.isError && !bookings.data ? (
        <p role="alert">
          <Trans>Ihre Einsätze konnten nicht geladen werden.</Trans>
        </p>
      ) : upcoming.length + past.length === 0 ? (
        <p className="einsaetze-empty">
          <Trans>Sie sind noch für keinen Einsatz eingeplant.</Trans>
        </p>
      ) : (
        <>
          <h2 className="einsaetze-section">
            <Trans>Anstehend</Trans>
          </h2>
          {upcoming.length === 0 ? (
            <p className="einsaetze-muted">
              <Trans>Keine anstehenden Einsätze.</Trans>
            </p>
          ) : (
            <ul className="einsaetze-list">{upcoming.map(card)}</ul>
          )}
          {past.length > 0 ? (
            <>
              <h2 className="einsaetze-section">
                <Trans>Vergangen</Trans>
              </h2>
              <ul className="einsaetze-list">{past.map(card)}</ul>
            </>
          ) : null}
        </>
      )}
      <CalendarFeed />
    </section>
  );
}
