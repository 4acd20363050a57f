import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef, useImperativeHandle } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validationMessage } from '@domain/shared/validation-messages';
import { CustomerSignForm } from '@src/features/stundenerfassung/components/customer-sign-form';
import { StaffSignForm } from '@src/features/stundenerfassung/components/staff-sign-form';
import type * as TimeTrackingWrites from '@src/features/stundenerfassung/data/writes';
import {
  saveCustomerSignature,
  saveStaffSignature,
} from '@src/features/stundenerfassung/data/writes';
import { embedded, SERVER_SAMPLES } from '@tests/support/hostile-text';
import { renderAt } from './render';

// jsdom has no canvas: a pad that holds one stroke stands in for signature_pad.
vi.mock('@src/features/stundenerfassung/components/signature-pad', () => ({
  SignatureField: forwardRef(function SignatureField(_props: object, ref) {
    useImperativeHandle(ref, () => ({ isEmpty: () => false, toSVG: () => '<svg/>', clear() {} }));
    return null;
  }),
}));
vi.mock('@src/features/stundenerfassung/data/writes', async (importOriginal) => ({
  ...(await importOriginal<typeof TimeTrackingWrites>()),
  saveCustomerSignature: vi.fn(async () => {}),
  saveStaffSignature: vi.fn(async () => {}),
}));

afterEach(() => {
  vi.mocked(saveCustomerSignature).mockClear();
  vi.mocked(saveStaffSignature).mockClear();
});

function renderForm(approverName?: string | null) {
  const onSaved = vi.fn();
  renderAt(
    '/de/sign',
    '/:locale/sign',
    <CustomerSignForm
      messeId={3}
      customerId={7}
      days={['2026-11-21', '2026-11-22', '2026-11-23']}
      approverName={approverName}
      onSaved={onSaved}
    />,
  );
  return {
    onSaved,
    name: screen.getByLabelText(/Name des Unterzeichners/),
    submit: screen.getByRole('button', { name: 'Unterschrift speichern' }),
  };
}

