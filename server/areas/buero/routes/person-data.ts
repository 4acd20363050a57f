import type { FastifyInstance } from 'fastify';
import { PEOPLE_FILE_PATTERNS } from '@domain/buero/operations/people-files';
import { HttpError } from '@server/platform/http/http-error';
import { sendDownload } from '@server/platform/http/send-download';
import { zipStream } from '../export/zip-stream';
import { findPerson } from '../person';
import { loadPersonExport } from '../person-export';
import { readIdParam } from '../params';
import { officeActor, recordPersonExported } from '../writes';

/**
 * GET …/personen/{id}/export: everything stored about the person as a ZIP
 * (person.json and their files), streamed; audited (person_exported). A file
 * answer: registered here until the operation table has them (the erasure is in
 * handlers/person-data/erase.ts).
 */
export async function personDataRoutes(app: FastifyInstance) {
  app.get(
    PEOPLE_FILE_PATTERNS.personExport,
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
}
