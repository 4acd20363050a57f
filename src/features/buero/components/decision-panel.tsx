import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { ApplicantStatus } from '@domain/buero/applicants-contract';
import { Button } from '@src/ui/button';
import { FailureAlert } from '@src/ui/failure-alert';
import { useLocale } from '@src/ui/use-locale';
import { useResendInvitation } from '../api/decisions';
import { bueroPaths } from '../paths';
import { AcceptDialog, RejectDialog } from './decision-dialogs';

type DecisionPanelProps = {
  /** The application. */
  id: number;
  /** The person (applicant row): after accepting, their staff record. */
  bewerberId: number;
  status: ApplicantStatus;
  name: string;
};

/** A status line; `focus` moves focus to it once shown (a decision's dialog has closed). */
type Notice = { text: string; focus: boolean };

/** What the status allows, in words (docs/product/office.md). */
function StatusExplanation({ status }: { status: ApplicantStatus }) {
  switch (status) {
    case 'step2_missing':
      return (
        <Trans>
          Schritt 2 fehlt noch: Annehmen ist erst möglich, wenn die Bewerbung vollständig ist.
          Ablehnen geht schon jetzt.
        </Trans>
      );
    case 'complete':
      return <Trans>Die Bewerbung ist vollständig und wartet auf eine Entscheidung.</Trans>;
    case 'invited':
      return (
        <Trans>
          Angenommen und eingeladen: Das Passwort ist noch nicht festgelegt. Eine neue Einladung
          macht den alten Link ungültig.
        </Trans>
      );
    case 'staff':
      return <Trans>Das Passwort ist festgelegt: Die Person ist Personal.</Trans>;
    case 'rejected':
      return (
        <Trans>Abgelehnt. Die Daten werden nach Ablauf der Aufbewahrungsfrist gelöscht.</Trans>
      );
  }
}

/** Annehmen / Ablehnen / Einladung erneut senden on the applicant's detail page. */
export function DecisionPanel({ id, bewerberId, status, name }: DecisionPanelProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const [dialog, setDialog] = useState<'accept' | 'reject' | null>(null);
  const [notice, setNotice] = useState<Notice>({ text: '', focus: false });
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const resend = useResendInvitation(id);
  const undecided = status === 'complete' || status === 'step2_missing';
  const hasStaffRecord = status === 'invited' || status === 'staff';
  const done = (text: string) => {
    setDialog(null);
    setNotice({ text, focus: true });
  };
  // The dialog's button is gone with the decision (the page shows the new status), and
  // the dialog would hand focus back to it: focus the outcome instead, so a keyboard
  // user continues from there (the staff record's link follows it).
  useEffect(() => {
    if (notice.focus) noticeRef.current?.focus();
  }, [notice]);

  return (
    <section className="buero-decision" aria-labelledby="s-decision">
      <h2 id="s-decision">
        <Trans>Entscheidung</Trans>
      </h2>
      <p>
        <StatusExplanation status={status} />
      </p>
      {undecided ? (
        <div className="buero-decision__actions">
          <Button isDisabled={status !== 'complete'} onPress={() => setDialog('accept')}>
            <Trans>Annehmen</Trans>
          </Button>
          <Button variant="secondary" onPress={() => setDialog('reject')}>
            <Trans>Ablehnen</Trans>
          </Button>
        </div>
      ) : null}
      {status === 'invited' ? (
        <div className="buero-decision__actions">
          <Button
            variant="secondary"
            isPending={resend.isPending}
            onPress={() =>
              resend.mutate(undefined, {
                onSuccess: () =>
                  setNotice({ text: t`Die Einladung wurde erneut gesendet.`, focus: false }),
              })
            }
          >
            <Trans>Einladung erneut senden</Trans>
          </Button>
        </div>
      ) : null}
      <FailureAlert error={resend.error} />
      <p role="status" className="buero-decision__notice" tabIndex={-1} ref={noticeRef}>
        {notice.text}
      </p>
      {hasStaffRecord ? (
        <p>
          <Link to={bueroPaths.staffMember(locale, bewerberId)}>
            <Trans>Zum Personaleintrag von {name}</Trans>
          </Link>
        </p>
      ) : null}
      {dialog === 'accept' ? (
        <AcceptDialog id={id} name={name} onClose={() => setDialog(null)} onDone={done} />
      ) : null}
      {dialog === 'reject' ? (
        <RejectDialog id={id} name={name} onClose={() => setDialog(null)} onDone={done} />
      ) : null}
    </section>
  );
}
