import { describe, expect, it } from 'vitest';
import {
  type ClickEventLike,
  handleNotificationClick,
  handlePush,
  type PushDeps,
  type WindowLike,
} from '../../sw/push-handlers';

/* The service worker's push and notificationclick handlers, with a stand-in for `self`. */

const ORIGIN = 'https://portal.example';

function world(open: { url: string }[] = []) {
  const shown: { title: string; options: Parameters<PushDeps['showNotification']>[1] }[] = [];
  const opened: string[] = [];
  const log: string[] = [];
  const windows: WindowLike[] = open.map((page, index) => ({
    url: page.url,
    focus: () => {
      log.push(`focus ${String(index)}`);
      return Promise.resolve();
    },
    navigate: (url: string) => {
      log.push(`navigate ${String(index)} ${url}`);
      return Promise.resolve();
    },
  }));
  const deps: PushDeps = {
    origin: ORIGIN,
    showNotification: (title, options) => {
      shown.push({ title, options });
      return Promise.resolve();
    },
    windows: () => Promise.resolve(windows),
    openWindow: (url) => {
      opened.push(url);
      return Promise.resolve();
    },
  };
  return { deps, shown, opened, log };
}

async function push(deps: PushDeps, data: string | null) {
  const work: Promise<unknown>[] = [];
  handlePush(
    { data: data === null ? null : { text: () => data }, waitUntil: (p) => work.push(p) },
    deps,
  );
  expect(work).toHaveLength(1);
  await Promise.all(work);
}

async function click(deps: PushDeps, data: unknown) {
  const work: Promise<unknown>[] = [];
  let closed = false;
  const event: ClickEventLike = {
    notification: { data, close: () => (closed = true) },
    waitUntil: (p) => work.push(p),
  };
  handleNotificationClick(event, deps);
  await Promise.all(work);
  expect(closed).toBe(true);
}

describe('push', () => {
  it('shows the title, body and icon, and keeps the absolute URL of the page', async () => {
    const { deps, shown } = world();
    await push(
      deps,
      JSON.stringify({ title: 'Neue Einsatzanfrage', body: 'IAA: Bitte', url: '/de/einsaetze' }),
    );
    expect(shown).toEqual([
      {
        title: 'Neue Einsatzanfrage',
        options: {
          body: 'IAA: Bitte',
          icon: '/icons/icon-192.png',
          badge: '/icons/icon-192.png',
          data: { url: `${ORIGIN}/de/einsaetze` },
          lang: 'de',
        },
      },
    ]);
  });

  it('still shows something for an empty or broken message, and never keeps a foreign URL', async () => {
    const { deps, shown } = world();
    await push(deps, null);
    await push(deps, 'not json');
    await push(deps, JSON.stringify({ title: 'x', url: 'https://evil.example/phish' }));
    await push(deps, JSON.stringify({ title: 'y', url: '//evil.example/x' }));
    await push(deps, JSON.stringify({ title: 'z', url: 'javascript:alert(1)' }));
    expect(shown.map((s) => s.title)).toEqual(['Messe-Personal', 'Messe-Personal', 'x', 'y', 'z']);
    for (const s of shown) expect(s.options.data.url).toBe(`${ORIGIN}/`);
  });
});

describe('notificationclick', () => {
  it('opens the page when no window of the portal is open', async () => {
    const { deps, opened } = world([{ url: 'https://other.example/' }]);
    await click(deps, { url: `${ORIGIN}/en/einsaetze` });
    expect(opened).toEqual([`${ORIGIN}/en/einsaetze`]);
  });

  it("focuses a window already on the page; else focuses the portal's window and leads it there", async () => {
    const onPage = world([{ url: `${ORIGIN}/de/stunden` }, { url: `${ORIGIN}/de/einsaetze` }]);
    await click(onPage.deps, { url: `${ORIGIN}/de/einsaetze` });
    expect(onPage.log).toEqual(['focus 1']);
    expect(onPage.opened).toEqual([]);
    const elsewhere = world([{ url: `${ORIGIN}/de/stunden` }]);
    await click(elsewhere.deps, { url: `${ORIGIN}/de/einsaetze` });
    expect(elsewhere.log).toEqual(['focus 0', `navigate 0 ${ORIGIN}/de/einsaetze`]);
  });

  it('opens only pages of the portal: a foreign or missing URL leads to the start page', async () => {
    const { deps, opened } = world();
    await click(deps, { url: 'https://evil.example/' });
    await click(deps, null);
    expect(opened).toEqual([`${ORIGIN}/`, `${ORIGIN}/`]);
  });
});
