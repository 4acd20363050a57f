import type { FastifyRequest } from 'fastify';
import type { Locale } from '@domain/shared/locale';
import { requireUser } from '@server/platform/common/current-user';
import { requestLocale } from '@server/platform/http/locale';
import type { EnqueueMail } from '@server/platform/mail/outbox';
import type { BatchWriteScope } from './batch-scope';

/** Where a write's mails go (in its transaction), and the portal's address they link to. */
export type WriteMail = { enqueue: EnqueueMail; publicUrl: string };

export function writeMail(request: FastifyRequest): WriteMail {
  return { enqueue: request.server.enqueueMail, publicUrl: request.server.config.publicUrl };
}

/**
 * Who writes, as the audit log and the answers need it. Taken from the request
 * once, so a write runs without the request: a batch applies each of its
 * entries with the same actor (and the route pattern of the single call the
 * entry stands for, which the lock refusal audits as its subject).
 */
export type WriteActor = {
  userId: number;
  ip: string;
  /** The route pattern of the single call (the audit subject of a lock refusal). */
  route: string | null;
  locale: Locale;
  /** A customer signature mails the signed sheet to the pair's copy contact (issue 25). */
  mail: WriteMail;
  /** Set for the entries of a batch: locks, revision bump and audit once per batch. */
  batch?: BatchWriteScope;
};

export function writeActor(request: FastifyRequest): WriteActor {
  return {
    userId: requireUser(request).id,
    ip: request.ip,
    route: request.routeOptions.url ?? null,
    locale: requestLocale(request),
    mail: writeMail(request),
  };
}
