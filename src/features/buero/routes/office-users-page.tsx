import '../buero.css';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { newOfficeUserSchema, OFFICE_INVITATION_DAYS } from '@domain/buero/gdpr-contract';
import { formatInstantDate } from '@domain/shared/date-format';
import { Alert } from '@src/ui/alert';
import { Button } from '@src/ui/button';
import { FailureAlert } from '@src/ui/failure-alert';
import { Form } from '@src/ui/form';
import { FormTextField } from '@src/ui/form-text-field';
import { useApiForm } from '@src/ui/use-api-form';
import { useLocale } from '@src/ui/use-locale';
import { createOfficeUser, useOfficeUsers } from '../api/gdpr';

/** The form for a new office account; the password is handed over in person. */
function NewOfficeUserForm({
  onCreated,
}: {
  onCreated: (created: { name: string; invited: boolean }) => void;
}) {
  const { t } = useLingui();
  const { control, onSubmit, failure, form } = useApiForm({
    schema: newOfficeUserSchema,
    defaultValues: { name: '', email: '', password: '' },
    submit: createOfficeUser,
    onSuccess(result) {
      form.reset({ name: '', email: '', password: '' });
      const name = `${result.user.firstname} ${result.user.lastname}`.trim();
      onCreated({ name, invited: result.invited });
    },
  });
  return (
    <Form aria-labelledby="new-office-user" onSubmit={onSubmit}>
      <h2 id="new-office-user">
        <Trans>Neues Büro-Konto</Trans>
      </h2>
      <FailureAlert error={failure} />
      <FormTextField control={control} name="name" label={t`Name`} autoComplete="off" isRequired />
      <FormTextField
        control={control}
        name="email"
        label={t`E-Mail`}
        type="email"
        autoComplete="off"
        isRequired
      />
      <FormTextField
        control={control}
        name="password"
        label={t`Erstes Passwort (optional)`}
        description={t`Leer lassen: Die Person erhält einen Einladungslink per E-Mail (${OFFICE_INVITATION_DAYS} Tage gültig) und legt ihr Passwort selbst fest. Sonst mindestens 8 Zeichen, persönlich übergeben.`}
        type="password"
        autoComplete="new-password"
      />
      <Button type="submit" isPending={form.formState.isSubmitting}>
        <Trans>Konto anlegen</Trans>
      </Button>
    </Form>
  );
}

/** /:locale/buero/benutzer: the office's accounts, and a new one. */
export function OfficeUsersPage() {
  const locale = useLocale();
  const users = useOfficeUsers();
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<{ name: string; invited: boolean } | null>(null);
  const createdName = created?.name ?? '';
  return (
    <section className="buero-page" aria-labelledby="office-users-title">
      <h1 id="office-users-title" tabIndex={-1}>
        <Trans>Büro-Konten</Trans>
      </h1>
      {created ? (
        <Alert tone="success">
          {created.invited ? (
            <Trans>
              Das Konto für {createdName} ist angelegt; die Einladung ist per E-Mail unterwegs.
            </Trans>
          ) : (
            <Trans>Das Konto für {createdName} ist angelegt.</Trans>
          )}
        </Alert>
      ) : null}
      <div className="buero-two-columns">
        <section aria-labelledby="office-users-list">
          <h2 id="office-users-list">
            <Trans>Konten mit Zugang zum Büro</Trans>
          </h2>
          {users.isPending ? (
            <p role="status">
              <Trans>Lädt …</Trans>
            </p>
          ) : users.isError ? (
            <p role="alert">
              <Trans>Die Konten konnten nicht geladen werden.</Trans>
            </p>
          ) : (
            <table className="buero-table">
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Name</Trans>
                  </th>
                  <th scope="col">
                    <Trans>E-Mail</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Angelegt</Trans>
                  </th>
                </tr>
              </thead>
              <tbody>
                {users.data.items.map((user) => (
                  <tr key={user.id}>
                    <th scope="row">
                      {user.firstname} {user.lastname}
                    </th>
                    <td className="buero-email">{user.email}</td>
                    <td>{formatInstantDate(user.created_at, locale)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <NewOfficeUserForm
          onCreated={(next) => {
            setCreated(next);
            void queryClient.invalidateQueries({ queryKey: ['buero', 'office-users'] });
          }}
        />
      </div>
    </section>
  );
}
