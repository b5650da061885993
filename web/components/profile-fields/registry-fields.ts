import type { FieldSpec } from '@core/fields/types';
import { CLIENT_FIELDS, PROFILE_FIELDS } from '@core/fields/profile-fields';
import { registryProps } from '../registry-field/registry-props';

/** Whose record the field groups edit: the assignee's profile or a client of the address book. */
export type FieldSource = 'profile' | 'client';
type Kind = 'physical_person' | 'legal_entity';

const nameOf = (key: string) => key.split('.').at(-1) ?? key;

/** The registry's specs of one kind of record, by field name (core/fields/profile-fields.ts). */
function specsOf(source: FieldSource, kind: Kind): Map<string, FieldSpec> {
  const specs =
    source === 'profile'
      ? PROFILE_FIELDS.filter((spec) => spec.key.startsWith(`${kind}.`))
      : CLIENT_FIELDS[kind];
  return new Map(specs.map((spec) => [nameOf(spec.key), spec]));
}

/** The assignee describes themself: the browser may fill their own name and birth date. */
const OWN_AUTOCOMPLETE: Record<string, string> = {
  nom: 'family-name',
  prenom: 'given-name',
  date_naissance: 'bday',
};

/**
 * The props of a profile or client input, from the registry: the same label,
 * limit, keyboard, help and id rules as the wizard, so the author picked from « Mes clients »
 * and the one typed in step 3 are asked the same way. Client ids are prefixed (its keys are
 * the record's root keys, which could meet other ids on the page).
 */
export function fieldPropsFor(source: FieldSource, kind: Kind) {
  const specs = specsOf(source, kind);
  return (name: string) => {
    const spec = specs.get(name);
    if (!spec) throw new Error(`Champ inconnu du registre\u00a0: ${kind}.${name}`);
    const props = registryProps(spec, source === 'client' ? { idPrefix: 'client' } : {});
    const own = source === 'profile' ? OWN_AUTOCOMPLETE[name] : undefined;
    return { spec, props: own ? { ...props, autoComplete: own } : props };
  };
}
