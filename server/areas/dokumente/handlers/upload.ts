import * as v from 'valibot';
import { documentUploadSchema } from '@domain/dokumente/dokumente';
import { dokumenteOperations } from '@domain/dokumente/operations';
import { fieldErrors } from '@domain/shared/validation';
import { validationMessage } from '@domain/shared/validation-messages';
import { type OperationHandler, refuse } from '@server/platform/api/operation-routes';
import type { ReceivedFile } from '@server/platform/api/multipart';
import { requireUser } from '@server/platform/common/current-user';
import { findOwnBewerberId } from '@server/platform/common/own-bewerber';
import { hitCounter, throttleKey } from '@server/platform/common/throttle';
import { requestLocale } from '@server/platform/http/locale';
import { detectUploadType, type UploadType } from '@server/platform/storage/file-type';
import { displayFileName, isAcceptableFileName } from '../file-name';
import { recordDocument } from '../writes';

const upload = dokumenteOperations.upload;

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
function checkFile(file: ReceivedFile | undefined): FileCheck {
  if (!file) return { ok: false, status: 422, code: 'required' };
  if (file.truncated) return { ok: false, status: 413, code: 'file_too_large' };
  if (!isAcceptableFileName(file.filename)) return { ok: false, status: 422, code: 'file_name' };
  const type = detectUploadType(file.bytes);
  if (!type) return { ok: false, status: 422, code: 'file_type' };
  return { ok: true, type, name: displayFileName(file.filename, type) };
}

// An unread body ends the connection, so a refusal before the upload arrives at once.
const CLOSE = { Connection: 'close' };

/**
 * POST /app/api/stammdaten/dokumente (multipart `type`, `document`): stores a
 * JPEG, PNG or PDF (by its bytes) of at most 5 MiB for the signed-in person,
 * outside the web root under a random key, and lists it. The throttle and the
 * staff record are decided before the body is read (a refused account costs
 * no 5 MiB); nothing is stored unless everything is valid, and a file whose
 * row cannot be written is removed again.
 */
export const uploadDocument: OperationHandler<typeof upload> = async (context) => {
  const { app, request } = context;
  const user = requireUser(request);
  const throttle = await hitCounter(app.db, uploadThrottleKey(user.id), UPLOAD_WINDOW_MS);
  if (throttle.count > UPLOADS_PER_WINDOW) {
    throw refuse(
      upload,
      'too_many_attempts',
      {},
      {
        headers: { 'Retry-After': String(throttle.retryAfterSeconds), ...CLOSE },
      },
    );
  }
  const bewerberId = await findOwnBewerberId(app.db, request);
  if (bewerberId === null) throw refuse(upload, 'no_staff_record', {}, { headers: CLOSE });

  const body = await context.upload();
  const locale = requestLocale(request);
  const fields = v.safeParse(documentUploadSchema, { type: body.fields.type });
  const file = checkFile(body.files.document);
  const errors = fields.success ? {} : fieldErrors(fields.issues, locale);
  if (!file.ok) errors.document = [validationMessage(file.code, locale)];
  if (!fields.success || !file.ok) {
    throw refuse(upload, 'validation_failed', errors, { status: file.ok ? 422 : file.status });
  }

  const bytes = body.files.document?.bytes ?? Buffer.alloc(0);
  const key = await app.fileStore.put(bytes);
  try {
    const document = await recordDocument(
      app.db,
      { userId: user.id, ip: request.ip },
      {
        bewerberId,
        type: fields.output.type,
        storageKey: key,
        name: file.name,
        mimeType: file.type,
        sizeBytes: bytes.length,
      },
    );
    return { success: true as const, document };
  } catch (error) {
    await app.fileStore.remove(key);
    throw error;
  }
};
