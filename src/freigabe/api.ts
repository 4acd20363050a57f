import type { ApprovalPage, ApproveBody, DisputeBody } from '@domain/freigabe/approval';
import { freigabeOperations } from '@domain/freigabe/operations';
import { call } from '@src/api/call';
import { ApiError, NetworkError } from '@src/api/client';

/*
 * The approval page's three calls (domain/freigabe/operations.ts, freigabeOperations),
 * by the operation table like every call of the app: same CSRF header, the answer
 * checked against its schema, no cookie of its own.
 */

/** How a call ended, as the page tells it. */
export type Outcome =
  | { kind: 'page'; page: ApprovalPage }
  /** Unknown, withdrawn, expired or malformed link: one neutral page. */
  | { kind: 'gone' }
  /**
   * 409: answered meanwhile (approval_answered) or the rows changed (approval_changed).
   * The body carries no code, only a worded message: the page reloads and tells by
   * the new state which of the two it was.
   */
  | { kind: 'conflict' }
  | { kind: 'too_many'; retryAfterSeconds: number | null }
  /** Field errors of the server (422), by field path ("name", "rows.0.comment"). */
  | { kind: 'fields'; errors: Record<string, string[]>; message: string }
  | { kind: 'offline' }
  | { kind: 'failed'; message: string };

async function outcome(call: () => Promise<ApprovalPage>): Promise<Outcome> {
  try {
    return { kind: 'page', page: await call() };
  } catch (error) {
    if (error instanceof NetworkError) return { kind: 'offline' };
    // An answer off its schema is a bug on our side; the page says "did not work", not more.
    if (!(error instanceof ApiError)) return { kind: 'failed', message: '' };
    const { status, body, retryAfterSeconds } = error;
    if (status === 404) return { kind: 'gone' };
    if (status === 429) return { kind: 'too_many', retryAfterSeconds };
    if (status === 409) return { kind: 'conflict' };
    if (status === 422) return { kind: 'fields', errors: body.errors, message: body.message };
    return { kind: 'failed', message: body.message };
  }
}

export const loadApproval = (token: string) =>
  outcome(() => call(freigabeOperations.page, { params: { token } }));

export const approveAll = (token: string, body: ApproveBody) =>
  outcome(() => call(freigabeOperations.approve, { params: { token }, body }));

export const disputeRows = (token: string, body: DisputeBody) =>
  outcome(() => call(freigabeOperations.dispute, { params: { token }, body }));
