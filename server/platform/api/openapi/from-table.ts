import type { Operation } from '@domain/shared/operation';
import type { Access, ApiOperation, ErrorStatus } from './operation';

function accessOf({ access }: Operation): Access {
  if (typeof access === 'string') return access;
  if (access.area === 'stundenerfassung') return 'timetracking';
  if (access.area === 'buero') return 'office';
  return 'session';
}

/** The statuses an operation can refuse with: from its inputs, its access and its refusals. */
function errorsOf(operation: Operation): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>();
  if (operation.params || (operation.query && operation.queryStatus !== 422)) statuses.add(400);
  if (operation.query && operation.queryStatus === 422) statuses.add(422);
  if (operation.body) statuses.add(422);
  if (typeof operation.access === 'object') statuses.add(403);
  for (const refusal of Object.values(operation.refusals ?? {})) statuses.add(refusal.status);
  return [...statuses].sort((a, b) => a - b);
}

function refusalNotes(operation: Operation): string | undefined {
  const notes = Object.entries(operation.refusals ?? {}).map(
    ([code, refusal]) => `${refusal.status} \`${code}\`: ${refusal.description}`,
  );
  return notes.length ? notes.join(' ') : undefined;
}

/** An operation of a domain table as the API description states it. */
export function describeOperation(operation: Operation): ApiOperation {
  const description = [operation.description, refusalNotes(operation)].filter(Boolean).join(' ');
  return {
    method: operation.method,
    path: operation.path,
    tag: operation.tag,
    summary: operation.summary,
    ...(description ? { description } : {}),
    ...(operation.successStatus ? { successStatus: operation.successStatus } : {}),
    access: accessOf(operation),
    ...(operation.query ? { querySchema: operation.query } : {}),
    ...(operation.body ? { body: { kind: 'json', schema: operation.body } } : {}),
    answer: operation.answer
      ? { description: operation.answerDescription, schema: operation.answer }
      : { description: operation.answerDescription, files: [] },
    errors: errorsOf(operation),
  };
}

/** Every operation of the areas' tables. */
export function describeTables(tables: readonly Record<string, Operation>[]): ApiOperation[] {
  return tables.flatMap((table) => Object.values(table).map(describeOperation));
}
