import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { type Control, Controller, type FieldPath } from 'react-hook-form';
import {
  CONTACT_NAME_MAX,
  CONTACT_PHONE_MAX,
  CONTACT_ROLE_MAX,
  type Contact,
  type ContactInput,
  contactInputSchema,
  contactMessages,
} from '@domain/buero/contacts-contract';
import { validationMessage } from '@domain/shared/validation-messages';
import { Button } from '@src/ui/button';
import { FailureAlert } from '@src/ui/failure-alert';
import { Form } from '@src/ui/form';
import { TextField } from '@src/ui/text-field';
import { useApiForm } from '@src/ui/use-api-form';
import { useLocale } from '@src/ui/use-locale';
import { contactWrites, useRefreshContacts } from '../api/contacts';

type FieldProps = {
  control: Control<ContactInput>;
  name: FieldPath<ContactInput>;
  label: string;
  maxLength: number;
  type?: 'text' | 'email' | 'tel';
  isRequired?: boolean;
  autoComplete?: string;
};

/** A text field of the contact, its errors in the contact screens' words. */
function ContactField({
  control,
  name,
  label,
  maxLength,
  type,
  isRequired,
  autoComplete,
}: FieldProps) {
  const locale = useLocale();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          type={type}
          name={field.name}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          maxLength={maxLength}
          isRequired={isRequired}
          autoComplete={autoComplete}
          errorMessage={
            fieldState.error?.message
              ? validationMessage(fieldState.error.message, locale, contactMessages)
              : undefined
          }
        />
      )}
    />
  );
}

/** A new contact of the customer, or the edit of one. */
export function ContactForm(props: { customerId: number; contact?: Contact; onDone: () => void }) {
  const { customerId, contact, onDone } = props;
  const { t } = useLingui();
  const refresh = useRefreshContacts();
  const localeId = useId();
  const empty: ContactInput = { name: '', email: '', phone: '', role: '', locale: 'de' };
  const { control, onSubmit, failure, form } = useApiForm({
    schema: contactInputSchema,
    defaultValues: contact
      ? {
          name: contact.name,
          email: contact.email,
          phone: contact.phone ?? '',
          role: contact.role ?? '',
          locale: contact.locale,
        }
      : empty,
    submit: (values) =>
      contact
        ? contactWrites.update(customerId, contact.id, values)
        : contactWrites.create(customerId, values),
    onSuccess: async () => {
      if (!contact) form.reset(empty);
      await refresh();
      onDone();
    },
  });
  return (
    <Form onSubmit={(event) => void onSubmit(event)}>
      <FailureAlert error={failure} />
      <ContactField
        control={control}
        name="name"
        label={t`Name`}
        maxLength={CONTACT_NAME_MAX}
        isRequired
        autoComplete="off"
      />
      <ContactField
        control={control}
        name="email"
        label={t`E-Mail`}
        type="email"
        maxLength={254}
        isRequired
        autoComplete="off"
      />
      <ContactField
        control={control}
        name="phone"
        label={t`Telefon (optional)`}
        type="tel"
        maxLength={CONTACT_PHONE_MAX}
        autoComplete="off"
      />
      <ContactField
        control={control}
        name="role"
        label={t`Rolle (optional, z. B. Standleitung, Buchhaltung)`}
        maxLength={CONTACT_ROLE_MAX}
        autoComplete="off"
      />
      <Controller
        control={control}
        name="locale"
        render={({ field }) => (
          <div className="field">
            <label className="field__label" htmlFor={`${localeId}-locale`}>
              {t`Sprache der E-Mails und der Freigabeseite`}
            </label>
            <select
              id={`${localeId}-locale`}
              className="field__input"
              name={field.name}
              ref={field.ref}
              value={field.value === 'en' ? 'en' : 'de'}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
            >
              <option value="de">{t`Deutsch`}</option>
              <option value="en">{t`Englisch`}</option>
            </select>
          </div>
        )}
      />
      <div className="buero-dialog__actions">
        <Button type="submit" isDisabled={form.formState.isSubmitting}>
          {contact ? <Trans>Kontakt speichern</Trans> : <Trans>Kontakt anlegen</Trans>}
        </Button>
        {contact ? (
          <Button variant="secondary" onPress={onDone}>
            <Trans>Abbrechen</Trans>
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
