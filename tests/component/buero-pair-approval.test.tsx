import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OfficeApprovalRequest, PairApprovals } from '@domain/freigabe/office';
import { formatDateTime } from '@domain/shared/date-format';
import { PairApprovalSection } from '@src/features/buero/components/pair-approval';
import { fakeApi } from './fake-api';
import { renderAt } from './render';

/*
 * The office's "Freigabe durch den Kunden" on a pair's review (issue 25),
 * against a fake server that answers per domain/freigabe/operations.ts: the
 * request form (days all ticked, approver preselected, days required, the
 * withdrawal of an open request confirmed), the requests' states in words,
 * withdrawing, and resolving a disputed row (note required).
 */

afterEach(() => vi.unstubAllGlobals());

// jsdom has no modal dialogs: opening one only marks it open.
const dialogProto = HTMLDialogElement.prototype as Partial<HTMLDialogElement>;
beforeAll(() => {
  dialogProto.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
  dialogProto.close ??= function (this: HTMLDialogElement) {
    this.open = false;
  };
});

const LIST = 'GET /app/api/buero/messen/5/kunden/3/freigaben';
const REQUEST = 'POST /app/api/buero/messen/5/kunden/3/freigaben';

const anna = { id: 21, name: 'Anna Standleitung', email: 'anna@kunde.test', role: 'Standleitung' };
const bert = { id: 22, name: 'Bert Buchhaltung', email: 'bert@kunde.test', role: null };

const request = (overrides: Partial<OfficeApprovalRequest>): OfficeApprovalRequest => ({
  id: 40,
  state: 'open',
  days: ['2026-11-25', '2026-11-26'],
  contact: anna,
  requested_by: 'Olga Office',
  created_at: '2026-11-27T09:00:00.000Z',
  expires_at: '2026-12-11T09:00:00.000Z',
  tacit_at: null,
  opened_at: null,
  answered_at: null,
  answered_name: null,
  disputes: [],
  ...overrides,
});

const approvals = (overrides: Partial<PairApprovals> = {}): PairApprovals => ({
  unsigned_days: ['2026-11-25', '2026-11-26'],
  contacts: [anna, bert],
  approver_contact_id: 22,
  requests: [],
  ...overrides,
});

function renderSection(routes: Parameters<typeof fakeApi>[0], element?: ReactNode) {
  const api = fakeApi(routes);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderAt(
    '/de/buero/messen/5/kunden/3/zeiten',
    '/:locale/buero/messen/:id/kunden/:customerId/zeiten',
    <QueryClientProvider client={client}>
      {element ?? <PairApprovalSection messeId={5} customerId={3} />}
    </QueryClientProvider>,
  );
  return api;
}

// The device's clock time, as the screen shows it (the test machine's zone).
const at = (instant: string) => formatDateTime(instant, 'de');
const section = () => screen.findByRole('region', { name: 'Freigabe durch den Kunden' });
// Pasted, not typed key by key: the machine is shared and slow.
async function fillIn(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}
const posts = (api: ReturnType<typeof fakeApi>) => api.requests.filter((r) => r.method === 'POST');

