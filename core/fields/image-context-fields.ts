import type { Draft } from '../schemas/draft';
import { IMAGE_CONTEXTS, IMAGE_CONTEXT_LABELS } from '../answers/image-context';
import { imageContextError, imageContextWarning } from '../rules/image-context';
import { hasImage } from './draft-conditions';
import type { FieldSpec } from './types';

/**
 * The situation of the image authorisation (LEGAL J14, J15), asked with the mode of cession
 * since it decides whether there is a price: refused where the engine cannot draft it
 * (core/rules/image-context.ts), with the requalification warning of an exchange.
 */
export const IMAGE_CONTEXT_FIELD_SPECS: readonly FieldSpec[] = [
  {
    key: 'contexte_image',
    label: 'Dans quel cadre l’image est-elle prise\u202f?',
    kind: 'radio',
    options: IMAGE_CONTEXTS.map((value) => ({ value, label: IMAGE_CONTEXT_LABELS[value] })),
    hint:
      'Échange\u00a0: le contrat autorise aussi le modèle à utiliser les photos pour son book et ses réseaux, sans prix. ' +
      'Salarié\u00a0: son accord reste libre et révocable sans conséquence sur son emploi, et prend fin à son départ\u202f; ' +
      'l’intranet peut être coché parmi les supports.',
    format: (_value, { root }) => imageContextError(root as Draft),
    warn: (_value, { root }) => imageContextWarning(root as Draft),
    showIf: hasImage,
    alwaysSet: true,
    item: 'other',
    step: 2,
  },
];
