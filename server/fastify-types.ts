import type { AuthUser } from '../domain/auth';
import type { ApiRoute } from './api/scope';
import type { ActiveSession } from './auth/sessions';
import type { Config } from './config';
import type { Database } from './db/client';
import type { FieldCipher } from './crypto/field-encryption';
import type { FileStore } from './storage/file-store';
import type { EnqueueMail, MailOutbox } from './mail/outbox';
import type { PortalMetrics } from './metrics';

// Module augmentation only works with interfaces, so the type-over-interface rule yields here.
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    /** Stores a mail (in the caller's transaction when given one); the outbox worker sends it. */
    enqueueMail: EnqueueMail;
    mailOutbox: MailOutbox;
    fieldCipher: FieldCipher;
    /** Uploaded photos and documents, outside the web root (DATA_DIR/uploads). */
    fileStore: FileStore;
    /** Drops a login's sessions from this instance's session cache (after its rows are gone). */
    forgetUserSessions: (userId: number) => void;
    /** Every route of the /app/api scope (HEAD included), in registration order. */
    apiRoutes: ApiRoute[];
    /** The Prometheus registry of this instance and where it is served (ADR 0020). */
    metrics: PortalMetrics;
  }
  interface FastifyRequest {
    /** The signed-in user, resolved from the session cookie on /app/api requests. */
    user: AuthUser | null;
    authSession: ActiveSession | null;
  }
  interface FastifyContextConfig {
    /** Open without a session. Every other /app/api route answers 401 without one. */
    public?: boolean;
  }
}
