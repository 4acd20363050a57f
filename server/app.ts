import type { Agent } from 'node:https';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import './platform/fastify-types';
import {
  type ApiArea,
  type ApiRoute,
  apiScope,
  forbidRoutesOutsideApiScope,
} from './platform/api/scope';
import { API_PREFIX } from '@server/platform/http/api-prefix';
import { openApiRoutes } from './platform/api/openapi/route';
import { authRoutes } from './areas/auth/routes';
import { forgetUserSessions } from './platform/accounts/session-cache';
import { bewerbungRoutes } from './areas/bewerbung/routes';
import { bueroRoutes } from './areas/buero/routes';
import { bueroPeopleRoutes } from './areas/buero/people-routes';
import type { Config } from './platform/config/config';
import { createFieldCipher } from './platform/crypto/field-encryption';
import { createFileStore } from './platform/storage/file-store';
import type { DatabaseHandle } from './platform/db/client';
import { registerDatabase } from './platform/db/plugin';
import { registerAfterResponse } from './platform/http/after-response';
import { registerConnectionDrain } from './platform/http/connection-drain';
import { registerErrorHandler } from './platform/http/errors';
import { registerExportSlots } from './platform/http/export-slots';
import { createWorkerPool } from './platform/workers/pool';
import { SHEET_RENDER_WORKER } from './records/timesheet-pdf/render-pool';
import { INVOICE_RENDER_WORKER } from './areas/rechnungen/files/render-pool';
import { invoiceMailAttachments } from './areas/rechnungen/files/mail-attachments';
import { rechnungenRoutes } from './areas/rechnungen/routes';
import { signedSheetAttachments } from './records/timesheet-pdf/signed-copy';
import { registerHealth } from './platform/http/health';
import { clientErrorHandler, frameworkErrorHandler } from './platform/http/framework-errors';
import { type LogStream, loggerOptions } from './platform/http/logger';
import { nodeDeadlineOptions, registerBodyIdleDeadline } from './platform/http/request-deadlines';
import { registerSecurityHeaders } from './platform/http/security-headers';
import { registerStatic } from './platform/http/static';
import { createMailer, type Mailer } from './platform/mail/mailer';
import {
  createMailOutbox,
  DEFAULT_OUTBOX_OPTIONS,
  type OutboxOptions,
} from './platform/mail/outbox';
import { createPushOutbox } from './platform/push/outbox';
import { scheduleTableSweeps } from './platform/jobs/table-sweeps';
import { registerMetrics } from './platform/metrics';
import { declarationRoutes, stammdatenRoutes } from './areas/stammdaten/routes';
import { stundenerfassungRoutes } from './areas/stundenerfassung/routes';
import { dokumenteRoutes } from './areas/dokumente/routes';
import { einsaetzeRoutes } from './areas/einsaetze/routes';
import { kalenderRoutes } from './areas/kalender/routes';
import { freigabeRoutes } from './areas/freigabe/routes';
import { billingRoutes } from './areas/rechnungen/billing/routes';
import { abschlussRoutes } from './areas/abschluss/routes';
import { messenRoutes } from './areas/messen/routes';
import { meineStundenRoutes } from './areas/meine-stunden/routes';

export type AppDeps = {
  /** An open, migrated database (main.ts opens and migrates it before the app). */
  database: DatabaseHandle;
  /** Close the given database when the app closes (main passes true). */
  ownsDatabase?: boolean;
  mailer?: Mailer;
  /** Retry timing of the mail outbox (tests shorten it). */
  outbox?: Partial<OutboxOptions>;
  /** TLS agent for the push services (tests trust their stand-in's certificate). */
  pushAgent?: Agent;
  /** Log destination instead of stdout. */
  logStream?: LogStream;
  /** The export PDFs' worker entry (tests give one that fails). */
  exportWorker?: URL;
  /** More areas inside the API scope (tests add probe routes this way). */
  extraApiAreas?: readonly ApiArea[];
};

// JSON bodies of the portal are small forms; uploads get their own limit per route.
const JSON_BODY_LIMIT = 64 * 1024;

