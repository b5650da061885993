import { DEPICTION_ANSWERS, DEPICTION_ANSWER_LABELS } from '../answers/depiction';
import { isCombined } from './draft-conditions';
import type { FieldSpec } from './types';

/** Asked of a combined contract only, and required there. */
export const DEPICTION_FIELD_SPECS: readonly FieldSpec[] = [
  {
    key: 'oeuvre_represente_modele',
    label: 'L’œuvre représente-t-elle le modèle\u202f?',
    kind: 'radio',
    options: DEPICTION_ANSWERS.map((value) => ({ value, label: DEPICTION_ANSWER_LABELS[value] })),
    hint: 'Si oui, l’œuvre ne peut être utilisée que tant que l’autorisation du modèle court, et dans ses limites. Si non, les deux parties du contrat s’appliquent chacune de son côté.',
    item: 'descriptions',
    step: 4,
    group: 'L’œuvre',
    showIf: isCombined,
    requiredIf: isCombined,
  },
];
