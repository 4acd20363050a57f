import * as v from 'valibot';
import { stammdatenOperations } from '@domain/stammdaten/operations';
import { STAMMDATEN_MESSAGES, stammdatenSchema } from '@domain/stammdaten/stammdaten';
import { fieldErrors } from '@domain/shared/validation';
import { validationMessage } from '@domain/shared/validation-messages';
import { type OperationHandler, refuse } from '@server/platform/api/operation-routes';
import { writeAudit } from '@server/platform/audit/audit-log';
import { requireUser } from '@server/platform/common/current-user';
import { requestLocale } from '@server/platform/http/locale';
import { decryptSecrets, loadLocationIds, loadOwnRecord, toWire } from '../record';
import { columnsFor, replaceLocations, updateRecord } from '../save';

const save = stammdatenOperations.save;
const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * POST /app/api/stammdaten: validates with the shared schema for this person
 * (sizes by the stored gender, payroll block by the stored contract flag; the
 * table states only the widest form), then writes the record, its locations
 * and one audit entry in one transaction. Names, flags and ids in the body are
 * ignored: the schema does not know them.
 */
export const saveStammdaten: OperationHandler<typeof save> = async ({ app, request }) => {
  const user = requireUser(request);
  const locale = requestLocale(request);
  const notSaved = (errors: Record<string, string[]>) =>
    refuse(save, 'stammdaten_not_saved', errors);

  return app.db.transaction(async (tx) => {
    const row = await loadOwnRecord(tx, request, true);
    if (!row) throw refuse(save, 'no_staff_record');
    const parsed = v.safeParse(stammdatenSchema(row), request.body ?? {});
    if (!parsed.success) throw notSaved(fieldErrors(parsed.issues, locale));

    const secrets = decryptSecrets(row, app.fieldCipher, request.log);
    const result = columnsFor(row, parsed.output, secrets, app.fieldCipher);
    if ('field' in result) {
      throw notSaved({ [result.field]: [validationMessage(result.code, locale)] });
    }
    const oldLocations = await loadLocationIds(tx, row.id);
    const newLocations = [...parsed.output.locations].sort((a, b) => a - b);
    const changed = result.changed.map(snakeCase);
    if (oldLocations.join() !== newLocations.join()) {
      if (!(await replaceLocations(tx, row.id, newLocations))) {
        throw notSaved({ locations: [validationMessage('invalid', locale)] });
      }
      changed.push('locations');
    }

    const updated = await updateRecord(tx, row.id, result.values, changed.length > 0);
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
    return {
      success: true as const,
      message: STAMMDATEN_MESSAGES.saved[locale],
      bewerber: toWire(
        updated,
        newLocations,
        decryptSecrets(updated, app.fieldCipher, request.log),
      ),
    };
  });
};
