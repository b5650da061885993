import type { Draft } from '../schemas/draft';
import { isModellingUse } from '../rules/child-modelling';
import { depictedPerson, personOf } from '../rules/depicted-person';
import { childModelling } from './draft-conditions';
import { isoDayOf } from '../rules/contract-date';
import { isoDateRule } from './formats';
import { authorisationReferenceRule } from './free-text-rules';
import { CHILD_AUTHORISATION_LIMITS } from './text-limits';
import type { FieldSpec, FormatRule } from './types';

const GROUP = 'Autorisation de l’enfant mannequin';
/** Shown and printed for a modelling use only: a stale answer after « Non » is not checked. */
const modelling = (root: unknown) => isModellingUse(root as Draft);
const whenModelling =
  (rule: FormatRule): FormatRule =>
  (value, context) =>
    modelling(context.root) ? rule(value, context) : null;

/** The child's birth day, when the depicted person's is given (AAAA-MM-JJ). */
function childBirth(draft: Draft): string | null {
  const person = depictedPerson(draft);
  const birth = person ? personOf(draft, person)?.date_naissance.trim() : '';
  return birth ? birth : null;
}

/**
 * A real day, not after the day the contract is checked (the authorisation already exists), nor
 * before the child was born (an authorisation names a child who exists).
 */
const issuedDateRule: FormatRule = (value, context) => {
  const error = isoDateRule(value, context);
  const day = value.trim();
  if (error || day === '') return error;
  if (day > isoDayOf(context.today))
    return 'L’autorisation doit déjà avoir été délivrée\u00a0: sa date ne peut pas être dans le futur.';
  const birth = childBirth(context.root as Draft);
  return birth !== null && day < birth
    ? 'L’autorisation ne peut pas précéder la naissance de l’enfant\u00a0: vérifiez sa date.'
    : null;
};

/**
 * The reference and date of the L7124-1 authorisation of a child model under sixteen whose images
 * serve a modelling activity: asked and required then only.
 */
export const CHILD_AUTHORISATION_FIELD_SPECS: readonly FieldSpec[] = [
  {
    key: 'autorisation_prefectorale.reference',
    label: 'Référence de l’autorisation (préfet ou agence agréée)',
    kind: 'text',
    maxLength: CHILD_AUTHORISATION_LIMITS.reference,
    placeholder: 'Ex.\u00a0: arrêté préfectoral n° 2026-123',
    hint: 'Elle doit être obtenue avant tout engagement de l’enfant\u00a0: sans elle, le contrat ne peut pas être signé.',
    format: whenModelling(authorisationReferenceRule),
    item: 'parties',
    step: 3,
    group: GROUP,
    showIf: childModelling,
    requiredIf: childModelling,
  },
  {
    key: 'autorisation_prefectorale.date',
    label: 'Date de l’autorisation',
    kind: 'date',
    format: whenModelling(issuedDateRule),
    item: 'parties',
    step: 3,
    group: GROUP,
    showIf: childModelling,
    requiredIf: childModelling,
  },
];
