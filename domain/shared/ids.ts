// Serial ids of PostgreSQL: 1 .. 2^31-1. Anything else in a path is a malformed URL.
const MAX_SERIAL = 2_147_483_647;
const ID_PATTERN = /^[1-9]\d{0,9}$/;

/** A row id as a path segment carries it (a positive serial, no sign, no leading zero), or undefined. */
export function parseSerialId(value: unknown): number | undefined {
  if (typeof value !== 'string' || !ID_PATTERN.test(value)) return undefined;
  const id = Number(value);
  return id <= MAX_SERIAL ? id : undefined;
}
