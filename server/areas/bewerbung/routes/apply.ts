import type { FastifyInstance } from 'fastify';
import { bewerbungStep1Schema, type BewerbungStep1Result } from '@domain/bewerbung/bewerbung';
import { hitCounter, throttleKey } from '@server/platform/common/throttle';
import { applications, bewerber } from '@server/platform/db/schema/bewerber';
import { parseWith } from '@server/platform/http/http-error';
import { message } from '@server/platform/http/messages';
import { BEWERBUNG_LIMITS, limitPerIp } from '../rate-limits';
import { issueStep2Token, STEP2_TOKEN_DAYS } from '../step2-tokens';

/**
 * POST /app/api/bewerbung (public): application step 1. Every submission is an
 * application of its own with its own step-2 link, so applying again with a
 * known e-mail address answers exactly like the first time (no enumeration),
 * mails a fresh link and never changes what someone else entered before.
 */
export async function applyRoute(app: FastifyInstance) {
  app.post('/', { config: { public: true } }, async (request) => {
    const input = parseWith(bewerbungStep1Schema, request);
    await limitPerIp(request, 'step1');
    // Per address, silently: a 429 here would tell whether an address applied before.
    const perEmail = await hitCounter(
      app.db,
      throttleKey('bewerbung-email', input.email),
      BEWERBUNG_LIMITS.step1PerEmail.windowMs,
    );
    if (perEmail.count <= BEWERBUNG_LIMITS.step1PerEmail.max) {
      await app.db.transaction(async (tx) => {
        const [person] = await tx
          .insert(bewerber)
          .values({
            gender: input.gender,
            firstname: input.firstname,
            lastname: input.lastname,
            email: input.email,
            phoneMobile: input.phone_mobile,
            birthdate: input.birthdate,
            student: input.student === 1,
            job: input.job,
            privacyAcceptedAt: new Date(),
          })
          .returning({ id: bewerber.id });
        if (!person) throw new Error('applicant insert returned nothing');
        const [application] = await tx
          .insert(applications)
          .values({ bewerberId: person.id, locale: input.locale })
          .returning({ id: applications.id });
        if (!application) throw new Error('application insert returned nothing');
        const token = await issueStep2Token(tx, application.id);
        const query = new URLSearchParams({ token });
        await app.enqueueMail(tx, 'application_step2', input.email, input.locale, {
          name: input.firstname,
          link: `${app.config.publicUrl}/${input.locale}/bewerbung/step2?${query.toString()}`,
          validDays: STEP2_TOKEN_DAYS,
        });
      });
      app.mailOutbox.nudge();
    }
    const body: BewerbungStep1Result = {
      success: true,
      message: message('bewerbung_received', input.locale),
    };
    return body;
  });
}
