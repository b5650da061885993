import { CLIENT_REQUIRED_FIELDS, validateClientForm } from '@core/rules/client-validation';
import { upgradeLegacyLegal, upgradeLegacyPhysical } from '@core/rules/legacy-fields';
import { clientInputSchema, type Client, type ClientInput } from '@core/schemas/client';
import { clientFormatIssues } from '@core/fields/validate';
import { z } from '@core/schemas/zod-fr';
import type { ProfileType } from '@core/answers/profile-fields';
import { legalEntityProfileSchema, physicalPersonProfileSchema } from '@core/schemas/profile';
import type { LegalFieldName, PhysicalFieldName } from '@web/components/profile-fields/field-names';
import { CLIENT_MESSAGES } from './client-messages';

// Plain (stripping) objects: a stored client also carries id, type and version, which are not
// form fields and must not make the parse fail.
const physicalForm = z.object(
  physicalPersonProfileSchema.omit({ civilite: true, siege: true, is_configured: true }).shape,
);
const legalForm = z.object(
  legalEntityProfileSchema.omit({
    civilite: true,
    representant: true,
    rcs: true,
    siege: true,
    is_configured: true,
  }).shape,
);

/**
 * The client form keeps both kinds' fields so toggling the type back and forth loses nothing;
 * only the chosen kind is sent.
 */
export type ClientFormValues = {
  type: ProfileType;
  physical_person: ReturnType<typeof physicalForm.parse>;
  legal_entity: ReturnType<typeof legalForm.parse>;
};

/**
 * A new client's form (docs/product.md §9 defaults) or an existing client's (legacy fields folded
 * in).
 */
export function clientFormValues(client?: Client): ClientFormValues {
  const values: ClientFormValues = {
    type: client?.type ?? 'physical_person',
    physical_person: physicalForm.parse({}),
    legal_entity: legalForm.parse({}),
  };
  if (client?.type === 'physical_person') {
    values.physical_person = physicalForm.parse(upgradeLegacyPhysical(client));
  } else if (client?.type === 'legal_entity') {
    values.legal_entity = legalForm.parse(upgradeLegacyLegal(client));
  }
  return values;
}

export type ClientFormResult =
  | { ok: true; client: ClientInput }
  | {
      ok: false;
      message: string;
      fieldErrors: Partial<Record<PhysicalFieldName | LegalFieldName, string>>;
    };

/**
 * docs/product.md §5 client form: the required fields of the chosen type (core rule), then the
 * schema's limits (lengths) with their French messages.
 */
export function checkClientForm(values: ClientFormValues): ClientFormResult {
  const candidate = { type: values.type, ...values[values.type] };
  const required = validateClientForm(candidate);
  if (!required.ok) {
    const fieldErrors = Object.fromEntries(
      required.missing.map((name) => [name, CLIENT_MESSAGES.requiredField]),
    );
    return { ok: false, message: required.message, fieldErrors };
  }
  // The same French format rules as the server (postal code, e-mail, SIREN…).
  const formats = clientFormatIssues(candidate, new Date());
  if (formats.length > 0) {
    const fieldErrors = Object.fromEntries(formats.map((issue) => [issue.path[0], issue.message]));
    return { ok: false, message: 'Veuillez corriger les champs signalés.', fieldErrors };
  }
  const parsed = clientInputSchema.safeParse(candidate);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    return { ok: false, message: 'Veuillez corriger les champs signalés.', fieldErrors };
  }
  return { ok: true, client: parsed.data };
}

export { CLIENT_REQUIRED_FIELDS };
