import type { Draft } from '../schemas/draft';
import { childAuthorisationSchema } from '../schemas/child-authorisation';
import { isModellingUse } from '../rules/child-modelling';
import { childModelling } from './draft-conditions';
import { isoDayOf } from '../rules/contract-date';
import { isoDateRule } from './formats';
import { authorisationReferenceRule } from './free-text-rules';
import { maxLengthOf } from './limits';
import type { FieldSpec, FormatRule } from './types';

const GROUP = 'Autorisation de l’enfant mannequin';
/** Shown and printed for a modelling use only: a stale answer after « Non » is not checked. */
const modelling = (root: unknown) => isModellingUse(root as Draft);
const whenModelling =
  (rule: FormatRule): FormatRule =>
  (value, context) =>
    modelling(context.root) ? rule(value, context) : null;

/** A real day, not after the day the contract is checked: the authorisation already exists. */
const issuedDateRule: FormatRule = (value, context) => {
  const error = isoDateRule(value, context);
  if (error || value.trim() === '') return error;
  return value.trim() > isoDayOf(context.today)
    ? 'L’autorisation doit déjà avoir été délivrée\u00a0: sa date ne peut pas être dans le futur.'
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
    maxLength: maxLengthOf(childAuthorisationSchema.shape, 'reference'),
    placeholder: 'Ex.\u00a0: arrêté préfectoral n° 2026-123',
    hint: 'Elle doit être obtenue avant tout engagement de l’enfant\u00a0: sans elle, le contrat ne peut être ni téléchargé ni envoyé en signature.',
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
