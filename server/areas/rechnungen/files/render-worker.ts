import { renderInvoiceFile } from './render-task';

/**
 * The worker thread's entry (server/platform/workers/pool.ts): lays out an
 * invoice's PDF or XML off the request thread, so a 1,000-line invoice never
 * holds /healthz.
 */
export default renderInvoiceFile;
