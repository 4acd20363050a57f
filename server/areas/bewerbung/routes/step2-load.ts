import type { FastifyInstance } from 'fastify';
import type { BewerbungStep2Load } from '@domain/bewerbung/step2';
import { step2Choices } from '../repository';
import { limitPerIp } from '../rate-limits';
import { step2AccessOrFail, tokenQuery } from '../step2-access';

/**
 * GET /app/api/bewerbung/step2?token= (public, the token is the access): what
 * the wizard needs. An unknown, used or expired token answers 404 with the
 * load-error text, the same for each case.
 */
export async function step2LoadRoute(app: FastifyInstance) {
  app.get('/step2', { config: { public: true } }, async (request) => {
    await limitPerIp(request, 'step2Load');
    const access = await step2AccessOrFail(app.db, tokenQuery(request));
    const body: BewerbungStep2Load = {
      gender: access.gender,
      student: access.student,
      ...(await step2Choices(app.db)),
    };
    return body;
  });
}
