import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnswerShapeError } from '@src/api/call';
import { fetchAuthState } from '@src/features/auth/api/get-auth';

function answerWith(body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const user = {
  id: 1,
  email: 'anna@example.test',
  firstname: 'Anna',
  lastname: 'A',
  name: 'Anna A',
  locale: 'de',
  timetracking: false,
  contract: false,
  areas: ['stammdaten', 'dokumente', 'messen'],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchAuthState: the first load’s call, its table loaded on demand', () => {
  it('asks GET /app/api/auth and takes a guest’s answer as it is', async () => {
    const fetch = answerWith({ authenticated: false });
    await expect(fetchAuthState()).resolves.toEqual({ authenticated: false });
    expect(fetch).toHaveBeenCalledWith('/app/api/auth', expect.objectContaining({ method: 'GET' }));
  });

  it('checks an answer naming a user with the table’s schema (unknown areas dropped)', async () => {
    answerWith({ authenticated: true, user: { ...user, areas: [...user.areas, 'later'] } });
    await expect(fetchAuthState()).resolves.toEqual({ authenticated: true, user });
  });

  it('refuses an answer that breaks the schema', async () => {
    answerWith({ authenticated: true, user: { id: 1 } });
    await expect(fetchAuthState()).rejects.toBeInstanceOf(AnswerShapeError);
    answerWith({ authenticated: 'no' });
    await expect(fetchAuthState()).rejects.toBeInstanceOf(AnswerShapeError);
  });

  it('takes a signed-in answer as sent when the page has no room for the schema (Meine Einsätze)', async () => {
    const sent = { authenticated: true, user: { ...user, areas: [...user.areas, 'later'] } };
    answerWith(sent);
    await expect(fetchAuthState(false)).resolves.toEqual(sent);
    answerWith({ authenticated: false, extra: 1 });
    await expect(fetchAuthState(false)).resolves.toEqual({ authenticated: false });
  });
});
