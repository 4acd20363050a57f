import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Contact } from '@domain/buero/contacts-contract';
import { Button } from '@src/ui/button';
import { FailureAlert } from '@src/ui/failure-alert';
import { useArchiveContact, useCustomerContacts } from '../api/contacts';
import { ContactForm } from './contact-form';
import { CustomerSettingsForm } from './customer-settings-form';
import { ModalDialog } from './modal-dialog';

/** One contact as a line: name, role, e-mail, phone, language; its edit and archive buttons. */
function ContactItem(props: { contact: Contact; onEdit: () => void }) {
  const { contact, onEdit } = props;
  const { t } = useLingui();
  const archive = useArchiveContact();
  const name = contact.name;
  const archived = contact.archived_at !== null;
  return (
    <li className="buero-contact">
      <div>
        <strong>{contact.name}</strong>
        {contact.role ? <> · {contact.role}</> : null}
        {archived ? (
          <>
            {' '}
            <span className="buero-muted">
              <Trans>(archiviert)</Trans>
            </span>
          </>
        ) : null}
        <br />
        <span className="buero-muted">
          {contact.email}
          {contact.phone ? ` · ${contact.phone}` : ''} · {contact.locale === 'en' ? 'EN' : 'DE'}
        </span>
      </div>
      <FailureAlert error={archive.error} />
      <div className="buero-dialog__actions">
        {archived ? null : (
          <Button variant="link" aria-label={t`${name} bearbeiten`} onPress={onEdit}>
            <Trans>Bearbeiten</Trans>
          </Button>
        )}
        <Button
          variant="link"
          isDisabled={archive.isPending}
          aria-label={archived ? t`${name} wiederherstellen` : t`${name} archivieren`}
          onPress={() =>
            archive.mutate({
              customerId: contact.customer_id,
              contactId: contact.id,
              archived: !archived,
            })
          }
        >
          {archived ? <Trans>Wiederherstellen</Trans> : <Trans>Archivieren</Trans>}
        </Button>
      </div>
    </li>
  );
}

/**
 * A customer's contacts and switches (issue 25), in a dialog from the customer
 * list: who approves hours and who receives copies is chosen per fair on the
 * pair page, from these contacts.
 */
export function CustomerContactsDialog(props: {
  customerId: number;
  customerName: string;
  onClose: () => void;
}) {
  const { customerId, customerName, onClose } = props;
  const data = useCustomerContacts(customerId);
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <ModalDialog
      title={<Trans>Kontakte und Einstellungen: {customerName}</Trans>}
      onClose={onClose}
    >
      {data.isPending ? (
        <p role="status">
          <Trans>Lädt …</Trans>
        </p>
      ) : data.isError ? (
        <p role="alert">
          <Trans>Die Kontakte konnten nicht geladen werden.</Trans>
        </p>
      ) : (
        <>
          <section aria-labelledby="customer-contacts-title">
            <h3 id="customer-contacts-title">
              <Trans>Kontakte</Trans>
            </h3>
            {data.data.contacts.length === 0 ? (
              <p className="buero-empty">
                <Trans>Noch keine Kontakte.</Trans>
              </p>
            ) : (
              <ul className="buero-contacts">
                {data.data.contacts.map((contact) =>
                  editing === contact.id ? (
                    <li key={contact.id} className="buero-contact">
                      <ContactForm
                        customerId={customerId}
                        contact={contact}
                        onDone={() => setEditing(null)}
                      />
                    </li>
                  ) : (
                    <ContactItem
                      key={contact.id}
                      contact={contact}
                      onEdit={() => setEditing(contact.id)}
                    />
                  ),
                )}
              </ul>
            )}
          </section>
          <section aria-labelledby="contact-new-title">
            <h3 id="contact-new-title">
              <Trans>Neuer Kontakt</Trans>
            </h3>
            <ContactForm customerId={customerId} onDone={() => undefined} />
          </section>
          <section aria-labelledby="customer-settings-title">
            <h3 id="customer-settings-title">
              <Trans>Einstellungen</Trans>
            </h3>
            <CustomerSettingsForm customerId={customerId} settings={data.data.settings} />
          </section>
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
