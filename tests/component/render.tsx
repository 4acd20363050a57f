import type { ReactNode } from 'react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';

/** Renders a screen under `/:locale/...` with the German source texts active. */
export function renderAt(path: string, pattern: string, element: ReactNode) {
  i18n.loadAndActivate({ locale: 'de', messages: {} });
  const router = createMemoryRouter([{ path: pattern, element }], { initialEntries: [path] });
  return render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
}

type Reply = { status: number; body: unknown; headers?: Record<string, string> };

/** Replaces fetch with one that answers from a list; records the requests. */
export function fakeServer(...replies: Reply[]) {
  const requests: { url: string; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(input), body: init?.body ? JSON.parse(String(init.body)) : null });
    const reply = replies.shift();
    if (!reply) throw new Error(`unexpected request to ${String(input)}`);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return { requests };
}
