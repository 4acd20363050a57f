import { declarationOperations } from '@domain/stammdaten/operations';
import { type OperationHandler, refuse } from '@server/platform/api/operation-routes';
import { requireUser } from '@server/platform/common/current-user';
import { readDeclarations } from '@server/records/declarations';
import {
  addOwnDeclaration,
  changeOwnDeclaration,
  removeOwnDeclaration,
  type PersonActor,
} from '../declarations';
import { type Db, loadOwnRecord } from '../record';

/*
 * The person's own earlier short-term jobs of the year (issue 27): the person
 * comes from the session only; a declaration id of anyone else is the same
 * 404 as an unknown one. Each write locks the person's row first.
 */

const ops = declarationOperations;
type Operation = (typeof ops)['add' | 'change' | 'remove'];
type Write = (tx: Db, actor: PersonActor) => Promise<'ok' | 'not_found' | 'too_many'>;

export const listDeclarations: OperationHandler<typeof ops.list> = async ({ app, request }) => {
  const row = await loadOwnRecord(app.db, request);
  if (!row) throw refuse(ops.list, 'no_staff_record');
  return { items: await readDeclarations(app.db, row.id) };
};

/** Locks the own row, writes, and answers the list as it now stands. */
function ownWrite(
  op: Operation,
  request: Parameters<typeof loadOwnRecord>[1],
  db: Db,
  write: Write,
) {
  const user = requireUser(request);
  return db.transaction(async (tx) => {
    const row = await loadOwnRecord(tx, request, true);
    if (!row) throw refuse(op, 'no_staff_record');
    const outcome = await write(tx, { bewerberId: row.id, userId: user.id, ip: request.ip });
    if (outcome === 'too_many') throw refuse(ops.add, 'too_many');
    if (outcome === 'not_found') throw refuse(ops.change, 'not_found');
    return { items: await readDeclarations(tx, row.id) };
  });
}

export const addDeclaration: OperationHandler<typeof ops.add> = ({ app, request, body }) =>
  ownWrite(ops.add, request, app.db, (tx, actor) => addOwnDeclaration(tx, actor, body));

export const changeDeclaration: OperationHandler<typeof ops.change> = ({
  app,
  request,
  params,
  body,
}) =>
  ownWrite(ops.change, request, app.db, (tx, actor) =>
    changeOwnDeclaration(tx, actor, params.id, body),
  );

export const removeDeclaration: OperationHandler<typeof ops.remove> = ({ app, request, params }) =>
  ownWrite(ops.remove, request, app.db, (tx, actor) => removeOwnDeclaration(tx, actor, params.id));
