import type { FastifyInstance } from 'fastify';
import {
  BUERO_GDPR_PATTERNS,
  type ErasedPerson,
  erasePersonBodySchema,
} from '@domain/buero/gdpr-contract';
import { validationMessage } from '@domain/shared/validation-messages';
import { HttpError, parseWith } from '@server/platform/http/http-error';
import { requestLocale } from '@server/platform/http/locale';
import { sendDownload } from '@server/platform/http/send-download';
import { zipStream } from '../export/zip-stream';
import { findPerson } from '../person';
import { loadPersonExport } from '../person-export';
import { readIdParam } from '../params';
import { erasePerson, officeActor, recordPersonExported } from '../writes';

/**
 * GET …/personen/{id}/export: everything stored about the person as a ZIP
 * (person.json and their files), streamed; audited (person_exported).
 * POST …/personen/{id}/loeschen: erases the person (docs/product/data-retention.md).
 */
export async function personDataRoutes(app: FastifyInstance) {
  app.get(
    BUERO_GDPR_PATTERNS.personExport,
    { onRequest: app.exportSlot },
    async (request, reply) => {
      const id = readIdParam(request);
      const loaded = await recordPersonExported(app.db, officeActor(request), id, async (tx) => {
        const person = await findPerson(tx, id);
        return person ? loadPersonExport(tx, app.fieldCipher, person) : null;
      });
      if (!loaded) throw new HttpError(404, 'not_found');
      const stream = zipStream([
        { name: 'person.json', text: JSON.stringify(loaded.json, null, 2) },
        ...loaded.files.map((file) => ({
          name: file.name,
          bytes: () => app.fileStore.read(file.key),
        })),
      ]);
      return sendDownload(
        reply,
        { type: 'application/zip', name: `person-${String(id)}.zip` },
        stream,
      );
    },
  );

  app.post(BUERO_GDPR_PATTERNS.personErase, async (request): Promise<ErasedPerson> => {
    const id = readIdParam(request);
    const { confirm } = parseWith(erasePersonBodySchema, request);
    const outcome = await erasePerson(app.db, officeActor(request), id, confirm);
    if (!outcome.ok) {
      if (outcome.problem === 'not_found') throw new HttpError(404, 'not_found');
      if (outcome.problem === 'own_account') throw new HttpError(409, 'conflict');
      throw new HttpError(422, 'validation_failed', {
        confirm: [validationMessage('confirm_name', requestLocale(request))],
      });
    }
    for (const userId of outcome.userIds) app.forgetUserSessions(userId);
    // After the commit: a failed removal leaves an orphan file no row names, never a
    // row that names a missing file. It is logged for the operator.
    for (const key of outcome.fileKeys) {
      await app.fileStore.remove(key).catch((error: unknown) => {
        request.log.error({ err: error }, 'erased person: file not removed');
      });
    }
    return { success: true, pseudonym: outcome.pseudonym, bewerber_ids: outcome.bewerberIds };
  });
}
