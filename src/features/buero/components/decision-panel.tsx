import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ApplicantStatus } from '@domain/buero/applicants-contract';
import { Button } from '@src/ui/button';
import { FailureAlert } from '@src/ui/failure-alert';
import { useResendInvitation } from '../api/decisions';
import { AcceptDialog, RejectDialog } from './decision-dialogs';

type DecisionPanelProps = { id: number; status: ApplicantStatus; name: string };

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
export function DecisionPanel({ id, status, name }: DecisionPanelProps) {
  const { t } = useLingui();
  const [dialog, setDialog] = useState<'accept' | 'reject' | null>(null);
  const [notice, setNotice] = useState('');
  const resend = useResendInvitation(id);
  const undecided = status === 'complete' || status === 'step2_missing';
  const done = (text: string) => {
    setDialog(null);
    setNotice(text);
  };

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
                onSuccess: () => setNotice(t`Die Einladung wurde erneut gesendet.`),
              })
            }
          >
            <Trans>Einladung erneut senden</Trans>
          </Button>
        </div>
      ) : null}
      <FailureAlert error={resend.error} />
      <p role="status" className="buero-decision__notice">
        {notice}
      </p>
      {dialog === 'accept' ? (
        <AcceptDialog id={id} name={name} onClose={() => setDialog(null)} onDone={done} />
      ) : null}
      {dialog === 'reject' ? (
        <RejectDialog id={id} name={name} onClose={() => setDialog(null)} onDone={done} />
      ) : null}
    </section>
  );
}
