/**
 * The form every validator in this folder expects: all whitespace removed and
 * upper-cased ("de89 3704 0044 0532 0130 00" → "DE89370400440532013000").
 * Callers (the form and the server schema) normalize first, so the checks
 * themselves never guess about spacing or case.
 */
export function normalizeCode(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}
