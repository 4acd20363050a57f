import { useCallback, useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ApprovalPage, ApproveBody, DisputeBody } from '@domain/freigabe/approval';
import type { Locale } from '@domain/shared/locale';
import { approvalPath } from './address';
import { approveAll, disputeRows, loadApproval, type Outcome } from './api';
import { ApprovalView, type Notice } from './approval-view';
import type { Problems } from './form-rules';
import { serverProblems } from './form-rules';

type Shown =
  | { kind: 'loading' }
  | { kind: 'page'; page: ApprovalPage; notice: Notice }
  | Exclude<Outcome, { kind: 'page' } | { kind: 'fields' } | { kind: 'conflict' }>;

/**
 * The public approval page (issue 25): loads the sheet by the link's token,
 * sends the contact's answer, and tells each refusal in words. The address is
 * its only state: no cookie, no storage.
 */
export function ApprovalApp({ locale, token }: { locale: Locale; token: string }) {
  // No token at all (/de/freigabe/) is the neutral page without asking the server.
  const [shown, setShown] = useState<Shown>({ kind: token === '' ? 'gone' : 'loading' });
  const [busy, setBusy] = useState(false);

  const show = useCallback((outcome: Outcome, notice: Notice = null) => {
    if (outcome.kind === 'page') setShown({ kind: 'page', page: outcome.page, notice });
    else if (outcome.kind !== 'fields' && outcome.kind !== 'conflict') setShown(outcome);
  }, []);

  useEffect(() => {
    if (token !== '') void loadApproval(token).then((outcome) => show(outcome));
  }, [token, show]);

  /** Sends an answer; a 409 reloads the sheet and says whether it changed or was answered. */
  async function answer(send: () => Promise<Outcome>, disputed?: DisputeBody['rows']) {
    setBusy(true);
    try {
      const outcome = await send();
      if (outcome.kind === 'fields') return serverProblems(outcome.errors, disputed);
      if (outcome.kind === 'conflict') {
        const fresh = await loadApproval(token);
        const notice: Notice =
          fresh.kind === 'page' && fresh.page.state === 'open' ? 'changed' : 'answered';
        show(fresh, notice);
      } else show(outcome, outcome.kind === 'page' ? 'thanks' : null);
      return {};
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Header locale={locale} token={token} />
      <main className="main approval" id="main">
        <Body
          shown={shown}
          locale={locale}
          busy={busy}
          onApprove={(body: ApproveBody): Promise<Problems> =>
            answer(() => approveAll(token, body))
          }
          onDispute={(body: DisputeBody): Promise<Problems> =>
            answer(() => disputeRows(token, body), body.rows)
          }
          onRetry={() => {
            setShown({ kind: 'loading' });
            void loadApproval(token).then((outcome) => show(outcome));
          }}
        />
      </main>
    </>
  );
}

// Language names are written in their own language and never translated.
const LANGUAGES: Record<Locale, { name: string }> = {
  de: { name: 'Deutsch' },
  en: { name: 'English' },
};

function Header({ locale, token }: { locale: Locale; token: string }) {
  const other: Locale = locale === 'de' ? 'en' : 'de';
  return (
    <header className="approval-header">
      <span className="approval-header__brand">
        <Trans>Messe-Personal</Trans>
      </span>
      {/* A page load in the other language: the token path stays, only the locale changes. */}
      <a href={approvalPath(other, token)} hrefLang={other} lang={other}>
        {LANGUAGES[other].name}
      </a>
    </header>
  );
}

type BodyProps = {
  shown: Shown;
  locale: Locale;
  busy: boolean;
  onApprove: (body: ApproveBody) => Promise<Problems>;
  onDispute: (body: DisputeBody) => Promise<Problems>;
  onRetry: () => void;
};

function Body({ shown, locale, busy, onApprove, onDispute, onRetry }: BodyProps) {
  const { t } = useLingui();
  switch (shown.kind) {
    case 'loading':
      return (
        <p role="status" className="approval-loading">
          <Trans>Stundenzettel wird geladen …</Trans>
        </p>
      );
    case 'page':
      return (
        <ApprovalView
          page={shown.page}
          notice={shown.notice}
          locale={locale}
          busy={busy}
          onApprove={onApprove}
          onDispute={onDispute}
        />
      );
    case 'gone':
      return <NeutralPage />;
    case 'too_many': {
      const minutes = Math.max(1, Math.ceil((shown.retryAfterSeconds ?? 60) / 60));
      return (
        <Problem title={t`Zu viele Versuche`}>
          <Trans>Bitte versuchen Sie es in {minutes} Minuten noch einmal.</Trans>
        </Problem>
      );
    }
    case 'offline':
      return (
        <Problem title={t`Keine Verbindung`} onRetry={onRetry}>
          <Trans>Der Server war nicht erreichbar. Bitte prüfen Sie die Verbindung.</Trans>
        </Problem>
      );
    case 'failed':
      return (
        <Problem title={t`Das hat nicht geklappt`} onRetry={onRetry}>
          {shown.message || <Trans>Bitte versuchen Sie es gleich noch einmal.</Trans>}
        </Problem>
      );
  }
}

/** Unknown, withdrawn, expired, malformed: one page, no hint which. */
export function NeutralPage() {
  return (
    <div className="approval-neutral">
      <h1>
        <Trans>Link nicht gültig</Trans>
      </h1>
      <p>
        <Trans>
          Dieser Link ist nicht (mehr) gültig. Bitte wenden Sie sich an Ihre Ansprechperson bei
          Messe-Personal.
        </Trans>
      </p>
    </div>
  );
}

function Problem(props: { title: string; children: React.ReactNode; onRetry?: () => void }) {
  return (
    <div className="alert alert--error" role="alert">
      <h1>{props.title}</h1>
      <p>{props.children}</p>
      {props.onRetry ? (
        <button type="button" className="button button--secondary" onClick={props.onRetry}>
          <Trans>Erneut versuchen</Trans>
        </button>
      ) : null}
    </div>
  );
}
