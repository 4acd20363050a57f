import type { FastifyInstance } from 'fastify';
import { applyRoute } from './routes/apply';
import { step2LoadRoute } from './routes/step2-load';
import { step2SubmitRoute } from './routes/step2-submit';
import { registerStep2Multipart } from './step2-upload';

/**
 * The public application (docs/product/api.md, Application) below /app/api/bewerbung:
 * step 1 for anyone, step 2 for the holder of the mailed token. The routes are
 * public (no session) but keep the scope's CSRF rules; each limits calls per IP.
 */
export async function bewerbungRoutes(app: FastifyInstance) {
  await registerStep2Multipart(app);
  await applyRoute(app);
  await step2LoadRoute(app);
  await step2SubmitRoute(app);
}
