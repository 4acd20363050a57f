import { describe, expect, it } from 'vitest';
import { serverFieldErrors } from '@src/ui/server-errors';

describe('serverFieldErrors', () => {
  it('keeps the first message of each known field and drops the others', () => {
    const errors = { email: ['Ungültig', 'Zweite'], token: ['Abgelaufen'], password: [] };
    expect(serverFieldErrors(errors, ['email', 'password'])).toEqual([['email', 'Ungültig']]);
  });
});
