import type { Draft } from '../schemas/draft';
import { applicableDraftFields } from './applicable';
import { CLIENT_FIELDS } from './profile-fields';
import type { FieldSpec } from './types';

const ASSIGNEE = 'entreprise_info.';

/**
 * The spec of a blank the contract prints « ____ » (core/rules/hand-filled.ts), so the sending
 * dialog can ask it as the wizard would: a wizard answer's own spec, or — for the assignee, a
 * copy of the profile inside the contract — the client field of the same name, keyed in the
 * contract. Undefined for a key the contract does not ask.
 */
export function blankFieldSpec(draft: Draft, key: string, today: Date): FieldSpec | undefined {
  if (key.startsWith(ASSIGNEE)) {
    const type =
      draft.entreprise_info?.type === 'legal_entity' ? 'legal_entity' : 'physical_person';
    const name = key.slice(ASSIGNEE.length);
    const spec = CLIENT_FIELDS[type].find((candidate) => candidate.key === name);
    return spec && { ...spec, key };
  }
  return applicableDraftFields(draft, today).find(({ spec }) => spec.key === key)?.spec;
}
