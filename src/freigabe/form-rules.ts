import * as v from 'valibot';
import {
  type ApproveBody,
  approveBodySchema,
  type DisputeBody,
  disputeBodySchema,
} from '@domain/freigabe/approval';
import type { ApprovalRow } from '@domain/freigabe/approval';
import { rowKey } from './sheet-rows';

/*
 * The two answers checked with the shared schemas (the server checks the same):
 * problems by field key — 'name', 'confirmed', a row's key, or 'rows' for "no row".
 */

export type Problems = Record<string, string>;
type Checked<T> = { ok: true; body: T } | { ok: false; problems: Problems };

const firstByPath = (issues: readonly v.BaseIssue<unknown>[]) => {
  const found = new Map<string, string>();
  for (const issue of issues) {
    const path = (issue.path ?? []).map((item) => String(item.key)).join('.');
    if (!found.has(path)) found.set(path, issue.message);
  }
  return found;
};

export function checkApproval(values: {
  name: string;
  confirmed: boolean;
  content_sha256: string;
}): Checked<ApproveBody> {
  const result = v.safeParse(approveBodySchema, values);
  if (result.success) return { ok: true, body: result.output };
  const problems: Problems = {};
  for (const [path, code] of firstByPath(result.issues)) {
    if (path === 'name' || path === 'confirmed') problems[path] = code;
  }
  // A hash the page did not get right is no user's fault: let the server say it.
  return Object.keys(problems).length === 0
    ? { ok: true, body: { ...values, confirmed: true } }
    : { ok: false, problems };
}

/** The rows with a comment become the dispute; the problems are keyed by row (see rowKey). */
export function checkDispute(
  rows: readonly ApprovalRow[],
  comments: Readonly<Record<string, string>>,
  content_sha256: string,
): Checked<DisputeBody> {
  const disputed = rows.filter((row) => (comments[rowKey(row)] ?? '') !== '');
  const body = {
    rows: disputed.map((row) => ({
      staff_id: row.staff_id,
      day: row.day,
      comment: comments[rowKey(row)] ?? '',
    })),
    content_sha256,
  };
  const result = v.safeParse(disputeBodySchema, body);
  if (result.success) return { ok: true, body: result.output };
  const problems: Problems = {};
  for (const [path, code] of firstByPath(result.issues)) {
    const match = /^rows\.(\d+)\.comment$/.exec(path);
    const row = match ? disputed[Number(match[1])] : undefined;
    if (row) problems[rowKey(row)] = code;
    else if (path === 'rows') problems.rows = code;
  }
  return Object.keys(problems).length === 0 ? { ok: true, body } : { ok: false, problems };
}

/** The server's 422 field keys ('name', 'rows.3.comment') as this page's keys. */
export function serverProblems(
  errors: Record<string, string[]>,
  disputed: readonly { staff_id: number; day: string }[] = [],
): Problems {
  const problems: Problems = {};
  for (const [path, messages] of Object.entries(errors)) {
    const message = messages[0];
    if (!message) continue;
    const match = /^rows\.(\d+)/.exec(path);
    const row = match ? disputed[Number(match[1])] : undefined;
    problems[row ? rowKey(row) : path] = message;
  }
  return problems;
}
