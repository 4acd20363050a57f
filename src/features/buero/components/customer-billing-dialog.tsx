import { Trans } from '@lingui/react/macro';
import { Button } from '@src/ui/button';
import { useCustomerBilling } from '../api/billing';
import { CustomerBillingForm } from './customer-billing-form';
import { ModalDialog } from './modal-dialog';

/** A customer's billing data (issue 26), in a dialog from the customer list. */
export function CustomerBillingDialog(props: {
  customerId: number;
  customerName: string;
  onClose: () => void;
}) {
  const { customerId, customerName, onClose } = props;
  const data = useCustomerBilling(customerId);
  const number = data.data?.customer_number ?? '';
  return (
    <ModalDialog title={<Trans>Rechnungsdaten: {customerName}</Trans>} onClose={onClose}>
      {data.isPending ? (
        <p role="status">
          <Trans>Lädt …</Trans>
        </p>
      ) : data.isError ? (
        <p role="alert">
          <Trans>Die Rechnungsdaten konnten nicht geladen werden.</Trans>
        </p>
      ) : (
        <>
          <p>
            <Trans>Kundennummer: {number}</Trans>
          </p>
          {data.data.billing === null ? (
            <p className="buero-muted">
              <Trans>
                Noch keine Rechnungsdaten: ohne sie kann für diesen Kunden keine Rechnung erstellt
                werden.
              </Trans>
            </p>
          ) : null}
          <CustomerBillingForm
            customerId={customerId}
            customerName={data.data.customer.name}
            billing={data.data.billing}
          />
        </>
      )}
      <div className="buero-dialog__actions">
        <Button variant="secondary" onPress={onClose}>
          <Trans>Schließen</Trans>
        </Button>
      </div>
    </ModalDialog>
  );
}
