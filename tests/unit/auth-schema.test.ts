import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { loginSchema, passwordResetSchema } from '@domain/auth/auth';
import { fieldErrors } from '@domain/shared/validation';

describe('loginSchema', () => {
  it('normalises the e-mail and defaults the locale', () => {
    const result = v.parse(loginSchema, { email: ' Anna@Example.COM ', password: 'x' });
    expect(result).toEqual({ email: 'anna@example.com', password: 'x', locale: 'de' });
  });

  it('reports each bad field in the requested language', () => {
    const result = v.safeParse(loginSchema, { email: 'nope', password: '' });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.issues ?? [], 'en')).toEqual({
      email: ['Please enter a valid email address.'],
      password: ['This field is required.'],
    });
  });
});

describe('passwordResetSchema', () => {
  const valid = {
    token: 't',
    email: 'a@b.de',
    password: 'longenough',
    password_confirmation: 'longenough',
  };

  it('accepts matching passwords of 8 or more characters', () => {
    expect(v.safeParse(passwordResetSchema, valid).success).toBe(true);
  });

  it('rejects a short password and a wrong confirmation', () => {
    const short = v.safeParse(passwordResetSchema, {
      ...valid,
      password: 'short',
      password_confirmation: 'short',
    });
    expect(fieldErrors(short.issues ?? [], 'de').password).toEqual([
      'Das Passwort muss mindestens 8 Zeichen lang sein.',
    ]);
    const mismatch = v.safeParse(passwordResetSchema, {
      ...valid,
      password_confirmation: 'different1',
    });
    expect(fieldErrors(mismatch.issues ?? [], 'de')).toEqual({
      password_confirmation: ['Die Passwörter stimmen nicht überein.'],
    });
  });
});

describe('field errors never carry valibot defaults', () => {
  it('maps a schema without its own code to the localized required/invalid text', () => {
    const schema = v.object({ selected: v.array(v.number()) });
    const missing = v.safeParse(schema, [1]);
    const wrong = v.safeParse(schema, { selected: 'x' });
    expect(missing.success || wrong.success).toBe(false);
    if (missing.success || wrong.success) return;
    expect(fieldErrors(missing.issues, 'de')).toEqual({
      selected: ['Dieses Feld ist erforderlich.'],
    });
    expect(fieldErrors(wrong.issues, 'en')).toEqual({ selected: ['Invalid value.'] });
  });
});
