import './pair-approval.css';
import { Trans } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { OfficeApprovalRequest, OfficeDispute } from '@domain/freigabe/office';
import { formatDate, formatDateTime, formatDateWithWeekday } from '@domain/shared/date-format';
import type { Locale } from '@domain/shared/locale';
import { Button } from '@src/ui/button';
import { FailureAlert } from '@src/ui/failure-alert';
import { useLocale } from '@src/ui/use-locale';
import { usePairApprovals, useWithdrawApproval } from '../api/approvals';
import { ApprovalRequestForm } from './approval-request-form';
import { DisputeResolveForm } from './dispute-resolve-form';
import { ModalDialog } from './modal-dialog';

/*
 * "Freigabe durch den Kunden" on a pair's review (issue 25): request the
 * customer's approval of unsigned days by link, follow the requests and their
 * answers, withdraw an open one, and resolve disputed rows before sending the
 * days again. States are words, never colour alone.
 */

type PairProps = { messeId: number; customerId: number };

export function PairApprovalSection({ messeId, customerId }: PairProps) {
  const approvals = usePairApprovals(messeId, customerId);
  // "Erneut zur Freigabe senden" remounts the form with the request's days ticked.
  const [preset, setPreset] = useState<{ days: readonly string[]; round: number } | null>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const sendAgain = (days: readonly string[]) => {
    setPreset((current) => ({ days, round: (current?.round ?? 0) + 1 }));
    requestAnimationFrame(() => formRef.current?.querySelector('input')?.focus());
  };
  return (
    <section className="buero-card buero-approval" aria-labelledby="pair-approval-title">
      <h2 id="pair-approval-title">
        <Trans>Freigabe durch den Kunden</Trans>
      </h2>
      {approvals.isPending ? (
        <p role="status">
          <Trans>Lädt …</Trans>
        </p>
      ) : approvals.isError ? (
        <p role="alert">
          <Trans>Die Freigaben konnten nicht geladen werden.</Trans>
        </p>
      ) : (
        <>
          <p className="buero-muted">
            <Trans>
              Tage ohne Unterschrift am Stand kann der Ansprechpartner des Kunden per Link
              bestätigen oder einzelne Zeilen beanstanden.
            </Trans>
          </p>
          <div ref={formRef}>
            <ApprovalRequestForm
              key={preset?.round ?? 0}
              messeId={messeId}
              customerId={customerId}
              approvals={approvals.data}
              presetDays={preset?.days ?? null}
            />
          </div>
          <RequestList
            messeId={messeId}
            customerId={customerId}
            requests={approvals.data.requests}
            onSendAgain={sendAgain}
          />
        </>
      )}
    </section>
  );
}

function daysText(days: readonly string[], locale: Locale) {
  return days.map((day) => formatDate(day, locale)).join(', ');
}

/** The request's state in words, with who answered and when where there is an answer. */
function StateText({ request }: { request: OfficeApprovalRequest }) {
  const locale = useLocale();
  const answeredAt = request.answered_at ? formatDateTime(request.answered_at, locale) : '';
  const name = request.answered_name ?? request.contact.name;
  switch (request.state) {
    case 'open':
      return request.opened_at ? <Trans>geöffnet</Trans> : <Trans>offen</Trans>;
    case 'approved':
      return (
        <Trans>
          bestätigt von {name} am {answeredAt}
        </Trans>
      );
    case 'disputed':
      return <Trans>beanstandet am {answeredAt}</Trans>;
    case 'tacit':
      return <Trans>stillschweigend bestätigt</Trans>;
    case 'withdrawn':
      return <Trans>zurückgezogen</Trans>;
    case 'expired':
      return <Trans>abgelaufen</Trans>;
  }
}

const STATE_TONE: Record<OfficeApprovalRequest['state'], string> = {
  open: 'pending',
  approved: 'staff',
  tacit: 'staff',
  disputed: 'rejected',
  withdrawn: 'muted',
  expired: 'muted',
};

type RequestListProps = PairProps & {
  requests: readonly OfficeApprovalRequest[];
  onSendAgain: (days: readonly string[]) => void;
};

