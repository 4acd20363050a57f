import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fairInputSchema } from '@domain/buero/messen-contract';
import { signerNameSchema } from '@domain/stundenerfassung/stundenerfassung';
import { multiLineText, optionalSingleLineText, singleLineText } from '@domain/shared/validation';
import { validationMessage } from '@domain/shared/validation-messages';
import { hasVisibleCharacter } from '@domain/shared/visible-text';
import { ACCEPTED_TEXTS, INVISIBLE_TEXTS } from '@tests/support/hostile-text';

const INVISIBLE = Object.entries(INVISIBLE_TEXTS);
const codes = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('hasVisibleCharacter', () => {
  it.each(INVISIBLE)('finds nothing visible in %s', (_, text) => {
    expect(hasVisibleCharacter(text)).toBe(false);
    expect(hasVisibleCharacter(` ${text} `)).toBe(false);
  });

  it.each(ACCEPTED_TEXTS)('sees %j', (text) => {
    expect(hasVisibleCharacter(text)).toBe(true);
  });

  it('sees one visible character among invisible ones, and signs and digits', () => {
    for (const text of ['\u200bA\u200b', 'é', '1', '-', '😀', '\u200b.', 'ß']) {
      expect(hasVisibleCharacter(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('stays linear on a long text', () => {
    const long = '\u200b'.repeat(200_000);
    const started = performance.now();
    expect(hasVisibleCharacter(long)).toBe(false);
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe('the text field schemas', () => {
  it.each(INVISIBLE)('refuse %s with invisible_text, required or optional', (_, text) => {
    for (const schema of [
      singleLineText(),
      optionalSingleLineText(),
      multiLineText(),
      signerNameSchema,
    ]) {
      expect(codes(schema, text)).toEqual(['invisible_text']);
    }
  });

  it('leave empty optional fields alone and keep required ones required', () => {
    expect(codes(optionalSingleLineText(), '')).toEqual([]);
    expect(codes(optionalSingleLineText(), '   ')).toEqual([]);
    expect(codes(singleLineText(), '  ')).toEqual(['required']);
  });

  it('say so in both languages', () => {
    expect(validationMessage('invisible_text', 'de')).toBe(
      'Die Eingabe besteht nur aus unsichtbaren Zeichen.',
    );
    expect(validationMessage('invisible_text', 'en')).toBe(
      'The input consists only of invisible characters.',
    );
  });
});

describe("a fair's fields", () => {
  const fair = { name: 'IAA', city: 'Hannover', date_start: '2026-09-08', date_end: '2026-09-13' };
  const errorsOf = (input: Record<string, unknown>) => {
    const result = v.safeParse(fairInputSchema, input);
    if (result.success) return {};
    return Object.fromEntries(
      result.issues.map((issue) => [v.getDotPath(issue) ?? '_form', issue.message]),
    );
  };

  it('refuse a name, city or description made of invisible characters', () => {
    expect(errorsOf({ ...fair, name: '\u200b' })).toEqual({ name: 'invisible_text' });
    expect(errorsOf({ ...fair, city: '\u3164' })).toEqual({ city: 'invisible_text' });
    expect(errorsOf({ ...fair, description: '\u200b\n\u200b' })).toEqual({
      description: 'invisible_text',
    });
    expect(errorsOf({ ...fair, description: '' })).toEqual({});
  });

  it('take days from 2000 up to 31 December five years ahead, nothing outside', () => {
    const last = `${String(new Date().getFullYear() + 5)}-12-30`;
    expect(errorsOf({ ...fair, date_start: '2000-01-01', date_end: '2000-01-03' })).toEqual({});
    expect(errorsOf({ ...fair, date_start: last, date_end: last })).toEqual({});
    expect(errorsOf({ ...fair, date_start: '1999-12-31', date_end: '2000-01-02' })).toEqual({
      date_start: 'fair_date_range',
    });
    expect(errorsOf({ ...fair, date_start: '9999-12-30', date_end: '9999-12-31' })).toEqual({
      date_start: 'fair_date_range',
      date_end: 'fair_date_range',
    });
    const beyond = `${String(new Date().getFullYear() + 6)}-01-01`;
    expect(errorsOf({ ...fair, date_start: beyond, date_end: beyond })).toEqual({
      date_start: 'fair_date_range',
      date_end: 'fair_date_range',
    });
    // A malformed day is only that, not also out of range.
    expect(errorsOf({ ...fair, date_start: 'abc' })).toMatchObject({ date_start: 'invalid' });
    expect(codes(fairInputSchema, { ...fair, date_start: 'abc' })).not.toContain('fair_date_range');
  });
});
