import type { FastifyRequest } from 'fastify';
import { freigabeOperations } from '@domain/freigabe/operations';
import { checkAnswer, type OperationHandler, refuse } from '@server/platform/api/operation-routes';
import { sha256Hex } from '@server/platform/crypto/tokens';
import { requestLocale } from '@server/platform/http/locale';
import { approveRequest, disputeRequest, markOpened } from '../answers';
import { keptPage } from '../kept';
import { limitApprovalMisses } from '../rate-limits';
import {
  buildPage,
  findLiveRequest,
  readRequestFacts,
  type RequestFacts,
  TOKEN_SHAPE,
} from '../requests';

/*
 * The public approval page's calls (issue 25): the link's token is the only
 * access. Unknown, malformed, withdrawn and expired tokens are one and the
 * same 404 (looked up by the token's hash, so no secret is compared in code),
 * and each counts as a miss of the address. No cookie is set; the token in
 * the address never reaches the log (server/platform/http/logger.ts cuts long
 * path segments).
 */

const { page } = freigabeOperations;
type Ops = typeof freigabeOperations;

async function liveRequestOr404(request: FastifyRequest, token: string): Promise<RequestFacts> {
  const facts = TOKEN_SHAPE.test(token)
    ? await findLiveRequest(request.server.db, sha256Hex(token))
    : null;
  if (!facts) {
    await limitApprovalMisses(request);
    throw refuse(page, 'not_found');
  }
  return facts;
}

/** The answer of a public call: never stored by a cache or a browser's history. */
function noStore(reply: { header: (name: string, value: string) => unknown }) {
  reply.header('Cache-Control', 'no-store');
  reply.header('Referrer-Policy', 'no-referrer');
}

async function pageAfterAnswer(request: FastifyRequest, id: number) {
  const facts = await readRequestFacts(request.server.db, id);
  if (!facts) throw refuse(page, 'not_found');
  return buildPage(request.server.db, facts);
}

/** GET /freigabe/:token: the sheet; the first call marks the request opened (audited once). */
export const showApprovalPage: OperationHandler<Ops['page']> = async ({
  app,
  request,
  reply,
  params,
}) => {
  const facts = await liveRequestOr404(request, params.token);
  noStore(reply);
  if (facts.request.openedAt === null) await markOpened(app.db, facts, request.ip);
  const key = `${String(facts.request.id)}@${String(facts.rev)}@${facts.request.answer ?? ''}`;
  const text = await keptPage(app.db, key, async () => {
    const built = await buildPage(app.db, facts);
    checkAnswer(app, page, built);
    return JSON.stringify(built);
  });
  return reply.type('application/json; charset=utf-8').send(text);
};

/** POST /freigabe/:token/bestaetigen */
export const approveApproval: OperationHandler<Ops['approve']> = async ({
  app,
  request,
  reply,
  params,
  body,
}) => {
  const facts = await liveRequestOr404(request, params.token);
  noStore(reply);
  await approveRequest(app.db, facts, body, { ip: request.ip });
  return pageAfterAnswer(request, facts.request.id);
};

/** POST /freigabe/:token/beanstanden */
export const disputeApproval: OperationHandler<Ops['dispute']> = async ({
  app,
  request,
  reply,
  params,
  body,
}) => {
  const facts = await liveRequestOr404(request, params.token);
  noStore(reply);
  await disputeRequest(app.db, facts, body, { ip: request.ip, locale: requestLocale(request) });
  return pageAfterAnswer(request, facts.request.id);
};
