import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ApprovalPage, ApproveBody, DisputeBody } from '@domain/freigabe/approval';
import {
  formatDateRange,
  formatDateTime,
  formatDateWithWeekday,
  formatInstantDate,
} from '@domain/shared/date-format';
import type { Locale } from '@domain/shared/locale';
import { ApproveForm } from './approve-form';
import { DisputeForm } from './dispute-form';
import type { Problems } from './form-rules';
import { Sheet, ShiftRange } from './sheet';
import { rowKey } from './sheet-rows';

/** What the last answer call left to say: taken, answered elsewhere, or the rows changed. */
export type Notice = 'thanks' | 'answered' | 'changed' | null;

type Props = {
  page: ApprovalPage;
  notice: Notice;
  locale: Locale;
  busy: boolean;
  onApprove: (body: ApproveBody) => Promise<Problems>;
  onDispute: (body: DisputeBody) => Promise<Problems>;
};

export function ApprovalView({ page, notice, locale, busy, onApprove, onDispute }: Props) {
  const { fair } = page;
  const dates = formatDateRange(fair.date_start, fair.date_end, locale);
  const days = page.days.map((day) => formatDateWithWeekday(day, locale)).join(', ');
  const until = formatInstantDate(page.expires_at, locale);
  return (
    <>
      <h1>
        <Trans>Stunden bestätigen</Trans>
      </h1>
      <NoticeBanner notice={notice} />
      <dl className="approval-facts">
        <dt>
          <Trans>Messe</Trans>
        </dt>
        <dd>
          {fair.name}, {fair.city}, {dates}
        </dd>
        <dt>
          <Trans>Kunde</Trans>
        </dt>
        <dd>{page.customer}</dd>
        <dt>
          <Trans>Tage</Trans>
        </dt>
        <dd>{days}</dd>
      </dl>
      {page.state === 'open' ? (
        <>
          <p>
            <Trans>
              Bitte prüfen Sie die Stunden unseres Personals und bestätigen Sie sie oder beanstanden
              Sie einzelne Zeilen. Der Link gilt bis {until}.
            </Trans>
          </p>
          {/* A long sheet on a phone: the answer is one tap away, not a long scroll. */}
          <p>
            <a href="#answer-heading">
              <Trans>Zur Antwort (unter dem Stundenzettel)</Trans>
            </a>
          </p>
        </>
      ) : (
        // Answered: the answer first, beside the thanks; the sheet below for the record.
        <Answer page={page} locale={locale} />
      )}
      <Sheet page={page} locale={locale} />
      {page.state === 'open' ? (
        <Actions
          page={page}
          locale={locale}
          busy={busy}
          onApprove={onApprove}
          onDispute={onDispute}
        />
      ) : null}
    </>
  );
}

function NoticeBanner({ notice }: { notice: Notice }) {
  const ref = useRef<HTMLDivElement>(null);
  // Moved to after an answer: a screen reader and a scrolled phone both land on it.
  useEffect(() => {
    if (notice) ref.current?.focus();
  }, [notice]);
  if (!notice) return null;
  const kind = notice === 'thanks' ? 'success' : 'info';
  return (
    <div className={`alert alert--${kind}`} role="status" tabIndex={-1} ref={ref}>
      {notice === 'thanks' ? <Trans>Vielen Dank, Ihre Antwort ist angekommen.</Trans> : null}
      {notice === 'answered' ? (
        <Trans>Dieser Stundenzettel wurde inzwischen schon beantwortet.</Trans>
      ) : null}
      {notice === 'changed' ? (
        <Trans>
          Der Stundenzettel wurde inzwischen geändert. Bitte prüfen Sie die Stunden unten noch
          einmal und antworten Sie dann.
        </Trans>
      ) : null}
    </div>
  );
}

type ActionsProps = Omit<Props, 'notice'>;

/** Approve all (the common case, first) or switch to disputing single rows. */
function Actions({ page, locale, busy, onApprove, onDispute }: ActionsProps) {
  const [disputing, setDisputing] = useState(false);
  return (
    <section className="approval-answer" aria-labelledby="answer-heading">
      <h2 id="answer-heading">
        <Trans>Ihre Antwort</Trans>
      </h2>
      {disputing ? (
        <DisputeForm
          page={page}
          locale={locale}
          busy={busy}
          onSubmit={onDispute}
          onCancel={() => setDisputing(false)}
        />
      ) : (
        <>
          <ApproveForm
            locale={locale}
            contentSha256={page.content_sha256}
            busy={busy}
            onSubmit={onApprove}
          />
          <p className="approval-or">
            <Trans>Stimmt etwas nicht?</Trans>
          </p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setDisputing(true)}
          >
            <Trans>Einzelne Zeilen beanstanden</Trans>
          </button>
        </>
      )}
    </section>
  );
}

/** The answer given: who approved and when, or the disputed rows with their comments. */
function Answer({ page, locale }: { page: ApprovalPage; locale: Locale }) {
  const { t } = useLingui();
  const { answer } = page;
  const at = answer ? formatDateTime(answer.at, locale) : '';
  const name = answer?.name ?? '';
  const rows = new Map(page.rows.map((row) => [rowKey(row), row]));
  return (
    <section className="approval-answer" aria-labelledby="answer-heading">
      <h2 id="answer-heading">
        <Trans>Antwort</Trans>
      </h2>
      {page.state === 'approved' ? (
        <p className="approval-stamp">
          <Trans>
            Bestätigt von {name} am {at}.
          </Trans>
        </p>
      ) : null}
      {page.state === 'tacit' ? (
        <p className="approval-stamp">
          <Trans>Stillschweigend bestätigt am {at} (keine Antwort innerhalb der Frist).</Trans>
        </p>
      ) : null}
      {page.state === 'disputed' ? (
        <>
          <p className="approval-stamp">
            <Trans>Beanstandet am {at}. Wir prüfen die Zeilen und melden uns.</Trans>
          </p>
          <ul className="approval-disputes">
            {(answer?.disputes ?? []).map((dispute) => {
              const row = rows.get(rowKey(dispute));
              const day = formatDateWithWeekday(dispute.day, locale);
              const staffId = dispute.staff_id;
              return (
                <li key={rowKey(dispute)}>
                  <strong>
                    {row?.name ?? t`Person ${staffId}`}, {day}
                    {row ? (
                      <>
                        , <ShiftRange row={row} />
                      </>
                    ) : null}
                  </strong>
                  <blockquote>{dispute.comment}</blockquote>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
    </section>
  );
}
