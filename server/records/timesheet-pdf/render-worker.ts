import { renderSheets } from './render-task';

/**
 * The worker thread's entry (server/platform/workers/pool.ts): lays out the
 * PDFs off the request thread, so a year-long sheet never holds /healthz.
 * The bytes come back by structured clone (a copy of a few MB at most).
 */
export default renderSheets;
