import type { AuthUser } from '@domain/shared/account';
import type { ApiRoute } from './api/scope';
import type { ActiveSession } from './accounts/sessions';
import type { Config } from './config/config';
import type { Database } from './db/client';
import type { FieldCipher } from './crypto/field-encryption';
import type { FileStore } from './storage/file-store';
import type { EnqueueMail, MailOutbox } from './mail/outbox';
import type { PortalMetrics } from './metrics';
import type { PushOutbox } from './push/outbox';
import type { ExportSlot } from './http/export-slots';
import type { WorkerPool } from './workers/pool';

// Module augmentation only works with interfaces, so the type-over-interface rule yields here.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    /** Stores a mail (in the caller's transaction when given one); the outbox worker sends it. */
    enqueueMail: EnqueueMail;
    mailOutbox: MailOutbox;
    /** Web Push notifications queued by the booking writes; sent off the request. */
    pushOutbox: PushOutbox;
    fieldCipher: FieldCipher;
    /**
     * Drops a login's sessions from this instance's session cache (call after the
     * transaction that deleted its sessions or changed its flags committed);
     * other instances follow within SESSION_CACHE_MS.
     */
    forgetUserSessions: (userId: number) => void;
    /** Uploaded photos and documents, outside the web root (DATA_DIR/uploads). */
    fileStore: FileStore;
    /** Every route of the /app/api scope (HEAD included), in registration order. */
    apiRoutes: ApiRoute[];
    /** The Prometheus registry of this instance and where it is served (ADR 0020). */
    metrics: PortalMetrics;
    /** onRequest hook of the export routes: at most EXPORTS_MAX_CONCURRENT at once, else 429. */
    exportSlot: ExportSlot;
    /** Worker threads that lay out the export PDFs off the request thread. */
    exportWorkers: WorkerPool;
    /** Worker threads that render the invoice files (issue 26). */
    invoiceWorkers: WorkerPool;
  }
  interface FastifyRequest {
    /** The signed-in user, resolved from the session cookie on /app/api requests. */
    user: AuthUser | null;
    authSession: ActiveSession | null;
  }
  interface FastifyContextConfig {
    /** Open without a session. Every other /app/api route answers 401 without one. */
    public?: boolean;
    /** Registered from an area's operation table (server/platform/api/operation-routes.ts). */
    operation?: boolean;
  }
}