describe('requesting the customer’s approval', () => {
  it('ticks every unsigned day, preselects the approver, sends and reads the list again', async () => {
    let sent = false;
    const api = renderSection({
      [LIST]: () => ({ body: approvals({ requests: sent ? [request({ contact: bert })] : [] }) }),
      [REQUEST]: () => {
        sent = true;
        return { status: 201, body: request({ contact: bert }) };
      },
    });
    const region = await section();
    const days = await within(region).findByRole('group', {
      name: 'Tage ohne Unterschrift des Kunden',
    });
    const boxes = within(days).getAllByRole('checkbox');
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([true, true]);
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual([
      'Mi., 25.11.2026',
      'Do., 26.11.2026',
    ]);
    const contact = within(region).getByLabelText(/Ansprechpartner, der freigibt/);
    expect((contact as HTMLSelectElement).value).toBe('22');
    expect(within(region).getByText('Noch keine Anfragen.')).toBeTruthy();

    await userEvent.click(boxes[0]!);
    await userEvent.click(within(region).getByRole('button', { name: 'Freigabe anfordern' }));
    expect(await within(region).findByText(/An Bert Buchhaltung/)).toBeTruthy();
    expect(posts(api)).toEqual([
      {
        method: 'POST',
        url: '/app/api/buero/messen/5/kunden/3/freigaben',
        body: { days: ['2026-11-26'], contact_id: 22 },
      },
    ]);
  });

  it('requires a day and a contact before sending anything', async () => {
    const api = renderSection({ [LIST]: { body: approvals({ approver_contact_id: null }) } });
    const region = await section();
    const days = await within(region).findByRole('group', {
      name: 'Tage ohne Unterschrift des Kunden',
    });
    for (const box of within(days).getAllByRole('checkbox')) await userEvent.click(box);
    await userEvent.click(within(region).getByRole('button', { name: 'Freigabe anfordern' }));
    expect(await within(region).findByText('Wählen Sie mindestens einen Tag.')).toBeTruthy();
    expect(within(region).getByText('Dieses Feld ist erforderlich.')).toBeTruthy();
    expect(posts(api)).toEqual([]);
  });

  it('says where to add contacts when the customer has none', async () => {
    renderSection({ [LIST]: { body: approvals({ contacts: [], approver_contact_id: null }) } });
    const region = await section();
    const link = await within(region).findByRole('link', { name: 'Kunden' });
    expect(link.getAttribute('href')).toBe('/de/buero/kunden');
    expect(within(region).queryByRole('button', { name: 'Freigabe anfordern' })).toBeNull();
  });

  it('says so when every day is signed', async () => {
    renderSection({ [LIST]: { body: approvals({ unsigned_days: [] }) } });
    const region = await section();
    expect(
      await within(region).findByText('Alle Tage mit Arbeitszeit sind vom Kunden unterschrieben.'),
    ).toBeTruthy();
  });

  it('confirms that a new request withdraws the open one, and shows a refusal', async () => {
    const api = renderSection({
      [LIST]: { body: approvals({ requests: [request({})] }) },
      [REQUEST]: {
        status: 409,
        body: { message: 'Ein gewählter Tag ist schon unterschrieben.', errors: {} },
      },
    });
    const region = await section();
    await userEvent.click(
      await within(region).findByRole('button', { name: 'Freigabe anfordern' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Offene Anfrage zurückziehen?' });
    expect(dialog.textContent).toContain('an Anna Standleitung wird zurückgezogen');
    expect(posts(api)).toEqual([]);
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Zurückziehen und neu anfordern' }),
    );
    expect(
      await within(dialog).findByText('Ein gewählter Tag ist schon unterschrieben.'),
    ).toBeTruthy();
    expect(posts(api)).toHaveLength(1);
  });
});

describe('the requests', () => {
  it('names every state in words, newest first as the server sends them', async () => {
    renderSection({
      [LIST]: {
        body: approvals({
          requests: [
            request({ id: 47, opened_at: '2026-11-27T10:00:00.000Z' }),
            request({
              id: 46,
              state: 'approved',
              answered_at: '2026-11-26T12:30:00.000Z',
              answered_name: 'A. Standleitung',
            }),
            request({ id: 45, state: 'disputed', answered_at: '2026-11-26T08:00:00.000Z' }),
            request({ id: 44, state: 'tacit' }),
            request({ id: 43, state: 'withdrawn' }),
            request({ id: 42, state: 'expired', requested_by: null }),
            request({ id: 41 }),
          ],
        }),
      },
    });
    const region = await section();
    const list = await within(region).findAllByRole('listitem');
    const heads = list.map((item) => item.querySelector('p')?.textContent);
    expect(heads).toEqual([
      'geöffnet Anfrage #47',
      `bestätigt von A. Standleitung am ${at('2026-11-26T12:30:00.000Z')} Anfrage #46`,
      `beanstandet am ${at('2026-11-26T08:00:00.000Z')} Anfrage #45`,
      'stillschweigend bestätigt Anfrage #44',
      'zurückgezogen Anfrage #43',
      'abgelaufen Anfrage #42',
      'offen Anfrage #41',
    ]);
    expect(list[0]!.textContent).toContain('Tage: 25.11.2026, 26.11.2026');
    expect(list[0]!.textContent).toContain('An Anna Standleitung (anna@kunde.test)');
    expect(list[5]!.textContent).toContain('automatisch gesendet am');
    // Only an open request can be withdrawn.
    const withdraw = within(region).getAllByRole('button', { name: /^Zurückziehen/ });
    expect(withdraw.map((button) => button.textContent)).toEqual([
      'Zurückziehen (Anfrage #47)',
      'Zurückziehen (Anfrage #41)',
    ]);
  });

  it('withdraws an open request only after confirming', async () => {
    let withdrawn = false;
    const api = renderSection({
      [LIST]: () => ({
        body: approvals({ requests: [request({ state: withdrawn ? 'withdrawn' : 'open' })] }),
      }),
      'POST /app/api/buero/freigaben/40/zurueckziehen': () => {
        withdrawn = true;
        return { body: request({ state: 'withdrawn' }) };
      },
    });
    const region = await section();
    await userEvent.click(
      await within(region).findByRole('button', { name: 'Zurückziehen (Anfrage #40)' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Anfrage zurückziehen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(posts(api)).toEqual([]);

    await userEvent.click(
      within(region).getByRole('button', { name: 'Zurückziehen (Anfrage #40)' }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Anfrage zurückziehen',
      }),
    );
    expect(await within(region).findByText('zurückgezogen')).toBeTruthy();
    expect(posts(api).map((r) => r.url)).toEqual(['/app/api/buero/freigaben/40/zurueckziehen']);
  });
});

describe('a disputed request', () => {
  const disputed = (resolved: boolean) =>
    request({
      state: 'disputed',
      answered_at: '2026-11-27T11:00:00.000Z',
      disputes: [
        {
          id: 9,
          request_id: 40,
          staff_id: 11,
          name: 'Hanna Stundenreich',
          day: '2026-11-26',
          comment: 'Person war 14–16 Uhr nicht am Stand',
          created_at: '2026-11-27T11:00:00.000Z',
          resolution: resolved ? 'corrected' : null,
          resolution_note: resolved ? 'Auf 9–14 Uhr korrigiert.' : null,
          resolved_at: resolved ? '2026-11-27T12:00:00.000Z' : null,
          time: { time_start: 540, time_end: 1080, time_break: 30 },
        },
      ],
    });

  it('shows each row with its comment, requires the note and sends the resolution', async () => {
    let resolved = false;
    const api = renderSection({
      [LIST]: () => ({
        body: approvals({
          unsigned_days: ['2026-11-25', '2026-11-26', '2026-11-27'],
          requests: [disputed(resolved)],
        }),
      }),
      'POST /app/api/buero/einwaende/9/erledigen': () => {
        resolved = true;
        return { body: disputed(true).disputes[0] };
      },
    });
    const region = await section();
    expect(await within(region).findByText('Hanna Stundenreich · Do., 26.11.2026')).toBeTruthy();
    expect(within(region).getByText('Person war 14–16 Uhr nicht am Stand')).toBeTruthy();
    // No time fields until the office chooses to correct.
    expect(within(region).queryByLabelText('Beginn')).toBeNull();
    await userEvent.click(
      within(region).getByRole('button', {
        name: 'Zeit korrigiert (Hanna Stundenreich, Do., 26.11.2026)',
      }),
    );
    const start = within(region).getByLabelText<HTMLSelectElement>('Beginn');
    const end = within(region).getByLabelText<HTMLSelectElement>('Ende');
    const pause = within(region).getByLabelText<HTMLSelectElement>('Pause');
    // Prefilled with the row's time now.
    expect([start.value, end.value, pause.value]).toEqual(['540', '1080', '30']);
    const send = within(region).getByRole('button', {
      name: 'Korrektur senden (Hanna Stundenreich, Do., 26.11.2026)',
    });
    await userEvent.click(send);
    expect(await within(region).findByText('Dieses Feld ist erforderlich.')).toBeTruthy();
    expect(posts(api)).toEqual([]);

    // An end before the start is the next day: 09:00–08:00 is 23 hours, refused in the
    // form with the time's own words (a shift across midnight lasts at most 16 hours).
    await userEvent.selectOptions(end, '08:00');
    await fillIn(
      within(region).getByLabelText(/Nachricht an Anna Standleitung/),
      'Auf 9–14 Uhr korrigiert.',
    );
    await userEvent.click(send);
    expect(
      await within(region).findByText('Eine Schicht über Mitternacht dauert höchstens 16 Stunden.'),
    ).toBeTruthy();
    expect(posts(api)).toEqual([]);

    await userEvent.selectOptions(end, '14:00');
    await userEvent.selectOptions(pause, '0 Min.');
    await userEvent.click(send);
    expect(await within(region).findByText(/Zeit korrigiert am/)).toBeTruthy();
    expect(within(region).getByText('Auf 9–14 Uhr korrigiert.')).toBeTruthy();
    expect(posts(api)).toEqual([
      {
        method: 'POST',
        url: '/app/api/buero/einwaende/9/erledigen',
        body: {
          resolution: 'corrected',
          time: { time_start: 540, time_end: 840, time_break: 0 },
          note: 'Auf 9–14 Uhr korrigiert.',
        },
      },
    ]);
  });

  it('answers without a change through the other button', async () => {
    const api = renderSection({
      [LIST]: { body: approvals({ requests: [disputed(false)] }) },
      'POST /app/api/buero/einwaende/9/erledigen': {
        status: 409,
        body: { message: 'Dieser Einwand ist schon erledigt.', errors: {} },
      },
    });
    const region = await section();
    await fillIn(
      await within(region).findByLabelText(/Nachricht an Anna Standleitung/),
      'Die Zeit stimmt laut Aufsicht.',
    );
    await userEvent.click(
      within(region).getByRole('button', {
        name: 'Ohne Änderung beantworten (Hanna Stundenreich, Do., 26.11.2026)',
      }),
    );
    expect(await within(region).findByText('Dieser Einwand ist schon erledigt.')).toBeTruthy();
    expect(posts(api)[0]?.body).toEqual({
      resolution: 'answered',
      note: 'Die Zeit stimmt laut Aufsicht.',
    });
  });

  it('sends the same days again: the form ticks just those', async () => {
    renderSection({
      [LIST]: {
        body: approvals({
          unsigned_days: ['2026-11-24', '2026-11-25', '2026-11-26'],
          requests: [disputed(true)],
        }),
      },
    });
    const region = await section();
    await userEvent.click(
      await within(region).findByRole('button', { name: 'Erneut zur Freigabe senden' }),
    );
    const days = within(region).getByRole('group', { name: 'Tage ohne Unterschrift des Kunden' });
    const ticked = within(days)
      .getAllByRole('checkbox')
      .map((box) => (box as HTMLInputElement).checked);
    expect(ticked).toEqual([false, true, true]);
  });
});
