import { workerEntry } from '@server/platform/workers/pool';

/** The worker entry that renders invoice files (render-worker.ts, or .js when built). */
export const INVOICE_RENDER_WORKER = workerEntry(import.meta.url, 'render-worker');
