import type { FastifyInstance } from 'fastify';
import type { RenderedPdf, RenderTask } from './render-task';

/**
 * One timesheet PDF laid out on the instance's worker threads (ADR 0034):
 * the rows are read on the main thread, the layout runs off the request
 * thread, when a worker is free. Shared by the office's exports and the
 * staff member's own sheet ("Meine Stunden").
 */
export async function renderOne(app: FastifyInstance, task: RenderTask): Promise<Buffer> {
  const [pdf] = await app.exportWorkers.whenFree(() =>
    app.exportWorkers.run<RenderTask, RenderedPdf[]>(task),
  );
  if (!pdf) throw new Error('the worker rendered no PDF');
  return Buffer.from(pdf.bytes.buffer, pdf.bytes.byteOffset, pdf.bytes.byteLength);
}
