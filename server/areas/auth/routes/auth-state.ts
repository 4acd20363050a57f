import type { FastifyInstance } from 'fastify';
import type { AuthState } from '@domain/auth/auth';

/** GET /app/api/auth: who is signed in (the route guard asks before each navigation). */
export async function authStateRoute(app: FastifyInstance) {
  app.get('/', { config: { public: true } }, async (request): Promise<AuthState> => {
    return request.user ? { authenticated: true, user: request.user } : { authenticated: false };
  });
}
