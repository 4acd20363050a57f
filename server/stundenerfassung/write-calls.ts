import type { FastifyReply } from 'fastify';
import type { TT_BATCHABLE_WRITES } from '../../domain/stundenerfassung-contract';
import type { Database } from '../db/client';
import { answerKeyedWrite, type KeyedAnswer, type KeyedCall } from '../idempotency/keyed-route';
import { canonicalJson } from '../idempotency/request-hash';
import { loadPairAssignedTo, loadStaff, requireDayInFair } from './access';
import { type RawParams, readDayParam, readPairParams, readStaffParams } from './params';
import { type SignatureUpload, uploadPayload } from './signature-upload';
import { saveTime, signCustomerSheet, signStaffSheet, type WriteActor } from './writes';

/*
 * The three writes of the area as calls that need no request: the single
 * routes and each entry of the batch (routes/batch.ts) run exactly this code,
 * so authorization, validation, locks and the Idempotency-Key (its scope and
 * request hash) are the same whichever way an entry arrives (ADR 0018).
 */

/** What a write call gets: who writes, the key (read after authorization), the path parameters. */
export type WriteCallInput = {
  actor: WriteActor;
  /** Read only after the access checks, as the single routes always did. */
  key: () => string | undefined;
  params: RawParams;
};

/**
 * The key's scope exactly as sendKeyedWrite builds it for the single route:
 * the user plus method, route pattern and path parameters.
 */
function keyedCall({ actor, key, params }: WriteCallInput): KeyedCall {
  return {
    key: key(),
    locale: actor.locale,
    scope: () => ({
      userId: actor.userId,
      route: `POST ${actor.route ?? ''} ${canonicalJson(params)}`,
    }),
  };
}

/** POST staff/{messe}/{customer}/{staff}/{date}: one person's time of one day. */
export async function callSaveTime(
  db: Database,
  input: WriteCallInput,
  body: unknown,
): Promise<KeyedAnswer> {
  const { actor, params } = input;
  const ids = readStaffParams(params, actor.locale);
  const day = readDayParam(params, actor.locale);
  const pair = await loadPairAssignedTo(db, actor.userId, ids);
  requireDayInFair(pair.messe, day);
  await loadStaff(db, ids, ids.staffId);
  const write = saveTime(actor, { ids, day, body });
  return answerKeyedWrite(db, keyedCall(input), body ?? null, write);
}

/** POST staff/{messe}/{customer}/{staff}/sign: the person signs their own sheet. */
export async function callSignStaff(
  db: Database,
  input: WriteCallInput,
  upload: SignatureUpload,
): Promise<KeyedAnswer> {
  const { actor, params } = input;
  const ids = readStaffParams(params, actor.locale);
  await loadPairAssignedTo(db, actor.userId, ids);
  const person = await loadStaff(db, ids, ids.staffId);
  const write = signStaffSheet(actor, { ids, signerName: person.name, upload });
  return answerKeyedWrite(db, keyedCall(input), uploadPayload(upload), write);
}

/** POST customer/{messe}/{customer}/sign: the customer signs the pair's sheet. */
export async function callSignCustomer(
  db: Database,
  input: WriteCallInput,
  upload: SignatureUpload,
): Promise<KeyedAnswer> {
  const { actor, params } = input;
  const ids = readPairParams(params, actor.locale);
  await loadPairAssignedTo(db, actor.userId, ids);
  const write = signCustomerSheet(actor, { ids, upload });
  return answerKeyedWrite(db, keyedCall(input), uploadPayload(upload), write);
}

export type BatchableWrite = (typeof TT_BATCHABLE_WRITES)[number];

/** Sends a write call's answer as the single route's reply. */
export function sendAnswer(reply: FastifyReply, answer: KeyedAnswer): FastifyReply {
  return reply.code(answer.status).headers(answer.headers).send(answer.body);
}
