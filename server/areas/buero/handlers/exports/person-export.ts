import { exportOperations } from '@domain/buero/operations/exports';
import { type OperationHandler, refuse } from '@server/platform/api/operation-routes';
import { zipStream } from '../../export/zip-stream';
import { findPerson } from '../../person';
import { loadPersonExport } from '../../person-export';
import { officeActor, recordPersonExported } from '../../writes';

const { personExport } = exportOperations;

/**
 * GET …/personen/{id}/export: everything stored about the person as a ZIP
 * (person.json and their files), streamed; audited (person_exported). The
 * erasure is handlers/person-data/erase.ts.
 */
export const personExportHandler: OperationHandler<typeof personExport> = async ({
  app,
  request,
  params,
}) => {
  const { id } = params;
  const loaded = await recordPersonExported(app.db, officeActor(request), id, async (tx) => {
    const person = await findPerson(tx, id);
    return person ? loadPersonExport(tx, app.fieldCipher, person) : null;
  });
  if (!loaded) throw refuse(personExport, 'not_found');
  const body = zipStream([
    { name: 'person.json', text: JSON.stringify(loaded.json, null, 2) },
    ...loaded.files.map((file) => ({
      name: file.name,
      bytes: () => app.fileStore.read(file.key),
    })),
  ]);
  return { type: 'application/zip', name: `person-${String(id)}.zip`, body };
};
