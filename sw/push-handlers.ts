/*
 * The service worker's Web Push handlers (issue 24), apart from `self` so
 * they have tests of their own (tests/unit/sw-push-handlers.test.ts): a push
 * shows its notification; a click focuses an open window of the portal (on
 * the notification's page) or opens the page. Only pages of the portal's own
 * origin are ever opened.
 */

export type NotificationData = { url: string };

export type WindowLike = {
  url: string;
  focus: () => Promise<unknown>;
  navigate?: (url: string) => Promise<unknown>;
};

export type PushDeps = {
  /** The portal's origin (self.location.origin). */
  origin: string;
  showNotification: (
    title: string,
    options: { body: string; icon: string; badge: string; data: NotificationData; lang?: string },
  ) => Promise<void>;
  windows: () => Promise<readonly WindowLike[]>;
  openWindow: (url: string) => Promise<unknown>;
};

type WaitUntil = { waitUntil: (work: Promise<unknown>) => void };
export type PushEventLike = WaitUntil & { data: { text: () => string } | null };
export type ClickEventLike = WaitUntil & {
  notification: { data: unknown; close: () => void };
};

const ICON = '/icons/icon-192.png';
const FALLBACK = { title: 'Messe-Personal', body: '', url: '/' };

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() !== '' ? value.slice(0, max) : null;

/** The portal's page the URL names, as an absolute URL; its start page for anything else. */
export function samePortalUrl(url: unknown, origin: string): string {
  try {
    const parsed = new URL(typeof url === 'string' ? url : '/', origin);
    if (parsed.origin === origin) return parsed.href;
  } catch {
    // not a URL: the start page
  }
  return new URL('/', origin).href;
}

/** The message as the server sends it ({title, body, url}); a broken one still shows something. */
export function parsePush(data: PushEventLike['data']) {
  if (!data) return FALLBACK;
  let payload: unknown;
  try {
    payload = JSON.parse(data.text());
  } catch {
    return FALLBACK;
  }
  const record = typeof payload === 'object' && payload !== null ? payload : {};
  const get = (key: string) => (record as Record<string, unknown>)[key];
  return {
    title: text(get('title'), 120) ?? FALLBACK.title,
    body: text(get('body'), 300) ?? '',
    url: text(get('url'), 500) ?? FALLBACK.url,
  };
}

export function handlePush(event: PushEventLike, deps: PushDeps): void {
  const message = parsePush(event.data);
  const url = samePortalUrl(message.url, deps.origin);
  const lang = /^\/(de|en)\//.exec(new URL(url).pathname)?.[1];
  event.waitUntil(
    deps.showNotification(message.title, {
      body: message.body,
      icon: ICON,
      badge: ICON,
      data: { url },
      ...(lang ? { lang } : {}),
    }),
  );
}

async function focusOrOpen(url: string, deps: PushDeps): Promise<void> {
  const open = await deps.windows();
  const portal = open.filter((page) => samePortalUrl(page.url, deps.origin) === page.url);
  const target = portal.find((page) => page.url === url) ?? portal[0];
  if (!target) {
    await deps.openWindow(url);
    return;
  }
  await target.focus();
  if (target.url !== url && target.navigate) await target.navigate(url);
}

export function handleNotificationClick(event: ClickEventLike, deps: PushDeps): void {
  event.notification.close();
  const data = event.notification.data as Partial<NotificationData> | null;
  event.waitUntil(focusOrOpen(samePortalUrl(data?.url, deps.origin), deps));
}
