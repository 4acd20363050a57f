import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { StaffDetail } from '@domain/buero/staff-contract';
import { formatDateTime } from '@domain/shared/date-format';
import { Button } from '@src/ui/button';
import { FailureAlert } from '@src/ui/failure-alert';
import { useLocale } from '@src/ui/use-locale';
import { useResendInvitation } from '../api/decisions';

type Invitation = NonNullable<StaffDetail['invitation']>;

/** When the invitation went out and until when its link works, in words. */
function InvitationDates({ invitation, now }: { invitation: Invitation; now: number }) {
  const locale = useLocale();
  const { sent_at, expires_at } = invitation;
  if (!sent_at || !expires_at) {
    return <Trans>Es gibt keinen gültigen Einladungslink. Senden Sie die Einladung erneut.</Trans>;
  }
  const sent = formatDateTime(sent_at, locale);
  const until = formatDateTime(expires_at, locale);
  return Date.parse(expires_at) > now ? (
    <Trans>
      Einladung gesendet am {sent}; der Link gilt bis {until}.
    </Trans>
  ) : (
    <Trans>
      Einladung gesendet am {sent}; der Link ist am {until} abgelaufen.
    </Trans>
  );
}

/**
 * An accepted person who has not set a password yet cannot log in: the staff
 * detail says so, when the invitation went out, until when it holds, and
 * sends it again (the application's resend: a new link, the old one dies).
 */
export function StaffInvitation({ invitation }: { invitation: Invitation }) {
  const { t } = useLingui();
  const resend = useResendInvitation(invitation.application_id);
  const [notice, setNotice] = useState('');
  // Expired or not, judged when the detail opened (a lazy initial state: read once).
  const [now] = useState(() => Date.now());
  return (
    <div className="buero-invitation">
      <p>
        <span className="buero-status buero-status--pending">
          <Trans>eingeladen</Trans>
        </span>{' '}
        <Trans>Noch kein Passwort festgelegt: Die Person kann sich noch nicht anmelden.</Trans>
      </p>
      <p>
        <InvitationDates invitation={invitation} now={now} />
      </p>
      <div>
        <Button
          variant="secondary"
          isPending={resend.isPending}
          onPress={() =>
            resend.mutate(undefined, {
              onSuccess: () => setNotice(t`Die Einladung wurde erneut gesendet.`),
            })
          }
        >
          <Trans>Einladung erneut senden</Trans>
        </Button>
      </div>
      <FailureAlert error={resend.error} />
      <p role="status" className="buero-decision__notice">
        {notice}
      </p>
    </div>
  );
}
