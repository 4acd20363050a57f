import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { documentUploadSchema, type DocumentUploaded } from '@domain/dokumente/dokumente';
import { fieldErrors } from '@domain/shared/validation';
import { validationMessage } from '@domain/shared/validation-messages';
import { writeAudit } from '@server/platform/audit/audit-log';
import { requireUser } from '@server/platform/common/current-user';
import { hitCounter, throttleKey } from '@server/platform/common/throttle';
import { documents } from '@server/platform/db/schema/bewerber';
import { HttpError } from '@server/platform/http/http-error';
import { requestLocale } from '@server/platform/http/locale';
import { detectUploadType, type UploadType } from '@server/platform/storage/file-type';
import { DOCUMENT_BODY_LIMIT, type ReceivedFile, readDocumentUpload } from '../document-upload';
import { documentItemColumns, toDocumentItem } from '../document-rows';
import { displayFileName, isAcceptableFileName } from '../file-name';
import { findOwnBewerberId } from '@server/platform/common/own-bewerber';

/** Uploads per user and hour; refused attempts count too (each costs reading up to 5 MiB). */
export const UPLOADS_PER_WINDOW = 20;
const UPLOAD_WINDOW_MS = 60 * 60 * 1000;

/** The rate-limit counter of one user's uploads (tests reset it). */
export function uploadThrottleKey(userId: number): string {
  return throttleKey('document-upload', String(userId));
}

type FileCheck =
  { ok: true; type: UploadType; name: string } | { ok: false; status: 413 | 422; code: string };

/** The file's verdict: present, within 5 MiB, a complete JPEG/PNG/PDF, a plain name. */
function checkFile(file: ReceivedFile | null): FileCheck {
  if (!file || file.bytes.length === 0) return { ok: false, status: 422, code: 'required' };
  if (file.truncated) return { ok: false, status: 413, code: 'file_too_large' };
  if (!isAcceptableFileName(file.filename)) return { ok: false, status: 422, code: 'file_name' };
  const type = detectUploadType(file.bytes);
  if (!type) return { ok: false, status: 422, code: 'file_type' };
  return { ok: true, type, name: displayFileName(file.filename, type) };
}

/**
 * POST /app/api/stammdaten/dokumente (multipart `type`, `document`): stores a
 * JPEG, PNG or PDF (by its bytes) of at most 5 MiB for the signed-in person,
 * outside the web root under a random key, and lists it. Nothing is stored
 * unless everything is valid; a file whose row cannot be written is removed.
 */
export async function uploadDocumentRoute(app: FastifyInstance) {
  // The staff record found before the body, for the handler.
  const ownRecord = new WeakMap<FastifyRequest, number>();

  app.post(
    '/',
    {
      bodyLimit: DOCUMENT_BODY_LIMIT,
      // Decided before the body is read (multipart is read in the handler): a refused
      // account costs no 5 MiB, and its attempts count. The unread body ends the
      // connection (`Connection: close`), so the answer arrives at once.
      preHandler: async (request) => {
        const user = requireUser(request);
        const throttle = await hitCounter(app.db, uploadThrottleKey(user.id), UPLOAD_WINDOW_MS);
        if (throttle.count > UPLOADS_PER_WINDOW) {
          throw new HttpError(
            429,
            'too_many_attempts',
            {},
            { 'Retry-After': String(throttle.retryAfterSeconds), Connection: 'close' },
          );
        }
        const bewerberId = await findOwnBewerberId(app.db, request);
        if (bewerberId === null) {
          throw new HttpError(403, 'no_staff_record', {}, { Connection: 'close' });
        }
        ownRecord.set(request, bewerberId);
      },
    },
    async (request) => {
      const upload = await readDocumentUpload(request);
      const user = requireUser(request);
      const bewerberId = ownRecord.get(request);
      if (bewerberId === undefined) throw new Error('upload without its access check');

      const locale = requestLocale(request);
      const fields = v.safeParse(documentUploadSchema, { type: upload.fields.get('type') });
      const file = checkFile(upload.file);
      const errors = fields.success ? {} : fieldErrors(fields.issues, locale);
      if (!file.ok) errors.document = [validationMessage(file.code, locale)];
      if (!fields.success || !file.ok) {
        throw new HttpError(file.ok ? 422 : file.status, 'validation_failed', errors);
      }

      const bytes = upload.file?.bytes ?? Buffer.alloc(0);
      const key = await app.fileStore.put(bytes);
      try {
        const row = await app.db.transaction(async (tx) => {
          const [inserted] = await tx
            .insert(documents)
            .values({
              bewerberId,
              type: fields.output.type,
              storageKey: key,
              originalName: file.name,
              mimeType: file.type,
              sizeBytes: bytes.length,
              uploadedBy: user.id,
            })
            .returning(documentItemColumns);
          if (!inserted) throw new Error('document row not inserted');
          await writeAudit(tx, {
            action: 'document_uploaded',
            userId: user.id,
            subject: `document:${inserted.id}`,
            ip: request.ip,
            details: { type: inserted.type, mime_type: file.type, size_bytes: bytes.length },
          });
          return inserted;
        });
        const body: DocumentUploaded = { success: true, document: toDocumentItem(row) };
        return body;
      } catch (error) {
        await app.fileStore.remove(key);
        throw error;
      }
    },
  );
}
