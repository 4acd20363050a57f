import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { apiError } from '@domain/shared/api-error';
import {
  STAMMDATEN_MESSAGES,
  type StammdatenResponse,
  type StammdatenSaved,
  stammdatenSchema,
} from '@domain/stammdaten/stammdaten';
import { fieldErrors } from '@domain/shared/validation';
import { validationMessage } from '@domain/shared/validation-messages';
import { writeAudit } from '@server/platform/audit/audit-log';
import { requireUser } from '@server/platform/common/current-user';
import { bewerber } from '@server/platform/db/schema/bewerber';
import { eq } from 'drizzle-orm';
import { requestLocale } from '@server/platform/http/locale';
import { decryptSecrets, loadLocationIds, loadLocations, loadOwnRecord, toWire } from './record';
import { columnsFor, replaceLocations } from './save';

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * The master data (docs/product/api.md, Master data), below /app/api/stammdaten. Both routes act
 * on the signed-in person's own record only (the session names it, the request
 * cannot); the scope answers 401 without a session.
 */
export async function stammdatenRoutes(app: FastifyInstance) {
  /** GET: the form's values (payroll codes decrypted for their owner, IBAN masked) and the locations. */
  app.get('/', async (request) => {
    const row = await loadOwnRecord(app.db, request);
    const secrets = decryptSecrets(row, app.fieldCipher, request.log);
    const body: StammdatenResponse = {
      bewerber: toWire(row, await loadLocationIds(app.db, row.id), secrets),
      locations: await loadLocations(app.db),
    };
    return body;
  });

  /**
   * POST: validates with the shared schema for this person (sizes by the stored
   * gender, payroll block by the stored contract flag), then writes the record,
   * its locations and one audit entry in one transaction. Names, flags and ids
   * in the body are ignored: the schema does not know them.
   */
  app.post('/', async (request, reply) => {
    const user = requireUser(request);
    const locale = requestLocale(request);
    const refuse = (errors: Record<string, string[]>) =>
      reply.code(422).send(apiError(STAMMDATEN_MESSAGES.not_saved[locale], errors));

    return app.db.transaction(async (tx) => {
      const row = await loadOwnRecord(tx, request, true);
      const parsed = v.safeParse(stammdatenSchema(row), request.body ?? {});
      if (!parsed.success) return refuse(fieldErrors(parsed.issues, locale));

      const secrets = decryptSecrets(row, app.fieldCipher, request.log);
      const result = columnsFor(row, parsed.output, secrets, app.fieldCipher);
      if ('field' in result) {
        return refuse({ [result.field]: [validationMessage(result.code, locale)] });
      }
      const oldLocations = await loadLocationIds(tx, row.id);
      const newLocations = [...parsed.output.locations].sort((a, b) => a - b);
      const changed = result.changed.map(snakeCase);
      if (oldLocations.join() !== newLocations.join()) {
        if (!(await replaceLocations(tx, row.id, newLocations))) {
          return refuse({ locations: [validationMessage('invalid', locale)] });
        }
        changed.push('locations');
      }

      const [updated] = await tx
        .update(bewerber)
        .set({ ...result.values, ...(changed.length > 0 ? { updatedAt: new Date() } : {}) })
        .where(eq(bewerber.id, row.id))
        .returning();
      if (!updated) throw new Error('own record vanished inside its lock');
      if (changed.length > 0) {
        // Field names only: the audit log never holds the payroll codes themselves.
        await writeAudit(tx, {
          action: 'master_data_changed',
          userId: user.id,
          ip: request.ip,
          subject: `bewerber:${row.id}`,
          details: { changed },
        });
      }
      const body: StammdatenSaved = {
        success: true,
        message: STAMMDATEN_MESSAGES.saved[locale],
        bewerber: toWire(
          updated,
          newLocations,
          decryptSecrets(updated, app.fieldCipher, request.log),
        ),
      };
      return body;
    });
  });
}
