import { workerEntry } from '@server/platform/workers/pool';

/** The worker entry that lays out timesheet PDFs (render-worker.ts, or .js when built). */
export const SHEET_RENDER_WORKER = workerEntry(import.meta.url, 'render-worker');
