import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Client, ClientInput } from '@core/schemas/client';
import { CLIENT_REQUIRED_FIELDS } from '@core/rules/client-validation';
import { LegalEntityFields } from '@web/components/profile-fields/legal-entity-fields';
import { PhysicalPersonFields } from '@web/components/profile-fields/physical-person-fields';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import {
  checkClientForm,
  clientFormValues,
  type ClientFormResult,
  type ClientFormValues,
} from './client-form.schema';
import { ClientTypeToggle } from './client-type-toggle';

type FieldErrors = Extract<ClientFormResult, { ok: false }>['fieldErrors'];

export type ClientFormProps = {
  /** The client being edited; absent for a new client. */
  client?: Client;
  saving: boolean;
  /** Throws to keep the form open with its values (the panel shows the error). */
  onSave: (input: ClientInput) => Promise<void>;
  onCancel: () => void;
};

/**
 * Add / edit form of a client: type toggle, the type's fields, required-field check
 * (docs/product.md §5).
 */
export function ClientForm({ client, saving, onSave, onCancel }: ClientFormProps) {
  const form = useForm<ClientFormValues>({ defaultValues: clientFormValues(client) });
  const [message, setMessage] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const type = form.watch('type');
  const sirenValue = form.watch('legal_entity.siren');

  const submit = form.handleSubmit(async (values) => {
    const result = checkClientForm(values);
    if (!result.ok) {
      setMessage(result.message);
      setFieldErrors(result.fieldErrors);
      const first = Object.keys(result.fieldErrors)[0];
      if (first) form.setFocus(`${values.type}.${first}` as Parameters<typeof form.setFocus>[0]);
      return;
    }
    setMessage(null);
    setFieldErrors({});
    await onSave(result.client).catch(() => undefined);
  });

  const heading = client ? 'Modifier le client' : 'Nouveau client';
  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="client-form-heading"
      className="flex flex-col gap-6 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h3
        id="client-form-heading"
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900 focus:outline-none"
      >
        {heading}
      </h3>
      {message && <Alert tone="error">{message}</Alert>}
      <ClientTypeToggle
        value={type}
        onChange={(next) => {
          form.setValue('type', next, { shouldDirty: true });
          setFieldErrors({});
          setMessage(null);
        }}
      />
      {type === 'physical_person' ? (
        <PhysicalPersonFields
          source="client"
          register={(name) => form.register(`physical_person.${name}`)}
          errors={fieldErrors}
          required={CLIENT_REQUIRED_FIELDS.physical_person}
        />
      ) : (
        <LegalEntityFields
          source="client"
          idPrefix="client"
          register={(name) => form.register(`legal_entity.${name}`)}
          errors={fieldErrors}
          required={CLIENT_REQUIRED_FIELDS.legal_entity}
          sirenValue={sirenValue}
        />
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          Annuler
        </Button>
        <Button type="submit" loading={saving}>
          {saving
            ? 'Enregistrement…'
            : client
              ? 'Enregistrer les modifications'
              : 'Ajouter le client'}
        </Button>
      </div>
    </form>
  );
}
