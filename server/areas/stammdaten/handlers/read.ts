import { stammdatenOperations } from '@domain/stammdaten/operations';
import { type OperationHandler, refuse } from '@server/platform/api/operation-routes';
import { decryptSecrets, loadLocationIds, loadLocations, loadOwnRecord, toWire } from '../record';

const read = stammdatenOperations.read;

/**
 * GET /app/api/stammdaten: the form's values (payroll codes decrypted for
 * their owner, IBAN masked) and the locations.
 */
export const readStammdaten: OperationHandler<typeof read> = async ({ app, request }) => {
  const row = await loadOwnRecord(app.db, request);
  if (!row) throw refuse(read, 'no_staff_record');
  const secrets = decryptSecrets(row, app.fieldCipher, request.log);
  return {
    bewerber: toWire(row, await loadLocationIds(app.db, row.id), secrets),
    locations: await loadLocations(app.db),
  };
};
