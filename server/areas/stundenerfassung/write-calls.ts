import type { FastifyInstance, FastifyReply } from 'fastify';
import type { OperationSpec } from '@domain/shared/operation';
import type { stundenerfassungBatchableWrites } from '@domain/stundenerfassung/operations';
import { checkAnswer } from '@server/platform/api/operation-routes';
import type { Database } from '@server/platform/db/client';
import {
  answerKeyedWrite,
  type KeyedAnswer,
  type KeyedCall,
  REPLAYED_HEADER,
} from '@server/platform/idempotency/keyed-route';
import { canonicalJson } from '@server/platform/idempotency/request-hash';
import { loadPairAssignedTo, loadStaff, requireDayInFair } from './access';
import {
  type PairParams,
  type RawParams,
  readDayParam,
  readPairParams,
  readStaffParams,
} from './params';
import type { PairRecord, StaffRecord } from './repository';
import { type SignatureUpload, uploadPayload } from './signature-upload';
import {
  type SheetWrite,
  saveTime,
  signCustomerSheet,
  signStaffSheet,
  type WriteActor,
} from './writes';

/*
 * The three writes of the area as calls that need no request: the single
 * routes and each entry of the batch (routes/batch.ts) run exactly this code,
 * so authorization, validation, locks and the Idempotency-Key (its scope and
 * request hash) are the same whichever way an entry arrives (ADR 0018).
 */

/** The access checks' reads (../access.ts); a batch remembers them for its entries. */
export type AccessReads = {
  pair: (userId: number, ids: PairParams) => Promise<PairRecord>;
  staff: (ids: PairParams, staffId: number) => Promise<StaffRecord>;
};

/** What a write call gets: who writes, the key (read after authorization), the path parameters. */
export type WriteCallInput = {
  actor: WriteActor;
  /** Read only after the access checks, as the single routes always did. */
  key: () => string | undefined;
  params: RawParams;
  /** Default: read for this call alone. */
  access?: AccessReads;
};

/**
 * Access reads that answer each pair and person once per instance: the
 * entries of one batch mostly name the same pair, and every read is a
 * statement on the embedded database. Used for one request only, so a change
 * of assignment counts from the next request on.
 */
export function rememberedAccessReads(db: Database): AccessReads {
  const pairs = new Map<string, Promise<PairRecord>>();
  const staff = new Map<string, Promise<StaffRecord>>();
  const once = <T>(cache: Map<string, Promise<T>>, key: string, read: () => Promise<T>) => {
    let found = cache.get(key);
    if (!found) {
      found = read();
      // A refusal (404) is remembered too, but must not count as unhandled meanwhile.
      found.catch(() => undefined);
      cache.set(key, found);
    }
    return found;
  };
  return {
    pair: (userId, ids) =>
      once(pairs, `${userId}/${ids.messeId}/${ids.customerId}`, () =>
        loadPairAssignedTo(db, userId, ids),
      ),
    staff: (ids, staffId) =>
      once(staff, `${ids.messeId}/${ids.customerId}/${staffId}`, () => loadStaff(db, ids, staffId)),
  };
}

function accessReads(db: Database, input: WriteCallInput): AccessReads {
  return (
    input.access ?? {
      pair: (userId, ids) => loadPairAssignedTo(db, userId, ids),
      staff: (ids, staffId) => loadStaff(db, ids, staffId),
    }
  );
}

/**
 * The key's route exactly as sendKeyedWrite builds it for the single route:
 * method, route pattern and path parameters (a batch claims its time entries'
 * keys ahead with it).
 */
export function keyRoute(route: string | null, params: RawParams): string {
  return `POST ${route ?? ''} ${canonicalJson(params)}`;
}

/**
 * The key's scope: the user plus keyRoute. In a batch, a time entry runs
 * without its own savepoint when the batch says so (its write refuses before
 * it changes anything); a signature keeps its savepoint.
 */
function keyedCall({ actor, key, params }: WriteCallInput, time = false): KeyedCall {
  const keys = actor.batch?.keys;
  return {
    key: key(),
    locale: actor.locale,
    // A batch runs its entries in its own transaction and completes their keys at its end (ADR 0018).
    batch: keys && !time && !keys.savepoints ? { ...keys, savepoints: true } : keys,
    scope: () => ({ userId: actor.userId, route: keyRoute(actor.route, params) }),
  };
}

/** In a batch, the write's locks and audit entries count only when its savepoint commits. */
function inBatchEntry(actor: WriteActor, write: SheetWrite): SheetWrite {
  const { batch } = actor;
  return batch ? (tx) => batch.entry(() => write(tx)) : write;
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
  const access = accessReads(db, input);
  const pair = await access.pair(actor.userId, ids);
  requireDayInFair(pair.messe, day);
  await access.staff(ids, ids.staffId);
  const write = inBatchEntry(actor, saveTime(actor, { ids, day, body }));
  return answerKeyedWrite(db, keyedCall(input, true), body ?? null, write);
}

/**
 * Reads a sign call's upload, only after the call is authorized: a multipart
 * body is not read for a pair or person the caller may not sign for.
 */
export type ReadUpload = () => Promise<SignatureUpload>;

/** POST staff/{messe}/{customer}/{staff}/sign: the person signs their own sheet. */
export async function callSignStaff(
  db: Database,
  input: WriteCallInput,
  readUpload: ReadUpload,
): Promise<KeyedAnswer> {
  const { actor, params } = input;
  const ids = readStaffParams(params, actor.locale);
  const access = accessReads(db, input);
  await access.pair(actor.userId, ids);
  const person = await access.staff(ids, ids.staffId);
  const upload = await readUpload();
  const write = inBatchEntry(
    actor,
    signStaffSheet(actor, { ids, signerName: person.name, upload }),
  );
  return answerKeyedWrite(db, keyedCall(input), uploadPayload(upload), write);
}

/** POST customer/{messe}/{customer}/sign: the customer signs the pair's sheet. */
export async function callSignCustomer(
  db: Database,
  input: WriteCallInput,
  readUpload: ReadUpload,
): Promise<KeyedAnswer> {
  const { actor, params } = input;
  const ids = readPairParams(params, actor.locale);
  await accessReads(db, input).pair(actor.userId, ids);
  const upload = await readUpload();
  const write = inBatchEntry(actor, signCustomerSheet(actor, { ids, upload }));
  return answerKeyedWrite(db, keyedCall(input), uploadPayload(upload), write);
}

export type BatchableWrite = keyof typeof stundenerfassungBatchableWrites;

/**
 * Sends a write call's answer as the single route's reply, with its own
 * status and headers (a replay says so). A fresh success is checked against
 * the operation's answer schema (outside production) as the table's routes
 * are; a replay goes out exactly as it was stored, whoever stored it.
 */
export function sendAnswer(
  app: FastifyInstance,
  operation: OperationSpec,
  reply: FastifyReply,
  answer: KeyedAnswer,
): FastifyReply {
  const fresh = answer.headers[REPLAYED_HEADER] === undefined;
  if (fresh && answer.status >= 200 && answer.status < 300) {
    checkAnswer(app, operation, answer.body);
  }
  return reply.code(answer.status).headers(answer.headers).send(answer.body);
}
