import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './http-error';

/** Seconds a refused export is told to wait: about how long a large ZIP takes. */
export const EXPORT_RETRY_AFTER_SECONDS = 10;

export type ExportSlot = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Bounds how many exports (PDFs, ZIPs, payroll files) this instance runs at
 * once (EXPORTS_MAX_CONCURRENT): one more answers 429 with Retry-After
 * instead of queueing work that would slow every other request. A slot is
 * held until the answer has gone out or the client went away.
 * Used as a route's onRequest hook, after the area's authorisation.
 */
export function registerExportSlots(app: FastifyInstance, max: number): void {
  let running = 0;
  const slot: ExportSlot = async (_request, reply) => {
    if (running >= max) {
      throw new HttpError(
        429,
        'exports_busy',
        {},
        {
          'Retry-After': String(EXPORT_RETRY_AFTER_SECONDS),
        },
      );
    }
    running++;
    reply.raw.once('close', () => running--);
  };
  app.decorate('exportSlot', slot);
}
