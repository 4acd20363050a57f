import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  BUERO_TIMESHEETS_API_PATTERNS as P,
  bueroTimesheetsMessages,
  type FairReview,
  type PairReview,
  reviewQuerySchema,
  supersedeInputSchema,
} from '@domain/buero/timesheets-contract';
import { parseSerialId } from '@domain/shared/ids';
import { validationMessage } from '@domain/shared/validation-messages';
import { HttpError, parseValue } from '@server/platform/http/http-error';
import { requestLocale } from '@server/platform/http/locale';
import { notFound, readPairParams, refusable } from '../messen/route-helpers';
import { loadFairReview, loadPairReview } from '../timesheets/review/load';
import { officeActor, supersedeSignature } from '../writes';

/*
 * The office's review of the timesheets (docs/product/timesheet-review.md):
 * a fair's and a pair's days, totals, signatures and their hash check, and
 * reopening a signature's days with a reason.
 */

function parseTimesheets<T extends Parameters<typeof parseValue>[0]>(
  schema: T,
  value: unknown,
  request: FastifyRequest,
) {
  return parseValue(schema, value, requestLocale(request), bueroTimesheetsMessages);
}

function readId(request: FastifyRequest, name: 'id' | 'signatureId'): number {
  const id = parseSerialId((request.params as Record<string, unknown>)[name]);
  if (id === undefined) {
    throw new HttpError(400, 'bad_request', {
      [name]: [validationMessage('invalid', requestLocale(request))],
    });
  }
  return id;
}

export async function timesheetRoutes(app: FastifyInstance) {
  app.get(P.fairTimes, async (request): Promise<FairReview> => {
    const messeId = readId(request, 'id');
    const { filter } = parseTimesheets(reviewQuerySchema, request.query ?? {}, request);
    return (await loadFairReview(app.db, messeId, filter)) ?? notFound();
  });

  app.get(P.pairTimes, async (request): Promise<PairReview> => {
    const pair = readPairParams(request);
    const { filter } = parseTimesheets(reviewQuerySchema, request.query ?? {}, request);
    return (await loadPairReview(app.db, pair, filter)) ?? notFound();
  });

  app.post(P.signatureSupersede, async (request, reply) => {
    const signatureId = readId(request, 'signatureId');
    const { reason } = parseTimesheets(supersedeInputSchema, request.body ?? {}, request);
    return refusable(request, reply, async () => {
      return (
        (await supersedeSignature(app.db, officeActor(request), signatureId, reason)) ?? notFound()
      );
    });
  });
}