function RequestList({ messeId, customerId, requests, onSendAgain }: RequestListProps) {
  const locale = useLocale();
  const withdraw = useWithdrawApproval(messeId, customerId);
  const [withdrawing, setWithdrawing] = useState<OfficeApprovalRequest | null>(null);
  if (requests.length === 0) {
    return (
      <p className="buero-empty">
        <Trans>Noch keine Anfragen.</Trans>
      </p>
    );
  }
  const withdrawDays = withdrawing ? daysText(withdrawing.days, locale) : '';
  const withdrawContact = withdrawing?.contact.name ?? '';
  return (
    <>
      <h3>
        <Trans>Anfragen</Trans>
      </h3>
      <ul className="buero-approval__requests">
        {requests.map((request) => {
          const sent = formatDateTime(request.created_at, locale);
          const expires = formatDateTime(request.expires_at, locale);
          const contact = request.contact.name;
          const email = request.contact.email;
          const by = request.requested_by;
          const number = request.id;
          const days = daysText(request.days, locale);
          const opened = request.opened_at ? formatDateTime(request.opened_at, locale) : '';
          const tacit = request.tacit_at ? formatDateTime(request.tacit_at, locale) : '';
          return (
            <li key={request.id} className="buero-approval__request">
              <p className="buero-approval__head">
                <span className={`buero-status buero-status--${STATE_TONE[request.state]}`}>
                  <StateText request={request} />
                </span>{' '}
                <Trans>Anfrage #{number}</Trans>
              </p>
              <p>
                <Trans>Tage: {days}</Trans>
              </p>
              <p className="buero-muted">
                {by === null ? (
                  <Trans>
                    An {contact} ({email}) · automatisch gesendet am {sent}
                  </Trans>
                ) : (
                  <Trans>
                    An {contact} ({email}) · gesendet am {sent} von {by}
                  </Trans>
                )}
                {request.state === 'open' ? (
                  <>
                    {' · '}
                    <Trans>gültig bis {expires}</Trans>
                  </>
                ) : null}
                {request.state === 'open' && request.opened_at ? (
                  <>
                    {' · '}
                    <Trans>geöffnet am {opened}</Trans>
                  </>
                ) : null}
                {request.state === 'open' && request.tacit_at ? (
                  <>
                    {' · '}
                    <Trans>gilt ohne Antwort am {tacit} als bestätigt</Trans>
                  </>
                ) : null}
              </p>
              {request.state === 'open' ? (
                <div className="buero-actions">
                  <Button variant="secondary" onPress={() => setWithdrawing(request)}>
                    <Trans>Zurückziehen</Trans>
                    <span className="visually-hidden">
                      {' '}
                      <Trans>(Anfrage #{number})</Trans>
                    </span>
                  </Button>
                </div>
              ) : null}
              {request.state === 'disputed' ? (
                <Disputes
                  messeId={messeId}
                  customerId={customerId}
                  request={request}
                  onSendAgain={() => onSendAgain(request.days)}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
      {withdrawing ? (
        <ModalDialog
          title={<Trans>Anfrage zurückziehen?</Trans>}
          onClose={() => {
            withdraw.reset();
            setWithdrawing(null);
          }}
        >
          <p>
            <Trans>
              Der Link an {withdrawContact} für {withdrawDays} gilt dann nicht mehr. Die Tage
              bleiben ohne Unterschrift des Kunden.
            </Trans>
          </p>
          <FailureAlert error={withdraw.error} />
          <div className="buero-dialog__actions">
            <Button
              variant="secondary"
              onPress={() => {
                withdraw.reset();
                setWithdrawing(null);
              }}
            >
              <Trans>Abbrechen</Trans>
            </Button>
            <Button
              isDisabled={withdraw.isPending}
              onPress={() =>
                withdraw.mutate(withdrawing.id, { onSuccess: () => setWithdrawing(null) })
              }
            >
              <Trans>Anfrage zurückziehen</Trans>
            </Button>
          </div>
        </ModalDialog>
      ) : null}
    </>
  );
}

type DisputesProps = PairProps & { request: OfficeApprovalRequest; onSendAgain: () => void };

function Disputes({ messeId, customerId, request, onSendAgain }: DisputesProps) {
  const locale = useLocale();
  const open = request.disputes.filter((dispute) => dispute.resolution === null).length;
  return (
    <div className="buero-approval__disputes">
      <ul>
        {request.disputes.map((dispute) => {
          const day = formatDateWithWeekday(dispute.day, locale);
          const name = dispute.name;
          return (
            <li key={dispute.id} className="buero-approval__dispute">
              <p className="buero-approval__head">
                <Trans>
                  {name} · {day}
                </Trans>
              </p>
              <blockquote className="buero-approval__comment">{dispute.comment}</blockquote>
              {dispute.resolution === null ? (
                <DisputeResolveForm
                  messeId={messeId}
                  customerId={customerId}
                  dispute={dispute}
                  contactName={request.contact.name}
                />
              ) : (
                <Resolution dispute={dispute} />
              )}
            </li>
          );
        })}
      </ul>
      <div className="buero-actions">
        <Button variant={open === 0 ? 'primary' : 'secondary'} onPress={onSendAgain}>
          <Trans>Erneut zur Freigabe senden</Trans>
        </Button>
      </div>
    </div>
  );
}

function Resolution({ dispute }: { dispute: OfficeDispute }) {
  const locale = useLocale();
  const at = dispute.resolved_at ? formatDateTime(dispute.resolved_at, locale) : '';
  const note = dispute.resolution_note ?? '';
  return (
    <p className="buero-muted">
      {dispute.resolution === 'corrected' ? (
        <Trans>Zeit korrigiert am {at}:</Trans>
      ) : (
        <Trans>Ohne Änderung beantwortet am {at}:</Trans>
      )}{' '}
      <span className="buero-approval__note">{note}</span>
    </p>
  );
}
