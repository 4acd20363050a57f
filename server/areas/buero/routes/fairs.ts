import type { FastifyInstance } from 'fastify';
import {
  archiveInputSchema,
  BUERO_MESSEN_API_PATTERNS as P,
  type Fair,
  type FairDetail,
  type FairList,
  fairInputSchema,
  officeListQuerySchema,
} from '@domain/buero/messen-contract';
import { validationMessage } from '@domain/shared/validation-messages';
import { HttpError } from '@server/platform/http/http-error';
import { requestLocale } from '@server/platform/http/locale';
import { findFair, listFairs, loadFairDetail } from '../messen/fair-reads';
import { decodeFairCursor } from '../messen/list-cursor';
import { notFound, parseOffice, refusable } from '../messen/route-helpers';
import { readIdParam } from '../params';
import { createFair, officeActor, setFairArchived, updateFair } from '../writes';

/** The office's fairs: list, create, read, edit, archive (docs/product/fairs.md). */
export async function fairRoutes(app: FastifyInstance) {
  app.get(P.fairs, async (request): Promise<FairList> => {
    const params = parseOffice(officeListQuerySchema, request.query, request);
    const cursor = params.cursor ? decodeFairCursor(params.cursor) : null;
    if (params.cursor && !cursor) {
      throw new HttpError(422, 'validation_failed', {
        cursor: [validationMessage('invalid', requestLocale(request))],
      });
    }
    return listFairs(app.db, params, cursor);
  });

  app.post(P.fairs, async (request, reply) => {
    const values = parseOffice(fairInputSchema, request.body, request);
    const id = await createFair(app.db, officeActor(request), values);
    return reply.code(201).send((await findFair(app.db, id)) satisfies Fair | null);
  });

  app.get(P.fair, async (request): Promise<FairDetail> => {
    return (await loadFairDetail(app.db, readIdParam(request))) ?? notFound();
  });

  app.patch(P.fair, async (request, reply) => {
    const id = readIdParam(request);
    const values = parseOffice(fairInputSchema, request.body, request);
    return refusable(request, reply, async () => {
      if (!(await updateFair(app.db, officeActor(request), id, values))) notFound();
      return findFair(app.db, id);
    });
  });

  app.put(P.fairArchive, async (request) => {
    const id = readIdParam(request);
    const { archived } = parseOffice(archiveInputSchema, request.body, request);
    if (!(await setFairArchived(app.db, officeActor(request), id, archived))) notFound();
    return findFair(app.db, id);
  });
}
