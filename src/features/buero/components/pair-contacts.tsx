import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { Contact } from '@domain/buero/contacts-contract';
import type { PairAssignments } from '@domain/buero/messen-contract';
import { Alert } from '@src/ui/alert';
import { FailureAlert } from '@src/ui/failure-alert';
import { useSetPairContacts } from '../api/contacts';

function optionLabel(contact: Contact, archivedWord: string): string {
  const role = contact.role ? ` (${contact.role})` : '';
  const archived = contact.archived_at ? ` – ${archivedWord}` : '';
  return `${contact.name}${role}, ${contact.email}${archived}`;
}

/**
 * Who at the customer approves the pair's hours (the tablet offers the name as
 * the signer) and who receives the signed sheet by mail (issue 25). The
 * contacts are the customer's, edited on the customer list.
 */
export function PairContacts({ data }: { data: PairAssignments }) {
  const { t } = useLingui();
  const id = useId();
  const save = useSetPairContacts();
  const { contacts } = data;
  const [approver, setApprover] = useState(String(contacts.approver_contact_id ?? ''));
  const [copy, setCopy] = useState(String(contacts.copy_contact_id ?? ''));
  const archivedWord = t`archiviert`;
  const options = contacts.options.map((contact) => (
    <option key={contact.id} value={String(contact.id)}>
      {optionLabel(contact, archivedWord)}
    </option>
  ));
  const toId = (value: string) => (value === '' ? null : Number(value));
  return (
    <section className="buero-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        <Trans>Kontakte des Kunden</Trans>
      </h2>
      {contacts.options.length === 0 ? (
        <p className="buero-muted">
          <Trans>Der Kunde hat noch keine Kontakte. Sie werden in der Kundenliste angelegt.</Trans>
        </p>
      ) : null}
      <FailureAlert error={save.error} />
      {save.isSuccess ? (
        <Alert tone="success">
          <Trans>Gespeichert.</Trans>
        </Alert>
      ) : null}
      <form
        className="buero-meeting buero-pair-contacts"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({
            messeId: data.fair.id,
            customerId: data.customer.id,
            approver_contact_id: toId(approver),
            copy_contact_id: toId(copy),
          });
        }}
      >
        <label htmlFor={`${id}-approver`}>{t`Gibt die Stunden frei (Unterzeichner)`}</label>
        <select
          id={`${id}-approver`}
          value={approver}
          onChange={(event) => setApprover(event.target.value)}
        >
          <option value="">{t`– niemand –`}</option>
          {options}
        </select>
        <label htmlFor={`${id}-copy`}>{t`Erhält den unterschriebenen Stundenzettel`}</label>
        <select id={`${id}-copy`} value={copy} onChange={(event) => setCopy(event.target.value)}>
          <option value="">{t`– niemand –`}</option>
          {options}
        </select>
        <p>
          <button type="submit" className="button button--secondary" disabled={save.isPending}>
            <Trans>Kontakte speichern</Trans>
          </button>
        </p>
      </form>
    </section>
  );
}
