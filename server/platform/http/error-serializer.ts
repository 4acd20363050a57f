import { DrizzleQueryError } from 'drizzle-orm';

/** An error as it reaches the log (pino's `err` key). */
export type LoggedError = {
  type: string;
  message: string;
  stack: string;
  query?: string;
  cause?: LoggedError;
  aggregateErrors?: LoggedError[];
  [field: string]: unknown;
};

// What a database error may show: the SQLSTATE and the names of the things it
// concerns. Its message, `detail`, `where` and `internalQuery` can quote the
// values sent ("Key (email)=(…) already exists", "invalid input syntax …: "…"").
const DATABASE_FIELDS = [
  'code',
  'severity',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
] as const;

// Other errors keep their message and stack (they are ours or the runtime's),
// but only these properties: a library's error may carry its input in others.
const ERROR_FIELDS = ['code', 'errno', 'syscall', 'statusCode', 'responseCode', 'command'] as const;

const MAX_DEPTH = 5;

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** node-postgres' and PGlite's DatabaseError: a SQLSTATE code and a severity. */
function isServerError(error: Error): boolean {
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && SQLSTATE.test(code) && typeof severity === 'string';
}

/**
 * A name for a query without its values: the statement's verb and its first
 * table, e.g. `insert users`, `select` (the SQL is parameterised, but its text
 * is still no business of the log).
 */
export function queryName(sqlText: string): string {
  const verb = /^\s*([a-z]+)/i.exec(sqlText)?.[1]?.toLowerCase() ?? 'query';
  const table = /\b(?:from|into|update)\s+"([a-z_]\w*)"/i.exec(sqlText)?.[1];
  return table ? `${verb} ${table}` : verb;
}

/** The stack's frames without its first line(s), which repeat the message. */
function framesOf(error: Error): string {
  const stack = error.stack ?? '';
  const header = `${error.name}: ${error.message}`;
  const rest = stack.startsWith(header) ? stack.slice(header.length) : stack;
  return rest
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

function pick(source: Error, fields: readonly string[]): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const field of fields) {
    const value = (source as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') picked[field] = value;
  }
  return picked;
}

function serializeDatabaseError(error: Error, query: string | undefined): LoggedError {
  const fields = pick(error, DATABASE_FIELDS);
  const summary = `database error ${String(fields.code ?? '')}${query ? ` (${query})` : ''}`;
  return {
    type: 'DatabaseError',
    message: summary,
    ...fields,
    ...(query ? { query } : {}),
    stack: `DatabaseError: ${summary}\n${framesOf(error)}`,
  };
}

function serialize(error: Error, depth: number): LoggedError {
  if (error instanceof DrizzleQueryError) {
    const query = queryName(error.query);
    const cause: unknown = error.cause;
    // The ORM's message and properties carry the SQL and every parameter.
    if (cause instanceof Error && isServerError(cause)) {
      const logged = serializeDatabaseError(cause, query);
      return { ...logged, stack: `${logged.stack}\n${framesOf(error)}` };
    }
    const summary = `query failed (${query})`;
    return {
      type: 'DrizzleQueryError',
      message: summary,
      query,
      stack: `DrizzleQueryError: ${summary}\n${framesOf(error)}`,
      ...(cause instanceof Error && depth < MAX_DEPTH
        ? { cause: serialize(cause, depth + 1) }
        : {}),
    };
  }
  if (isServerError(error)) return serializeDatabaseError(error, undefined);

  const logged: LoggedError = {
    type: error.constructor.name || error.name,
    message: error.message,
    stack: error.stack ?? '',
    ...pick(error, ERROR_FIELDS),
  };
  if (depth < MAX_DEPTH) {
    if (error.cause instanceof Error) logged.cause = serialize(error.cause, depth + 1);
    const errors: unknown = (error as { errors?: unknown }).errors;
    if (Array.isArray(errors)) {
      logged.aggregateErrors = errors
        .filter((item): item is Error => item instanceof Error)
        .map((item) => serialize(item, depth + 1));
    }
  }
  return logged;
}

/**
 * pino's `err` serializer for the whole server: database errors leave their
 * SQLSTATE, constraint, table and a query name, never the SQL, its parameters
 * or the server's message (docs/decisions: personal data stays out of logs).
 */
export function serializeError(value: Error): LoggedError {
  // pino hands over whatever was logged under `err`, typed or not.
  if (value instanceof Error) return serialize(value, 0);
  return { type: typeof value, message: String(value), stack: '' };
}
