import * as v from 'valibot';
import { multiLineText } from '@domain/shared/validation';
import { timeEntrySchema } from '@domain/shared/times/time-entry-schema';
import { APPROVAL_STATES } from './approval';

/*
 * The office's side of approvals by link (issue 25): a pair's requests with
 * their answers and disputes, sending a request for chosen days, withdrawing
 * one, and resolving a disputed row.
 */

/** A request's state as the office sees it: the contact's answer, or why none can come. */
export const OFFICE_APPROVAL_STATES = [...APPROVAL_STATES, 'withdrawn', 'expired'] as const;
export type OfficeApprovalState = (typeof OFFICE_APPROVAL_STATES)[number];

export const DISPUTE_RESOLUTIONS = ['corrected', 'answered'] as const;
export type DisputeResolution = (typeof DISPUTE_RESOLUTIONS)[number];
export const DISPUTE_NOTE_MAX = 1000;

const day = v.pipe(v.string(), v.isoDate());

export const customerContactRefSchema = v.looseObject({
  id: v.number(),
  name: v.string(),
  email: v.string(),
  role: v.nullable(v.string()),
});

export const officeDisputeSchema = v.looseObject({
  id: v.number(),
  request_id: v.number(),
  staff_id: v.number(),
  name: v.string(),
  day,
  comment: v.string(),
  created_at: v.string(),
  resolution: v.nullable(v.picklist(DISPUTE_RESOLUTIONS)),
  resolution_note: v.nullable(v.string()),
  resolved_at: v.nullable(v.string()),
  /** The row's time now (prefills a correction); null: no row stored. */
  time: v.nullable(
    v.looseObject({
      time_start: v.nullable(v.number()),
      time_end: v.nullable(v.number()),
      time_break: v.number(),
    }),
  ),
});
export type OfficeDispute = v.InferOutput<typeof officeDisputeSchema>;

export const officeApprovalRequestSchema = v.looseObject({
  id: v.number(),
  state: v.picklist(OFFICE_APPROVAL_STATES),
  days: v.array(day),
  contact: customerContactRefSchema,
  /** Null when the automatic job sent it. */
  requested_by: v.nullable(v.string()),
  created_at: v.string(),
  expires_at: v.string(),
  tacit_at: v.nullable(v.string()),
  opened_at: v.nullable(v.string()),
  answered_at: v.nullable(v.string()),
  answered_name: v.nullable(v.string()),
  disputes: v.array(officeDisputeSchema),
});
export type OfficeApprovalRequest = v.InferOutput<typeof officeApprovalRequestSchema>;

/** GET /buero/messen/{id}/kunden/{customerId}/freigaben */
export const pairApprovalsSchema = v.looseObject({
  /** Days with work time that no customer signature in force covers: what a request may name. */
  unsigned_days: v.array(day),
  /** The customer's contacts that can receive a request (not archived). */
  contacts: v.array(customerContactRefSchema),
  /** The pair's approving contact, preselected. */
  approver_contact_id: v.nullable(v.number()),
  /** Newest first. */
  requests: v.array(officeApprovalRequestSchema),
});
export type PairApprovals = v.InferOutput<typeof pairApprovalsSchema>;

/** POST /buero/messen/{id}/kunden/{customerId}/freigaben: a new request; the open one is withdrawn. */
export const approvalRequestBodySchema = v.object({
  days: v.pipe(v.array(day), v.minLength(1, 'required'), v.maxLength(366)),
  contact_id: v.pipe(v.number('required'), v.integer(), v.minValue(1)),
});
export type ApprovalRequestBody = v.InferInput<typeof approvalRequestBodySchema>;

/** Told to the contact by mail. */
const disputeNote = multiLineText(DISPUTE_NOTE_MAX);

/**
 * POST /buero/einwaende/{disputeId}/erledigen: 'corrected' carries the row's
 * new time, checked by the supervisor's rules (timeEntrySchema: 15-minute
 * steps, break 0–60 and not longer than the time; start and end both null
 * clear the day); 'answered' keeps the time and carries none.
 */
export const disputeResolutionBodySchema = v.variant(
  'resolution',
  [
    v.object({ resolution: v.literal('corrected'), time: timeEntrySchema, note: disputeNote }),
    v.object({ resolution: v.literal('answered'), note: disputeNote }),
  ],
  'required',
);
export type DisputeResolutionBody = v.InferInput<typeof disputeResolutionBodySchema>;
