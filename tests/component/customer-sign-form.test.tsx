import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { forwardRef, useImperativeHandle } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validationMessage } from '@domain/shared/validation-messages';
import { CustomerSignForm } from '@src/features/stundenerfassung/components/customer-sign-form';
import type * as TimeTrackingWrites from '@src/features/stundenerfassung/data/writes';
import { saveCustomerSignature } from '@src/features/stundenerfassung/data/writes';
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
}));

afterEach(() => vi.mocked(saveCustomerSignature).mockClear());

function renderForm() {
  const onSaved = vi.fn();
  renderAt(
    '/de/sign',
    '/:locale/sign',
    <CustomerSignForm
      messeId={3}
      customerId={7}
      days={['2026-11-21', '2026-11-22', '2026-11-23']}
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