describe('CustomerSignForm', () => {
  it('starts with the pair’s approving contact’s name, which stays editable (issue 25)', async () => {
    const { name, submit } = renderForm('Sabine Krüger');
    expect((name as HTMLInputElement).value).toBe('Sabine Krüger');
    await userEvent.clear(name);
    await userEvent.type(name, 'Tim Albers');
    await userEvent.click(submit);
    expect(saveCustomerSignature).toHaveBeenCalledWith(
      expect.objectContaining({ signerName: 'Tim Albers' }),
    );
  });

  it('starts empty without an approving contact (older cached sheets have none)', () => {
    for (const approver of [null, undefined]) {
      const { name } = renderForm(approver);
      expect((name as HTMLInputElement).value).toBe('');
      document.body.innerHTML = '';
    }
  });

  it.each(SERVER_SAMPLES)(
    'shows the field error for a signer name with %j and stores nothing',
    async (char) => {
      const { name, submit, onSaved } = renderForm();
      await userEvent.click(name);
      await userEvent.paste(embedded(char));
      await userEvent.click(submit);
      expect(screen.getByText(validationMessage('control_character', 'de'))).toBeTruthy();
      expect(name.getAttribute('aria-invalid')).toBe('true');
      expect(saveCustomerSignature).not.toHaveBeenCalled();
      expect(onSaved).not.toHaveBeenCalled();
    },
  );

  it('hands a clean name to the device store (which trims it, see offline-writes)', async () => {
    const { name, submit, onSaved } = renderForm();
    await userEvent.type(name, '  Frau Kundin ');
    await userEvent.click(submit);
    expect(saveCustomerSignature).toHaveBeenCalledWith({
      messeId: 3,
      customerId: 7,
      svg: '<svg/>',
      signerName: '  Frau Kundin ',
      days: ['2026-11-21', '2026-11-22', '2026-11-23'],
    });
    expect(onSaved).toHaveBeenCalled();
  });

  it('names the days the signature covers before saving', () => {
    renderForm();
    expect(screen.getByTestId('sign-days').textContent).toBe('gilt für 21.11.–23.11.2026');
  });

  it('offers no pad when there are no new days to sign', () => {
    renderAt(
      '/de/sign',
      '/:locale/sign',
      <CustomerSignForm messeId={3} customerId={7} days={[]} onSaved={vi.fn()} />,
    );
    expect(screen.getByText('Keine neuen Tage zum Unterschreiben')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unterschrift speichern' })).toBeNull();
  });
});

const [YESTERDAY, TODAY, TOMORROW] = ['2026-11-26', '2026-11-27', '2026-11-28'];

function renderCustomerForm() {
  const onSaved = vi.fn();
  renderAt(
    '/de/sign',
    '/:locale/sign',
    <CustomerSignForm
      messeId={3}
      customerId={7}
      days={[YESTERDAY, TODAY, TOMORROW]}
      progress={{
        entered: new Map([
          [YESTERDAY, 30],
          [TODAY, 30],
          [TOMORROW, 4],
        ]),
        total: 30,
      }}
      onSaved={onSaved}
    />,
  );
  return onSaved;
}

const day = (label: RegExp) => screen.getByRole('checkbox', { name: label });

/*
 * The signer chooses the days a signature covers (docs/product/signatures.md):
 * the days up to today are chosen at first, a day where people still lack a
 * time says how many, and exactly the chosen days are stored.
 */
describe('choosing the days of a signature', () => {
  beforeEach(() => {
    // 23:30 in Berlin on the 27th (22:30 UTC): the fair's today, not the device's zone.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T22:30:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('chooses the days up to today; tomorrow, entered for 4 of 30, says so and stays open', async () => {
    const onSaved = renderCustomerForm();
    expect((day(/26\.11\.2026/) as HTMLInputElement).checked).toBe(true);
    expect((day(/27\.11\.2026/) as HTMLInputElement).checked).toBe(true);
    const tomorrow = day(/28\.11\.2026/) as HTMLInputElement;
    expect(tomorrow.checked).toBe(false);
    expect(tomorrow.labels?.[0]?.textContent).toBe('Sa., 28.11.2026○ 26 von 30 ohne Zeit');
    expect((day(/27\.11\.2026/) as HTMLInputElement).labels?.[0]?.textContent).toContain(
      'alle 30 mit Zeit',
    );
    expect(screen.getByTestId('sign-days').textContent).toBe('gilt für 26.11.–27.11.2026');
    expect(screen.getByTestId('sign-missing-warning').textContent).toBe('');

    await userEvent.type(screen.getByLabelText(/Name des Unterzeichners/), 'Frau Kundin');
    await userEvent.click(screen.getByRole('button', { name: 'Unterschrift speichern' }));
    expect(saveCustomerSignature).toHaveBeenCalledWith(
      expect.objectContaining({ days: [YESTERDAY, TODAY] }),
    );
    expect(onSaved).toHaveBeenCalled();
  });

  it('warns before a day with people still missing is signed, and signs exactly the chosen days', async () => {
    renderCustomerForm();
    await userEvent.click(day(/28\.11\.2026/));
    expect(screen.getByTestId('sign-missing-warning').textContent).toContain(
      'Wer an einem gewählten Tag noch ohne Zeit ist, kann danach keine Zeit mehr bekommen',
    );
    await userEvent.click(day(/26\.11\.2026/));
    expect(screen.getByTestId('sign-days').textContent).toBe('gilt für 27.11.–28.11.2026');
    await userEvent.type(screen.getByLabelText(/Name des Unterzeichners/), 'Frau Kundin');
    await userEvent.click(screen.getByRole('button', { name: 'Unterschrift speichern' }));
    expect(saveCustomerSignature).toHaveBeenCalledWith(
      expect.objectContaining({ days: [TODAY, TOMORROW] }),
    );
  });

  it('stores nothing while no day is chosen', async () => {
    const onSaved = renderCustomerForm();
    await userEvent.click(day(/26\.11\.2026/));
    await userEvent.click(day(/27\.11\.2026/));
    expect(screen.getByTestId('sign-days').textContent).toBe('Kein Tag gewählt');
    await userEvent.type(screen.getByLabelText(/Name des Unterzeichners/), 'Frau Kundin');
    await userEvent.click(screen.getByRole('button', { name: 'Unterschrift speichern' }));
    expect(screen.getByRole('alert').textContent).toBe('Bitte wählen Sie mindestens einen Tag.');
    expect(saveCustomerSignature).not.toHaveBeenCalled();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("a person's own signature also starts with the days up to today", async () => {
    renderAt(
      '/de/sign',
      '/:locale/sign',
      <StaffSignForm
        ids={{ messeId: 3, customerId: 7, staffId: 12 }}
        name="Anna Albers"
        days={[TODAY, TOMORROW]}
        onSaved={vi.fn()}
      />,
    );
    expect(screen.getByTestId('sign-days').textContent).toBe('gilt für 27.11.2026');
    // A person's sheet has no one else to miss.
    expect(screen.queryByText(/ohne Zeit/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Unterschrift speichern' }));
    expect(saveStaffSignature).toHaveBeenCalledWith(expect.objectContaining({ days: [TODAY] }));
  });
});
