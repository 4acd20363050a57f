import { bewerbungOperations } from '@domain/bewerbung/operations';
import type { OperationHandler } from '@server/platform/api/operation-routes';
import { hitCounter, throttleKey } from '@server/platform/common/throttle';
import { message } from '@server/platform/http/messages';
import { BEWERBUNG_LIMITS, limitPerIp } from '../rate-limits';
import { STEP2_TOKEN_DAYS } from '../step2-tokens';
import { recordApplication } from '../writes';

const apply = bewerbungOperations.apply;

/**
 * Application step 1 (public). Every submission is an application of its own
 * with its own step-2 link, so applying again with a known e-mail address
 * answers exactly like the first time (no enumeration), mails a fresh link
 * and never changes what someone else entered before.
 */
export const applyStep1: OperationHandler<typeof apply> = async ({ app, request, body: input }) => {
  await limitPerIp(request, 'step1', apply);
  // Per address, silently: a 429 here would tell whether an address applied before.
  const perEmail = await hitCounter(
    app.db,
    throttleKey('bewerbung-email', input.email),
    BEWERBUNG_LIMITS.step1PerEmail.windowMs,
  );
  if (perEmail.count <= BEWERBUNG_LIMITS.step1PerEmail.max) {
    await app.db.transaction(async (tx) => {
      const token = await recordApplication(tx, input);
      const query = new URLSearchParams({ token });
      await app.enqueueMail(tx, 'application_step2', input.email, input.locale, {
        name: input.firstname,
        link: `${app.config.publicUrl}/${input.locale}/bewerbung/step2?${query.toString()}`,
        validDays: STEP2_TOKEN_DAYS,
      });
    });
    app.mailOutbox.nudge();
  }
  return { success: true, message: message('bewerbung_received', input.locale) };
};
