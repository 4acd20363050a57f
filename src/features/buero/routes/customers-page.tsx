import '../buero.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  bueroMessenMessages,
  type Customer,
  customerInputSchema,
} from '@domain/buero/messen-contract';
import { validationMessage } from '@domain/shared/validation-messages';
import { FailureAlert } from '@src/ui/failure-alert';
import { Form } from '@src/ui/form';
import { TextField } from '@src/ui/text-field';
import { useApiForm } from '@src/ui/use-api-form';
import { useLocale } from '@src/ui/use-locale';
import { Controller } from 'react-hook-form';
import { Button } from '@src/ui/button';
import { fairWrites, useArchiveCustomer, useCustomerPages, useRefreshFairs } from '../api/messen';
import { CustomerBillingDialog } from '../components/customer-billing-dialog';
import { CustomerContactsDialog } from '../components/customer-contacts-dialog';
import { ListSearch, ListTabs } from '../components/list-tabs';
import { bueroPaths } from '../paths';

/** A customer's name: a new one, or a rename in its row. */
function CustomerNameForm({ customer, onDone }: { customer?: Customer; onDone: () => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const refresh = useRefreshFairs();
  const currentName = customer?.name ?? '';
  const { control, onSubmit, failure, form } = useApiForm({
    schema: customerInputSchema,
    defaultValues: { name: customer?.name ?? '' },
    submit: (values) =>
      customer ? fairWrites.updateCustomer(customer.id, values) : fairWrites.createCustomer(values),
    onSuccess: async () => {
      form.reset({ name: '' });
      await refresh();
      onDone();
    },
  });
  return (
    <Form onSubmit={(event) => void onSubmit(event)}>
      <FailureAlert error={failure} />
      <div className="buero-inline-form">
        <Controller
          control={control}
          name="name"
          render={({ field, fieldState }) => (
            <TextField
              label={customer ? t`Neuer Name für ${currentName}` : t`Name des Kunden`}
              name={field.name}
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              isRequired
              errorMessage={
                fieldState.error?.message
                  ? validationMessage(fieldState.error.message, locale, bueroMessenMessages)
                  : undefined
              }
            />
          )}
        />
        <Button type="submit" isDisabled={form.formState.isSubmitting}>
          {customer ? <Trans>Speichern</Trans> : <Trans>Kunde anlegen</Trans>}
        </Button>
        {customer ? (
          <Button variant="secondary" onPress={onDone}>
            <Trans>Abbrechen</Trans>
          </Button>
        ) : null}
      </div>
    </Form>
  );
}

/** /:locale/buero/kunden: customers (active or archived), new ones, renames, archiving. */
export function CustomersPage() {
  const { t } = useLingui();
  const locale = useLocale();
  const [search] = useSearchParams();
  const archived = search.get('archiv') === '1';
  const [q, setQ] = useState('');
  const query = useDeferredValue(q.trim());
  const pages = useCustomerPages(archived, query);
  const archive = useArchiveCustomer();
  const [editing, setEditing] = useState<number | null>(null);
  const [opened, setOpened] = useState<{ id: number; name: string } | null>(null);
  const [billing, setBilling] = useState<{ id: number; name: string } | null>(null);
  const items = pages.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section className="buero-page" aria-labelledby="customers-title">
      <h1 id="customers-title" tabIndex={-1}>
        <Trans>Kunden</Trans>
      </h1>
      <section className="buero-card" aria-labelledby="customer-new-title">
        <h2 id="customer-new-title">
          <Trans>Neuer Kunde</Trans>
        </h2>
        <CustomerNameForm onDone={() => undefined} />
      </section>
      <div className="buero-list-bar">
        <ListTabs
          archived={archived}
          activeTo={bueroPaths.customers(locale)}
          archiveTo={bueroPaths.customers(locale, true)}
        />
        <ListSearch label={t`Name`} value={q} onChange={setQ} />
      </div>
      <FailureAlert error={archive.error} />
      {pages.isError ? (
        <p role="alert">
          <Trans>Die Kunden konnten nicht geladen werden.</Trans>
        </p>
      ) : !pages.isPending && items.length === 0 ? (
        <p className="buero-empty">
          {archived ? <Trans>Keine archivierten Kunden.</Trans> : <Trans>Keine Kunden.</Trans>}
        </p>
      ) : (
        <div className="buero-table-wrap">
          <table className="buero-table">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Kunde</Trans>
                </th>
                <th scope="col" className="buero-num">
                  <Trans>Messen</Trans>
                </th>
                <th scope="col">
                  <Trans>Aktionen</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((customer) => {
                const name = customer.name;
                return (
                  <tr key={customer.id}>
                    <th scope="row">
                      {editing === customer.id ? (
                        <CustomerNameForm customer={customer} onDone={() => setEditing(null)} />
                      ) : (
                        customer.name
                      )}
                    </th>
                    <td className="buero-num">{customer.fairs}</td>
                    <td className="buero-actions">
                      <button
                        type="button"
                        className="button button--link"
                        aria-label={t`Kontakte und Einstellungen von ${name}`}
                        onClick={() => setOpened({ id: customer.id, name })}
                      >
                        <Trans>Kontakte</Trans>
                      </button>
                      <button
                        type="button"
                        className="button button--link"
                        aria-label={t`Rechnungsdaten von ${name}`}
                        onClick={() => setBilling({ id: customer.id, name })}
                      >
                        <Trans>Rechnungsdaten</Trans>
                      </button>
                      {editing === customer.id ? null : (
                        <button
                          type="button"
                          className="button button--link"
                          aria-label={t`${name} umbenennen`}
                          onClick={() => setEditing(customer.id)}
                        >
                          <Trans>Umbenennen</Trans>
                        </button>
                      )}
                      <button
                        type="button"
                        className="button button--link"
                        disabled={archive.isPending}
                        aria-label={archived ? t`${name} wiederherstellen` : t`${name} archivieren`}
                        onClick={() => archive.mutate({ id: customer.id, archived: !archived })}
                      >
                        {archived ? <Trans>Wiederherstellen</Trans> : <Trans>Archivieren</Trans>}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {opened ? (
        <CustomerContactsDialog
          customerId={opened.id}
          customerName={opened.name}
          onClose={() => setOpened(null)}
        />
      ) : null}
      {billing ? (
        <CustomerBillingDialog
          customerId={billing.id}
          customerName={billing.name}
          onClose={() => setBilling(null)}
        />
      ) : null}
      {pages.hasNextPage ? (
        <p>
          <button
            type="button"
            className="button button--secondary"
            disabled={pages.isFetchingNextPage}
            onClick={() => void pages.fetchNextPage()}
          >
            <Trans>Weitere laden</Trans>
          </button>
        </p>
      ) : null}
    </section>
  );
}
