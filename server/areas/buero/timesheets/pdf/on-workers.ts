import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { pdfZipStream } from './pdf-zip';
import type { RenderedPdf, RenderTask } from '@server/records/timesheet-pdf/render-task';

/*
 * A fair's ZIP laid out on the instance's worker threads (ADR 0034): the
 * database reads stay on the main thread, one pair at a time; the layout runs
 * off the request thread. One PDF: renderOne (server/records/timesheet-pdf).
 */

/** The pairs' PDFs, one batch per pair, each laid out when a worker is free. */
async function* renderedBatches(
  app: FastifyInstance,
  tasks: AsyncIterable<RenderTask>,
): AsyncGenerator<RenderedPdf[]> {
  const workers = app.exportWorkers;
  const iterator = tasks[Symbol.asyncIterator]();
  for (;;) {
    const batch = await workers.whenFree(async () => {
      const next = await iterator.next();
      return next.done ? null : workers.run<RenderTask, RenderedPdf[]>(next.value);
    });
    if (!batch) return;
    yield batch;
  }
}

/**
 * The ZIP of the tasks' PDFs, streamed. Its first batch is awaited before
 * this returns, so before the answer's headers go out: a failing worker still
 * answers a clean 500 JSON.
 */
export async function renderedZip(
  app: FastifyInstance,
  tasks: AsyncIterable<RenderTask>,
): Promise<Readable> {
  const batches = renderedBatches(app, tasks);
  const first = await batches.next();
  return pdfZipStream(
    (async function* () {
      if (first.done) return;
      yield first.value;
      yield* batches;
    })(),
  );
}