/** A hop count becomes proxy-addr's "trust the n nearest hops" function (the types lack numbers). */
function trustProxyOption(value: Config['trustProxy']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

/** Builds the Fastify instance: external plugins, then db, auth, mail, then routes. */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const answerClientError = clientErrorHandler(config.isProduction);
  const app = Fastify({
    // Headers, body and whole-request deadlines: no client holds a socket forever (ADR request deadlines).
    ...nodeDeadlineOptions(config),
    logger: loggerOptions(config, deps.logStream),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: JSON_BODY_LIMIT,
    // The answer while closing is connection-drain.ts's 503 in the API's error shape.
    return503OnClosing: false,
    // Errors before routing (bad escapes, oversized headers) leave in the same shape and headers.
    frameworkErrors: frameworkErrorHandler(config.isProduction),
    clientErrorHandler: answerClientError,
  });
  registerBodyIdleDeadline(app, config.bodyIdleTimeoutMs, answerClientError);
  app.decorate('config', config);
  // Only JSON (and later multipart) bodies: text/plain is a "simple" CORS type a foreign form could send.
  app.removeContentTypeParser('text/plain');

  registerErrorHandler(app);
  registerConnectionDrain(app);
  await registerSecurityHeaders(app, config.isProduction);
  await app.register(cookie);

  registerDatabase(app, deps.database, deps.ownsDatabase ?? false);
  app.decorate('fieldCipher', createFieldCipher(config.encryptionKeys));
  app.decorate('fileStore', createFileStore(config.uploadDir));
  // The office ends or changes a login's sessions; the cache lives in the auth area (ADR 0011).
  app.decorate('forgetUserSessions', (userId: number) => forgetUserSessions(app.db, userId));
  app.decorateRequest('user', null);
  app.decorateRequest('authSession', null);

  // Before the mail outbox: onClose runs last-in first-out, so the outbox stops
  // (and finishes a signed sheet's PDF, issue 25) before the workers close.
  const exportWorkers = createWorkerPool(deps.exportWorker ?? SHEET_RENDER_WORKER);
  app.decorate('exportWorkers', exportWorkers);
  app.addHook('onClose', async () => exportWorkers.close());
  // Invoice files (issue 26) on threads of their own: a month's invoices never wait behind a PDF export.
  const invoiceWorkers = createWorkerPool(INVOICE_RENDER_WORKER);
  app.decorate('invoiceWorkers', invoiceWorkers);
  app.addHook('onClose', async () => invoiceWorkers.close());
  const mailer = deps.mailer ?? createMailer({ ...config, logger: app.log });
  const outbox = createMailOutbox({
    db: app.db,
    cipher: app.fieldCipher,
    mailer,
    logger: app.log,
    options: deps.outbox,
    // The signed sheet's PDF is built when the mail is sent, on the export workers.
    attachments: {
      customer_sheet_signed: signedSheetAttachments({
        db: app.db,
        workers: () => exportWorkers,
      }),
      invoice: invoiceMailAttachments({ db: app.db, workers: () => invoiceWorkers }),
    },
  });
  app.decorate('mailOutbox', outbox);
  app.decorate('enqueueMail', outbox.enqueue);
  app.addHook('onReady', async () => outbox.start());
  // onClose hooks run last-in first-out: the worker stops before the database closes.
  app.addHook('onClose', async () => {
    await outbox.stop();
    mailer.close();
  });
  // Web Push: the same retry timing; off (with a log line at start) without VAPID keys.
  const pushOutbox = createPushOutbox({
    db: app.db,
    cipher: app.fieldCipher,
    vapid: config.vapid,
    logger: app.log,
    options: deps.outbox,
    agent: deps.pushAgent,
  });
  app.decorate('pushOutbox', pushOutbox);
  app.addHook('onReady', async () => pushOutbox.start());
  app.addHook('onClose', async () => pushOutbox.stop());
  registerAfterResponse(app);
  registerExportSlots(app, config.exportsMaxConcurrent);
  const outboxLimits = { maxAttempts: { ...DEFAULT_OUTBOX_OPTIONS, ...deps.outbox }.maxAttempts };
  app.decorate('metrics', registerMetrics(app, deps.database, outboxLimits));
  scheduleTableSweeps(app);

  forbidRoutesOutsideApiScope(app);
  const areas: ApiArea[] = [
    { prefix: '', routes: openApiRoutes },
    { prefix: '', routes: authRoutes },
    { prefix: '', routes: stundenerfassungRoutes },
    { prefix: '', routes: stammdatenRoutes },
    { prefix: '', routes: declarationRoutes },
    { prefix: '', routes: bewerbungRoutes },
    { prefix: '', routes: dokumenteRoutes },
    { prefix: '', routes: messenRoutes },
    { prefix: '', routes: meineStundenRoutes },
    { prefix: '', routes: einsaetzeRoutes },
    { prefix: '', routes: kalenderRoutes },
    { prefix: '', routes: freigabeRoutes },
    { prefix: '', routes: rechnungenRoutes },
    { prefix: '', routes: billingRoutes },
    { prefix: '', routes: abschlussRoutes },
    { prefix: '', routes: bueroPeopleRoutes },
    { prefix: '/buero', routes: bueroRoutes },
    ...(deps.extraApiAreas ?? []),
  ];
  app.decorate('apiRoutes', [] as ApiRoute[]);
  await app.register(apiScope(areas, app.apiRoutes), { prefix: API_PREFIX });
  registerHealth(app);
  await registerStatic(app, config.staticDir);
  return app;
}
