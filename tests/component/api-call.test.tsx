import { afterEach, describe, expect, it, vi } from 'vitest';
import { messenOperations } from '@domain/messen/operations';
import { AnswerShapeError, call } from '@src/api/call';

function answerWith(body: unknown, status = 200) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const fair = {
  id: 3,
  description: 'IAA',
  city: 'München',
  date_start: '2027-09-07',
  date_end: '2027-09-12',
  selected: true,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('call: the browser’s one way to the API', () => {
  it('calls the operation’s path and method and hands back the checked answer', async () => {
    const fetch = answerWith([fair]);
    await expect(call(messenOperations.offered, {})).resolves.toEqual([fair]);
    expect(fetch).toHaveBeenCalledWith(
      '/app/api/messen',
      expect.objectContaining({ method: 'GET' }),
    );
  });

  it('sends the body as JSON with the CSRF header', async () => {
    const fetch = answerWith({ success: true });
    await call(messenOperations.choose, { body: { selected: [3] } });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/app/api/stammdaten/messen');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"selected":[3]}');
    expect(new Headers(init.headers).get('X-Requested-With')).toBe('XMLHttpRequest');
  });

  it('refuses an answer that does not keep the operation’s schema', async () => {
    answerWith([{ ...fair, date_start: 7 }]);
    await expect(call(messenOperations.offered, {})).rejects.toBeInstanceOf(AnswerShapeError);
  });
});
