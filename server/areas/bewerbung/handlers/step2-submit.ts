import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { bewerbungOperations } from '@domain/bewerbung/operations';
import { agencyToday } from '@domain/bewerbung/bewerbung';
import { bewerbungStep2Schema, type BewerbungStep2 } from '@domain/bewerbung/step2';
import { isLocale, type Locale } from '@domain/shared/locale';
import { fieldErrors } from '@domain/shared/validation';
import { validationMessage } from '@domain/shared/validation-messages';
import type { MultipartBody } from '@server/platform/api/multipart';
import { type OperationHandler, refuse } from '@server/platform/api/operation-routes';
import { requestLocale } from '@server/platform/http/locale';
import { message } from '@server/platform/http/messages';
import { reencodePhoto } from '../photo';
import { limitPerIp } from '../rate-limits';
import { knownLocationIds, openFairIds } from '../repository';
import { step2AccessOrFail } from '../step2-access';
import { saveStep2 } from '../step2-save';
import type { Step2Access } from '../step2-tokens';

const step2Submit = bewerbungOperations.step2Submit;

type Errors = Record<string, string[]>;

/** The photo's problem, or its re-encoded bytes. */
async function checkPhoto(upload: MultipartBody, locale: Locale, errors: Errors) {
  const image = upload.files.image;
  if (!image) {
    errors.image = [validationMessage('required', locale)];
    return null;
  }
  if (image.truncated) {
    errors.image = [validationMessage('file_too_large', locale)];
    return null;
  }
  const result = await reencodePhoto(image.bytes);
  if (!result.ok) {
    errors.image = [validationMessage(result.problem, locale)];
    return null;
  }
  return result.jpeg;
}

/** Every rule at once, so the wizard can show all problems on both of its steps. */
async function validate(
  app: FastifyInstance,
  access: Step2Access,
  upload: MultipartBody,
  locale: Locale,
) {
  const schema = bewerbungStep2Schema({
    gender: access.gender,
    student: access.student,
    thisYear: agencyToday().year,
  });
  const parsed = v.safeParse(schema, upload.fields);
  const errors: Errors = parsed.success ? {} : fieldErrors(parsed.issues, locale);
  const photo = await checkPhoto(upload, locale, errors);
  if (parsed.success) {
    const input = parsed.output;
    const locations = await knownLocationIds(app.db, input.locations);
    if (locations.length !== new Set(input.locations).size) {
      errors.locations = [validationMessage('invalid', locale)];
    }
    const fairs = await openFairIds(app.db, input.messen);
    if (fairs.length !== new Set(input.messen).size) {
      errors.messen = [validationMessage('messe_unavailable', locale)];
    }
  }
  if (!parsed.success || !photo || Object.keys(errors).length > 0) {
    throw refuse(step2Submit, 'validation_failed', errors);
  }
  return { input: parsed.output satisfies BewerbungStep2, photo };
}

/**
 * Application step 2 (public, multipart; the token is the access, checked
 * before the body is read): validates every rule of docs/product/rules.md
 * (Application) and the photo by its bytes, then stores the photo and, in one
 * transaction, the applicant's data, their locations and fairs, the completed
 * application, the killed token and the confirmation mail. A failed
 * transaction removes the stored photo again.
 */
export const submitStep2: OperationHandler<typeof step2Submit> = async (context) => {
  const { app, request, query } = context;
  await limitPerIp(request, 'step2Submit', step2Submit);
  const token = query.token;
  // The token decides before the upload (up to the photo's limit) is read.
  const access = await step2AccessOrFail(app.db, token);
  const upload = await context.upload();
  const sent = upload.fields.locale;
  const locale = isLocale(sent) ? sent : requestLocale(request);
  const { input, photo } = await validate(app, access, upload, locale);

  const photoKey = await app.fileStore.put(photo);
  try {
    await app.db.transaction(async (tx) => {
      // Locked and checked again: of two submits with one token, only the first stores.
      const current = await step2AccessOrFail(tx, token, true);
      await saveStep2(tx, current, input, photoKey);
      await app.enqueueMail(tx, 'application_received', current.email, locale, {
        name: current.firstname,
        link: `${app.config.publicUrl}/${locale}`,
      });
    });
  } catch (error) {
    await app.fileStore.remove(photoKey);
    throw error;
  }
  app.mailOutbox.nudge();
  return { success: true, message: message('bewerbung_saved', locale) };
};
