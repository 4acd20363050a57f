import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument } from './document';

// The same for every caller and every request of this build: built once, at the first call.
let document: string | undefined;

/**
 * GET /app/api/openapi.json: the API description (ADR 0020). Public, as it
 * holds no personal data, and cacheable, unlike every other answer of the scope.
 */
export async function openApiRoutes(app: FastifyInstance) {
  app.get('/openapi.json', { config: { public: true } }, async (_request, reply) => {
    document ??= JSON.stringify(buildOpenApiDocument());
    return reply
      .type('application/json; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(document);
  });
}
